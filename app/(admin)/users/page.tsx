import { getTranslations } from 'next-intl/server';
import { PageTitle } from '@/components/shell/page-title';
import { UsersList } from '@/components/users/users-list';
import { requirePage } from '@/lib/server/auth/current';

export default async function UsersPage() {
  const actor = await requirePage('users.manage');
  const t = await getTranslations('users');
  return (
    <>
      <PageTitle title={t('title')} />
      <UsersList showCloud={actor.isProvider} selfId={actor.userId} />
    </>
  );
}
