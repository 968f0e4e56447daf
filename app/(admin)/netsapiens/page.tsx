import { getTranslations } from 'next-intl/server';
import { ConnectionsList } from '@/components/netsapiens/connections-list';
import { PageTitle } from '@/components/shell/page-title';
import { requirePage } from '@/lib/server/auth/current';

export default async function NetsapiensPage() {
  const actor = await requirePage('netsapiens.manage');
  const t = await getTranslations('netsapiens');
  return (
    <>
      <PageTitle title={t('title')} />
      <ConnectionsList showCloud={actor.isProvider} />
    </>
  );
}
