import 'server-only';
import { z } from 'zod';
import { logger } from '@/lib/server/logs/logger';
import { upstreamAuth, upstreamError, upstreamMalformed, upstreamTimeout, type NsFailure } from './errors';
import { int, optText } from './fields';
import { baseUrl, exchange } from './http';
import type { NsConnection, NsSession, NsTokenSet } from './types';

const DEFAULT_LIFETIME_S = 3600;

const tokenAnswer = z.looseObject({
  access_token: optText,
  refresh_token: optText,
  expires_in: int.optional(),
  scope: optText,
  domain: optText,
  territory: optText,
  uid: optText,
  user: optText,
  username: optText,
  user_email: optText,
  displayName: optText,
  display_name: optText,
  apiversion: optText,
  mfa: optText,
  mfa_type: optText,
  mfa_vendor: optText,
});

export type GrantResult =
  | { kind: 'token'; token: NsTokenSet; session: NsSession }
  | { kind: 'mfa'; mfaType: string; mfaVendor: string; mfaToken: string };

function toSession(a: z.infer<typeof tokenAnswer>): NsSession {
  const uid = a.uid || (a.user && a.domain ? `${a.user}@${a.domain}` : '');
  return {
    uid,
    domain: a.domain || uid.split('@').slice(1).join('@'),
    user: a.user || uid.split('@')[0] || '',
    username: a.username,
    scope: a.scope,
    territory: a.territory,
    displayName: a.displayName || a.display_name,
    email: a.user_email,
    apiVersion: a.apiversion,
  };
}

/**
 * One request to the token endpoint. Credentials travel only in the form body. Token requests
 * are safe to repeat, so a network error or 5xx is retried once.
 */
export async function requestToken(
  conn: NsConnection,
  form: Record<string, string>,
  timeoutMs: number,
): Promise<GrantResult> {
  const url = `${baseUrl(conn.apiUrl)}/ns-api/oauth2/token/`;
  const body = new URLSearchParams({ ...form, client_id: conn.clientId, client_secret: conn.clientSecret, format: 'json' });
  const failure = (reason: string, status?: number): NsFailure => ({ object: 'oauth2', action: form.grant_type, status, reason });
  const log = (f: NsFailure) => logger.warn({ ns: { host: new URL(url).host, ...f } }, 'netsapiens token request failed');
  for (let attempt = 1; ; attempt++) {
    const res = await exchange(
      url,
      { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' }, body },
      timeoutMs,
    );
    if (res.kind === 'timeout') {
      log(failure('timeout'));
      throw upstreamTimeout(failure('timeout'));
    }
    const retryable = res.kind === 'network' || res.status >= 500;
    if (retryable && attempt === 1) continue;
    if (res.kind === 'network') {
      log(failure('network'));
      throw upstreamError(failure('network'));
    }
    if (res.status === 400 || res.status === 401 || res.status === 403) {
      log(failure('refused', res.status));
      throw upstreamAuth(failure('refused', res.status));
    }
    if (res.status < 200 || res.status >= 300) {
      log(failure('status', res.status));
      throw upstreamError(failure('status', res.status));
    }
    let json: unknown;
    try {
      json = JSON.parse(res.text);
    } catch {
      json = undefined;
    }
    const parsed = tokenAnswer.safeParse(json);
    if (!parsed.success) {
      log(failure('malformed', res.status));
      throw upstreamMalformed(failure('malformed', res.status));
    }
    const a = parsed.data;
    if (a.mfa && a.mfa !== 'no' && a.access_token) {
      return { kind: 'mfa', mfaType: a.mfa_type, mfaVendor: a.mfa_vendor, mfaToken: a.access_token };
    }
    // Some installs answer 200 without a token for bad credentials.
    if (!a.access_token) {
      log(failure('no_token', res.status));
      throw upstreamAuth(failure('no_token', res.status));
    }
    const lifetime = a.expires_in && a.expires_in > 0 ? a.expires_in : DEFAULT_LIFETIME_S;
    return {
      kind: 'token',
      token: { accessToken: a.access_token, refreshToken: a.refresh_token || undefined, expiresAt: Date.now() + lifetime * 1000 },
      session: toSession(a),
    };
  }
}
