import { TabGate, type TabSearch } from '@/components/tabs/tab-gate';
import { ParkBoard } from '@/components/tabs/park-board';

export default async function Page({ searchParams }: { searchParams: Promise<TabSearch> }) {
  return (
    <TabGate path="/custom_tab/call_parkings" search={await searchParams}>
      {() => <ParkBoard />}
    </TabGate>
  );
}
