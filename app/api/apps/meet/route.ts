import { meetInput } from '@/lib/schemas/apps';
import { route } from '@/lib/server/http/handler';
import { setMeet } from '@/lib/server/services/apps';

// uiconfig create/delete of PORTAL_VIDEO, per line (`user`) or for the whole domain.
export const PUT = route({ guard: 'apps.manage', body: meetInput }, ({ actor, body }) => setMeet(actor, body));
