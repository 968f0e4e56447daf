'use client';

import { clsx } from 'clsx';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Spinner } from './spinner';

export type Column<T> = {
  /** Stable id; also the `sort` value sent to the server when `sortable`. */
  key: string;
  header: React.ReactNode;
  cell: (row: T) => React.ReactNode;
  sortable?: boolean;
  className?: string;
};

export type SortState = { key: string; dir: 'asc' | 'desc' };

type Props<T> = {
  /** Read by screen readers as the table's name. */
  caption: string;
  columns: Column<T>[];
  rows: T[] | undefined;
  rowKey: (row: T) => string | number;
  loading?: boolean;
  /** Shown instead of rows when the list could not be loaded. */
  error?: React.ReactNode;
  /** Shown when loading finished with no rows; defaults to table.empty. */
  empty?: React.ReactNode;
  sort?: SortState;
  onSort?: (key: string) => void;
};

/**
 * A plain, accessible table: sortable headers are buttons with aria-sort, the body shows a
 * loading row, an error row or an empty row. It scrolls sideways on narrow screens.
 */
export function DataTable<T>({ caption, columns, rows, rowKey, loading, error, empty, sort, onSort }: Props<T>) {
  const t = useTranslations('table');
  const status = error ? 'error' : loading && !rows?.length ? 'loading' : !rows?.length ? 'empty' : 'rows';
  return (
    <div className="relative overflow-x-auto rounded-md border border-line" aria-busy={loading || undefined}>
      <table className="w-full min-w-max text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-canvas text-xs uppercase text-muted">
          <tr>
            {columns.map((c) => {
              const active = sort?.key === c.key;
              const ariaSort = active ? (sort!.dir === 'asc' ? 'ascending' : 'descending') : c.sortable ? 'none' : undefined;
              return (
                <th key={c.key} scope="col" aria-sort={ariaSort} className={clsx('px-3 py-2 font-semibold', c.className)}>
                  {c.sortable && onSort ? (
                    <button type="button" onClick={() => onSort(c.key)} className="inline-flex items-center gap-1 uppercase hover:text-ink">
                      {c.header}
                      {active ? (sort!.dir === 'asc' ? <ArrowUp aria-hidden className="h-3 w-3" /> : <ArrowDown aria-hidden className="h-3 w-3" />) : <ArrowUpDown aria-hidden className="h-3 w-3 opacity-50" />}
                    </button>
                  ) : (
                    c.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {status === 'rows' &&
            rows!.map((row) => (
              <tr key={rowKey(row)} className="border-t border-line hover:bg-canvas/60">
                {columns.map((c) => (
                  <td key={c.key} className={clsx('px-3 py-2 align-middle', c.className)}>{c.cell(row)}</td>
                ))}
              </tr>
            ))}
          {status !== 'rows' && (
            <tr>
              <td colSpan={columns.length} className="px-3 py-6 text-center text-muted">
                {status === 'loading' ? <Spinner label={t('loading')} /> : status === 'error' ? <span role="alert" className="text-danger">{error}</span> : empty ?? t('empty')}
              </td>
            </tr>
          )}
        </tbody>
      </table>
      {loading && status === 'rows' && (
        <div className="absolute inset-0 flex items-start justify-center bg-surface/40 pt-6">
          <Spinner label={t('loading')} />
        </div>
      )}
    </div>
  );
}
