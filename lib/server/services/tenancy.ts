import 'server-only';
import { eq, ilike, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Actor } from '../auth/actor';
import { getDb } from '../db/client';
import { subscribers } from '../db/schema';
import { AppError } from '../http/errors';

/**
 * The rows an actor may see, as a condition on a subscriber-id column: provider admins see
 * every tenant, everybody else only their own. Every lookup of a tenant-owned row adds this,
 * so another tenant's id answers 404 and reveals nothing.
 */
export function tenantScope(actor: Actor, subscriberIdColumn: AnyColumn): SQL | undefined {
  return actor.isProvider ? undefined : eq(subscriberIdColumn, actor.subscriberId);
}

export const notFound = () => new AppError('not_found', 'errors.notFound', 'Not found');

/**
 * The tenant a new or moved row belongs to: provider admins may name any existing subscriber,
 * others always get their own (naming another one is refused).
 */
export async function targetSubscriber(actor: Actor, requested: number | undefined, fallback = actor.subscriberId) {
  const id = requested ?? fallback;
  if (!actor.isProvider && id !== actor.subscriberId) {
    throw new AppError('forbidden', 'errors.forbidden', 'Only the provider can assign another tenant.');
  }
  const db = await getDb();
  const [row] = await db.select({ id: subscribers.id, cloudId: subscribers.cloudId, company: subscribers.company }).from(subscribers).where(eq(subscribers.id, id));
  if (!row) throw new AppError('bad_request', 'validation.mandatory', 'Unknown subscriber', { subscriberId: 'validation.mandatory' });
  return row;
}

/** `ILIKE %term%` on any of the columns; LIKE wildcards typed by the user are taken literally. */
export function searchAny(term: string, columns: Array<AnyColumn | SQL>): SQL | undefined {
  if (!term) return undefined;
  const pattern = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(...columns.map((c) => ilike(c as AnyColumn, pattern)));
}

/** Postgres unique violation, from either driver. */
export function isUniqueViolation(e: unknown) {
  const code = (e as { code?: string; cause?: { code?: string } })?.code ?? (e as { cause?: { code?: string } })?.cause?.code;
  return code === '23505';
}

export const countAll = sql<number>`count(*)::int`;
