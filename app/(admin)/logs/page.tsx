import { getTranslations } from 'next-intl/server';
import { LogsView } from '@/components/logs/logs-view';
import { PageTitle } from '@/components/shell/page-title';
import { requirePage } from '@/lib/server/auth/current';

export default async function LogsPage() {
  await requirePage('logs.view');
  const t = await getTranslations('logs');
  return (
    <>
      <PageTitle title={t('title')} />
      <LogsView />
    </>
  );
}
