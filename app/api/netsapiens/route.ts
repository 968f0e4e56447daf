import { listQuery } from '@/lib/schemas/list';
import { CONNECTION_SORTS, connectionCreateInput } from '@/lib/schemas/netsapiens-connection';
import { route } from '@/lib/server/http/handler';
import { createConnection, listConnections } from '@/lib/server/services/netsapiens-connections';

// netsapienSummary / createUpdateNetsapien (add)
export const GET = route({ guard: 'netsapiens.manage', query: listQuery(CONNECTION_SORTS) }, async ({ actor, query }) => listConnections(actor, query));
export const POST = route({ guard: 'netsapiens.manage', body: connectionCreateInput }, async ({ actor, body }) => createConnection(actor, body));
