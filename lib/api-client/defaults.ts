'use client';

import { useQuery } from '@tanstack/react-query';
import type { Defaults } from '@/lib/server/services/defaults';
import { api } from './http';

export type { Defaults };

/** getDefaults: allowed values of the selects and ordered lists; they change only with a deploy. */
export function useDefaults() {
  return useQuery({ queryKey: ['defaults'], queryFn: () => api<Defaults>('/api/defaults'), staleTime: Infinity });
}
