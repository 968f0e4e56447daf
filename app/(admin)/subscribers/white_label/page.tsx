import { getTranslations } from 'next-intl/server';
import { redirect } from 'next/navigation';
import { PageTitle } from '@/components/shell/page-title';
import { WhiteLabelForm } from '@/components/subscribers/white-label-form';
import { detailsTarget } from '@/lib/format/details-target';
import { requirePage } from '@/lib/server/auth/current';

// Provider only (subscribers.manage); without ?subscriberId= it goes to /dashboard like the spec.
export default async function WhiteLabelPage({ searchParams }: { searchParams: Promise<Record<string, string | undefined>> }) {
  await requirePage('subscribers.manage');
  const target = detailsTarget(await searchParams, 'subscriberId');
  if (!target?.id) redirect('/dashboard');
  const t = await getTranslations('whiteLabel');
  return (
    <>
      <PageTitle title={t('title')} />
      <WhiteLabelForm subscriberId={target.id} />
    </>
  );
}
