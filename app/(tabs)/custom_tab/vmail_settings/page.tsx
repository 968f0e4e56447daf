import { TabGate, type TabSearch } from '@/components/tabs/tab-gate';
import { VmSettingsForm } from '@/components/tabs/vm-settings-form';

export default async function Page({ searchParams }: { searchParams: Promise<TabSearch> }) {
  return (
    <TabGate path="/custom_tab/vmail_settings" search={await searchParams}>
      {() => <VmSettingsForm />}
    </TabGate>
  );
}
