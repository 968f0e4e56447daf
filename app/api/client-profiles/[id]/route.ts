import { clientProfileInput } from '@/lib/schemas/client-profile';
import { idParam } from '@/lib/schemas/list';
import { route } from '@/lib/server/http/handler';
import { deleteProfile, getProfileDetail, updateProfile } from '@/lib/server/services/client-profiles';

// profileDetail / profileCreateUpdate (edit) / deleteProfile
export const GET = route({ guard: 'clientProfiles.manage' }, async ({ actor, params }) => getProfileDetail(actor, idParam.parse(params.id)));
export const PUT = route({ guard: 'clientProfiles.manage', body: clientProfileInput }, async ({ actor, params, body }) => updateProfile(actor, idParam.parse(params.id), body));
export const DELETE = route({ guard: 'clientProfiles.manage' }, async ({ actor, params }) => deleteProfile(actor, idParam.parse(params.id)));
