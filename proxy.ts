import { unsealData } from 'iron-session';
import { NextResponse, type NextRequest } from 'next/server';
import { publicPrefixes } from '@/lib/auth/navigation';
import { SESSION_COOKIE, unsealSession } from '@/lib/server/auth/session';
import { config as appConfig } from '@/lib/server/config';

function isPublic(pathname: string) {
  return publicPrefixes.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

function securityHeaders(req: NextRequest, res: NextResponse, frameSrc = '') {
  const cfg = appConfig();
  const tab = req.nextUrl.pathname.startsWith('/custom_tab');
  // Softphones show custom tabs in a webview/iframe; admin pages refuse any framing.
  const frameAncestors = tab ? cfg.TAB_FRAME_ANCESTORS : "'none'";
  // The app sign-in scanner compiles ZXing's WebAssembly reader where the browser has no BarcodeDetector.
  const wasm = req.nextUrl.pathname === '/appSignin' ? " 'wasm-unsafe-eval'" : '';
  const scriptSrc = `'self' 'unsafe-inline'${cfg.production ? '' : " 'unsafe-eval'"}${wasm}`;
  res.headers.set(
    'Content-Security-Policy',
    `default-src 'self'; script-src ${scriptSrc}; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; media-src 'self' blob:; connect-src 'self'; font-src 'self' data:; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors ${frameAncestors}${frameSrc}`,
  );
  if (!tab) res.headers.set('X-Frame-Options', 'DENY');
  res.headers.set('X-Content-Type-Options', 'nosniff');
  res.headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  res.headers.set('Permissions-Policy', 'camera=(self), microphone=(), geolocation=()');
  if (cfg.production && cfg.secureCookies) res.headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  return res;
}

/** The Engage tab frames the tenant's widget: its origin, sealed into the tab session, for this page only. */
async function engageFrameSrc(req: NextRequest) {
  const raw = req.cookies.get('tab_session')?.value;
  if (!raw) return '';
  const s = await unsealData<{ engageOrigin?: string }>(raw, { password: appConfig().appSecret }).catch(() => undefined);
  return s?.engageOrigin && /^https?:\/\/[^\s;'"]+$/.test(s.engageOrigin) ? `; frame-src ${s.engageOrigin}` : '';
}

/**
 * Where the login sends the user afterwards. A password in the address (a softphone tab link
 * opened at a signed-in page) is dropped: it would otherwise travel on in `next`.
 */
function returnPath(req: NextRequest) {
  const { pathname, searchParams } = req.nextUrl;
  if (pathname === '/') return '/dashboard';
  const params = new URLSearchParams(searchParams);
  params.delete('password');
  return params.size ? `${pathname}?${params}` : pathname;
}

/** The request goes on with its path (password left out) for the pages to read. */
function forward(req: NextRequest) {
  const headers = new Headers(req.headers);
  headers.set('x-pathname', returnPath(req));
  return NextResponse.next({ request: { headers } });
}

/** Only redirects: every route handler checks the session again next to the data. */
export async function proxy(req: NextRequest) {
  const { pathname } = req.nextUrl;
  if (pathname === '/custom_tab/engage') return securityHeaders(req, forward(req), await engageFrameSrc(req));
  if (isPublic(pathname)) return securityHeaders(req, forward(req));
  const session = await unsealSession(req.cookies.get(SESSION_COOKIE)?.value);
  if (!session) {
    const url = new URL('/login', req.url);
    url.search = `?next=${encodeURIComponent(returnPath(req))}`;
    return securityHeaders(req, NextResponse.redirect(url));
  }
  if (pathname === '/') return securityHeaders(req, NextResponse.redirect(new URL('/dashboard', req.url)));
  // Pages read x-pathname to send a user whose session ended back to where they were.
  return securityHeaders(req, forward(req));
}

export const config = {
  matcher: ['/((?!_next/static|_next/image|favicon.ico|theme-init.js|images/).*)'],
};
