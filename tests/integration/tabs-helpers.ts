import { eq } from 'drizzle-orm';
import { encryptSecret } from '@/lib/server/crypto/secrets';
import { getDb } from '@/lib/server/db/client';
import { clientProfiles, rateLimits, subscribers, whiteLabels } from '@/lib/server/db/schema';
import { call } from '../fixtures/api';
import { accountKeys } from '../fixtures/xml';

export const USER = { username: '101@acme-main', password: 'demo1234', cloud_id: 'acme' };
export const DOMAIN = 'acme-main.12345.service';

export function cookieFrom(res: { headers: Headers }, name: string) {
  return res.headers.getSetCookie().find((c) => c.startsWith(`${name}=`))?.split(';')[0];
}

/** acme's white label as the dev seed makes it (park ranges 701–710 and 801–805). */
export async function ensureAcmeWhiteLabel(over: Partial<typeof whiteLabels.$inferInsert> = {}) {
  const db = await getDb();
  await db.delete(rateLimits);
  const [acme] = await db.select().from(subscribers).where(eq(subscribers.cloudId, 'acme'));
  const values = {
    subscriberId: acme.id, adminBaseUrl: 'http://localhost:3000', emailHost: '127.0.0.1', emailPort: 1025, emailUsername: '',
    emailPasswordEnc: encryptSecret(''), emailFrom: 'Acme Phones <phones@acme.example>', emailEncryption: 'none',
    parkLowerLimit: 701, parkUpperLimit: 710, parkLowerLimit2: 801, parkUpperLimit2: 805, engageWidgetUrl: null, ...over,
  };
  await db.insert(whiteLabels).values(values).onConflictDoUpdate({ target: whiteLabels.subscriberId, set: values });
  return acme;
}

/** acme's only client profile (provisioning answers with it), replacing any other. */
export async function acmeClientProfile(over: Partial<typeof clientProfiles.$inferInsert> = {}) {
  const db = await getDb();
  const [acme] = await db.select().from(subscribers).where(eq(subscribers.cloudId, 'acme'));
  await db.delete(clientProfiles).where(eq(clientProfiles.subscriberId, acme.id));
  const [profile] = await db.insert(clientProfiles).values({
    subscriberId: acme.id, company: 'Acme Corp', proxy: 'sbc.acme.example:5061', transport: 'tls', settings: {}, ...over,
  }).returning();
  return profile;
}

/** Opens a tab session for the seeded user 101 and returns its cookie. */
export async function tabCookie(creds: { username: string; password: string; cloud_id: string } = USER) {
  const { POST } = await import('@/app/api/tab/session/route');
  const res = await call(POST, { json: creds, headers: { 'x-forwarded-for': `10.9.${Math.floor(Math.random() * 250)}.1` } });
  const cookie = cookieFrom(res, 'tab_session');
  if (res.status !== 200 || !cookie) throw new Error(`tab session failed: ${res.status} ${JSON.stringify(res.body)}`);
  return cookie;
}

/** The softphone's provisioning request for acme (`/provisioning/account`). */
export async function provision(q: Record<string, string>, headers?: Record<string, string>) {
  const { GET } = await import('@/app/provisioning/account/route');
  return call(GET, { path: `/provisioning/account?${new URLSearchParams({ cloud_id: 'acme', ...q })}`, headers });
}

/** The one-time code of a login link (`csc:<login>:<code>@<cloud>`). */
export const codeOf = (link: string) => decodeURIComponent(link.split(':')[2].split('@')[0]);

/** The getQR page's one-time code for a line. */
export async function qrCode(username = USER.username) {
  const { POST } = await import('@/app/api/tab/qr/route');
  const shown = await call(POST, { json: { username, cloud_id: 'acme', password: 'demo1234' } });
  expect(shown.status).toBe(200);
  return codeOf(shown.body.link as string);
}

/** Scans a QR: provisioning with the one-time code makes a device; answers the account document's keys. */
export async function scan(username = USER.username, direct = 'iOS') {
  const code = await qrCode(username);
  const res = await provision({ username, password: code, direct });
  expect(res.status).toBe(200);
  return { code, keys: accountKeys(res.body as string) };
}

/** Opens a custom-tab session with the given credentials (a device username and token, or a password). */
export async function openTab(username: string, password: string, cloud_id = 'acme') {
  const { POST } = await import('@/app/api/tab/session/route');
  return call(POST, { json: { username, password, cloud_id } });
}
