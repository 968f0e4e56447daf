import { route } from '@/lib/server/http/handler';
import { readLogs } from '@/lib/server/logs/reader';
import { logsQuery } from '@/lib/schemas/logs';

export const dynamic = 'force-dynamic';

/** The spec's getlogs: provider admins only; answers Loki's query_range shape. */
export const GET = route({ guard: 'logs.view', query: logsQuery }, async ({ query }) => readLogs(query));
