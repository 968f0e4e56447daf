import { userQuery } from '@/lib/schemas/apps';
import { route } from '@/lib/server/http/handler';
import { signOutDevices } from '@/lib/server/services/apps';

// Sign out devices: revokes the line's device tokens (parameters in the query, as the other DELETEs).
export const DELETE = route({ guard: 'apps.manage', query: userQuery }, ({ actor, query }) => signOutDevices(actor, query));
