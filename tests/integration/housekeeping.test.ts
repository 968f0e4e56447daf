import { eq, inArray } from 'drizzle-orm';
import { hashToken } from '@/lib/server/crypto/secrets';
import { getDb } from '@/lib/server/db/client';
import { deviceTokens, loginCodes } from '@/lib/server/db/schema';
import { issueDeviceToken, revokeDeviceTokens } from '@/lib/server/services/device-tokens';
import { createLoginCode } from '@/lib/server/services/login-codes';

const DAY = 86_400_000;
const DOMAIN = 'acme-main.12345.service';
const ago = (ms: number) => new Date(Date.now() - ms);
const line = (user: string) => ({ cloudId: 'acme', domain: DOMAIN, user, login: `${user}@acme-main`, device: `${user}i` });

async function token(user: string, over: Partial<typeof deviceTokens.$inferInsert>) {
  const db = await getDb();
  await db.insert(deviceTokens).values({ ...line(user), tokenHash: hashToken(`${user}-${Math.random()}`), expiresAt: new Date(Date.now() + 100 * DAY), ...over });
}
const tokenUsers = async () => (await (await getDb()).select({ user: deviceTokens.user }).from(deviceTokens)).map((r) => r.user).sort();

async function code(user: string, over: Partial<typeof loginCodes.$inferInsert>) {
  const db = await getDb();
  await db.insert(loginCodes).values({ cloudId: 'acme', domain: DOMAIN, user, codeHash: hashToken(`${user}-${Math.random()}`), expiresAt: new Date(Date.now() + DAY), ...over });
}
const codeUsers = async () => (await (await getDb()).select({ user: loginCodes.user }).from(loginCodes)).map((r) => r.user).sort();

afterEach(() => jest.restoreAllMocks());

// The jobs run at most once per hour per process: this file's first issue runs them, so the order matters.
describe('housekeeping of sign-in secrets', () => {
  it('issuing a device token deletes tokens expired or revoked more than 30 days ago, and no others', async () => {
    await token('live', {});
    await token('expired-5d', { expiresAt: ago(5 * DAY) });
    await token('expired-31d', { expiresAt: ago(31 * DAY) });
    await token('revoked-40d', { revoked: true, expiresAt: ago(40 * DAY) });
    await token('revoked-now', {});
    // Revoking brings the expiry to now: kept for 30 days from the revocation, not from its old expiry.
    expect(await revokeDeviceTokens({ cloudId: 'acme', domain: DOMAIN, user: 'revoked-now' })).toBe(1);
    const [revoked] = await (await getDb()).select().from(deviceTokens).where(eq(deviceTokens.user, 'revoked-now'));
    expect(revoked.expiresAt.getTime()).toBeLessThanOrEqual(Date.now());

    await issueDeviceToken(line('new'));
    expect(await tokenUsers()).toEqual(['expired-5d', 'live', 'new', 'revoked-now']);
  });

  it('issuing a login code deletes expired and used codes', async () => {
    await code('live', {});
    await code('expired', { expiresAt: ago(1000) });
    await code('used', { usedAt: ago(1000) });
    await createLoginCode({ cloudId: 'acme', domain: DOMAIN, user: 'new' });
    expect(await codeUsers()).toEqual(['live', 'new']);
  });

  it('runs at most once an hour per process', async () => {
    await token('stale', { expiresAt: ago(60 * DAY) });
    await code('stale', { usedAt: ago(1000) });
    await issueDeviceToken(line('second'));
    await createLoginCode({ cloudId: 'acme', domain: DOMAIN, user: 'second' });
    expect(await tokenUsers()).toContain('stale');
    expect(await codeUsers()).toContain('stale');

    const later = Date.now() + 61 * 60_000;
    jest.spyOn(Date, 'now').mockReturnValue(later);
    await issueDeviceToken(line('third'));
    await createLoginCode({ cloudId: 'acme', domain: DOMAIN, user: 'third' });
    expect(await tokenUsers()).not.toContain('stale');
    expect(await codeUsers()).not.toContain('stale');
    const db = await getDb();
    expect(await db.select().from(loginCodes).where(inArray(loginCodes.user, ['live', 'second', 'third']))).toHaveLength(3);
  });
});
