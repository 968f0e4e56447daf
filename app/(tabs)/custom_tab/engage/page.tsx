import { getTranslations } from 'next-intl/server';
import { TabGate, type TabSearch } from '@/components/tabs/tab-gate';
import { engageFor } from '@/lib/server/services/tab-home';

/** The tenant's external toolbar widget; when the custom web tab check fails the tab stays empty (spec 8). */
export default async function EngagePage({ searchParams }: { searchParams: Promise<TabSearch> }) {
  const search = await searchParams;
  return (
    <TabGate path="/custom_tab/engage" search={search}>
      {async (tab) => {
        const url = await engageFor(tab);
        if (!url) return <main aria-hidden className="min-h-screen" />;
        const t = await getTranslations('engage');
        return <iframe src={url} title={t('title')} className="block h-[calc(100vh-3rem)] w-full border-0" allow="microphone; camera; clipboard-write" />;
      }}
    </TabGate>
  );
}
