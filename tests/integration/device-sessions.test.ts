import { and, eq } from 'drizzle-orm';
import { POST as appSignin } from '@/app/api/tab/app-signin/route';
import { POST as passcode } from '@/app/api/tab/app-signin/passcode/route';
import { POST as session } from '@/app/api/tab/session/route';
import { GET as park } from '@/app/api/tab/park/route';
import { GET as settings } from '@/app/api/tab/settings/route';
import { GET as voicemail } from '@/app/api/tab/voicemail/route';
import { POST as forward } from '@/app/api/tab/voicemail/[index]/forward/route';
import { unsealTab } from '@/lib/server/auth/tab-session';
import { encryptSecret, hashToken } from '@/lib/server/crypto/secrets';
import { getDb } from '@/lib/server/db/client';
import { deviceTokens, netsapiensConnections, rateLimits, softphoneSettings } from '@/lib/server/db/schema';
import { logger } from '@/lib/server/logs/logger';
import { revokeDeviceTokens } from '@/lib/server/services/device-tokens';
import { call } from '../fixtures/api';
import { useSimulator, type Sim } from '../fixtures/simulator';
import { enableSoftphones, makeTenant } from '../fixtures/tenants';
import { accountKeys } from '../fixtures/xml';
import { acmeClientProfile, codeOf, cookieFrom, DOMAIN, ensureAcmeWhiteLabel, openTab, provision, scan, tabCookie, USER } from './tabs-helpers';

let sim: Sim;
beforeAll(async () => {
  await ensureAcmeWhiteLabel();
  sim = await useSimulator();
  await enableSoftphones('acme', { [DOMAIN]: ['101', '102', '103', '104', '105', '106', '110'] });
  await acmeClientProfile();
  const db = await getDb();
  // A second tenant on the same platform, with a working connection of its own.
  const globex = await makeTenant('globex');
  await db.insert(netsapiensConnections).values({
    subscriberId: globex.subscriber.id, apiUrl: sim.url, clientId: 'console-client', clientSecretEnc: encryptSecret('console-secret'),
    superuser: 'super@globex', superpassEnc: encryptSecret('superpass123'), active: true,
  });
});
beforeEach(async () => {
  await (await getDb()).delete(rateLimits);
});
afterAll(() => sim.close());

/** Everything written to stdout while `fn` runs, at debug level. */
async function logOutput(fn: () => Promise<unknown>) {
  const lines: string[] = [];
  const level = logger.level;
  logger.level = 'debug';
  const spy = jest.spyOn(process.stdout, 'write').mockImplementation((s) => (lines.push(String(s)), true));
  try {
    await fn();
  } finally {
    spy.mockRestore();
    logger.level = level;
  }
  return lines.join('');
}

const refusedTab = { status: 401, key: 'tabs.badCredentials' };
const refusedXml = '<error><message>Invalid username or password</message></error>';
const tabAnswer = (res: { status: number; body: { error?: { key: string } } }) => ({ status: res.status, key: res.body.error?.key });

