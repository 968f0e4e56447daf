import { getTranslations } from 'next-intl/server';
import { TabGate, type TabSearch } from '@/components/tabs/tab-gate';
import { TabTiles } from '@/components/tabs/tab-tiles';
import { tabHome } from '@/lib/server/services/tab-home';

export default async function TabIndexPage({ searchParams }: { searchParams: Promise<TabSearch> }) {
  const search = await searchParams;
  return (
    <TabGate path="/custom_tab/index" search={search}>
      {async (tab) => {
        const [home, t] = await Promise.all([tabHome(tab), getTranslations('tabs')]);
        return <TabTiles home={home} search={search} title={t('welcome', { name: home.displayName })} />;
      }}
    </TabGate>
  );
}
