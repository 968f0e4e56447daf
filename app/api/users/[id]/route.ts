import { idParam } from '@/lib/schemas/list';
import { userInput } from '@/lib/schemas/user';
import { route } from '@/lib/server/http/handler';
import { deleteUser, getUser, updateUser } from '@/lib/server/services/users';

// userDetail / createUpdateUser (edit) / deleteUserDetail
export const GET = route({ guard: 'users.manage' }, async ({ actor, params }) => getUser(actor, idParam.parse(params.id)));
export const PUT = route({ guard: 'users.manage', body: userInput }, async ({ actor, params, body }) => updateUser(actor, idParam.parse(params.id), body));
export const DELETE = route({ guard: 'users.manage' }, async ({ actor, params }) => deleteUser(actor, idParam.parse(params.id)));
