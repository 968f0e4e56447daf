'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BlfInput, BlfList, ClientProfileInput, ProfileDetail, ProfileRow } from '@/lib/schemas/client-profile';
import { crudHooks } from './crud';
import { api } from './http';

export type { ProfileRow, ProfileDetail };
const profiles = crudHooks<ProfileRow, ClientProfileInput, ProfileDetail>('clientProfiles', '/api/client-profiles');
export const useProfiles = profiles.useList;
export const useClientProfile = profiles.useOne;
export const useSaveProfile = profiles.useSave;
export const useDeleteProfile = profiles.useDelete;

export function useBlf(profileId: number) {
  return useQuery({ queryKey: ['clientProfiles', 'blf', profileId], queryFn: () => api<BlfList>(`/api/client-profiles/${profileId}/blf`), retry: false });
}

export function useSaveBlf(profileId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: BlfInput) => api<BlfList>(`/api/client-profiles/${profileId}/blf`, { method: 'PUT', json: input }),
    onSuccess: (v) => client.setQueryData(['clientProfiles', 'blf', profileId], v),
  });
}
