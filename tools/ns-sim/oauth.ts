import { randomBytes } from 'node:crypto';
import { findLogin } from './scope';
import type { Rec, SimState, TokenInfo } from './types';

export const API_VERSION = 'Version: 44.1.0-sim';
const MFA_TOKEN_LIFETIME_S = 300;

type TokenAnswer = { status: number; body: Record<string, unknown> };

const newToken = () => randomBytes(16).toString('hex');

function issue(state: SimState, sub: Rec, clientId: string, kind: TokenInfo['kind'] = 'access'): TokenInfo {
  const territory = state.domains.find((d) => d.domain === sub.domain)?.territory ?? '';
  const lifetime = kind === 'mfa' ? MFA_TOKEN_LIFETIME_S : state.tokenLifetimeS;
  const info: TokenInfo = {
    token: newToken(), kind, clientId, uid: `${sub.user}@${sub.domain}`, user: sub.user, domain: sub.domain,
    scope: sub.scope, territory, expiresAt: Date.now() + lifetime * 1000,
  };
  state.tokens.set(info.token, info);
  return info;
}

function fullAnswer(state: SimState, sub: Rec, clientId: string): Record<string, unknown> {
  const info = issue(state, sub, clientId);
  const refresh = newToken();
  state.refreshTokens.set(refresh, { uid: info.uid, clientId });
  return {
    access_token: info.token, token_type: 'Bearer', expires_in: state.tokenLifetimeS, refresh_token: refresh,
    scope: sub.scope, domain: sub.domain, territory: info.territory, uid: info.uid, user: sub.user,
    username: sub.subscriber_login, user_email: sub.email, displayName: `${sub.first_name} ${sub.last_name}`.trim(),
    client_id: clientId, apiversion: API_VERSION, legacy: false,
  };
}

const grantError = (status: number, error: string, description: string): TokenAnswer => ({
  status, body: { error, error_description: description },
});

/** `POST /ns-api/oauth2/token/`: password, refresh_token and mfa grants. */
export function tokenEndpoint(state: SimState, p: Record<string, string>): TokenAnswer {
  const client = state.clients.find((c) => c.client_id === p.client_id && c.client_secret === p.client_secret);
  if (!client) return grantError(401, 'invalid_client', 'The client credentials are invalid');

  if (p.grant_type === 'password') {
    const sub = p.username ? findLogin(state, p.username) : undefined;
    if (!sub || !p.password || sub._password !== p.password) {
      return grantError(400, 'invalid_grant', 'Invalid username and password combination');
    }
    if (sub.mfa === 'yes') {
      // The second factor answers 200 with what the client needs for grant_type=mfa.
      const pending = issue(state, sub, client.client_id, 'mfa');
      return {
        status: 200,
        body: { mfa: 'required', mfa_type: sub.mfa_type, mfa_vendor: sub.mfa_vendor, access_token: pending.token, expires_in: MFA_TOKEN_LIFETIME_S },
      };
    }
    return { status: 200, body: fullAnswer(state, sub, client.client_id) };
  }

  if (p.grant_type === 'refresh_token') {
    const entry = p.refresh_token ? state.refreshTokens.get(p.refresh_token) : undefined;
    if (!entry || entry.clientId !== client.client_id) return grantError(400, 'invalid_grant', 'Invalid refresh token');
    state.refreshTokens.delete(p.refresh_token);
    const sub = state.subscribers.find((s) => `${s.user}@${s.domain}` === entry.uid);
    if (!sub) return grantError(400, 'invalid_grant', 'Invalid refresh token');
    const full = fullAnswer(state, sub, client.client_id);
    // The refresh answer seen in the field lacks the person fields and adds `expires`.
    for (const k of ['displayName', 'user', 'user_email', 'username']) delete full[k];
    return { status: 200, body: { ...full, expires: Math.floor(Date.now() / 1000) + state.tokenLifetimeS, rate_limit: '0' } };
  }

  if (p.grant_type === 'mfa') {
    const pending = p.access_token ? state.tokens.get(p.access_token) : undefined;
    if (!pending || pending.kind !== 'mfa' || pending.expiresAt < Date.now() || pending.clientId !== client.client_id) {
      return grantError(400, 'invalid_grant', 'Invalid or expired second-factor session');
    }
    const sub = state.subscribers.find((s) => `${s.user}@${s.domain}` === pending.uid);
    if (!sub || !p.passcode || p.passcode !== sub._mfa_passcode) {
      return grantError(400, 'invalid_grant', 'Invalid passcode');
    }
    state.tokens.delete(pending.token);
    return { status: 200, body: fullAnswer(state, sub, client.client_id) };
  }

  return grantError(400, 'unsupported_grant_type', 'The grant type is not supported');
}

/** The access token behind an `Authorization: Bearer` header, or undefined when invalid. */
export function bearer(state: SimState, header: string | undefined): TokenInfo | undefined {
  const m = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return m ? validToken(state, m[1]) : undefined;
}

export function validToken(state: SimState, token: string): TokenInfo | undefined {
  const info = state.tokens.get(token);
  if (!info || info.kind !== 'access' || info.expiresAt <= Date.now()) return undefined;
  return info;
}

/** `GET /ns-api/oauth2/read`: introspection of the caller's own token. */
export function introspect(info: TokenInfo): Record<string, unknown> {
  return {
    client_id: info.clientId, uid: info.uid, domain: info.domain, scope: info.scope, territory: info.territory,
    expires: new Date(info.expiresAt).toISOString().slice(0, 19).replace('T', ' '),
  };
}

export function expireTokens(state: SimState, username?: string): number {
  let n = 0;
  for (const info of state.tokens.values()) {
    if (info.kind !== 'access') continue;
    if (username) {
      const sub = findLogin(state, username);
      if (!sub || `${sub.user}@${sub.domain}` !== info.uid) continue;
    }
    info.expiresAt = 0;
    n++;
  }
  return n;
}
