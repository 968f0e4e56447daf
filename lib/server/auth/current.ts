import 'server-only';
import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import type { Permission } from '@/lib/auth/permissions';
import { can } from '@/lib/auth/permissions';
import { actorFromSession, type Actor } from './actor';
import { SESSION_COOKIE, unsealSession } from './session';

/** The signed-in actor for a server component, or undefined. */
export async function currentActor(): Promise<Actor | undefined> {
  const raw = (await cookies()).get(SESSION_COOKIE)?.value;
  return actorFromSession(await unsealSession(raw));
}

/** For admin pages: no session goes to /login, a missing permission to /dashboard. */
export async function requirePage(permission?: Permission): Promise<Actor> {
  const actor = await currentActor();
  if (!actor) {
    const path = (await headers()).get('x-pathname') ?? '/dashboard';
    redirect(`/login?next=${encodeURIComponent(path)}`);
  }
  if (permission && !can(actor, permission)) redirect('/dashboard');
  return actor;
}
