'use client';

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallingNumber, EmailTemplate, LinesResult, MailResult, TenantOption } from '@/lib/schemas/apps';
import type { DomainRow } from '@/lib/schemas/domains';
import type { ListResult } from '@/lib/schemas/list';
import { api } from './http';

/** Query string of the tenant-scoped calls; `cloudId` only when a provider admin picked one. */
export function qs(params: Record<string, string | number | undefined>) {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') q.set(k, String(v));
  return q.toString();
}

export const useTenants = (enabled: boolean) =>
  useQuery({ queryKey: ['apps', 'tenants'], queryFn: ({ signal }) => api<TenantOption[]>('/api/apps/tenants', { signal }), enabled });

export function useDomainList(p: { cloudId?: string; page: number; pageSize: number; search: string }, enabled = true) {
  return useQuery({
    queryKey: ['domains', 'list', p],
    queryFn: ({ signal }) => api<ListResult<DomainRow>>(`/api/domains?${qs(p)}`, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useToggleDomain() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { cloudId?: string; domain: string; enabled: boolean }) =>
      api<{ key: string; domain: string; enabled: boolean }>('/api/domains', { method: 'PUT', json: input }),
    // The saved flag lands in the listed pages at once, so the checkbox never flips back while they reload.
    onSuccess: (r) =>
      client.setQueriesData<ListResult<DomainRow>>({ queryKey: ['domains', 'list'] }, (old) =>
        old && { ...old, items: old.items.map((d) => (d.domain === r.domain ? { ...d, enabled: r.enabled } : d)) }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: ['apps', 'domains'] });
      void client.invalidateQueries({ queryKey: ['domains', 'list'] });
    },
  });
}

export const useEnabledDomains = (cloudId: string | undefined, enabled = true) =>
  useQuery({ queryKey: ['apps', 'domains', cloudId], queryFn: ({ signal }) => api<{ domains: string[] }>(`/api/apps/domains?${qs({ cloudId })}`, { signal }), enabled });

export const useLines = (cloudId: string | undefined, domain: string) =>
  useQuery({
    queryKey: ['apps', 'lines', cloudId, domain],
    queryFn: ({ signal }) => api<LinesResult>(`/api/apps/lines?${qs({ cloudId, domain })}`, { signal }),
    enabled: !!domain,
  });

type LineInput = { user: string; softphone: boolean; contactsFilter: boolean };
export function useSaveLines() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { cloudId?: string; domain: string; items: LineInput[] }) => api<{ key: string }>('/api/apps/lines', { method: 'PUT', json: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['apps', 'lines'] }),
  });
}

export function useMeet() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { cloudId?: string; domain: string; user?: string; enabled: boolean }) =>
      api<{ key: string; domainMeet: boolean; users: string[] }>('/api/apps/meet', { method: 'PUT', json: input }),
    // The platform's answer is the new state: it lands in the lines at once, so the switches never flip back while they reload.
    onSuccess: (r, input) => {
      const users = new Set(r.users);
      client.setQueryData<LinesResult>(['apps', 'lines', input.cloudId, input.domain], (old) =>
        old && { domainMeet: r.domainMeet, items: old.items.map((l) => ({ ...l, meet: users.has(l.user) })) });
    },
    onSettled: () => client.invalidateQueries({ queryKey: ['apps', 'lines'] }),
  });
}

/** Sign out devices: revokes one line's device sign-ins; its count drops to 0 at once, then the lines reload. */
export function useSignOutDevices() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (p: { cloudId?: string; domain: string; user: string }) =>
      api<{ key: string; signedOut: number }>(`/api/apps/lines/devices?${qs(p)}`, { method: 'DELETE' }),
    onSuccess: (_, p) =>
      client.setQueryData<LinesResult>(['apps', 'lines', p.cloudId, p.domain], (old) =>
        old && { ...old, items: old.items.map((l) => (l.user === p.user ? { ...l, devices: 0 } : l)) }),
    onSettled: () => client.invalidateQueries({ queryKey: ['apps', 'lines'] }),
  });
}

export const useNumbers = (p: { cloudId?: string; domain: string; user: string }) =>
  useQuery({
    queryKey: ['apps', 'numbers', p],
    queryFn: ({ signal }) => api<{ available: CallingNumber[]; assigned: CallingNumber[] }>(`/api/apps/numbers?${qs(p)}`, { signal }),
  });

export function useNumberChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (p: { action: 'assign' | 'remove'; cloudId?: string; domain: string; user: string; number: string }) =>
      p.action === 'assign'
        ? api<{ key: string }>('/api/apps/numbers', { json: { cloudId: p.cloudId, domain: p.domain, user: p.user, number: p.number } })
        : api<{ key: string }>(`/api/apps/numbers?${qs({ cloudId: p.cloudId, domain: p.domain, number: p.number })}`, { method: 'DELETE' }),
    onSettled: () => client.invalidateQueries({ queryKey: ['apps', 'numbers'] }),
  });
}

export const useTemplates = (cloudId: string | undefined) =>
  useQuery({ queryKey: ['apps', 'templates', cloudId], queryFn: ({ signal }) => api<EmailTemplate[]>(`/api/apps/templates?${qs({ cloudId })}`, { signal }) });

export function useTemplateChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (p: { id?: number; cloudId?: string; remove?: boolean; name?: string; subject?: string; body?: string }): Promise<EmailTemplate | { key: string }> =>
      p.remove
        ? api<{ key: string }>(`/api/apps/templates/${p.id}?${qs({ cloudId: p.cloudId })}`, { method: 'DELETE' })
        : api<EmailTemplate>(p.id ? `/api/apps/templates/${p.id}` : '/api/apps/templates', {
            method: p.id ? 'PUT' : 'POST', json: { cloudId: p.cloudId, name: p.name, subject: p.subject, body: p.body },
          }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['apps', 'templates'] }),
  });
}

export const useSendLinks = () =>
  useMutation({
    mutationFn: (input: { cloudId?: string; domain: string; users: string[]; cc: string; subject: string; body: string }) =>
      api<{ results: MailResult[] }>('/api/apps/email', { json: input }),
  });
