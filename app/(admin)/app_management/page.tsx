import { getTranslations } from 'next-intl/server';
import { AppManagement } from '@/components/apps/app-management';
import { PageTitle } from '@/components/shell/page-title';
import { requirePage } from '@/lib/server/auth/current';

export default async function AppManagementPage() {
  const actor = await requirePage('apps.manage');
  const t = await getTranslations('apps');
  return (
    <>
      <PageTitle title={t('title')} />
      <AppManagement isProvider={actor.isProvider} />
    </>
  );
}
