import { listQuery } from '@/lib/schemas/list';
import { USER_SORTS, userCreateInput } from '@/lib/schemas/user';
import { route } from '@/lib/server/http/handler';
import { createUser, listUsers } from '@/lib/server/services/users';

// userSummary / createUpdateUser (add)
export const GET = route({ guard: 'users.manage', query: listQuery(USER_SORTS) }, async ({ actor, query }) => listUsers(actor, query));
export const POST = route({ guard: 'users.manage', body: userCreateInput }, async ({ actor, body }) => createUser(actor, body));
