'use client';

import { Scanner, setZXingModuleOverrides, type ScannerErrorKind } from '@yudiel/react-qr-scanner';
// The ponyfill the scanner itself uses (not a dependency of ours): the version of the reader it was built for.
import { ZXING_WASM_VERSION } from 'barcode-detector/ponyfill';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';

// Browsers without a BarcodeDetector of their own (iOS webviews, Firefox, Chromium on Linux and
// Windows) scan with ZXing compiled to WebAssembly. Its reader comes from our origin (app/api/zxing),
// not the ponyfill's default CDN, which our CSP and sites without internet refuse. Set here so
// only the page that opens the scanner pays for it.
setZXingModuleOverrides({
  locateFile: (file: string, prefix: string) => (file.endsWith('.wasm') ? `/api/zxing/${ZXING_WASM_VERSION}/${file}` : prefix + file),
});

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
        // Its beep is a data: URL that the page's CSP (media-src 'self' blob:) refuses.
        sound={false}
        onScan={(codes) => codes[0]?.rawValue && onText(codes[0].rawValue)}
        onError={(e) => setProblem(cameraProblem(e.kind))}
      />
    </div>
  );
}
