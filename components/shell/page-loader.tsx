'use client';

import { Loader2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';

/** Covers the page until it is interactive, so nobody clicks a control that does nothing yet. */
export function PageLoader() {
  const t = useTranslations('app');
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const id = requestAnimationFrame(() => setReady(true));
    return () => cancelAnimationFrame(id);
  }, []);
  if (ready) return null;
  return (
    <div role="status" className="fixed inset-0 z-[100] flex items-center justify-center bg-surface" data-testid="page-loader">
      <Loader2 aria-hidden className="h-8 w-8 animate-spin text-primary" />
      <span className="sr-only">{t('loading')}</span>
    </div>
  );
}
