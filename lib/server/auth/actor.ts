import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { can, type Permission, type Role } from '@/lib/auth/permissions';
import { config } from '../config';
import { getDb, type Db } from '../db/client';
import { subscribers, users } from '../db/schema';
import { AppError } from '../http/errors';
import type { SessionData } from './session';

/** Who is asking: every service takes this first and scopes its data by it. */
export type Actor = {
  userId: number;
  username: string;
  name: string;
  subscriberId: number;
  cloudId: string;
  role: Role;
  isProvider: boolean;
};

/** Checks the sealed session against the database: a bumped version or an inactive user ends it. */
function actorQuery(db: Db) {
  return db
    .select({
      id: users.id, username: users.username, name: users.name, role: users.userType, v: users.sessionVersion,
      active: users.active, subscriberId: users.subscriberId, cloudId: subscribers.cloudId, subActive: subscribers.active,
    })
    .from(users)
    .innerJoin(subscribers, eq(users.subscriberId, subscribers.id))
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('actor_by_id');
}

// Every request runs this lookup, so it is prepared once per database handle.
const prepared = new WeakMap<Db, ReturnType<typeof actorQuery>>();

/** Checks the sealed session against the database: a bumped version or an inactive user ends it. */
export async function actorFromSession(s: SessionData | undefined): Promise<Actor | undefined> {
  if (!s) return undefined;
  const db = await getDb();
  let query = prepared.get(db);
  if (!query) prepared.set(db, (query = actorQuery(db)));
  const [row] = await query.execute({ id: s.userId });
  if (!row || row.v !== s.v || !row.active || !row.subActive) return undefined;
  return {
    userId: row.id, username: row.username, name: row.name, subscriberId: row.subscriberId, cloudId: row.cloudId,
    role: row.role, isProvider: row.cloudId === config().PROVIDER_CLOUD_ID,
  };
}

export function requirePermission(actor: Actor, permission: Permission) {
  if (!can(actor, permission)) {
    throw new AppError('forbidden', 'errors.forbidden', 'You are not allowed to do this.');
  }
}
