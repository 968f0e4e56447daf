'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { Column } from '@/components/ui/data-table';
import { ListView } from '@/components/ui/list-view';
import { RowActions } from '@/components/ui/row-actions';
import { useListState } from '@/lib/api-client/list';
import { useConnections, useDeleteConnection, type ConnectionRow } from '@/lib/api-client/netsapiens';
import { useErrorToast } from '@/lib/api-client/use-error-toast';

export function ConnectionsList({ showCloud }: { showCloud: boolean }) {
  const t = useTranslations('netsapiens');
  const tc = useTranslations('common');
  const tf = useTranslations('confirm');
  const state = useListState('id');
  const query = useConnections(state.params);
  const remove = useDeleteConnection();
  const showError = useErrorToast();
  const [target, setTarget] = useState<ConnectionRow | null>(null);

  const columns: Column<ConnectionRow>[] = [
    { key: 'id', header: t('id'), cell: (c) => c.id, sortable: true },
    ...(showCloud ? [{ key: 'cloudId', header: t('cloudId'), cell: (c: ConnectionRow) => c.cloudId, sortable: true }] : []),
    { key: 'apiUrl', header: t('apiUrl'), cell: (c) => c.apiUrl, sortable: true },
    { key: 'clientId', header: t('clientId'), cell: (c) => c.clientId, sortable: true },
    { key: 'superuser', header: t('superuser'), cell: (c) => c.superuser, sortable: true },
    { key: 'deliveryWebhook', header: t('deliveryWebhook'), cell: (c) => c.deliveryWebhook, sortable: true },
    { key: 'active', header: t('active'), cell: (c) => (c.active ? tc('yes') : tc('no')), sortable: true },
    {
      key: 'actions', header: t('actions'),
      cell: (c) => (
        <RowActions editHref={`/netsapiens/details?id=${c.id}`} editLabel={t('editRow', { id: c.id })} onDelete={() => setTarget(c)} deleteLabel={t('deleteRow', { id: c.id })} />
      ),
    },
  ];

  async function confirmDelete() {
    if (!target) return;
    try {
      await remove.mutateAsync(target.id);
      toast.success(tf('deleted'));
      setTarget(null);
    } catch (e) {
      showError(e);
    }
  }

  return (
    <>
      <ListView title={t('title')} columns={columns} rowKey={(c) => c.id} query={query} state={state} addHref="/netsapiens/details?new=1" />
      <ConfirmDialog open={!!target} title={tf('title')} message={t('deleteConfirm')} busy={remove.isPending} onConfirm={confirmDelete} onCancel={() => setTarget(null)} />
    </>
  );
}
