'use client';

import { Lightbulb } from 'lucide-react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { Column } from '@/components/ui/data-table';
import { ListView } from '@/components/ui/list-view';
import { useConfirmedDelete } from '@/components/ui/use-confirmed-delete';
import { RowActions, rowIconClass } from '@/components/ui/row-actions';
import { useDeleteProfile, useProfiles, type ProfileRow } from '@/lib/api-client/client-profiles';
import { useListState } from '@/lib/api-client/list';

export function ProfilesList() {
  const t = useTranslations('clientProfiles');
  const tc = useTranslations('common');
  const state = useListState('id');
  const query = useProfiles(state.params);
  const remove = useDeleteProfile();
  const { ask, dialog } = useConfirmedDelete<ProfileRow>(remove);

  const columns: Column<ProfileRow>[] = [
    { key: 'id', header: t('id'), cell: (p) => p.id, sortable: true },
    { key: 'company', header: t('company'), cell: (p) => p.company, sortable: true },
    { key: 'transport', header: t('transport'), cell: (p) => p.transport, sortable: true },
    { key: 'proxy', header: t('proxy'), cell: (p) => p.proxy, sortable: true },
    { key: 'outboundProxyEnabled', header: t('outboundProxyHost'), cell: (p) => (p.outboundProxyEnabled ? tc('yes') : tc('no')), sortable: true },
    { key: 'expires', header: t('expiry'), cell: (p) => p.expires ?? '—', sortable: true },
    {
      key: 'actions', header: t('actions'),
      cell: (p) => (
        <RowActions editHref={`/client_profiles/details?id=${p.id}`} editLabel={t('editRow', { id: p.id })} onDelete={() => ask(p)} deleteLabel={t('deleteRow', { id: p.id })}>
          <Link href={`/client_profiles/blfManagement?profileId=${p.id}`} aria-label={t('blfOf', { id: p.id })} title={t('blfOf', { id: p.id })} className={`${rowIconClass} text-primary`}>
            <Lightbulb aria-hidden className="h-4 w-4" />
          </Link>
        </RowActions>
      ),
    },
  ];

  return (
    <>
      <ListView title={t('title')} columns={columns} rowKey={(p) => p.id} query={query} state={state} addHref="/client_profiles/details?new=1" />
      <ConfirmDialog {...dialog} message={t('deleteConfirm')} />
    </>
  );
}
