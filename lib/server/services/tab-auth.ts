import 'server-only';
import { tenantCloudId } from '@/lib/format/softphone-link';
import type { TabSession } from '../auth/tab-session';
import { hit } from '../auth/rate-limit';
import { config } from '../config';
import { AppError } from '../http/errors';
import { createNsClient, type NsSignIn } from '../netsapiens';
import { logger } from '../logs/logger';
import { tenantPlatform, type TenantPlatform } from './platform';
import { engageOrigin } from './tab-home';

export type Credentials = { cloudId: string; username: string; password: string };

const refused = () => new AppError('unauthorized', 'tabs.badCredentials', 'The username or password was not accepted.');

/**
 * Checks a softphone user's credentials with the tenant's platform. Any platform refusal and
 * an unknown tenant look the same to the caller, so the answer reveals nothing.
 */
export async function platformSignIn(c: Credentials, ip: string): Promise<{ platform: TenantPlatform; answer: NsSignIn }> {
  const cloudId = tenantCloudId(c.cloudId);
  const cfg = config();
  // Softphones sign a tab in on every open, so only an address's volume and an account's
  // failures are limited: a busy user is never locked out, a password guesser is.
  await hit(`tab:${ip}`, cfg.LOGIN_RATE_LIMIT * 10, cfg.LOGIN_RATE_WINDOW_S);
  const failed = () => hit(`tab-fail:${cloudId.toLowerCase()}:${c.username.toLowerCase()}`, cfg.LOGIN_RATE_LIMIT, cfg.LOGIN_RATE_WINDOW_S);
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

export function sessionOf(cloudId: string, login: string, answer: Extract<NsSignIn, { status: 'ok' }>): TabSession {
  const s = answer.session;
  return {
    cloudId: tenantCloudId(cloudId), login, user: s.user, domain: s.domain, uid: s.uid || `${s.user}@${s.domain}`,
    displayName: s.displayName, token: answer.token,
  };
}

/** Custom tabs: credentials from the softphone's tab URL become a tab session (no second factor there). */
export async function exchangeTabCredentials(c: Credentials, ip: string): Promise<TabSession> {
  const { answer } = await platformSignIn(c, ip);
  if (answer.status !== 'ok') throw new AppError('forbidden', 'tabs.mfaNotSupported', 'This account needs a second factor; sign in from the app.');
  logger.info({ event: 'tab_session', cloudId: tenantCloudId(c.cloudId), uid: answer.session.uid }, 'Tab session opened');
  return { ...sessionOf(c.cloudId, c.username, answer), engageOrigin: await engageOrigin(tenantCloudId(c.cloudId)) };
}
