'use client';

import { useEffect, useState } from 'react';
import { attachToaster, loadSonner, markReady } from '@/lib/toast';

type Sonner = typeof import('sonner');
type Props = React.ComponentProps<Sonner['Toaster']>;

const FIRST_USE = ['pointerdown', 'keydown', 'focusin'] as const;

/** sonner's <Toaster>, loaded on first use (see lib/toast.ts). */
export function LazyToaster(props: Props) {
  const [sonner, setSonner] = useState<Sonner>();
  useEffect(() => attachToaster(setSonner), []);
  useEffect(() => {
    // The user is about to act: fetch the toasts' code now so a result shows without delay.
    const preload = () => void loadSonner().then(setSonner, () => undefined);
    for (const e of FIRST_USE) window.addEventListener(e, preload, { once: true, passive: true });
    return () => {
      for (const e of FIRST_USE) window.removeEventListener(e, preload);
    };
  }, []);
  // Runs after <Toaster> (a child) has subscribed, so queued toasts are not lost.
  useEffect(() => {
    if (sonner) markReady(sonner);
  }, [sonner]);
  return sonner ? <sonner.Toaster {...props} /> : null;
}
