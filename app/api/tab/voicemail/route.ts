import { folderQuery } from '@/lib/schemas/tab';
import { tabRoute } from '@/lib/server/auth/tab-session';
import { listVoicemails } from '@/lib/server/services/tab-voicemail';

export const GET = tabRoute({ query: folderQuery }, async ({ tab, query }) => ({ items: await listVoicemails(tab, query.folder) }));
