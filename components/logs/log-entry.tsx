'use client';

import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import { useFormatter, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import type { LogRow } from '@/lib/logs/streams';
import { nsToDate } from '@/lib/logs/time-span';

// Spec: error red, info green, panic orange.
const border: Record<string, string> = { error: 'border-s-danger', info: 'border-s-success', panic: 'border-s-[#fd7e14]' };
const badge: Record<string, string> = { error: 'bg-danger', info: 'bg-success', panic: 'bg-[#fd7e14]' };

const FIELDS = ['msg', 'filename', 'host', 'job', 'time', 'caller', 'functionName', 'error'] as const;

export function LogEntry({ row }: { row: LogRow }) {
  const t = useTranslations('logs');
  const format = useFormatter();
  const [open, setOpen] = useState(false);
  const id = useId();
  const when = format.dateTime(nsToDate(row.ns), { dateStyle: 'medium', timeStyle: 'medium' });
  const values: Partial<Record<(typeof FIELDS)[number], string>> = { ...row, time: row.time ?? when };
  return (
    <li className={clsx('rounded-md border border-line border-s-4 bg-surface shadow-sm', border[row.level] ?? 'border-s-line')} data-level={row.level}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
        className="flex w-full items-start gap-3 px-4 py-3 text-start"
      >
        <span className={clsx('mt-0.5 shrink-0 rounded px-2 py-0.5 text-xs font-semibold uppercase text-white', badge[row.level] ?? 'bg-muted')}>
          {t.has(`levels.${row.level}`) ? t(`levels.${row.level}`) : row.level}
        </span>
        <span className="min-w-0 flex-1">
          <span className={clsx('block text-sm font-medium', !open && 'truncate')}>{row.msg}</span>
          <span className="block text-xs text-muted">{when}</span>
        </span>
        <ChevronDown aria-hidden className={clsx('mt-0.5 h-4 w-4 shrink-0 text-muted transition', open && 'rotate-180')} />
      </button>
      {open && (
        <div id={id} className="border-t border-line px-4 py-3 text-sm">
          <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
            {FIELDS.filter((f) => values[f]).map((f) => (
              <div key={f} className="contents">
                <dt className="font-medium text-muted">{t(`fields.${f}`)}</dt>
                <dd className="break-all">{values[f]}</dd>
              </div>
            ))}
          </dl>
          {row.stacktrace && (
            <>
              <p className="mt-3 font-medium text-muted">{t('fields.stacktrace')}</p>
              <pre dir="ltr" className="mt-1 max-h-80 overflow-auto whitespace-pre rounded bg-canvas p-3 font-mono text-xs leading-relaxed">
                {row.stacktrace}
              </pre>
            </>
          )}
        </div>
      )}
    </li>
  );
}
