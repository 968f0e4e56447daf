'use client';

import { Scanner, type ScannerErrorKind } from '@yudiel/react-qr-scanner';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';

export type CameraProblem = 'denied' | 'noCamera' | 'other';

/** The scanner's error kinds, grouped by what the person can do about them. */
export function cameraProblem(kind: ScannerErrorKind): CameraProblem {
  if (kind === 'permission-denied' || kind === 'security') return 'denied';
  // Overconstrained: no camera matches (a laptop without a back camera, say).
  if (kind === 'no-camera' || kind === 'overconstrained') return 'noCamera';
  return 'other';
}

/** Loaded on demand (next/dynamic) by the app sign-in page. */
export function QrScanner({ onText }: { onText: (text: string) => void }) {
  const t = useTranslations('appSignin.camera');
  const [problem, setProblem] = useState<CameraProblem>();
  // A new key mounts a new Scanner, which asks for the camera again.
  const [attempt, setAttempt] = useState(0);

  if (problem) {
    return (
      <div role="alert" className="flex flex-col gap-2 rounded-xl border border-line bg-surface p-4 text-sm">
        <p className="font-medium">{t(problem)}</p>
        <p className="text-muted">{t(`${problem}Help`)}</p>
        <Button
          type="button"
          variant="secondary"
          className="min-h-11"
          onClick={() => {
            setProblem(undefined);
            setAttempt((n) => n + 1);
          }}
        >
          {t('retry')}
        </Button>
      </div>
    );
  }
  return (
    <div className="overflow-hidden rounded-xl">
      <Scanner
        key={attempt}
        scanDelay={100}
        onScan={(codes) => codes[0]?.rawValue && onText(codes[0].rawValue)}
        onError={(e) => setProblem(cameraProblem(e.kind))}
      />
    </div>
  );
}
