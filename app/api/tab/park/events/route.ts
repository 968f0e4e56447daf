import { tabRoute } from '@/lib/server/auth/tab-session';
import { parkEvents } from '@/lib/server/services/tab-park-events';

// Server-Sent Events: one long response per open board.
export const dynamic = 'force-dynamic';

export const GET = tabRoute({}, async ({ tab, req }) => parkEvents(tab, req.signal));
