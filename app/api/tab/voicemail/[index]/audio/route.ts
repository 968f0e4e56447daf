import { folderQuery } from '@/lib/schemas/tab';
import { tabRoute } from '@/lib/server/auth/tab-session';
import { audioResponse, voicemailAudio } from '@/lib/server/services/tab-voicemail';

export const GET = tabRoute({ query: folderQuery }, async ({ tab, query, params, req }) =>
  audioResponse(await voicemailAudio(tab, params.index, query.folder, req.headers.get('range') ?? undefined)),
);
