import 'server-only';
import { platformLoginOf, sessionTypeLetter, tenantCloudId } from '@/lib/format/softphone-link';
import type { DeviceTabSession, TabSession, UserTabSession } from '../auth/tab-session';
import { hit } from '../auth/rate-limit';
import { config } from '../config';
import { AppError } from '../http/errors';
import { createNsClient, type NsSignIn } from '../netsapiens';
import { logger } from '../logs/logger';
import { redeemDeviceToken, type DeviceLine } from './device-tokens';
import { tenantAdminClient, tenantPlatform, type TenantPlatform } from './platform';
import { engageOrigin } from './tab-home';

export type Credentials = { cloudId: string; username: string; password: string };

const refused = () => new AppError('unauthorized', 'tabs.badCredentials', 'The username or password was not accepted.');

/**
 * Softphones sign a tab in on every open, so only an address's volume and an account's failures
 * are limited: a busy user is never locked out, a guesser is. Answers the failure counter.
 */
async function signInLimits(cloudId: string, username: string, ip: string) {
  const cfg = config();
  await hit(`tab:${ip}`, cfg.LOGIN_RATE_LIMIT * 10, cfg.LOGIN_RATE_WINDOW_S);
  return () => hit(`tab-fail:${cloudId.toLowerCase()}:${username.toLowerCase()}`, cfg.LOGIN_RATE_LIMIT, cfg.LOGIN_RATE_WINDOW_S);
}

/**
 * Checks a softphone user's credentials with the tenant's platform. Any platform refusal and
 * an unknown tenant look the same to the caller, so the answer reveals nothing.
 */
export async function platformSignIn(c: Credentials, ip: string): Promise<{ platform: TenantPlatform; answer: NsSignIn }> {
  const cloudId = tenantCloudId(c.cloudId);
  const failed = await signInLimits(cloudId, c.username, ip);
  const platform = await tenantPlatform(cloudId).catch(async () => {
    await failed();
    throw refused();
  });
  try {
    const answer = await createNsClient(platform.conn, { username: c.username, password: c.password }).signIn();
    return { platform, answer };
  } catch (e) {
    // A platform that is down is not "wrong password": say so.
    if ((e as AppError).messageKey !== 'errors.upstreamAuth') throw e;
    await failed();
    throw refused();
  }
}

/**
 * A device (QR) username with its device token, limited like a password sign-in. A wrong,
 * expired or revoked token, or one of another tenant, gets the same answer as a wrong password.
 */
export async function deviceSignIn(c: Credentials, ip: string): Promise<DeviceLine> {
  const cloudId = tenantCloudId(c.cloudId);
  const failed = await signInLimits(cloudId, c.username, ip);
  const login = platformLoginOf(c.username);
  const line = login ? await redeemDeviceToken(cloudId, login, c.password) : undefined;
  if (line) return line;
  await failed();
  throw refused();
}

export function sessionOf(cloudId: string, login: string, answer: Extract<NsSignIn, { status: 'ok' }>): UserTabSession {
  const s = answer.session;
  return {
    type: 'u', cloudId: tenantCloudId(cloudId), login, user: s.user, domain: s.domain, uid: s.uid || `${s.user}@${s.domain}`,
    displayName: s.displayName, token: answer.token,
  };
}

async function userTabSession(c: Credentials, ip: string): Promise<UserTabSession> {
  const { answer } = await platformSignIn(c, ip);
  if (answer.status !== 'ok') throw new AppError('forbidden', 'tabs.mfaNotSupported', 'This account needs a second factor; sign in from the app.');
  return sessionOf(c.cloudId, c.username, answer);
}

/** The device's line, as long as the platform still has the user (whose name the tabs show). */
async function deviceTabSession(c: Credentials, ip: string): Promise<DeviceTabSession> {
  const line = await deviceSignIn(c, ip);
  const { ns } = await tenantAdminClient(line.cloudId).catch(() => {
    throw refused();
  });
  const me = await ns.subscribers.get(line.domain, line.user);
  if (!me) throw refused();
  const displayName = [me.first_name, me.last_name].filter(Boolean).join(' ');
  return { type: 's', cloudId: line.cloudId, login: c.username, user: line.user, domain: line.domain, uid: `${line.user}@${line.domain}`, displayName, deviceTokenId: line.id };
}

/**
 * Custom tabs: credentials from the softphone's tab URL become a tab session. A device username
 * (session type s) signs in with its device token, anything else with the platform password
 * (type u, no second factor there: such accounts use the app's sign-in link and become devices).
 */
export async function exchangeTabCredentials(c: Credentials, ip: string): Promise<TabSession> {
  const session = sessionTypeLetter(c.username) === 's' ? await deviceTabSession(c, ip) : await userTabSession(c, ip);
  logger.info({ event: 'tab_session', cloudId: session.cloudId, uid: session.uid, sessionType: session.type }, 'Tab session opened');
  return { ...session, engageOrigin: await engageOrigin(session.cloudId) };
}
