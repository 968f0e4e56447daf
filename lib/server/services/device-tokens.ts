import 'server-only';
import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import { config } from '../config';
import { hashToken, newToken } from '../crypto/secrets';
import { getDb } from '../db/client';
import { deviceTokens } from '../db/schema';
import { nowAndThen } from './housekeeping';
import { softphoneAllowed } from './softphone-access';

/** The line a device token stands for. */
export type DeviceLine = { id: number; cloudId: string; domain: string; user: string; login: string; device: string };

const ttlMs = () => config().DEVICE_TOKEN_TTL_DAYS * 86_400_000;
/** How long an expired or revoked token is kept (it answers nothing, but says what happened to a device). */
export const DEAD_TOKEN_RETENTION_MS = 30 * 86_400_000;
const sameCloud = (cloudId: string) => sql`lower(${deviceTokens.cloudId}) = lower(${cloudId})`;
const line = { id: deviceTokens.id, cloudId: deviceTokens.cloudId, domain: deviceTokens.domain, user: deviceTokens.user, login: deviceTokens.login, device: deviceTokens.device };

/**
 * A long-lived token for a softphone that signed in with a one-time code: it becomes the
 * account's cloud_password (re-provisioning, custom tabs). Only its SHA-256 hash is stored.
 */
export async function issueDeviceToken(p: { cloudId: string; domain: string; user: string; login: string; device: string }): Promise<string> {
  const { token, hash } = newToken(32);
  const db = await getDb();
  await db.insert(deviceTokens).values({ ...p, tokenHash: hash, expiresAt: new Date(Date.now() + ttlMs()) });
  await nowAndThen('device_tokens', purgeDeviceTokens);
  return token;
}

/**
 * The line of a live token given with the platform login it was issued to, its expiry moved on
 * from now; undefined when unknown, of another cloud or login, expired or revoked. The token is
 * found by its hash, so no comparison of secrets happens in our code.
 */
export async function redeemDeviceToken(cloudId: string, login: string, token: string): Promise<DeviceLine | undefined> {
  if (!token || token.length > 200) return undefined;
  const now = new Date();
  const db = await getDb();
  const [row] = await db.update(deviceTokens).set({ lastUsedAt: now, expiresAt: new Date(now.getTime() + ttlMs()) })
    .where(and(
      eq(deviceTokens.tokenHash, hashToken(token)), sql`lower(${deviceTokens.cloudId}) = lower(${cloudId})`,
      sql`lower(${deviceTokens.login}) = lower(${login})`, eq(deviceTokens.revoked, false), gt(deviceTokens.expiresAt, now),
    ))
    .returning(line);
  // Turning the softphone off in App Management (or its domain in Domain Management) stops it.
  return row && (await softphoneAllowed(row.cloudId, row.domain, row.user)) ? row : undefined;
}

/** Whether a tab session's token still holds: revoked, expired or softphone turned off ends the tab at once. */
export async function deviceTokenLive(id: number, cloudId: string): Promise<boolean> {
  const db = await getDb();
  const [row] = await db.select({ domain: deviceTokens.domain, user: deviceTokens.user }).from(deviceTokens)
    .where(and(eq(deviceTokens.id, id), sql`lower(${deviceTokens.cloudId}) = lower(${cloudId})`, eq(deviceTokens.revoked, false), gt(deviceTokens.expiresAt, new Date())));
  return !!row && (await softphoneAllowed(cloudId, row.domain, row.user));
}

/**
 * Ends the live device sign-ins of one line (all of its softphones, or the one device named). The
 * expiry is brought forward to now, so a revoked token is kept as long after its revocation as an
 * expired one after its expiry.
 */
export async function revokeDeviceTokens(p: { cloudId: string; domain: string; user: string; device?: string }): Promise<number> {
  const db = await getDb();
  const rows = await db.update(deviceTokens).set({ revoked: true, expiresAt: sql`least(${deviceTokens.expiresAt}, now())` })
    .where(and(
      // The cloud id is stored as the softphone sent it, so compared as redeemDeviceToken does.
      sameCloud(p.cloudId), eq(deviceTokens.domain, p.domain), eq(deviceTokens.user, p.user),
      // Expired tokens are dead already; leaving them out makes the answer the count the list showed.
      p.device ? eq(deviceTokens.device, p.device) : undefined, eq(deviceTokens.revoked, false), gt(deviceTokens.expiresAt, sql`now()`),
    ))
    .returning({ id: deviceTokens.id });
  return rows.length;
}

/** The number of live device sign-ins (not revoked, not expired) of each line of a domain that has any. */
export async function liveDeviceCounts(cloudId: string, domain: string): Promise<Map<string, number>> {
  const db = await getDb();
  const rows = await db.select({ user: deviceTokens.user, n: count() }).from(deviceTokens)
    .where(and(sameCloud(cloudId), eq(deviceTokens.domain, domain), eq(deviceTokens.revoked, false), gt(deviceTokens.expiresAt, new Date())))
    .groupBy(deviceTokens.user);
  return new Map(rows.map((r) => [r.user, Number(r.n)]));
}

/**
 * Housekeeping: tokens expired or revoked more than DEAD_TOKEN_RETENTION_MS ago (revocation moves
 * the expiry to its own time). Run now and then from issueDeviceToken.
 */
export async function purgeDeviceTokens(): Promise<number> {
  const db = await getDb();
  const rows = await db.delete(deviceTokens).where(lt(deviceTokens.expiresAt, new Date(Date.now() - DEAD_TOKEN_RETENTION_MS))).returning({ id: deviceTokens.id });
  return rows.length;
}
