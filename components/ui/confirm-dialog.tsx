'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef } from 'react';
import { Button } from './button';

type Props = {
  open: boolean;
  title: string;
  /** The question, e.g. "Are you sure you want to delete this netsapien detail?". */
  message: React.ReactNode;
  /** Label of the confirming button; defaults to common.delete. */
  confirmLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * A modal question with Delete and Cancel. Focus starts on Cancel (the safe choice), Tab stays
 * inside the dialog, Escape or a click outside cancels, and focus returns where it was.
 */
export function ConfirmDialog({ open, title, message, confirmLabel, busy, onConfirm, onCancel }: Props) {
  const t = useTranslations('common');
  const titleId = useId();
  const bodyId = useId();
  const box = useRef<HTMLDivElement>(null);
  // Kept in a ref so a parent re-render does not re-run the effect and steal focus.
  const cancelRef = useRef(onCancel);
  useEffect(() => {
    cancelRef.current = onCancel;
  });

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    box.current?.querySelector<HTMLElement>('[data-cancel]')?.focus();
    function onKey(e: KeyboardEvent) {
      if (e.key === 'Escape') {
        e.preventDefault();
        cancelRef.current();
      }
      if (e.key !== 'Tab' || !box.current) return;
      const items = [...box.current.querySelectorAll<HTMLElement>('button:not([disabled]), [href], input, select, textarea')];
      if (!items.length) return;
      const [first, last] = [items[0], items[items.length - 1]];
      if (e.shiftKey && document.activeElement === first) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && document.activeElement === last) {
        e.preventDefault();
        first.focus();
      }
    }
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus?.();
    };
  }, [open]);

  if (!open) return null;
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-black/40 p-4" onMouseDown={(e) => e.target === e.currentTarget && onCancel()}>
      <div ref={box} role="alertdialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={bodyId} className="w-full max-w-md rounded-lg border border-line bg-surface p-5 shadow-xl">
        <h2 id={titleId} className="text-base font-semibold">{title}</h2>
        <div id={bodyId} className="mt-2 text-sm text-muted">{message}</div>
        <div className="mt-5 flex justify-end gap-2">
          <Button data-cancel type="button" variant="secondary" onClick={onCancel}>{t('cancel')}</Button>
          <Button type="button" variant="danger" busy={busy} onClick={onConfirm}>{confirmLabel ?? t('delete')}</Button>
        </div>
      </div>
    </div>
  );
}
