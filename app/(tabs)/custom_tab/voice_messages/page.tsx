import { TabGate, type TabSearch } from '@/components/tabs/tab-gate';
import { VoicemailList } from '@/components/tabs/voicemail-list';

export default async function Page({ searchParams }: { searchParams: Promise<TabSearch> }) {
  return (
    <TabGate path="/custom_tab/voice_messages" search={await searchParams}>
      {() => <VoicemailList />}
    </TabGate>
  );
}
