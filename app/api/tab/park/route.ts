import { tabRoute } from '@/lib/server/auth/tab-session';
import { listSlots } from '@/lib/server/services/tab-park';

export const GET = tabRoute({}, async ({ tab }) => ({ slots: await listSlots(tab) }));
