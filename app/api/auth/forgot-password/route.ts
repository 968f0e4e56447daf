import { forgotPasswordInput } from '@/lib/schemas/auth';
import { route } from '@/lib/server/http/handler';
import { requestPasswordReset } from '@/lib/server/services/auth';

export const POST = route({ guard: 'public', body: forgotPasswordInput }, async ({ body, ip, req, locale }) => {
  await requestPasswordReset(body, ip, req.nextUrl.origin, locale);
  return { ok: true, key: 'auth.resetMailSent' };
});
