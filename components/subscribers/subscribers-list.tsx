'use client';

import { Palette } from 'lucide-react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { Column } from '@/components/ui/data-table';
import { ListView } from '@/components/ui/list-view';
import { useConfirmedDelete } from '@/components/ui/use-confirmed-delete';
import { RowActions, rowIconClass } from '@/components/ui/row-actions';
import { useListState } from '@/lib/api-client/list';
import { useDeleteSubscriber, useSubscribers, type SubscriberRow } from '@/lib/api-client/subscribers';

export function SubscribersList() {
  const t = useTranslations('subscribers');
  const tc = useTranslations('common');
  const state = useListState('id');
  const query = useSubscribers(state.params);
  const remove = useDeleteSubscriber();
  const { target, ask, dialog } = useConfirmedDelete<SubscriberRow>(remove);

  const columns: Column<SubscriberRow>[] = [
    { key: 'id', header: t('id'), cell: (s) => s.id, sortable: true },
    { key: 'accountcode', header: t('accountcode'), cell: (s) => s.accountcode, sortable: true },
    { key: 'company', header: t('company'), cell: (s) => s.company, sortable: true },
    { key: 'cloudId', header: t('cloudId'), cell: (s) => s.cloudId, sortable: true },
    { key: 'email', header: t('email'), cell: (s) => s.email, sortable: true },
    { key: 'phoneNumber', header: t('phoneNumber'), cell: (s) => s.phoneNumber },
    { key: 'companyType', header: t('companyType'), cell: (s) => (s.companyType === 'Reseller' ? t('reseller') : t('simpleCompany')), sortable: true },
    { key: 'active', header: t('active'), cell: (s) => (s.active ? tc('yes') : tc('no')), sortable: true },
    {
      key: 'actions', header: t('actions'),
      cell: (s) => (
        <RowActions
          editHref={`/subscribers/details?id=${s.id}`}
          editLabel={t('editSubscriber', { name: s.cloudId })}
          onDelete={s.isProvider ? undefined : () => ask(s)}
          deleteLabel={t('deleteSubscriber', { name: s.cloudId })}
        >
          <Link href={`/subscribers/white_label?subscriberId=${s.id}`} aria-label={t('whiteLabelOf', { name: s.cloudId })} title={t('whiteLabelOf', { name: s.cloudId })} className={`${rowIconClass} text-primary`}>
            <Palette aria-hidden className="h-4 w-4" />
          </Link>
        </RowActions>
      ),
    },
  ];

  return (
    <>
      <ListView title={t('title')} columns={columns} rowKey={(s) => s.id} query={query} state={state} addHref="/subscribers/details?new=1" />
      <ConfirmDialog
        {...dialog}
        message={
          <>
            <p>{t('deleteConfirm', { name: target?.cloudId ?? '' })}</p>
            {target && (target.users > 0 || target.connections > 0) && (
              <p className="mt-2 font-medium text-danger">{t('deleteCascade', { users: target.users, connections: target.connections })}</p>
            )}
          </>
        }
      />
    </>
  );
}
