import 'server-only';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { hashToken, newToken } from '../crypto/secrets';
import { getDb } from '../db/client';
import { loginCodes } from '../db/schema';

/** How long a mailed softphone login code stays valid unless the caller says otherwise. */
export const LOGIN_CODE_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * A one-time code that stands in for the user's password in the softphone's login link, so no
 * platform password ever travels by e-mail. Only its hash is stored.
 */
export async function createLoginCode(p: { cloudId: string; domain: string; user: string; ttlMs?: number }) {
  const { token, hash } = newToken(24);
  const expiresAt = new Date(Date.now() + (p.ttlMs ?? LOGIN_CODE_TTL_MS));
  const db = await getDb();
  await db.insert(loginCodes).values({ cloudId: p.cloudId, domain: p.domain, user: p.user, codeHash: hash, expiresAt });
  return { code: token, expiresAt };
}

/**
 * Redeems a code for the softphone's provisioning request: the line it was issued for, or
 * undefined when it is unknown, of another cloud, expired or used. One conditional UPDATE makes
 * it single-use even when two requests race.
 */
export async function redeemLoginCode(cloudId: string, code: string): Promise<{ domain: string; user: string } | undefined> {
  if (!code || code.length > 200) return undefined;
  const db = await getDb();
  const [row] = await db.update(loginCodes).set({ usedAt: new Date() })
    .where(and(
      eq(loginCodes.codeHash, hashToken(code)), sql`lower(${loginCodes.cloudId}) = lower(${cloudId})`,
      isNull(loginCodes.usedAt), gt(loginCodes.expiresAt, new Date()),
    ))
    .returning({ domain: loginCodes.domain, user: loginCodes.user });
  return row;
}

/** Withdraws a code that never reached its user (a mail that failed). */
export async function deleteLoginCode(code: string) {
  const db = await getDb();
  await db.delete(loginCodes).where(eq(loginCodes.codeHash, hashToken(code)));
}

/** Housekeeping: codes used or expired more than a day ago are of no use to anybody. */
export async function purgeLoginCodes() {
  const db = await getDb();
  const dayAgo = new Date(Date.now() - 86_400_000);
  await db.delete(loginCodes).where(or(lt(loginCodes.expiresAt, dayAgo), lt(loginCodes.usedAt, dayAgo)));
}
