import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TabFolder, TabVoicemail } from '@/lib/format/tab-values';
import { tabApi } from './tab-api';

const key = (folder: TabFolder) => ['tab', 'voicemail', folder] as const;

export function useVoicemails(folder: TabFolder) {
  return useQuery({ queryKey: key(folder), queryFn: () => tabApi<{ items: TabVoicemail[] }>(`/api/tab/voicemail?folder=${folder}`).then((r) => r.items), staleTime: 0 });
}

export const audioUrl = (index: string, folder: TabFolder) => `/api/tab/voicemail/${encodeURIComponent(index)}/audio?folder=${folder}`;

type Action = { index: string; folder: TabFolder; kind: 'save' | 'delete' | 'forward'; to?: string };

export function useVoicemailAction() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ index, folder, kind, to }: Action) => {
      const base = `/api/tab/voicemail/${encodeURIComponent(index)}`;
      if (kind === 'delete') return tabApi(`${base}?folder=${folder}`, { method: 'DELETE' });
      if (kind === 'save') return tabApi(`${base}/save`, { json: { folder } });
      return tabApi(`${base}/forward`, { json: { folder, to } });
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: ['tab', 'voicemail'] }),
  });
}
