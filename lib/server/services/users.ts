import 'server-only';
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { ListParams, ListResult } from '@/lib/schemas/list';
import type { UserInput, UserRow } from '@/lib/schemas/user';
import type { Actor } from '../auth/actor';
import { hashPassword } from '../auth/passwords';
import { getDb, type Db } from '../db/client';
import { subscribers, users } from '../db/schema';
import { AppError } from '../http/errors';
import { audit } from './audit';
import { countAll, notFound, searchAny, targetSubscriber, tenantScope } from './tenancy';

const columns = {
  id: users.id, name: users.name, username: users.username, email: users.email, company: users.company,
  phoneNumber: users.phoneNumber, active: users.active, userType: users.userType, subscriberId: users.subscriberId,
  cloudId: subscribers.cloudId,
};
const sortable = { ...columns } as const;

export async function listUsers(actor: Actor, q: ListParams): Promise<ListResult<UserRow>> {
  const db = await getDb();
  const where = and(
    tenantScope(actor, users.subscriberId),
    searchAny(q.search, [users.name, users.username, users.email, users.company, users.phoneNumber, subscribers.cloudId]),
  );
  const sortCol = sortable[q.sort as keyof typeof sortable] ?? users.id;
  const [items, [{ total }]] = await Promise.all([
    db.select(columns).from(users).innerJoin(subscribers, eq(users.subscriberId, subscribers.id)).where(where)
      .orderBy(q.dir === 'desc' ? desc(sortCol) : asc(sortCol), asc(users.id))
      .limit(q.pageSize).offset((q.page - 1) * q.pageSize),
    db.select({ total: countAll }).from(users).innerJoin(subscribers, eq(users.subscriberId, subscribers.id)).where(where),
  ]);
  return { items, total };
}

async function load(db: Db, actor: Actor, id: number): Promise<UserRow> {
  const [row] = await db.select(columns).from(users).innerJoin(subscribers, eq(users.subscriberId, subscribers.id))
    .where(and(eq(users.id, id), tenantScope(actor, users.subscriberId)));
  if (!row) throw notFound();
  return row;
}

export async function getUser(actor: Actor, id: number) {
  return load(await getDb(), actor, id);
}

async function assertUniqueUsername(db: Db, subscriberId: number, username: string, exceptId?: number) {
  const [dup] = await db.select({ id: users.id }).from(users).where(and(
    eq(users.subscriberId, subscriberId), sql`lower(${users.username}) = lower(${username})`, exceptId ? ne(users.id, exceptId) : undefined,
  ));
  if (dup) throw new AppError('conflict', 'users.usernameTaken', 'This username is already used in this cloud.', { username: 'users.usernameTaken' });
}

const snapshot = (u: Omit<UserRow, 'cloudId'>) => ({
  name: u.name, username: u.username, email: u.email, company: u.company, phoneNumber: u.phoneNumber,
  active: u.active, userType: u.userType, subscriberId: u.subscriberId,
});

export async function createUser(actor: Actor, input: UserInput & { password: string }) {
  const target = await targetSubscriber(actor, input.subscriberId);
  const db = await getDb();
  const passwordHash = await hashPassword(input.password);
  const id = await db.transaction(async (tx) => {
    await assertUniqueUsername(tx, target.id, input.username);
    const values = { ...snapshot({ ...input, id: 0, subscriberId: target.id }), passwordHash };
    const [row] = await tx.insert(users).values(values).returning({ id: users.id });
    await audit(tx, actor, { action: 'create', targetType: 'user', targetId: row.id, cloudId: target.cloudId, after: snapshot({ ...input, id: row.id, subscriberId: target.id }) });
    return row.id;
  });
  return getUser(actor, id);
}

export async function updateUser(actor: Actor, id: number, input: UserInput) {
  const db = await getDb();
  const before = await load(db, actor, id);
  // Tenant admins never send a subscriber; keep the row where it is unless the provider moves it.
  const target = await targetSubscriber(actor, actor.isProvider ? input.subscriberId : undefined, before.subscriberId);
  const self = id === actor.userId;
  if (self && input.userType !== before.userType) {
    throw new AppError('forbidden', 'users.ownRole', 'You cannot change your own user type.', { userType: 'users.ownRole' });
  }
  if (self && !input.active) {
    throw new AppError('forbidden', 'users.ownActive', 'You cannot deactivate yourself.', { active: 'users.ownActive' });
  }
  if (self && target.id !== before.subscriberId) {
    throw new AppError('forbidden', 'users.ownTenant', 'You cannot move yourself to another tenant.', { subscriberId: 'users.ownTenant' });
  }
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  await db.transaction(async (tx) => {
    await assertUniqueUsername(tx, target.id, input.username, id);
    const patch = snapshot({ ...input, id, subscriberId: target.id });
    await tx.update(users).set({
      ...patch, updatedAt: new Date(),
      // A new password, a lost role, deactivation or a move ends the user's open sessions.
      ...(passwordHash || patch.userType !== before.userType || !patch.active || target.id !== before.subscriberId
        ? { passwordHash, sessionVersion: sql`${users.sessionVersion} + 1` } : {}),
    }).where(eq(users.id, id));
    await audit(tx, actor, {
      action: 'update', targetType: 'user', targetId: id, cloudId: target.cloudId,
      before: snapshot(before), after: { ...patch, passwordChanged: !!passwordHash },
    });
  });
  return getUser(actor, id);
}

export async function deleteUser(actor: Actor, id: number) {
  const db = await getDb();
  const before = await load(db, actor, id);
  if (id === actor.userId) throw new AppError('forbidden', 'users.ownDelete', 'You cannot delete yourself.');
  await db.transaction(async (tx) => {
    await tx.delete(users).where(eq(users.id, id));
    await audit(tx, actor, { action: 'delete', targetType: 'user', targetId: id, cloudId: before.cloudId, before: snapshot(before) });
  });
  return { ok: true };
}
