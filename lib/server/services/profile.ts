import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { ChangePasswordInput, ProfileInput } from '@/lib/schemas/profile';
import type { Actor } from '../auth/actor';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { getDb } from '../db/client';
import { users } from '../db/schema';
import { AppError } from '../http/errors';
import { audit } from './audit';
import { fileUrl, storeImage } from './files';

export type Profile = {
  id: number; name: string; username: string; email: string; phoneNumber: string;
  role: 'admin' | 'user'; cloudId: string; isProvider: boolean; pictureUrl: string | null;
};

export async function getProfile(actor: Actor): Promise<Profile> {
  const db = await getDb();
  const [u] = await db.select().from(users).where(eq(users.id, actor.userId));
  if (!u) throw new AppError('not_found', 'errors.notFound', 'Not found');
  return {
    id: u.id, name: u.name, username: u.username, email: u.email, phoneNumber: u.phoneNumber,
    role: u.userType, cloudId: actor.cloudId, isProvider: actor.isProvider, pictureUrl: fileUrl(u.pictureFileId),
  };
}

/** Users edit only themselves: the row is always the actor's own. */
export async function updateProfile(actor: Actor, input: ProfileInput, picture?: unknown) {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(users).where(eq(users.id, actor.userId));
    const pictureFileId = picture ? await storeImage(tx, actor.cloudId, picture) : before.pictureFileId;
    const patch = { name: input.name, email: input.email, phoneNumber: input.phoneNumber, pictureFileId };
    await tx.update(users).set({ ...patch, updatedAt: new Date() }).where(eq(users.id, actor.userId));
    await audit(tx, actor, {
      action: 'update', targetType: 'profile', targetId: actor.userId,
      before: { name: before.name, email: before.email, phoneNumber: before.phoneNumber, pictureFileId: before.pictureFileId }, after: patch,
    });
  });
  return getProfile(actor);
}

/** Returns the new session version so the caller can keep this browser signed in. */
export async function changePassword(actor: Actor, input: ChangePasswordInput) {
  const db = await getDb();
  const [u] = await db.select().from(users).where(eq(users.id, actor.userId));
  if (!u || !(await verifyPassword(u.passwordHash, input.oldPassword))) {
    throw new AppError('bad_request', 'profile.wrongPassword', 'Wrong Password', { oldPassword: 'profile.wrongPassword' });
  }
  const [row] = await db
    .update(users)
    .set({ passwordHash: await hashPassword(input.newPassword), sessionVersion: sql`${users.sessionVersion} + 1`, updatedAt: new Date() })
    .where(eq(users.id, actor.userId))
    .returning({ v: users.sessionVersion });
  return row.v;
}
