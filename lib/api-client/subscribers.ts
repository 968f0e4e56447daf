'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SubscriberInput, SubscriberOption, SubscriberRow } from '@/lib/schemas/subscriber';
import type { WhiteLabelView } from '@/lib/schemas/white-label';
import { crudHooks } from './crud';
import { api } from './http';

export type { SubscriberRow, SubscriberOption };
const subscribers = crudHooks<SubscriberRow, SubscriberInput>('subscribers', '/api/subscribers');
export const useSubscribers = subscribers.useList;
export const useSubscriber = subscribers.useOne;
export const useSaveSubscriber = subscribers.useSave;
export const useDeleteSubscriber = () => subscribers.useDelete<{ ok: true; removed: Record<string, number> }>();

/** getCloudIds: the subscriber picker's choices (the provider sees all, tenants themselves). */
export function useSubscriberOptions(enabled = true) {
  return useQuery({ queryKey: ['subscribers', 'options'], queryFn: () => api<SubscriberOption[]>('/api/subscribers/options'), enabled, staleTime: 60_000 });
}

export function useWhiteLabel(subscriberId: number) {
  return useQuery({ queryKey: ['subscribers', 'whiteLabel', subscriberId], queryFn: () => api<WhiteLabelView>(`/api/subscribers/${subscriberId}/white-label`), retry: false });
}

export function useSaveWhiteLabel(subscriberId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => api<WhiteLabelView>(`/api/subscribers/${subscriberId}/white-label`, { method: 'PUT', form }),
    onSuccess: (v) => client.setQueryData(['subscribers', 'whiteLabel', subscriberId], v),
  });
}

export function useTestMail(subscriberId: number) {
  return useMutation({
    mutationFn: (smtp: Record<string, unknown>) =>
      api<{ sent: boolean; to: string; error?: string }>(`/api/subscribers/${subscriberId}/white-label/test-mail`, { json: smtp }),
  });
}
