'use client';

import { useTranslations } from 'next-intl';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { Column } from '@/components/ui/data-table';
import { ListView } from '@/components/ui/list-view';
import { useConfirmedDelete } from '@/components/ui/use-confirmed-delete';
import { RowActions } from '@/components/ui/row-actions';
import { useListState } from '@/lib/api-client/list';
import { useDeleteUser, useUsers, type UserRow } from '@/lib/api-client/users';

export function UsersList({ showCloud, selfId }: { showCloud: boolean; selfId: number }) {
  const t = useTranslations('users');
  const tc = useTranslations('common');
  const state = useListState('id');
  const query = useUsers(state.params);
  const remove = useDeleteUser();
  const { target, ask, dialog } = useConfirmedDelete<UserRow>(remove);

  const columns: Column<UserRow>[] = [
    { key: 'id', header: t('id'), cell: (u) => u.id, sortable: true },
    { key: 'name', header: t('name'), cell: (u) => u.name, sortable: true },
    { key: 'username', header: t('username'), cell: (u) => u.username, sortable: true },
    { key: 'email', header: t('email'), cell: (u) => u.email, sortable: true },
    { key: 'company', header: t('company'), cell: (u) => u.company, sortable: true },
    ...(showCloud ? [{ key: 'cloudId', header: t('cloudId'), cell: (u: UserRow) => u.cloudId, sortable: true }] : []),
    { key: 'userType', header: t('userType'), cell: (u) => (u.userType === 'admin' ? t('typeAdmin') : t('typeUser')), sortable: true },
    { key: 'active', header: t('active'), cell: (u) => (u.active ? tc('yes') : tc('no')), sortable: true },
    {
      key: 'actions', header: t('actions'),
      cell: (u) => (
        <RowActions
          editHref={`/users/details?id=${u.id}`}
          editLabel={t('editUser', { name: u.username })}
          onDelete={u.id === selfId ? undefined : () => ask(u)}
          deleteLabel={t('deleteUser', { name: u.username })}
        />
      ),
    },
  ];

  return (
    <>
      <ListView title={t('title')} columns={columns} rowKey={(u) => u.id} query={query} state={state} addHref="/users/details?new=1" />
      <ConfirmDialog
        {...dialog}
        message={t('deleteConfirm', { name: target?.username ?? '' })}
      />
    </>
  );
}
