import { getTranslations } from 'next-intl/server';
import { redirect } from 'next/navigation';
import { ProfileForm } from '@/components/client-profiles/profile-form';
import { ProfilePreview } from '@/components/client-profiles/profile-preview';
import { PageTitle } from '@/components/shell/page-title';
import { detailsTarget } from '@/lib/format/details-target';
import { requirePage } from '@/lib/server/auth/current';

export default async function ClientProfileDetailsPage({ searchParams }: { searchParams: Promise<Record<string, string | undefined>> }) {
  await requirePage('clientProfiles.manage');
  const target = detailsTarget(await searchParams);
  if (!target) redirect('/dashboard');
  const t = await getTranslations('clientProfiles');
  return (
    <>
      <PageTitle title={target.id ? t('editTitle') : t('addTitle')} />
      <ProfileForm id={target.id} />
      {target.id && <ProfilePreview profileId={target.id} />}
    </>
  );
}
