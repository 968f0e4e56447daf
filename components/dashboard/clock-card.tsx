'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Card } from '@/components/ui/card';
import { clockParts } from '@/lib/format/clock';

function Hand({ angle, length, width, color }: { angle: number; length: number; width: number; color: string }) {
  return <line x1="50" y1="50" x2="50" y2={50 - length} stroke={color} strokeWidth={width} strokeLinecap="round" transform={`rotate(${angle} 50 50)`} />;
}

export function ClockCard() {
  const t = useTranslations('dashboard');
  const locale = useLocale();
  // Rendered only in the browser: the server's second would already be stale.
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    const tick = () => setNow(new Date());
    const first = setTimeout(tick, 0);
    const id = setInterval(tick, 1000);
    return () => {
      clearTimeout(first);
      clearInterval(id);
    };
  }, []);
  const parts = now ? clockParts(now, locale) : null;
  return (
    <Card title={t('clock')}>
      <div className="flex flex-col items-center gap-3">
        <svg viewBox="0 0 100 100" className="h-40 w-40" role="img" aria-label={parts ? `${t('clock')} ${parts.time}` : t('clock')}>
          <circle cx="50" cy="50" r="47" fill="none" stroke="currentColor" className="text-line" strokeWidth="3" />
          {Array.from({ length: 12 }, (_, i) => (
            <line key={i} x1="50" y1="7" x2="50" y2="12" stroke="currentColor" className="text-muted" strokeWidth="2" transform={`rotate(${i * 30} 50 50)`} />
          ))}
          {parts && (
            <>
              <Hand angle={(parts.hours % 12) * 30 + parts.minutes / 2} length={24} width={4} color="var(--color-ink)" />
              <Hand angle={parts.minutes * 6 + parts.seconds / 10} length={34} width={3} color="var(--color-primary)" />
              <Hand angle={parts.seconds * 6} length={38} width={1.5} color="var(--color-secondary)" />
            </>
          )}
          <circle cx="50" cy="50" r="2.5" fill="var(--color-primary)" />
        </svg>
        <p className="font-mono text-2xl tabular-nums" data-testid="clock-time">{parts?.time ?? '--:--:--'}</p>
        <p className="text-sm capitalize text-muted">{parts?.date ?? ''}</p>
      </div>
    </Card>
  );
}
