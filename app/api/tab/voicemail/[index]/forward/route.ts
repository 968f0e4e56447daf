import { forwardInput } from '@/lib/schemas/tab';
import { tabRoute } from '@/lib/server/auth/tab-session';
import { forwardVoicemail } from '@/lib/server/services/tab-voicemail';

export const POST = tabRoute({ body: forwardInput }, async ({ tab, body, params }) => {
  await forwardVoicemail(tab, params.index, body.folder, body.to);
  return { ok: true };
});
