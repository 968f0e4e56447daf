import { idParam } from '@/lib/schemas/list';
import { previewLinesQuery } from '@/lib/schemas/provisioning';
import { route } from '@/lib/server/http/handler';
import { previewLines } from '@/lib/server/services/provisioning-preview';

// The users the Preview may be shown for: the platform users of one domain of the profile's tenant.
export const GET = route({ guard: 'clientProfiles.manage', query: previewLinesQuery }, async ({ actor, params, query }) => previewLines(actor, idParam.parse(params.id), query));
