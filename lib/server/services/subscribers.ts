import 'server-only';
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { ListParams, ListResult } from '@/lib/schemas/list';
import type { SubscriberInput, SubscriberOption, SubscriberRow } from '@/lib/schemas/subscriber';
import type { Actor } from '../auth/actor';
import { config } from '../config';
import { getDb, type Db } from '../db/client';
import {
  clientProfiles, domainSettings, emailTemplates, files, loginCodes, softphoneSettings,
  subscribers, whiteLabels,
} from '../db/schema';
import { AppError } from '../http/errors';
import { audit } from './audit';
import { countAll, notFound, searchAny, tenantScope } from './tenancy';

// Subscribers are the provider's to manage (DECISIONS.md); routes guard with 'subscribers.manage'.
// Written out: drizzle leaves columns unqualified in a single-table select, which a correlated subquery misreads.
const userCount = sql<number>`(select count(*)::int from "users" u where u."subscriber_id" = "subscribers"."id")`;
const connectionCount = sql<number>`(select count(*)::int from "netsapiens_connections" n where n."subscriber_id" = "subscribers"."id")`;

const columns = {
  id: subscribers.id, accountcode: subscribers.accountcode, company: subscribers.company, cloudId: subscribers.cloudId,
  email: subscribers.email, phoneNumber: subscribers.phoneNumber, active: subscribers.active,
  fetchingMethod: subscribers.fetchingMethod, companyType: subscribers.companyType, nsResellerPart: subscribers.nsResellerPart,
  users: userCount, connections: connectionCount,
};
const sortable = {
  id: subscribers.id, accountcode: subscribers.accountcode, company: subscribers.company, cloudId: subscribers.cloudId,
  email: subscribers.email, active: subscribers.active, companyType: subscribers.companyType,
};

const withFlag = <T extends { cloudId: string }>(r: T) => ({ ...r, isProvider: r.cloudId === config().PROVIDER_CLOUD_ID });

export async function listSubscribers(_actor: Actor, q: ListParams): Promise<ListResult<SubscriberRow>> {
  const db = await getDb();
  const where = searchAny(q.search, [subscribers.accountcode, subscribers.company, subscribers.cloudId, subscribers.email, subscribers.phoneNumber]);
  const sortCol = sortable[q.sort as keyof typeof sortable] ?? subscribers.id;
  const [items, [{ total }]] = await Promise.all([
    db.select(columns).from(subscribers).where(where).orderBy(q.dir === 'desc' ? desc(sortCol) : asc(sortCol), asc(subscribers.id))
      .limit(q.pageSize).offset((q.page - 1) * q.pageSize),
    db.select({ total: countAll }).from(subscribers).where(where),
  ]);
  return { items: items.map(withFlag), total };
}

async function load(db: Db, id: number): Promise<SubscriberRow> {
  const [row] = await db.select(columns).from(subscribers).where(eq(subscribers.id, id));
  if (!row) throw notFound();
  return withFlag(row);
}

export const getSubscriber = async (_actor: Actor, id: number) => load(await getDb(), id);

/** getCloudIds: pickers on the user, connection and profile forms. Tenants see only themselves. */
export async function subscriberOptions(actor: Actor): Promise<SubscriberOption[]> {
  const db = await getDb();
  return db.select({ id: subscribers.id, cloudId: subscribers.cloudId, company: subscribers.company }).from(subscribers)
    .where(tenantScope(actor, subscribers.id)).orderBy(asc(subscribers.cloudId));
}

async function assertUniqueCloudId(db: Db, cloudId: string, exceptId?: number) {
  const [dup] = await db.select({ id: subscribers.id }).from(subscribers)
    .where(and(sql`lower(${subscribers.cloudId}) = lower(${cloudId})`, exceptId ? ne(subscribers.id, exceptId) : undefined));
  if (dup) throw new AppError('conflict', 'subscribers.cloudIdTaken', 'This cloud id is already used by another subscriber.', { cloudId: 'subscribers.cloudIdTaken' });
}

const snapshot = (s: Omit<SubscriberInput, 'companyType'> & { companyType: string }) => ({
  accountcode: s.accountcode, company: s.company, cloudId: s.cloudId, email: s.email, phoneNumber: s.phoneNumber,
  active: s.active, companyType: s.companyType, nsResellerPart: s.nsResellerPart,
});

export async function createSubscriber(actor: Actor, input: SubscriberInput) {
  const db = await getDb();
  const id = await db.transaction(async (tx) => {
    await assertUniqueCloudId(tx, input.cloudId);
    // Only the provider cloud chooses the company type (DECISIONS.md); fetching_method is fixed.
    const values = { ...snapshot(input), companyType: actor.isProvider ? input.companyType : 'Simple Company', fetchingMethod: 'remote_api' };
    const [row] = await tx.insert(subscribers).values(values).returning({ id: subscribers.id });
    await audit(tx, actor, { action: 'create', targetType: 'subscriber', targetId: row.id, after: values });
    return row.id;
  });
  return load(db, id);
}

export async function updateSubscriber(actor: Actor, id: number, input: SubscriberInput) {
  const db = await getDb();
  const before = await load(db, id);
  if (before.isProvider && (input.cloudId !== before.cloudId || !input.active)) {
    // Renaming or switching off the provider's own tenant would lock every provider admin out.
    throw new AppError('forbidden', 'subscribers.providerLocked', "The provider's own cloud id and active flag cannot be changed.", { cloudId: 'subscribers.providerLocked' });
  }
  await db.transaction(async (tx) => {
    await assertUniqueCloudId(tx, input.cloudId, id);
    const patch = { ...snapshot(input), companyType: actor.isProvider ? input.companyType : before.companyType };
    await tx.update(subscribers).set({ ...patch, updatedAt: new Date() }).where(eq(subscribers.id, id));
    if (patch.cloudId !== before.cloudId) {
      // Rows keyed by cloud id follow the rename.
      for (const t of [files, domainSettings, softphoneSettings, emailTemplates, loginCodes]) {
        await tx.update(t).set({ cloudId: patch.cloudId }).where(eq(t.cloudId, before.cloudId));
      }
    }
    await audit(tx, actor, { action: 'update', targetType: 'subscriber', targetId: id, before: snapshot(before), after: patch });
  });
  return load(db, id);
}

/**
 * Removes a tenant and everything that is theirs in one transaction: users, connection, white
 * label, client profiles (foreign keys cascade) and the rows keyed by cloud id.
 */
export async function deleteSubscriber(actor: Actor, id: number) {
  const db = await getDb();
  const before = await load(db, id);
  if (before.isProvider) throw new AppError('forbidden', 'subscribers.providerDelete', "The provider's own subscriber cannot be deleted.");
  const removed = await db.transaction(async (tx) => {
    const [{ profiles }] = await tx.select({ profiles: countAll }).from(clientProfiles).where(eq(clientProfiles.subscriberId, id));
    const [{ labels }] = await tx.select({ labels: countAll }).from(whiteLabels).where(eq(whiteLabels.subscriberId, id));
    await tx.delete(subscribers).where(eq(subscribers.id, id));
    for (const t of [domainSettings, softphoneSettings, emailTemplates, loginCodes, files]) {
      await tx.delete(t).where(eq(t.cloudId, before.cloudId));
    }
    const counts = { users: before.users, connections: before.connections, clientProfiles: profiles, whiteLabels: labels };
    await audit(tx, actor, { action: 'delete', targetType: 'subscriber', targetId: id, before: { ...snapshot(before), removed: counts } });
    return counts;
  });
  return { ok: true, removed };
}
