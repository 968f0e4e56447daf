import { route } from '@/lib/server/http/handler';
import { logout } from '@/lib/server/services/auth';

export const POST = route({ guard: 'public' }, async ({ actor, clearSession }) => {
  if (actor) await logout(actor);
  clearSession();
  return { ok: true };
});
