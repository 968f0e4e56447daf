'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { countdownParts, countdownTarget, type Countdown as Parts } from '@/lib/format/countdown';

const units = ['days', 'hours', 'minutes', 'seconds'] as const;

/** Ticks every second; renders after mount only, since server and browser clocks differ. */
export function Countdown() {
  const t = useTranslations('pages.comingSoon');
  const [parts, setParts] = useState<Parts | null>(null);

  useEffect(() => {
    const target = countdownTarget(new Date());
    const tick = () => setParts(countdownParts(new Date(), target));
    tick();
    const id = setInterval(tick, 1000);
    return () => clearInterval(id);
  }, []);

  return (
    <div role="timer" aria-label={t('countdownLabel')} className="grid grid-cols-4 gap-2 sm:gap-4">
      {units.map((u) => (
        <div key={u} className="min-w-16 rounded-lg border border-line bg-surface px-2 py-3 shadow-sm sm:min-w-24 sm:px-4">
          <span data-testid={`countdown-${u}`} className="block text-2xl font-bold tabular-nums text-primary sm:text-4xl">
            {parts ? String(parts[u]).padStart(2, '0') : '--'}
          </span>
          <span className="text-xs uppercase text-muted">{t(u)}</span>
        </div>
      ))}
    </div>
  );
}
