import 'server-only';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { TenantOption } from '@/lib/schemas/apps';
import type { Actor } from '../auth/actor';
import { getDb } from '../db/client';
import { netsapiensConnections, subscribers } from '../db/schema';
import { notFound } from './tenancy';
import { tenantAdminClient } from './platform';

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

/** The platform client of the acting cloud, as its super user; the cloud id is the stored spelling. */
export async function actingPlatform(actor: Actor, requested?: string) {
  const { platform, ns } = await tenantAdminClient(actingCloud(actor, requested));
  return { cloudId: platform.cloudId, ns };
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
