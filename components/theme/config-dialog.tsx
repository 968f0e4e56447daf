'use client';

import { Copy, X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { copyText } from '@/components/ui/copy-text';
import { themeCode, type ThemeSettings } from '@/lib/theme/settings';

/** The native <dialog> gives focus trapping, Escape and the backdrop for free. */
export function ConfigDialog({ settings, onClose }: { settings: ThemeSettings; onClose: () => void }) {
  const t = useTranslations('customizer');
  const ref = useRef<HTMLDialogElement>(null);
  const code = themeCode(settings);

  useEffect(() => {
    const d = ref.current;
    if (d && !d.open) d.showModal();
  }, []);

  const copy = () =>
    copyText(code).then(
      () => toast.success(t('copied')),
      () => toast.error(t('copyFailed')),
    );

  return (
    <dialog
      ref={ref}
      onClose={onClose}
      aria-labelledby="theme-config-title"
      className="m-auto w-[min(36rem,calc(100vw-2rem))] rounded-lg border border-line bg-surface p-0 text-ink shadow-xl backdrop:bg-black/50"
    >
      <div className="flex items-center justify-between border-b border-line px-5 py-3">
        <h2 id="theme-config-title" className="font-semibold">{t('configuration')}</h2>
        <button type="button" onClick={() => ref.current?.close()} aria-label={t('close')} className="rounded p-1 hover:bg-canvas">
          <X aria-hidden className="h-5 w-5" />
        </button>
      </div>
      <div className="space-y-3 p-5">
        <p className="text-sm text-muted">{t('configurationHint')}</p>
        <pre dir="ltr" data-testid="theme-code" className="max-h-72 overflow-auto rounded bg-canvas p-3 font-mono text-xs">{code}</pre>
        <div className="flex justify-end">
          <Button type="button" onClick={copy}>
            <Copy aria-hidden className="h-4 w-4" /> {t('copy')}
          </Button>
        </div>
      </div>
    </dialog>
  );
}
