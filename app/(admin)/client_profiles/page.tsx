import { getTranslations } from 'next-intl/server';
import { ProfilesList } from '@/components/client-profiles/profiles-list';
import { PageTitle } from '@/components/shell/page-title';
import { requirePage } from '@/lib/server/auth/current';

export default async function ClientProfilesPage() {
  await requirePage('clientProfiles.manage');
  const t = await getTranslations('clientProfiles');
  return (
    <>
      <PageTitle title={t('title')} />
      <ProfilesList />
    </>
  );
}
