import 'server-only';
import { sealData, unsealData } from 'iron-session';
import { config } from '../config';
import type { Role } from '@/lib/auth/permissions';

export const SESSION_COOKIE = 'console_session';
const TTL_SECONDS = 60 * 60 * 12;

export type SessionData = {
  userId: number;
  subscriberId: number;
  cloudId: string;
  username: string;
  name: string;
  role: Role;
  /** Matches users.session_version; log out and password change bump it. */
  v: number;
};

export async function unsealSession(raw: string | undefined): Promise<SessionData | undefined> {
  if (!raw) return undefined;
  try {
    const data = await unsealData<Partial<SessionData>>(raw, { password: config().appSecret, ttl: TTL_SECONDS });
    return data.userId ? (data as SessionData) : undefined;
  } catch {
    return undefined;
  }
}

type CookieOptions = { httpOnly: boolean; secure: boolean; sameSite: 'lax'; path: string; maxAge: number };

export function cookieOptions(maxAge = TTL_SECONDS - 60): CookieOptions {
  return { httpOnly: true, secure: config().secureCookies, sameSite: 'lax', path: '/', maxAge };
}

export async function sealSession(data: SessionData) {
  return sealData(data, { password: config().appSecret, ttl: TTL_SECONDS });
}
