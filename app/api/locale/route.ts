import { NextResponse } from 'next/server';
import { z } from 'zod';
import { LOCALE_COOKIE, locales } from '@/i18n/locales';
import { route } from '@/lib/server/http/handler';

export const POST = route({ guard: 'public', body: z.object({ locale: z.enum(locales) }) }, async ({ body }) => {
  const res = NextResponse.json({ ok: true });
  res.cookies.set(LOCALE_COOKIE, body.locale, { path: '/', sameSite: 'lax', maxAge: 60 * 60 * 24 * 365 });
  return res;
});
