import { assignNumberInput, removeNumberQuery, userQuery } from '@/lib/schemas/apps';
import { route } from '@/lib/server/http/handler';
import { assignCallingNumber, callingNumbers, removeCallingNumber } from '@/lib/server/services/calling-numbers';

// getAvailableCallingNumbers + getAssignedCallingNumbers in one platform read.
export const GET = route({ guard: 'apps.manage', query: userQuery }, ({ actor, query }) => callingNumbers(actor, query));

// assignCallingNumber
export const POST = route({ guard: 'apps.manage', body: assignNumberInput }, ({ actor, body }) => assignCallingNumber(actor, body));

// deleteAssignedCallingNumber (parameters in the query: DELETE bodies are dropped by some proxies)
export const DELETE = route({ guard: 'apps.manage', query: removeNumberQuery }, ({ actor, query }) => removeCallingNumber(actor, query));
