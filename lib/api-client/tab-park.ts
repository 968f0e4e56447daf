import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { tabApi } from './tab-api';

export type ParkSlotView = { slot: string; description: string; busy: boolean; callerNumber?: string; callerName?: string };
export const PARK_KEY = ['tab', 'park'] as const;

export const useParkSlots = () => useQuery({ queryKey: PARK_KEY, queryFn: () => tabApi<{ slots: ParkSlotView[] }>('/api/tab/park').then((r) => r.slots), staleTime: 0 });

export function useParkAction() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ slot, kind }: { slot: string; kind: 'park' | 'pickup' }) => tabApi(`/api/tab/park/${slot}/${kind}`, { method: 'POST' }),
    onSettled: () => qc.invalidateQueries({ queryKey: PARK_KEY }),
  });
}
