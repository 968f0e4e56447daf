import { route } from '@/lib/server/http/handler';
import { AppError } from '@/lib/server/http/errors';
import { emailQr, readGrant, type QrGrant } from '@/lib/server/services/tab-login-link';

export const POST = route({ guard: 'public' }, async ({ req, locale }) => {
  const grant = await readGrant<QrGrant>(req, 'qr_grant');
  if (!grant) throw new AppError('unauthorized', 'qr.invalidPassword', 'Invalid Password!');
  return emailQr(grant, locale);
});
