'use client';

import { useTranslations } from 'next-intl';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { Column } from '@/components/ui/data-table';
import { ListView } from '@/components/ui/list-view';
import { useConfirmedDelete } from '@/components/ui/use-confirmed-delete';
import { RowActions } from '@/components/ui/row-actions';
import { useListState } from '@/lib/api-client/list';
import { useConnections, useDeleteConnection, type ConnectionRow } from '@/lib/api-client/netsapiens';

export function ConnectionsList({ showCloud }: { showCloud: boolean }) {
  const t = useTranslations('netsapiens');
  const tc = useTranslations('common');
  const state = useListState('id');
  const query = useConnections(state.params);
  const remove = useDeleteConnection();
  const { ask, dialog } = useConfirmedDelete<ConnectionRow>(remove);

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
        <RowActions editHref={`/netsapiens/details?id=${c.id}`} editLabel={t('editRow', { id: c.id })} onDelete={() => ask(c)} deleteLabel={t('deleteRow', { id: c.id })} />
      ),
    },
  ];

  return (
    <>
      <ListView title={t('title')} columns={columns} rowKey={(c) => c.id} query={query} state={state} addHref="/netsapiens/details?new=1" />
      <ConfirmDialog {...dialog} message={t('deleteConfirm')} />
    </>
  );
}
