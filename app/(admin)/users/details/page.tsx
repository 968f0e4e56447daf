import { getTranslations } from 'next-intl/server';
import { redirect } from 'next/navigation';
import { PageTitle } from '@/components/shell/page-title';
import { UserForm } from '@/components/users/user-form';
import { requirePage } from '@/lib/server/auth/current';
import { detailsTarget } from '@/lib/format/details-target';

// The spec's navigation state is the query: ?id=<id> to edit, ?new=1 to add, else /dashboard.
export default async function UserDetailsPage({ searchParams }: { searchParams: Promise<Record<string, string | undefined>> }) {
  const actor = await requirePage('users.manage');
  const target = detailsTarget(await searchParams);
  if (!target) redirect('/dashboard');
  const t = await getTranslations('users');
  return (
    <>
      <PageTitle title={target.id ? t('editTitle') : t('addTitle')} />
      <UserForm id={target.id} canPickSubscriber={actor.isProvider} selfId={actor.userId} />
    </>
  );
}
