import { changePasswordInput } from '@/lib/schemas/profile';
import { route } from '@/lib/server/http/handler';
import { changePassword } from '@/lib/server/services/profile';

export const POST = route({ guard: 'session', body: changePasswordInput }, async ({ actor, body, setSession }) => {
  const v = await changePassword(actor, body);
  // Every other copy of the session ends; this browser gets a fresh one.
  await setSession({ userId: actor.userId, subscriberId: actor.subscriberId, cloudId: actor.cloudId, username: actor.username, name: actor.name, role: actor.role, v });
  return { ok: true, key: 'profile.passwordUpdated' };
});
