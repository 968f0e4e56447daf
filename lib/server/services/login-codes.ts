import 'server-only';
import { and, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { hashToken, newToken } from '../crypto/secrets';
import { getDb } from '../db/client';
import { loginCodes } from '../db/schema';
import { nowAndThen } from './housekeeping';

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
  await nowAndThen('login_codes', purgeLoginCodes);
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

/**
 * Housekeeping: a used or expired code is refused like an unknown one, so it is of no use to
 * anybody. Run now and then from createLoginCode.
 */
export async function purgeLoginCodes(): Promise<number> {
  const db = await getDb();
  const rows = await db.delete(loginCodes).where(or(lt(loginCodes.expiresAt, new Date()), isNotNull(loginCodes.usedAt))).returning({ id: loginCodes.id });
  return rows.length;
}
