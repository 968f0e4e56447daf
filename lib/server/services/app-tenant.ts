import 'server-only';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { TenantOption } from '@/lib/schemas/apps';
import type { Actor } from '../auth/actor';
import { getDb } from '../db/client';
import { netsapiensConnections, subscribers } from '../db/schema';
import { notFound } from './tenancy';
import { createNsClient } from '../netsapiens';
import { tenantPlatform, type TenantPlatform } from './platform';

/**
 * The cloud an actor works on in Domain and App Management: tenant admins always their own
 * (naming another answers 404, so other clouds' names reveal nothing); provider admins the one
 * they picked, or their own when they picked none.
 */
export function actingCloud(actor: Actor, requested?: string): string {
  if (!requested || requested.toLowerCase() === actor.cloudId.toLowerCase()) return actor.cloudId;
  if (!actor.isProvider) throw notFound();
  return requested;
}

// A page of these screens makes several platform calls in a row; the connection row (one query
// plus two decryptions) is kept for a few seconds so each call does not pay for it again. Edits
// of a connection apply after at most CACHE_MS; the tenancy check above is never cached.
const CACHE_MS = 5_000;
const cache = new Map<string, { at: number; value: Promise<TenantPlatform> }>();

/** The platform client of the acting cloud, as its super user; the cloud id is the stored spelling. */
export async function actingPlatform(actor: Actor, requested?: string) {
  const cloud = actingCloud(actor, requested);
  const key = cloud.toLowerCase();
  let hit = cache.get(key);
  if (!hit || Date.now() - hit.at > CACHE_MS) {
    hit = { at: Date.now(), value: tenantPlatform(cloud) };
    cache.set(key, hit);
    hit.value.catch(() => cache.delete(key));
  }
  const platform = await hit.value;
  // A client per request, as the platform client asks; its token cache is process-wide anyway.
  const ns = createNsClient(platform.conn, { username: platform.superuser, password: platform.superpass });
  return { cloudId: platform.cloudId, ns };
}

export function clearActingPlatformCache() {
  cache.clear();
}

/** The tenant picker: subscribers with an active platform connection the actor may act on. */
export async function connectedTenants(actor: Actor): Promise<TenantOption[]> {
  const db = await getDb();
  return db
    .selectDistinct({ cloudId: subscribers.cloudId, company: subscribers.company })
    .from(subscribers)
    .innerJoin(netsapiensConnections, eq(netsapiensConnections.subscriberId, subscribers.id))
    .where(and(
      eq(netsapiensConnections.active, true), eq(subscribers.active, true),
      actor.isProvider ? undefined : sql`lower(${subscribers.cloudId}) = lower(${actor.cloudId})`,
    ))
    .orderBy(asc(subscribers.cloudId));
}
