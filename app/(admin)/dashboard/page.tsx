import { getTranslations } from 'next-intl/server';
import { ClockCard } from '@/components/dashboard/clock-card';
import { DateCard } from '@/components/dashboard/date-card';
import { WeatherCard } from '@/components/dashboard/weather-card';
import { PageTitle } from '@/components/shell/page-title';

export default async function DashboardPage() {
  const t = await getTranslations('dashboard');
  return (
    <>
      <PageTitle title={t('title')} />
      <div className="grid gap-4 lg:grid-cols-3">
        <DateCard />
        <div className="space-y-4 lg:col-span-2">
          <WeatherCard />
          <ClockCard />
        </div>
      </div>
    </>
  );
}
