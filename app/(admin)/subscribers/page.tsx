import { getTranslations } from 'next-intl/server';
import { PageTitle } from '@/components/shell/page-title';
import { SubscribersList } from '@/components/subscribers/subscribers-list';
import { requirePage } from '@/lib/server/auth/current';

export default async function SubscribersPage() {
  await requirePage('subscribers.manage');
  const t = await getTranslations('subscribers');
  return (
    <>
      <PageTitle title={t('title')} />
      <SubscribersList />
    </>
  );
}
