import 'server-only';
import { eq } from 'drizzle-orm';
import { deviceLogin, sessionTypeLetter, tenantCloudId } from '@/lib/format/softphone-link';
import { subscribers } from '../db/schema';
import { AppError, isAppError } from '../http/errors';
import { logger } from '../logs/logger';
import { buildAccountXml, loadProfileSource, xmlEscape, type AccountLine } from './account-xml';
import { issueDeviceToken } from './device-tokens';
import { redeemLoginCode } from './login-codes';
import { tenantAdminClient } from './platform';
import { softphoneAllowed, softphoneOff } from './softphone-access';
import { ensureDevice, sipCredentials } from './softphone-device';
import { deviceSignIn, platformSignIn } from './tab-auth';

export function xmlError(status: 400 | 401 | 403 | 405 | 500 | 503, message: string) {
  return new Response(`<?xml version="1.0" encoding="UTF-8"?>\n<error><message>${xmlEscape(message)}</message></error>\n`, {
    status, headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'no-store', ...(status === 405 ? { Allow: 'GET, POST' } : {}) },
  });
}

const refused = () => new AppError('forbidden', 'provisioning.refused', 'Invalid username or password');

/** A refusal for the softphone, but an unreachable platform or a busy address said as such. */
const passOn = (e: unknown) => isAppError(e) && (e.code === 'rate_limited' || e.code === 'upstream_error' || e.code === 'upstream_timeout');

/**
 * The password may be the user's platform password, a one-time login code from a QR or sign-in
 * link (the document then carries a new device token), or, with a device username
 * (`101@acme-main@QR`, session type s), the device token from an earlier document.
 */
export async function authenticateLine(q: { cloudId: string; username: string; password: string }, ip: string): Promise<AccountLine> {
  const cloudId = tenantCloudId(q.cloudId);
  if (sessionTypeLetter(q.username) === 's') {
    const line = await deviceSignIn({ cloudId, username: q.username, password: q.password }, ip).catch((e: unknown) => {
      throw passOn(e) ? e : refused();
    });
    return { cloudId: line.cloudId, login: q.username, domain: line.domain, user: line.user, cloudPassword: q.password };
  }
  const redeemed = await redeemLoginCode(cloudId, q.password);
  if (redeemed) {
    const given = q.username.split('@')[0];
    if (given !== redeemed.user) throw refused();
    return { cloudId, login: q.username, ...redeemed, newDevice: true };
  }
  const { answer } = await platformSignIn({ cloudId, username: q.username, password: q.password }, ip).catch((e: unknown) => {
    // A platform that is down or an address over its limit is not "wrong password": say which.
    throw passOn(e) ? e : refused();
  });
  if (answer.status !== 'ok') throw new AppError('forbidden', 'provisioning.refused', 'This account needs its one-time sign-in link.');
  return { cloudId, login: q.username, domain: answer.session.domain, user: answer.session.user, displayName: answer.session.displayName, cloudPassword: q.password };
}

/**
 * The account document of a signed-in line: the tenant's client profile, and the SIP credentials
 * of the user's device for this kind of client (`letter`), created on the platform when missing.
 */
export async function provisionAccount(line: AccountLine, letter: string): Promise<string> {
  if (!(await softphoneAllowed(line.cloudId, line.domain, line.user))) throw softphoneOff();
  const src = await loadProfileSource(eq(subscribers.cloudId, line.cloudId));
  if (!src) {
    logger.warn({ event: 'provisioning_no_profile', cloudId: line.cloudId }, 'No client profile for this tenant');
    throw new AppError('internal', 'provisioning.noProfile', 'This service is not set up for your account yet.');
  }
  const { ns } = await tenantAdminClient(line.cloudId);
  const name = `${line.user}${letter}`;
  const device = await ensureDevice(ns, { domain: line.domain, user: line.user, device: name });
  return buildAccountXml(src, line.newDevice ? await asDevice(line, name) : line, sipCredentials(device));
}

/** A line signed in by one-time code becomes a device: its own username and a long-lived token. */
async function asDevice(line: AccountLine, device: string): Promise<AccountLine> {
  const token = await issueDeviceToken({ cloudId: line.cloudId, domain: line.domain, user: line.user, login: line.login, device });
  logger.info({ event: 'device_token_issued', cloudId: line.cloudId, uid: `${line.user}@${line.domain}`, device }, 'Device sign-in issued');
  return { ...line, login: deviceLogin(line.login), cloudPassword: token, newDevice: false };
}
