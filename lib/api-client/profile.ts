'use client';

import { useQuery, useQueryClient, useMutation } from '@tanstack/react-query';
import type { Profile } from '@/lib/server/services/profile';
import type { ChangePasswordInput } from '@/lib/schemas/profile';
import { api } from './http';

export type { Profile };
export const profileKey = ['profile'] as const;

export function useProfile(initial?: Profile) {
  return useQuery({ queryKey: profileKey, queryFn: () => api<Profile>('/api/profile'), initialData: initial });
}

export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => api<Profile>('/api/profile', { method: 'PUT', form }),
    onSuccess: (p) => client.setQueryData(profileKey, p),
  });
}

export function useChangePassword() {
  return useMutation({ mutationFn: (input: ChangePasswordInput) => api<{ ok: true }>('/api/profile/password', { json: input }) });
}

export async function logout() {
  await api('/api/auth/logout', { method: 'POST' }).catch(() => undefined);
  window.location.assign('/login');
}
