import { clientProfileInput, PROFILE_SORTS } from '@/lib/schemas/client-profile';
import { listQuery } from '@/lib/schemas/list';
import { route } from '@/lib/server/http/handler';
import { createProfile, listProfiles } from '@/lib/server/services/client-profiles';

// profileSummary / profileCreateUpdate (add)
export const GET = route({ guard: 'clientProfiles.manage', query: listQuery(PROFILE_SORTS) }, async ({ actor, query }) => listProfiles(actor, query));
export const POST = route({ guard: 'clientProfiles.manage', body: clientProfileInput }, async ({ actor, body }) => createProfile(actor, body));
