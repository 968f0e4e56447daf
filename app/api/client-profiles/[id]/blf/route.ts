import { blfInput } from '@/lib/schemas/client-profile';
import { idParam } from '@/lib/schemas/list';
import { route } from '@/lib/server/http/handler';
import { getBlf, saveBlf } from '@/lib/server/services/client-profiles';

// /client_profiles/blfManagement: the profile's ordered list of monitored extensions.
export const GET = route({ guard: 'clientProfiles.manage' }, async ({ actor, params }) => getBlf(actor, idParam.parse(params.id)));
export const PUT = route({ guard: 'clientProfiles.manage', body: blfInput }, async ({ actor, params, body }) => saveBlf(actor, idParam.parse(params.id), body));
