import { resetPasswordInput } from '@/lib/schemas/auth';
import { route } from '@/lib/server/http/handler';
import { resetPassword } from '@/lib/server/services/auth';

export const POST = route({ guard: 'public', body: resetPasswordInput }, async ({ body }) => {
  await resetPassword(body);
  return { ok: true, key: 'auth.resetDone' };
});
