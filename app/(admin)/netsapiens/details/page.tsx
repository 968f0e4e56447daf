import { getTranslations } from 'next-intl/server';
import { redirect } from 'next/navigation';
import { ConnectionForm } from '@/components/netsapiens/connection-form';
import { PageTitle } from '@/components/shell/page-title';
import { detailsTarget } from '@/lib/format/details-target';
import { requirePage } from '@/lib/server/auth/current';

export default async function NetsapienDetailsPage({ searchParams }: { searchParams: Promise<Record<string, string | undefined>> }) {
  const actor = await requirePage('netsapiens.manage');
  const target = detailsTarget(await searchParams);
  if (!target) redirect('/dashboard');
  const t = await getTranslations('netsapiens');
  return (
    <>
      <PageTitle title={target.id ? t('editTitle') : t('addTitle')} />
      <ConnectionForm id={target.id} canPickSubscriber={actor.isProvider} />
    </>
  );
}
