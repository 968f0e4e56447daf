import { NextResponse } from 'next/server';
import { appSigninInput } from '@/lib/schemas/tab';
import { route } from '@/lib/server/http/handler';
import { appSignIn, setGrant } from '@/lib/server/services/tab-login-link';

export const POST = route({ guard: 'public', body: appSigninInput }, async ({ body, ip }) => {
  const r = await appSignIn({ cloudId: body.cloud_id, username: body.username, password: body.password, build: body.build }, ip);
  if ('link' in r) return { link: r.link };
  const res = NextResponse.json({ mfa: true, mfaType: r.mfa.mfaType });
  await setGrant(res, 'app_mfa', r.mfa);
  return res;
});
