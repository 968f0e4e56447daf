'use client';

import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId } from 'react';

type Props = {
  page: number;
  pageSize: number;
  total: number;
  /** Choices of the page-size select, e.g. [10, 20, 30]. */
  pageSizes: readonly number[];
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
  /** How many numbered page links to show (the spec's tables show four). */
  links?: number;
};

/** "Showing 11–20 of 42", a page-size select, previous/next and a window of page links. */
export function Pagination({ page, pageSize, total, pageSizes, onPage, onPageSize, links = 4 }: Props) {
  const t = useTranslations('table');
  const sizeId = useId();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = Math.max(1, Math.min(page - Math.floor((links - 1) / 2), pages - links + 1));
  const numbers = Array.from({ length: Math.min(links, pages) }, (_, i) => first + i);
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  const btn = 'inline-flex h-8 min-w-8 items-center justify-center rounded-md border border-line px-2 text-sm disabled:opacity-50';
  return (
    <div className="mt-3 flex flex-wrap items-center justify-between gap-3 text-sm">
      <div className="flex items-center gap-2">
        <label htmlFor={sizeId} className="text-muted">{t('pageSize')}</label>
        <select id={sizeId} value={pageSize} onChange={(e) => onPageSize(Number(e.target.value))} className="rounded-md border border-line bg-surface px-2 py-1">
          {pageSizes.map((s) => <option key={s} value={s}>{s}</option>)}
        </select>
        <span className="text-muted" aria-live="polite">{t('showing', { from, to, total })}</span>
      </div>
      <nav aria-label={t('pages')} className="flex items-center gap-1">
        <button type="button" className={btn} onClick={() => onPage(page - 1)} disabled={page <= 1} aria-label={t('previous')}>
          <ChevronLeft aria-hidden className="h-4 w-4" />
        </button>
        {numbers.map((n) => (
          <button
            key={n}
            type="button"
            onClick={() => onPage(n)}
            aria-current={n === page ? 'page' : undefined}
            aria-label={t('page', { n })}
            className={clsx(btn, n === page && 'border-primary bg-primary text-white')}
          >
            {n}
          </button>
        ))}
        <button type="button" className={btn} onClick={() => onPage(page + 1)} disabled={page >= pages} aria-label={t('next')}>
          <ChevronRight aria-hidden className="h-4 w-4" />
        </button>
      </nav>
    </div>
  );
}
