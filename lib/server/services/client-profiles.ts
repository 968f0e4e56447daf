import 'server-only';
import { and, asc, desc, eq } from 'drizzle-orm';
import { SECRET_PROFILE_KEYS, withDefaults, type BlfInput, type BlfList, type ClientProfileInput, type ProfileDetail, type ProfileRow } from '@/lib/schemas/client-profile';
import type { ListParams, ListResult } from '@/lib/schemas/list';
import type { Actor } from '../auth/actor';
import { getDb, type Db } from '../db/client';
import { clientProfileBlf as blf, clientProfiles as profiles, subscribers } from '../db/schema';
import { audit } from './audit';
import { countAll, notFound, searchAny, targetSubscriber, tenantScope } from './tenancy';

// Routes guard with 'clientProfiles.manage' (provider admins); the scope stays for safety.
const columns = {
  id: profiles.id, subscriberId: profiles.subscriberId, cloudId: subscribers.cloudId, company: profiles.company,
  proxy: profiles.proxy, transport: profiles.transport, expires: profiles.expires, outboundProxyEnabled: profiles.outboundProxyEnabled,
};
const sortable = {
  id: profiles.id, company: profiles.company, transport: profiles.transport, proxy: profiles.proxy,
  outboundProxyEnabled: profiles.outboundProxyEnabled, expires: profiles.expires,
};

export async function listProfiles(actor: Actor, q: ListParams): Promise<ListResult<ProfileRow>> {
  const db = await getDb();
  const where = and(tenantScope(actor, profiles.subscriberId), searchAny(q.search, [profiles.company, profiles.proxy, profiles.transport, subscribers.cloudId]));
  const sortCol = sortable[q.sort as keyof typeof sortable] ?? profiles.id;
  const [items, [{ total }]] = await Promise.all([
    db.select(columns).from(profiles).innerJoin(subscribers, eq(profiles.subscriberId, subscribers.id)).where(where)
      .orderBy(q.dir === 'desc' ? desc(sortCol) : asc(sortCol), asc(profiles.id)).limit(q.pageSize).offset((q.page - 1) * q.pageSize),
    db.select({ total: countAll }).from(profiles).innerJoin(subscribers, eq(profiles.subscriberId, subscribers.id)).where(where),
  ]);
  return { items, total };
}

async function load(db: Db, actor: Actor, id: number): Promise<ProfileDetail> {
  const [row] = await db.select({ ...columns, settings: profiles.settings }).from(profiles).innerJoin(subscribers, eq(profiles.subscriberId, subscribers.id))
    .where(and(eq(profiles.id, id), tenantScope(actor, profiles.subscriberId)));
  if (!row) throw notFound();
  return { ...row, settings: withDefaults(row.settings) };
}

export const getProfileDetail = async (actor: Actor, id: number) => load(await getDb(), actor, id);

const auditable = (p: { subscriberId: number; company: string; proxy: string; transport: string; expires: number | null; outboundProxyEnabled: boolean; settings: Record<string, unknown> }) => ({
  ...p, settings: Object.fromEntries(Object.entries(p.settings).filter(([k]) => !SECRET_PROFILE_KEYS.includes(k))),
});

async function toRow(actor: Actor, input: ClientProfileInput) {
  const target = await targetSubscriber(actor, input.subscriberId);
  return {
    target,
    row: {
      subscriberId: target.id, company: target.company, proxy: input.proxy, transport: input.transport,
      expires: input.expires === '' ? null : Number(input.expires), outboundProxyEnabled: input.outboundproxyenabled,
      settings: input.settings as Record<string, unknown>,
    },
  };
}

export async function createProfile(actor: Actor, input: ClientProfileInput) {
  const { target, row } = await toRow(actor, input);
  const db = await getDb();
  const id = await db.transaction(async (tx) => {
    const [created] = await tx.insert(profiles).values(row).returning({ id: profiles.id });
    await audit(tx, actor, { action: 'create', targetType: 'clientProfile', targetId: created.id, cloudId: target.cloudId, after: auditable(row) });
    return created.id;
  });
  return load(db, actor, id);
}

export async function updateProfile(actor: Actor, id: number, input: ClientProfileInput) {
  const db = await getDb();
  const before = await load(db, actor, id);
  const { target, row } = await toRow(actor, input);
  await db.transaction(async (tx) => {
    await tx.update(profiles).set({ ...row, updatedAt: new Date() }).where(eq(profiles.id, id));
    await audit(tx, actor, { action: 'update', targetType: 'clientProfile', targetId: id, cloudId: target.cloudId, before: auditable(before), after: auditable(row) });
  });
  return load(db, actor, id);
}

export async function deleteProfile(actor: Actor, id: number) {
  const db = await getDb();
  const before = await load(db, actor, id);
  await db.transaction(async (tx) => {
    await tx.delete(profiles).where(eq(profiles.id, id));
    await audit(tx, actor, { action: 'delete', targetType: 'clientProfile', targetId: id, cloudId: before.cloudId, before: auditable(before) });
  });
  return { ok: true };
}

export async function getBlf(actor: Actor, profileId: number): Promise<BlfList> {
  const db = await getDb();
  const profile = await load(db, actor, profileId);
  const items = await db.select({ extension: blf.extension, label: blf.label }).from(blf).where(eq(blf.profileId, profileId)).orderBy(asc(blf.position));
  return { profileId, company: profile.company, items };
}

/** Replaces the whole ordered list at once, so positions never collide or leave gaps. */
export async function saveBlf(actor: Actor, profileId: number, input: BlfInput) {
  const db = await getDb();
  const profile = await load(db, actor, profileId);
  const before = await getBlf(actor, profileId);
  await db.transaction(async (tx) => {
    await tx.delete(blf).where(eq(blf.profileId, profileId));
    if (input.items.length) {
      await tx.insert(blf).values(input.items.map((x, i) => ({ profileId, position: i + 1, extension: x.extension, label: x.label })));
    }
    await audit(tx, actor, { action: 'update', targetType: 'clientProfileBlf', targetId: profileId, cloudId: profile.cloudId, before: { items: before.items }, after: { items: input.items } });
  });
  return getBlf(actor, profileId);
}
