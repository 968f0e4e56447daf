import { idParam } from '@/lib/schemas/list';
import { connectionInput } from '@/lib/schemas/netsapiens-connection';
import { route } from '@/lib/server/http/handler';
import { deleteConnection, getConnection, updateConnection } from '@/lib/server/services/netsapiens-connections';

// netsapienDetail / createUpdateNetsapien (edit) / deleteNetsapienDetail
export const GET = route({ guard: 'netsapiens.manage' }, async ({ actor, params }) => getConnection(actor, idParam.parse(params.id)));
export const PUT = route({ guard: 'netsapiens.manage', body: connectionInput }, async ({ actor, params, body }) => updateConnection(actor, idParam.parse(params.id), body));
export const DELETE = route({ guard: 'netsapiens.manage' }, async ({ actor, params }) => deleteConnection(actor, idParam.parse(params.id)));
