import 'server-only';
import { createHmac, randomBytes } from 'node:crypto';
import { isAppError } from '@/lib/server/http/errors';
import { upstreamAuth } from './errors';
import { baseUrl } from './http';
import { requestToken, type GrantResult } from './oauth';
import type { NsConnection, NsIdentity, NsSession, NsTokenSet } from './types';

type Entry = { token: NsTokenSet; session?: NsSession; secretTag: string; storedAt: number };

const REFRESH_BEFORE_MS = 60_000;
const cache = new Map<string, Entry>();
const inflight = new Map<string, Promise<Entry>>();
// A cached token is handed out only to callers that know the same password: without this, a
// wrong password for a username with a cached token would be accepted.
const TAG_KEY = randomBytes(32);
const secretTag = (password: string) => createHmac('sha256', TAG_KEY).update(password).digest('hex');

const keyOf = (conn: NsConnection, username: string) =>
  `${baseUrl(conn.apiUrl)}|${conn.clientId}|${username.trim().toLowerCase()}`;

export function storeToken(conn: NsConnection, identity: NsIdentity, token: NsTokenSet, session?: NsSession): Entry {
  const key = keyOf(conn, identity.username);
  const prev = cache.get(key);
  const entry = { token, session: session ?? prev?.session, secretTag: secretTag(identity.password), storedAt: Date.now() };
  cache.set(key, entry);
  return entry;
}

function fromGrant(conn: NsConnection, identity: NsIdentity, g: GrantResult, prev?: NsSession): Entry {
  if (g.kind === 'mfa') {
    throw upstreamAuth({ object: 'oauth2', action: 'password', reason: 'mfa_required' });
  }
  // The refresh answer lacks the person fields; keep those of the first sign-in.
  const session = prev ? { ...prev, ...Object.fromEntries(Object.entries(g.session).filter(([, v]) => v)) } : g.session;
  return storeToken(conn, identity, g.token, session as NsSession);
}

async function obtain(conn: NsConnection, identity: NsIdentity, timeoutMs: number, prev?: Entry): Promise<Entry> {
  if (prev?.token.refreshToken) {
    try {
      const g = await requestToken(conn, { grant_type: 'refresh_token', refresh_token: prev.token.refreshToken }, timeoutMs);
      return fromGrant(conn, identity, g, prev.session);
    } catch (err) {
      // A refused refresh token falls back to the password; a platform that is down does not.
      if (!isAppError(err) || err.messageKey !== 'errors.upstreamAuth') throw err;
    }
  }
  const g = await requestToken(
    conn,
    { grant_type: 'password', username: identity.username, password: identity.password },
    timeoutMs,
  );
  return fromGrant(conn, identity, g, prev?.session);
}

/**
 * A token that is valid for at least another minute. `rejected` is a token the platform just
 * answered 401 to: it is replaced even if it looks fresh (unless a parallel call already did).
 */
export async function validToken(
  conn: NsConnection,
  identity: NsIdentity,
  timeoutMs: number,
  rejected?: string,
): Promise<Entry> {
  const key = keyOf(conn, identity.username);
  const tag = secretTag(identity.password);
  const entry = cache.get(key);
  const mine = entry && entry.secretTag === tag ? entry : undefined;
  // Short-lived tokens (under two minutes) are renewed at half their life instead.
  const margin = mine ? Math.min(REFRESH_BEFORE_MS, (mine.token.expiresAt - mine.storedAt) / 2) : 0;
  if (mine && mine.token.accessToken !== rejected && mine.token.expiresAt - margin > Date.now()) return mine;
  const flightKey = `${key}|${tag}`;
  let pending = inflight.get(flightKey);
  if (!pending) {
    pending = obtain(conn, identity, timeoutMs, mine).finally(() => inflight.delete(flightKey));
    inflight.set(flightKey, pending);
  }
  return pending;
}

/** Forget one identity's token (sign-out, changed password). */
export function forgetNsToken(conn: NsConnection, username: string) {
  cache.delete(keyOf(conn, username));
}

/** For tests. */
export function clearNsTokenCache() {
  cache.clear();
  inflight.clear();
}
