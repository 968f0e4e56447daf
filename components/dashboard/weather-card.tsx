'use client';

import { useQuery } from '@tanstack/react-query';
import { Cloud, CloudRain, CloudSnow, Sun } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { api } from '@/lib/api-client/http';
import type { WeatherReport } from '@/lib/server/services/weather';

const icons = { rain: CloudRain, snow: CloudSnow, clouds: Cloud, clear: Sun };

export function WeatherCard() {
  const t = useTranslations();
  const { data, isPending, isError } = useQuery({ queryKey: ['weather'], queryFn: () => api<WeatherReport>('/api/weather'), staleTime: 10 * 60 * 1000 });
  return (
    <Card title={t('dashboard.weather')}>
      {isPending ? (
        <Spinner label={t('app.loading')} />
      ) : isError ? (
        <p className="text-sm text-danger">{t('errors.internal')}</p>
      ) : !data.configured ? (
        <p className="text-sm text-muted">{t('dashboard.weatherNotConfigured')}</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-3">
          {data.cities.map((c) => {
            const Icon = c.kind ? icons[c.kind] : Cloud;
            return (
              <li key={c.city} className="flex flex-col items-center gap-1 rounded-md bg-canvas p-3 text-center">
                <Icon aria-hidden className="h-8 w-8 text-secondary" />
                <span className="font-medium">{c.city}</span>
                {c.temp === null ? (
                  <span className="text-sm text-muted">{t('dashboard.weatherUnavailable')}</span>
                ) : (
                  <>
                    <span className="text-xl font-semibold">{t('dashboard.degrees', { value: c.temp })}</span>
                    {c.kind && <span className="text-xs text-muted">{t(`dashboard.weatherKinds.${c.kind}`)}</span>}
                  </>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
