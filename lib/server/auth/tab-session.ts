import 'server-only';
import { createHmac } from 'node:crypto';
import { sealData, unsealData } from 'iron-session';
import { NextResponse, type NextRequest } from 'next/server';
import type { z, ZodType } from 'zod';
import { route } from '../http/handler';
import { config } from '../config';
import { AppError } from '../http/errors';
import { createNsClient, type NsClient } from '../netsapiens';
import { requestToken } from '../netsapiens/oauth';
import type { NsTokenSet } from '../netsapiens/types';
import { deviceTokenLive } from '../services/device-tokens';
import { tenantAdminClient, tenantPlatform, type TenantPlatform } from '../services/platform';

export const TAB_COOKIE = 'tab_session';
const TTL_SECONDS = 60 * 60 * 12;
const REFRESH_WITHIN_MS = 5 * 60_000;

/** The softphone user a tab acts for (sealed; never sent to the page). */
type TabIdentity = {
  cloudId: string;
  /** The login the softphone gave (e.g. 101@acme-main, or 101@acme-main@QR for a device). */
  login: string;
  user: string;
  domain: string;
  uid: string;
  displayName: string;
  /** The Engage widget's origin at sign-in, for the engage page's CSP frame-src. */
  engageOrigin?: string;
};
/** Session type u (spec 6): signed in with the platform password; acts with the user's own platform token. */
export type UserTabSession = TabIdentity & { type: 'u'; token: NsTokenSet };
/**
 * Session type s: signed in with a device token (QR / sign-in link). It has no platform token of
 * its own and acts through the tenant's admin client, limited to this user by the tab services.
 */
export type DeviceTabSession = TabIdentity & { type: 's'; deviceTokenId: number };
export type TabSession = UserTabSession | DeviceTabSession;

export async function unsealTab(raw: string | undefined): Promise<TabSession | undefined> {
  if (!raw) return undefined;
  try {
    const data = await unsealData<Partial<UserTabSession> | Partial<DeviceTabSession>>(raw, { password: config().appSecret, ttl: TTL_SECONDS });
    if (!data.uid) return undefined;
    if (data.type === 's') return data.deviceTokenId ? (data as DeviceTabSession) : undefined;
    // Cookies sealed before session types existed are user sessions.
    return 'token' in data && data.token ? ({ ...data, type: 'u' } as UserTabSession) : undefined;
  } catch {
    return undefined;
  }
}

export const sealTab = (s: TabSession) => sealData(s, { password: config().appSecret, ttl: TTL_SECONDS });

/**
 * Softphones show tabs in a webview or an iframe of another site, where a Lax cookie is not
 * sent: SameSite=None (which browsers accept only with Secure) whenever cookies are secure;
 * plain-http development and e2e fall back to Lax.
 */
export function tabCookieOptions(maxAge = TTL_SECONDS - 60) {
  const secure = config().secureCookies;
  return { httpOnly: true, secure, sameSite: secure ? ('none' as const) : ('lax' as const), path: '/', maxAge };
}

export async function setTabCookie(res: NextResponse, s: TabSession) {
  res.cookies.set(TAB_COOKIE, await sealTab(s), tabCookieOptions());
}

/**
 * The NsClient needs an identity with a password to key its token cache; a tab only has the
 * token. This stand-in is stable per user (so parallel tabs share one cache entry) and known to
 * nobody else, so a password grant with it can never succeed on the platform.
 */
function standInSecret(s: Pick<TabSession, 'cloudId' | 'login'>) {
  return createHmac('sha256', config().appSecret).update(`tab|${s.cloudId}|${s.login.toLowerCase()}`).digest('hex');
}

export type TabContext = { session: TabSession; platform: TenantPlatform; ns: NsClient; refreshed: boolean };

const sessionRequired = () => new AppError('unauthorized', 'tabs.sessionRequired', 'Open this tab from the softphone again.');

