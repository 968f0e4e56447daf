'use client';

import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { PreviewDocument, PreviewLines } from '@/lib/schemas/provisioning';
import { qs } from './apps';
import { api } from './http';

/** The users a profile's Preview may be shown for, one domain at a time; read only once opened. */
export function usePreviewLines(profileId: number, domain: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: ['clientProfiles', 'preview', 'lines', profileId, domain ?? null],
    queryFn: ({ signal }) => api<PreviewLines>(`/api/client-profiles/${profileId}/preview/lines?${qs({ domain })}`, { signal }),
    placeholderData: keepPreviousData,
    retry: false,
    enabled,
  });
}

/** The document itself: asked for on demand, never cached (a device may appear at any time). */
export function usePreviewDocument(profileId: number) {
  return useMutation({
    mutationFn: (q: { domain: string; user: string; kind: string }) => api<PreviewDocument>(`/api/client-profiles/${profileId}/preview?${qs(q)}`),
  });
}