describe('provisioning by one-time code makes a device', () => {
  it('answers a QR username and a device token; only the token hash is stored', async () => {
    const { keys } = await scan();
    expect(keys.cloud_username).toBe('101@acme-main@QR');
    expect(keys.cloud_password).toMatch(/^[A-Za-z0-9_-]{43,}$/);
    expect(keys.username).toBe('101i');
    const rows = await (await getDb()).select().from(deviceTokens).where(eq(deviceTokens.tokenHash, hashToken(keys.cloud_password)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ cloudId: 'acme', domain: DOMAIN, user: '101', login: '101@acme-main', device: '101i', revoked: false });
    expect(rows[0].expiresAt.getTime()).toBeGreaterThan(Date.now() + 179 * 86_400_000);
    expect(JSON.stringify(rows)).not.toContain(keys.cloud_password);
  });

  it('re-provisions with the device username and token; the code stays spent', async () => {
    const { code, keys } = await scan();
    const again = await provision({ username: keys.cloud_username, password: keys.cloud_password, direct: 'iOS' });
    expect(again.status).toBe(200);
    expect(accountKeys(again.body as string)).toMatchObject({
      cloud_username: '101@acme-main@QR', cloud_password: keys.cloud_password, username: '101i', password: keys.password,
    });
    const reused = await provision({ username: USER.username, password: code, direct: 'iOS' });
    expect(reused.status).toBe(403);
    expect(reused.body).toContain(refusedXml);
  });

  it('moves the expiry on from the last use', async () => {
    const { keys } = await scan();
    const db = await getDb();
    const hash = hashToken(keys.cloud_password);
    await db.update(deviceTokens).set({ expiresAt: new Date(Date.now() + 86_400_000) }).where(eq(deviceTokens.tokenHash, hash));
    expect((await provision({ username: keys.cloud_username, password: keys.cloud_password })).status).toBe(200);
    const [row] = await db.select().from(deviceTokens).where(eq(deviceTokens.tokenHash, hash));
    expect(row.expiresAt.getTime()).toBeGreaterThan(Date.now() + 179 * 86_400_000);
    expect(row.lastUsedAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('keeps password sign-ins as they were: the login and password, no device token', async () => {
    const res = await provision({ username: USER.username, password: USER.password, direct: 'iOS' });
    expect(accountKeys(res.body as string)).toMatchObject({ cloud_username: USER.username, cloud_password: USER.password });
  });
});

describe('a device token in place of the password', () => {
  it('opens a tab session of type s that reads the user\'s voicemail and settings', async () => {
    const { keys } = await scan();
    const res = await openTab(keys.cloud_username, keys.cloud_password);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ user: '101', domain: DOMAIN });
    const cookie = cookieFrom(res, 'tab_session')!;
    const sealed = await unsealTab(cookie.split('=')[1]);
    expect(sealed).toMatchObject({ type: 's', cloudId: 'acme', user: '101', domain: DOMAIN, uid: `101@${DOMAIN}`, login: '101@acme-main@QR' });
    expect(JSON.stringify(sealed)).not.toContain(keys.cloud_password);
    // The same messages and settings as the user's own password session sees.
    const mine = await tabCookie();
    for (const folder of ['new', 'save']) {
      const device = await call(voicemail, { cookie, path: `/api/tab/voicemail?folder=${folder}` });
      expect(device.status).toBe(200);
      expect(device.body).toEqual((await call(voicemail, { cookie: mine, path: `/api/tab/voicemail?folder=${folder}` })).body);
    }
    const owned = sim.state.audio.filter((a) => a._owner === '101' && a._domain === DOMAIN && a._type === 'vmail/new').length;
    expect(owned).toBeGreaterThan(0);
    expect((await call(voicemail, { cookie })).body.items).toHaveLength(owned);
    const s = await call(settings, { cookie });
    expect(s.status).toBe(200);
    expect(s.body).toEqual((await call(settings, { cookie: mine })).body);
    const board = await call(park, { cookie });
    expect(board.status).toBe(200);
    expect(board.body).toEqual((await call(park, { cookie: mine })).body);
  });

  it('records the session type in the tab_session event, and the token in no log line', async () => {
    let token = '';
    const out = await logOutput(async () => {
      const { keys } = await scan();
      token = keys.cloud_password;
      await provision({ username: keys.cloud_username, password: token });
      await openTab(keys.cloud_username, token);
      await openTab(keys.cloud_username, `${token}x`);
      await call(session, { json: { username: keys.cloud_username, password: token, cloud_id: 'acme' }, path: `/api/tab/session?password=${token}` });
    });
    expect(token).toBeTruthy();
    expect(out).toMatch(/"event":"tab_session"[^\n]*"sessionType":"s"/);
    expect(out).toContain('device_token_issued');
    expect(out).not.toContain(token);
  });

  it('refuses a wrong, expired or revoked token as it refuses a wrong password', async () => {
    const wrongPassword = await openTab(USER.username, 'wrong-one');
    expect(tabAnswer(wrongPassword)).toEqual(refusedTab);
    const { keys } = await scan();
    expect(tabAnswer(await openTab(keys.cloud_username, `${keys.cloud_password.slice(0, -2)}xx`))).toEqual(refusedTab);
    // The token of 101 with another line's device username.
    expect(tabAnswer(await openTab('102@acme-main@QR', keys.cloud_password))).toEqual(refusedTab);
    // Type s, but no device form: no platform password is tried either.
    expect(tabAnswer(await openTab('101QR@acme-main', USER.password))).toEqual(refusedTab);
    const db = await getDb();
    await db.update(deviceTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(deviceTokens.tokenHash, hashToken(keys.cloud_password)));
    expect(tabAnswer(await openTab(keys.cloud_username, keys.cloud_password))).toEqual(refusedTab);
    const expired = await provision({ username: keys.cloud_username, password: keys.cloud_password });
    expect(expired.status).toBe(403);
    expect(expired.body).toContain(refusedXml);

    const second = (await scan('103@acme-main', 'Android')).keys;
    expect((await openTab(second.cloud_username, second.cloud_password)).status).toBe(200);
    expect(await revokeDeviceTokens({ cloudId: 'acme', domain: DOMAIN, user: '103' })).toBeGreaterThan(0);
    expect(tabAnswer(await openTab(second.cloud_username, second.cloud_password))).toEqual(refusedTab);
    const revoked = await provision({ username: second.cloud_username, password: second.cloud_password });
    expect(revoked.status).toBe(403);
    expect(revoked.body).toContain(refusedXml);
  });

  it('ends an open tab session as soon as its token is revoked', async () => {
    const { keys } = await scan('104@acme-main');
    const cookie = cookieFrom(await openTab(keys.cloud_username, keys.cloud_password), 'tab_session')!;
    expect((await call(voicemail, { cookie })).status).toBe(200);
    await revokeDeviceTokens({ cloudId: 'acme', domain: DOMAIN, user: '104', device: '104i' });
    const after = await call(voicemail, { cookie });
    expect(after.status).toBe(401);
    expect(after.body.error.key).toBe('tabs.sessionRequired');
  });

  it('stops when the line\'s softphone is turned off in App Management, and works again when it is back on', async () => {
    const { keys } = await scan('105@acme-main');
    const cookie = cookieFrom(await openTab(keys.cloud_username, keys.cloud_password), 'tab_session')!;
    const setSoftphone = async (softphone: boolean) => {
      await (await getDb()).update(softphoneSettings).set({ softphone })
        .where(and(eq(softphoneSettings.cloudId, 'acme'), eq(softphoneSettings.domain, DOMAIN), eq(softphoneSettings.user, '105')));
    };
    await setSoftphone(false);
    expect((await call(voicemail, { cookie })).status).toBe(401);
    expect(tabAnswer(await openTab(keys.cloud_username, keys.cloud_password))).toEqual(refusedTab);
    expect((await provision({ username: keys.cloud_username, password: keys.cloud_password })).status).toBe(403);
    await setSoftphone(true);
    expect((await call(voicemail, { cookie })).status).toBe(200);
  });

  it('does not work with another tenant\'s cloud id', async () => {
    const { keys } = await scan();
    expect(tabAnswer(await openTab(keys.cloud_username, keys.cloud_password, 'globex'))).toEqual(refusedTab);
    const res = await provision({ cloud_id: 'globex', username: keys.cloud_username, password: keys.cloud_password });
    expect(res.status).toBe(403);
    expect(res.body).toContain(refusedXml);
    // Still good at home.
    expect((await openTab(keys.cloud_username, keys.cloud_password)).status).toBe(200);
  });

  it('limits failed attempts per device username like password sign-ins', async () => {
    const { keys } = await scan();
    for (let i = 0; i < 10; i++) expect((await openTab(keys.cloud_username, `bad-${i}`)).status).toBe(401);
    const limited = await openTab(keys.cloud_username, 'bad-10');
    expect(limited.status).toBe(429);
    expect(limited.body.error.key).toBe('errors.rateLimited');
  });

  it('keeps a device session to its own domain when forwarding', async () => {
    const { keys } = await scan();
    const cookie = cookieFrom(await openTab(keys.cloud_username, keys.cloud_password), 'tab_session')!;
    const [first] = (await call(voicemail, { cookie })).body.items as Array<{ index: string }>;
    const before = sim.state.requests.filter((r) => r.object === 'audio' && r.action === 'update').length;
    const res = await call(forward, { cookie, json: { folder: 'new', to: '201@acme-branch.12345.service' }, params: { index: first.index } });
    expect(res.status).toBe(404);
    expect(sim.state.requests.filter((r) => r.object === 'audio' && r.action === 'update')).toHaveLength(before);
  });
});

describe('accounts with a second factor', () => {
  it('get tabs through the app sign-in link: no password tab, but a device one', async () => {
    expect(tabAnswer(await openTab('110@acme-main', 'demo1234'))).toEqual({ status: 403, key: 'tabs.mfaNotSupported' });
    const first = await call(appSignin, { json: { cloud_id: 'acme', username: '110@acme-main', password: 'demo1234' } });
    const ok = await call(passcode, { json: { passcode: '123456' }, cookie: cookieFrom(first, 'app_mfa')! });
    expect(ok.status).toBe(200);
    const prov = await provision({ username: '110@acme-main', password: codeOf(ok.body.link as string), direct: 'Android' });
    expect(prov.status).toBe(200);
    const keys = accountKeys(prov.body as string);
    expect(keys.cloud_username).toBe('110@acme-main@QR');
    const tab = await openTab(keys.cloud_username, keys.cloud_password);
    expect(tab.status).toBe(200);
    expect((await call(voicemail, { cookie: cookieFrom(tab, 'tab_session')! })).status).toBe(200);
  });
});
