'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useSignOutDevices } from '@/lib/api-client/apps';
import { useErrorToast } from '@/lib/api-client/use-error-toast';
import type { LineRow } from '@/lib/schemas/apps';
import { toast } from '@/lib/toast';

/**
 * "Sign out devices" of a line (a lost phone): `ask(row)` opens the confirmation naming the line;
 * confirming revokes its device sign-ins and toasts how many were signed out. A failure stays
 * open with the error toasted, as the lists' delete does.
 */
export function useSignOutDevicesFlow(cloudId: string | undefined, domain: string) {
  const t = useTranslations('apps.devices');
  const showError = useErrorToast();
  const signOut = useSignOutDevices();
  const [target, setTarget] = useState<LineRow | null>(null);

  async function onConfirm() {
    if (!target) return;
    try {
      const r = await signOut.mutateAsync({ cloudId, domain, user: target.user });
      toast.success(t('signedOut', { count: r.signedOut }));
      setTarget(null);
    } catch (e) {
      showError(e);
    }
  }

  const name = target ? [target.first_name, target.last_name].filter(Boolean).join(' ') : '';
  const dialog = (
    <ConfirmDialog
      open={!!target} title={t('title')} confirmLabel={t('confirmButton')} busy={signOut.isPending}
      message={target ? t('confirm', { count: target.devices, line: name ? `${target.user} (${name})` : target.user }) : ''}
      onConfirm={onConfirm} onCancel={() => setTarget(null)}
    />
  );
  return { ask: setTarget, dialog };
}
