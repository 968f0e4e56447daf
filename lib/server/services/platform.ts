import 'server-only';
import { and, eq } from 'drizzle-orm';
import { createNsClient, type NsClient } from '../netsapiens';
import type { NsConnection } from '../netsapiens/types';
import { decryptSecret } from '../crypto/secrets';
import { getDb } from '../db/client';
import { netsapiensConnections, subscribers } from '../db/schema';
import { AppError } from '../http/errors';

export type TenantPlatform = { cloudId: string; subscriberId: number; conn: NsConnection; superuser: string; superpass: string };

/** The active platform connection of a tenant (cloud id), secrets decrypted for server use only. */
export async function tenantPlatform(cloudId: string): Promise<TenantPlatform> {
  const db = await getDb();
  const [row] = await db
    .select({ c: netsapiensConnections, subscriberId: subscribers.id, cloudId: subscribers.cloudId })
    .from(netsapiensConnections)
    .innerJoin(subscribers, eq(netsapiensConnections.subscriberId, subscribers.id))
    .where(and(eq(subscribers.cloudId, cloudId), eq(netsapiensConnections.active, true), eq(subscribers.active, true)))
    .orderBy(netsapiensConnections.id)
    .limit(1);
  if (!row) {
    throw new AppError('not_found', 'errors.noPlatform', 'This tenant has no active phone platform connection.');
  }
  return {
    cloudId: row.cloudId,
    subscriberId: row.subscriberId,
    conn: { apiUrl: row.c.apiUrl, clientId: row.c.clientId, clientSecret: decryptSecret(row.c.clientSecretEnc) },
    superuser: row.c.superuser,
    superpass: decryptSecret(row.c.superpassEnc),
  };
}

/** A platform client acting as the tenant's super user, for admin work. */
export async function tenantAdminClient(cloudId: string): Promise<{ platform: TenantPlatform; ns: NsClient }> {
  const platform = await tenantPlatform(cloudId);
  return { platform, ns: createNsClient(platform.conn, { username: platform.superuser, password: platform.superpass }) };
}
