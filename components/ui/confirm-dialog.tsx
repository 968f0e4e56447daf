'use client';

import { useTranslations } from 'next-intl';
import { useId, useRef } from 'react';
import { Button } from './button';
import { useFocusTrap } from './use-focus-trap';

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
  useFocusTrap(open, box, onCancel, '[data-cancel]');

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
