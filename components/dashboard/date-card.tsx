'use client';

import { format } from 'date-fns';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { DayPicker } from 'react-day-picker';
import 'react-day-picker/style.css';
import { Card } from '@/components/ui/card';
import { dateLocale } from '@/lib/format/date-locale';

export function DateCard() {
  const t = useTranslations('dashboard');
  const locale = dateLocale(useLocale());
  const [selected, setSelected] = useState<Date | undefined>(() => new Date());
  return (
    <Card title={t('calendar')}>
      <p className="mb-3 text-2xl font-semibold capitalize text-primary" data-testid="selected-date">
        {format(selected ?? new Date(), 'PPPP', { locale })}
      </p>
      <div className="overflow-x-auto [--rdp-accent-color:var(--color-primary)] [--rdp-accent-background-color:color-mix(in_srgb,var(--color-primary)_15%,transparent)]">
        <DayPicker mode="single" selected={selected} onSelect={setSelected} locale={locale} showOutsideDays />
      </div>
    </Card>
  );
}
