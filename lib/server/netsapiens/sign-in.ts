import 'server-only';
import { upstreamAuth } from './errors';
import { requestToken } from './oauth';
import { storeToken } from './token-cache';
import type { NsTransport } from './transport';
import type { NsSignIn } from './types';

/**
 * Checks the identity's credentials with the platform (always a fresh password grant, never
 * the cache) and caches the token it gets. A second factor, when required, is reported.
 */
export async function signIn(t: NsTransport): Promise<NsSignIn> {
  const g = await requestToken(
    t.conn,
    { grant_type: 'password', username: t.identity.username, password: t.identity.password },
    t.timeoutMs,
  );
  if (g.kind === 'mfa') return { status: 'mfa_required', mfaType: g.mfaType, mfaVendor: g.mfaVendor, mfaToken: g.mfaToken };
  storeToken(t.conn, t.identity, g.token, g.session);
  return { status: 'ok', session: g.session, token: g.token };
}

export async function completeMfa(
  t: NsTransport,
  q: { mfaToken: string; passcode: string; mfaType: string; mfaVendor: string },
): Promise<NsSignIn> {
  const g = await requestToken(
    t.conn,
    {
      grant_type: 'mfa',
      access_token: q.mfaToken,
      passcode: q.passcode,
      mfa_type: q.mfaType,
      mfa_vendor: q.mfaVendor,
      ns_id_type: 'subscriber',
    },
    t.timeoutMs,
  );
  if (g.kind === 'mfa') throw upstreamAuth({ object: 'oauth2', action: 'mfa', reason: 'mfa_again' });
  storeToken(t.conn, t.identity, g.token, g.session);
  return { status: 'ok', session: g.session, token: g.token };
}
