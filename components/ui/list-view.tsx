'use client';

import type { UseQueryResult } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { ListState } from '@/lib/api-client/list';
import { useMessage } from '@/lib/api-client/use-error-toast';
import { ApiError } from '@/lib/api-client/http';
import { PAGE_SIZES, type ListResult } from '@/lib/schemas/list';
import { Card } from './card';
import { DataTable, type Column } from './data-table';
import { Pagination } from './pagination';
import { SearchBox } from './search-box';

type Props<T> = {
  title: string;
  columns: Column<T>[];
  rowKey: (row: T) => string | number;
  query: UseQueryResult<ListResult<T>>;
  state: ListState;
  /** "Add New" link target; no button when left out. */
  addHref?: string;
  pageSizes?: readonly number[];
  empty?: React.ReactNode;
};

/** A titled card with search, an Add New link, a server-sorted table and paging. */
export function ListView<T>({ title, columns, rowKey, query, state, addHref, pageSizes = PAGE_SIZES, empty }: Props<T>) {
  const t = useTranslations('table');
  const msg = useMessage();
  const { params } = state;
  const error = query.error ? msg(query.error instanceof ApiError ? query.error.key : 'errors.internal') : undefined;
  return (
    <Card
      title={title}
      actions={
        addHref && (
          <Link href={addHref} className="inline-flex items-center gap-1 rounded-md bg-primary px-3 py-1.5 text-sm font-medium text-white hover:brightness-110">
            <Plus aria-hidden className="h-4 w-4" />
            {t('addNew')}
          </Link>
        )
      }
    >
      <div className="mb-3">
        <SearchBox label={t('search')} value={params.search} onSearch={state.setSearch} />
      </div>
      <DataTable
        caption={title}
        columns={columns}
        rows={query.data?.items}
        rowKey={rowKey}
        loading={query.isFetching}
        error={error}
        empty={empty ?? (params.search ? t('noResults') : t('empty'))}
        sort={{ key: params.sort, dir: params.dir }}
        onSort={state.toggleSort}
      />
      <Pagination
        page={params.page}
        pageSize={params.pageSize}
        total={query.data?.total ?? 0}
        pageSizes={pageSizes}
        onPage={state.setPage}
        onPageSize={state.setPageSize}
      />
    </Card>
  );
}
