'use client';

import { Filter } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { inputClass } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { useLogs, type LogsFilter } from '@/lib/api-client/logs';
import { useErrorToast } from '@/lib/api-client/use-error-toast';
import { defaultTimeRange, LOG_LIMIT, logLevels, timeRanges, type LogLevel, type TimeRange } from '@/lib/logs/time-span';
import { LogEntry } from './log-entry';

export function LogsView() {
  const t = useTranslations('logs');
  const toastError = useErrorToast();
  const [draft, setDraft] = useState<LogsFilter>({ q: '', level: '', range: defaultTimeRange });
  const [applied, setApplied] = useState({ ...draft, at: 0 });
  const { data: rows, isFetching, isError, error } = useLogs(applied);

  useEffect(() => {
    if (isError) toastError(error);
  }, [isError, error, toastError]);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setApplied({ ...draft, at: Date.now() });
  };

  return (
    <div className="space-y-4">
      <Card>
        <form onSubmit={submit} role="search" aria-label={t('filters')} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_12rem_12rem_auto] lg:items-end">
          <div className="space-y-1">
            <label htmlFor="logs-q" className="block text-sm font-medium">{t('message')}</label>
            <input id="logs-q" type="search" maxLength={200} value={draft.q} onChange={(e) => setDraft({ ...draft, q: e.target.value })} placeholder={t('messagePlaceholder')} className={inputClass} />
          </div>
          <div className="space-y-1">
            <label htmlFor="logs-level" className="block text-sm font-medium">{t('level')}</label>
            <select id="logs-level" value={draft.level} onChange={(e) => setDraft({ ...draft, level: e.target.value as LogLevel | '' })} className={inputClass}>
              <option value="">{t('allLevels')}</option>
              {logLevels.map((l) => (
                <option key={l} value={l}>{t(`levels.${l}`)}</option>
              ))}
            </select>
          </div>
          <div className="space-y-1">
            <label htmlFor="logs-range" className="block text-sm font-medium">{t('time')}</label>
            <select id="logs-range" value={draft.range} onChange={(e) => setDraft({ ...draft, range: e.target.value as TimeRange })} className={inputClass}>
              {timeRanges.map((r) => (
                <option key={r} value={r}>{t(`ranges.${r}`)}</option>
              ))}
            </select>
          </div>
          <Button type="submit" busy={isFetching} className="uppercase">
            <Filter aria-hidden className="h-4 w-4" /> {t('filter')}
          </Button>
        </form>
      </Card>

      <div aria-live="polite" aria-busy={isFetching}>
        {isFetching && !rows ? (
          <Spinner label={t('loading')} />
        ) : isError ? (
          <p role="alert" className="rounded-md border border-danger/40 bg-surface p-4 text-sm text-danger">{t('unableToGetData')}</p>
        ) : rows ? (
          <>
            <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
              <p className="font-semibold" data-testid="logs-total">{t('total', { count: rows.length })}</p>
              {rows.length >= LOG_LIMIT && <p className="text-xs text-muted">{t('limitNote', { limit: LOG_LIMIT })}</p>}
            </div>
            {rows.length === 0 ? (
              <p className="rounded-md border border-line bg-surface p-6 text-center text-sm text-muted">{t('empty')}</p>
            ) : (
              <ul className="space-y-2" aria-label={t('entries')}>
                {rows.map((r) => (
                  <LogEntry key={r.key} row={r} />
                ))}
              </ul>
            )}
          </>
        ) : null}
      </div>
    </div>
  );
}
