import { getTranslations } from 'next-intl/server';
import { redirect } from 'next/navigation';
import { BlfEditor } from '@/components/client-profiles/blf-editor';
import { PageTitle } from '@/components/shell/page-title';
import { detailsTarget } from '@/lib/format/details-target';
import { requirePage } from '@/lib/server/auth/current';

export default async function BlfManagementPage({ searchParams }: { searchParams: Promise<Record<string, string | undefined>> }) {
  await requirePage('clientProfiles.manage');
  const target = detailsTarget(await searchParams, 'profileId');
  if (!target?.id) redirect('/dashboard');
  const t = await getTranslations('clientProfiles.blf');
  return (
    <>
      <PageTitle title={t('title')} />
      <BlfEditor profileId={target.id} />
    </>
  );
}
