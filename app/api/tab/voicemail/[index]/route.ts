import { folderQuery } from '@/lib/schemas/tab';
import { tabRoute } from '@/lib/server/auth/tab-session';
import { deleteVoicemail } from '@/lib/server/services/tab-voicemail';

export const DELETE = tabRoute({ query: folderQuery }, async ({ tab, query, params }) => {
  await deleteVoicemail(tab, params.index, query.folder);
  return { ok: true };
});
