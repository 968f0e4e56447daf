'use client';

import { format } from 'date-fns';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { DayPicker } from 'react-day-picker';
import 'react-day-picker/style.css';
import { Card } from '@/components/ui/card';
import { dateLocale } from '@/lib/format/date-locale';

// The library's variables live on its own root element, so they are set there: theme colours,
// and days smaller than its 44 px, which overflow the card.
const daySize = {
  '--rdp-accent-color': 'var(--color-primary)',
  '--rdp-accent-background-color': 'color-mix(in srgb, var(--color-primary) 15%, transparent)',
  '--rdp-day-height': '2.4rem', '--rdp-day-width': '2.4rem', '--rdp-day_button-height': '2.2rem', '--rdp-day_button-width': '2.2rem',
} as React.CSSProperties;

export function DateCard() {
  const t = useTranslations('dashboard');
  const locale = dateLocale(useLocale());
  const [selected, setSelected] = useState<Date | undefined>(() => new Date());
  return (
    <Card title={t('calendar')}>
      <p className="mb-3 text-2xl font-semibold capitalize text-primary" data-testid="selected-date">
        {format(selected ?? new Date(), 'PPPP', { locale })}
      </p>
      <div className="overflow-x-auto">
        <DayPicker mode="single" selected={selected} onSelect={setSelected} locale={locale} showOutsideDays style={daySize} />
      </div>
    </Card>
  );
}
