'use client';

import { X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId, useRef } from 'react';
import { useFocusTrap } from '@/components/ui/use-focus-trap';

type Props = { open: boolean; title: string; onClose: () => void; children: React.ReactNode; footer?: React.ReactNode; wide?: boolean };

/**
 * A modal dialog: focus moves in and stays in (Tab wraps), Escape closes, focus returns to the
 * opener. Full width on phones, scrolls inside when taller than the screen.
 */
export function Modal({ open, title, onClose, children, footer, wide }: Props) {
  const t = useTranslations('common');
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);
  // A confirm dialog on top handles its own keys.
  useFocusTrap(open, box, onClose, 'input, select, textarea, button:not([data-close])', '[role="alertdialog"]');
  if (!open) return null;
  return (
    <div className="fixed inset-0 z-40 flex items-start justify-center overflow-y-auto bg-black/40 p-2 sm:p-6">
      <div ref={box} role="dialog" aria-modal="true" aria-labelledby={titleId} className={`w-full ${wide ? 'max-w-3xl' : 'max-w-xl'} rounded-lg border border-line bg-surface shadow-xl`}>
        <header className="flex items-center justify-between gap-2 border-b border-line px-4 py-3">
          <h2 id={titleId} className="text-base font-semibold">{title}</h2>
          <button type="button" data-close onClick={onClose} aria-label={t('close')} className="rounded p-1 hover:bg-canvas">
            <X aria-hidden className="h-4 w-4" />
          </button>
        </header>
        <div className="space-y-4 p-4">{children}</div>
        {footer && <footer className="flex flex-wrap justify-end gap-2 border-t border-line px-4 py-3">{footer}</footer>}
      </div>
    </div>
  );
}
