import { NextResponse } from 'next/server';
import { passcodeInput } from '@/lib/schemas/tab';
import { tabCookieOptions } from '@/lib/server/auth/tab-session';
import { AppError } from '@/lib/server/http/errors';
import { route } from '@/lib/server/http/handler';
import { appPasscode, readGrant, type MfaGrant } from '@/lib/server/services/tab-login-link';

export const POST = route({ guard: 'public', body: passcodeInput }, async ({ req, body }) => {
  const grant = await readGrant<MfaGrant>(req, 'app_mfa');
  if (!grant) throw new AppError('unauthorized', 'appSignin.failed', 'Failed to login');
  const res = NextResponse.json(await appPasscode(grant, body.passcode));
  res.cookies.set('app_mfa', '', tabCookieOptions(0));
  return res;
});
