import { NextResponse } from 'next/server';
import { qrPasswordInput } from '@/lib/schemas/tab';
import { route } from '@/lib/server/http/handler';
import { qrForPassword, setGrant } from '@/lib/server/services/tab-login-link';

/** getQR: password in, login link (with a one-time code) out; kept sealed for "Email QR Code". */
export const POST = route({ guard: 'public', body: qrPasswordInput }, async ({ body, ip }) => {
  const grant = await qrForPassword({ cloudId: body.cloud_id, username: body.username, password: body.password }, ip);
  const res = NextResponse.json({ link: grant.link });
  await setGrant(res, 'qr_grant', grant);
  return res;
});
