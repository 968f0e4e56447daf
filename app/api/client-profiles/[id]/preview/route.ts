import { idParam } from '@/lib/schemas/list';
import { previewQuery } from '@/lib/schemas/provisioning';
import { route } from '@/lib/server/http/handler';
import { previewDocument } from '@/lib/server/services/provisioning-preview';

// Client profile Preview: the account document a user would receive, passwords masked, nothing created.
export const GET = route({ guard: 'clientProfiles.manage', query: previewQuery }, async ({ actor, params, query }) => previewDocument(actor, idParam.parse(params.id), query));
