'use client';

import { Scanner } from '@yudiel/react-qr-scanner';

/** Loaded on demand (next/dynamic) by the app sign-in page. */
export function QrScanner({ onText }: { onText: (text: string) => void }) {
  return (
    <div className="overflow-hidden rounded-xl">
      <Scanner scanDelay={100} onScan={(codes) => codes[0]?.rawValue && onText(codes[0].rawValue)} />
    </div>
  );
}
