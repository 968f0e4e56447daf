import { folderQuery } from '@/lib/schemas/tab';
import { tabRoute } from '@/lib/server/auth/tab-session';
import { saveVoicemail } from '@/lib/server/services/tab-voicemail';

export const POST = tabRoute({ body: folderQuery }, async ({ tab, body, params }) => {
  await saveVoicemail(tab, params.index, body.folder);
  return { ok: true };
});
