import { tabRoute } from '@/lib/server/auth/tab-session';
import { audioResponse, greetingAudio } from '@/lib/server/services/tab-voicemail';

export const GET = tabRoute({}, async ({ tab, params, req }) =>
  audioResponse(await greetingAudio(tab, params.index, req.headers.get('range') ?? undefined)),
);