/**
 * The tab's platform client. A token close to its end is renewed here (not inside the client)
 * so the new refresh token can be sealed back into the cookie: platforms rotate them.
 */
export async function tabContext(session: TabSession): Promise<TabContext> {
  if (session.type === 's') return deviceTabContext(session);
  const platform = await tenantPlatform(session.cloudId);
  let refreshed = false;
  if (session.token.expiresAt - Date.now() < REFRESH_WITHIN_MS) {
    if (!session.token.refreshToken) throw sessionRequired();
    const g = await requestToken(platform.conn, { grant_type: 'refresh_token', refresh_token: session.token.refreshToken }, config().NS_TIMEOUT_MS).catch(() => {
      throw sessionRequired();
    });
    if (g.kind !== 'token') throw sessionRequired();
    session = { ...session, token: g.token };
    refreshed = true;
  }
  const ns = createNsClient(platform.conn, { username: session.login, password: standInSecret(session) }, { token: session.token });
  return { session, platform, ns, refreshed };
}

/**
 * A device session acts through the tenant's admin client (whose own token the client renews),
 * so nothing here refreshes. Its device token is checked on every request: revoking it ends the
 * tab at once rather than when the cookie runs out.
 */
async function deviceTabContext(session: DeviceTabSession): Promise<TabContext> {
  if (!(await deviceTokenLive(session.deviceTokenId, session.cloudId))) throw sessionRequired();
  const { platform, ns } = await tenantAdminClient(session.cloudId);
  return { session, platform, ns, refreshed: false };
}

/** The platform no longer takes the tab's token (revoked, refresh refused): the tab must be opened again. */
function tokenRefused(e: unknown) {
  if (!(e instanceof AppError) || e.messageKey !== 'errors.upstreamAuth') return false;
  const cause = e.cause as { object?: string; status?: number } | undefined;
  return cause?.object === 'oauth2' || cause?.status === 401;
}

export async function requireTab(req: NextRequest): Promise<TabContext> {
  const session = await unsealTab(req.cookies.get(TAB_COOKIE)?.value);
  if (!session) throw sessionRequired();
  return tabContext(session);
}

type Infer<T> = T extends ZodType ? z.infer<T> : undefined;

async function jsonBody(req: NextRequest, max: number): Promise<unknown> {
  const text = await req.text();
  if (text.length > max) throw new AppError('payload_too_large', 'errors.tooLarge', 'The request is too large.');
  try {
    return text ? JSON.parse(text) : {};
  } catch {
    throw new AppError('bad_request', 'errors.badRequest', 'The request body is not valid JSON.');
  }
}

/**
 * Tab routes: the shared wrapper (Origin check, one error shape) with guard 'public', then the
 * tab session first (an admin session never stands in for it), then zod on query and body.
 * A renewed platform token is sealed back into the cookie.
 */
export function tabRoute<B extends ZodType | undefined = undefined, Q extends ZodType | undefined = undefined>(
  opts: { body?: B; query?: Q; maxBody?: number },
  handler: (ctx: { req: NextRequest; tab: TabContext; body: Infer<B>; query: Infer<Q>; params: Record<string, string> }) => Promise<unknown>,
) {
  return route({ guard: 'public' }, async ({ req, params }) => {
    const tab = await requireTab(req);
    const query = opts.query ? opts.query.parse(Object.fromEntries(req.nextUrl.searchParams)) : undefined;
    const body = opts.body ? opts.body.parse(await jsonBody(req, opts.maxBody ?? 16 * 1024)) : undefined;
    const result = await handler({ req, tab, body: body as Infer<B>, query: query as Infer<Q>, params }).catch((e: unknown) => {
      throw tokenRefused(e) ? sessionRequired() : e;
    });
    if (!tab.refreshed) return result;
    const res = result instanceof NextResponse ? result : result instanceof Response ? new NextResponse(result.body, result) : NextResponse.json(result ?? { ok: true });
    await setTabCookie(res, tab.session);
    return res;
  });
}
