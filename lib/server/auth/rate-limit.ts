import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '../db/client';
import { rateLimits } from '../db/schema';
import { AppError } from '../http/errors';
import { logger } from '../logs/logger';

/**
 * Fixed-window counter kept in the database so every replica shares it.
 * Throws rate_limited once `limit` hits fall in one window.
 */
export async function hit(key: string, limit: number, windowSeconds: number) {
  const db = await getDb();
  const windowStart = new Date();
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStart} < now() - make_interval(secs => ${windowSeconds}) then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${rateLimits.windowStart} < now() - make_interval(secs => ${windowSeconds}) then now() else ${rateLimits.windowStart} end`,
      },
    })
    .returning({ count: rateLimits.count });
  if (row.count > limit) {
    logger.warn({ event: 'rate_limited', key: key.replace(/:[^:]*$/, ':…') }, 'Rate limit reached');
    throw new AppError('rate_limited', 'errors.rateLimited', 'Too many attempts. Please wait a few minutes and try again.');
  }
}

export async function clearHits(key: string) {
  const db = await getDb();
  await db.delete(rateLimits).where(sql`${rateLimits.key} = ${key}`);
}
