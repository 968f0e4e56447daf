'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import type { ListParams, ListResult } from '@/lib/schemas/list';
import { api } from './http';

/** Paging, search and sort of one list screen; every change but paging goes back to page 1. */
export function useListState(defaultSort = 'id', defaultPageSize = 10) {
  const [params, setParams] = useState<ListParams>({ page: 1, pageSize: defaultPageSize, search: '', sort: defaultSort, dir: 'asc' });
  const setPage = useCallback((page: number) => setParams((p) => ({ ...p, page })), []);
  const setPageSize = useCallback((pageSize: number) => setParams((p) => ({ ...p, pageSize, page: 1 })), []);
  const setSearch = useCallback((search: string) => setParams((p) => ({ ...p, search, page: 1 })), []);
  const toggleSort = useCallback(
    (sort: string) => setParams((p) => ({ ...p, sort, dir: p.sort === sort && p.dir === 'asc' ? 'desc' : 'asc', page: 1 })),
    [],
  );
  return useMemo(() => ({ params, setPage, setPageSize, setSearch, toggleSort }), [params, setPage, setPageSize, setSearch, toggleSort]);
}
export type ListState = ReturnType<typeof useListState>;

export function listPath(path: string, p: ListParams) {
  const q = new URLSearchParams({ page: String(p.page), pageSize: String(p.pageSize), sort: p.sort, dir: p.dir });
  if (p.search) q.set('search', p.search);
  return `${path}?${q}`;
}

/** One page of a server-side list; the previous page stays on screen while the next loads. */
export function useList<T>(key: readonly unknown[], path: string, params: ListParams) {
  return useQuery({
    queryKey: [...key, 'list', params],
    queryFn: ({ signal }) => api<ListResult<T>>(listPath(path, params), { signal }),
    placeholderData: keepPreviousData,
  });
}
