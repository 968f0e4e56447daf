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

// Unsealing costs ~0.6 ms of crypto per request and depends only on the cookie and the secret,
// so recent answers are kept briefly. Revocation is unaffected: the actor is still checked
// against the database on every request.
const UNSEAL_CACHE_MS = 60_000;
const UNSEAL_CACHE_SIZE = 1000;
const unsealed = new Map<string, { at: number; data: SessionData | undefined }>();

export async function unsealSession(raw: string | undefined): Promise<SessionData | undefined> {
  if (!raw) return undefined;
  const hit = unsealed.get(raw);
  if (hit && Date.now() - hit.at < UNSEAL_CACHE_MS) return hit.data;
  let data: SessionData | undefined;
  try {
    const opened = await unsealData<Partial<SessionData>>(raw, { password: config().appSecret, ttl: TTL_SECONDS });
    data = opened.userId ? (opened as SessionData) : undefined;
  } catch {
    data = undefined;
  }
  if (unsealed.size >= UNSEAL_CACHE_SIZE) unsealed.delete(unsealed.keys().next().value!);
  unsealed.set(raw, { at: Date.now(), data });
  return data;
}

type CookieOptions = { httpOnly: boolean; secure: boolean; sameSite: 'lax'; path: string; maxAge: number };

export function cookieOptions(maxAge = TTL_SECONDS - 60): CookieOptions {
  return { httpOnly: true, secure: config().secureCookies, sameSite: 'lax', path: '/', maxAge };
}

export async function sealSession(data: SessionData) {
  return sealData(data, { password: config().appSecret, ttl: TTL_SECONDS });
}
