import { NextResponse } from 'next/server';
import { z } from 'zod';
import { route } from '@/lib/server/http/handler';
import { setTabCookie, TAB_COOKIE, tabCookieOptions } from '@/lib/server/auth/tab-session';
import { exchangeTabCredentials } from '@/lib/server/services/tab-auth';

const credentials = z.object({
  username: z.string().trim().min(1).max(200),
  password: z.string().min(1).max(200),
  cloud_id: z.string().trim().min(1).max(100),
});

/** The custom tab's first load: softphone credentials in, sealed tab cookie out. */
export const POST = route({ guard: 'public', body: credentials }, async ({ body, ip }) => {
  const session = await exchangeTabCredentials({ cloudId: body.cloud_id, username: body.username, password: body.password }, ip);
  const res = NextResponse.json({ user: session.user, domain: session.domain, displayName: session.displayName });
  await setTabCookie(res, session);
  return res;
});

export const DELETE = route({ guard: 'public' }, async () => {
  const res = NextResponse.json({ ok: true });
  res.cookies.set(TAB_COOKIE, '', tabCookieOptions(0));
  return res;
});
