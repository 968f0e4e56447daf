import { getTranslations } from 'next-intl/server';
import { DomainsList } from '@/components/domains/domains-list';
import { PageTitle } from '@/components/shell/page-title';
import { requirePage } from '@/lib/server/auth/current';

// Domain Management keeps the spec's address, /messaging.
export default async function DomainsPage() {
  const actor = await requirePage('domains.manage');
  const t = await getTranslations('domains');
  return (
    <>
      <PageTitle title={t('title')} />
      <DomainsList isProvider={actor.isProvider} />
    </>
  );
}
