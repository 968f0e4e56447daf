'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { useErrorToast } from '@/lib/api-client/use-error-toast';

type Remove = { mutateAsync: (id: number) => Promise<unknown>; isPending: boolean };

/**
 * The delete-with-confirmation flow of the list pages: `ask(row)` opens the dialog, confirming
 * deletes, says "Record Deleted" and closes; a failure stays open with the error toasted.
 * Spread `dialog` into <ConfirmDialog> and give it the page's own message.
 */
export function useConfirmedDelete<T extends { id: number }>(remove: Remove) {
  const tf = useTranslations('confirm');
  const showError = useErrorToast();
  const [target, setTarget] = useState<T | null>(null);

  async function onConfirm() {
    if (!target) return;
    try {
      await remove.mutateAsync(target.id);
      toast.success(tf('deleted'));
      setTarget(null);
    } catch (e) {
      showError(e);
    }
  }

  return {
    target,
    ask: setTarget,
    dialog: { open: !!target, title: tf('title'), busy: remove.isPending, onConfirm, onCancel: () => setTarget(null) },
  };
}
