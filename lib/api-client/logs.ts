'use client';

import { useQuery } from '@tanstack/react-query';
import { flattenStreams, type LokiQueryResponse } from '@/lib/logs/streams';
import type { LogLevel, TimeRange } from '@/lib/logs/time-span';
import { ApiError, api } from './http';

export type LogsFilter = { q: string; level: LogLevel | ''; range: TimeRange };

/**
 * One query per FILTER press (`at`): the span always ends at the moment of the press,
 * so pressing again with the same filters fetches what arrived since.
 */
export function useLogs(filter: LogsFilter & { at: number }) {
  return useQuery({
    queryKey: ['logs', filter],
    queryFn: async ({ signal }) => {
      const params = new URLSearchParams({ range: filter.range });
      if (filter.q) params.set('q', filter.q);
      if (filter.level) params.set('level', filter.level);
      const res = await api<LokiQueryResponse>(`/api/logs?${params}`, { signal });
      // The spec: any status but success is "Unable to get the data".
      if (res?.status !== 'success') throw new ApiError(502, { code: 'upstream_error', message: 'Unable to get the data', key: 'logs.unableToGetData' });
      return flattenStreams(res);
    },
    staleTime: 0,
    retry: false,
  });
}
