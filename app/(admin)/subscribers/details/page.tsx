import { getTranslations } from 'next-intl/server';
import { redirect } from 'next/navigation';
import { PageTitle } from '@/components/shell/page-title';
import { SubscriberForm } from '@/components/subscribers/subscriber-form';
import { detailsTarget } from '@/lib/format/details-target';
import { requirePage } from '@/lib/server/auth/current';

export default async function SubscriberDetailsPage({ searchParams }: { searchParams: Promise<Record<string, string | undefined>> }) {
  const actor = await requirePage('subscribers.manage');
  const target = detailsTarget(await searchParams);
  if (!target) redirect('/dashboard');
  const t = await getTranslations('subscribers');
  return (
    <>
      <PageTitle title={target.id ? t('editTitle') : t('addTitle')} />
      <SubscriberForm id={target.id} canChooseType={actor.isProvider} />
    </>
  );
}
