import { and, eq } from 'drizzle-orm';
import { DELETE as signOut } from '@/app/api/apps/lines/devices/route';
import { GET as lines, PUT as save } from '@/app/api/apps/lines/route';
import { PUT as meet } from '@/app/api/apps/meet/route';
import { DELETE as removeNumber, GET as numbers, POST as assign } from '@/app/api/apps/numbers/route';
import { getDb } from '@/lib/server/db/client';
import { deviceTokens, softphoneSettings } from '@/lib/server/db/schema';
import { ACME_BRANCH, ACME_MAIN, appsCast, enableDomain, GLOBEX } from '../fixtures/apps';
import { call } from '../fixtures/api';
import { control, useSimulator, type Sim } from '../fixtures/simulator';
import { auditFor, enableSoftphones } from '../fixtures/tenants';
import { acmeClientProfile, ensureAcmeWhiteLabel, openTab, scan } from './tabs-helpers';

let sim: Sim;
let who: Awaited<ReturnType<typeof appsCast>>;

beforeAll(async () => {
  sim = await useSimulator();
  who = await appsCast(sim);
  await enableDomain('acme', ACME_MAIN);
  await enableDomain('globex', GLOBEX);
});
afterAll(() => sim.close());
beforeEach(() => sim.reset());

const stored = async () => (await getDb()).select().from(softphoneSettings).where(and(eq(softphoneSettings.cloudId, 'acme'), eq(softphoneSettings.domain, ACME_MAIN)));
const meetConfigs = async () => ((await control(sim, 'state')).uiconfigs as Array<Record<string, string>>)
  .filter((c) => c.domain === ACME_MAIN && c.config_name === 'PORTAL_VIDEO').map((c) => c.user).sort();
const linesPath = (domain = ACME_MAIN, cloud = '') => `/api/apps/lines?domain=${domain}${cloud ? `&cloudId=${cloud}` : ''}`;

describe('guards', () => {
  const routes = [
    ['lines', lines, { path: linesPath() }],
    ['save', save, { method: 'PUT', json: { domain: ACME_MAIN, items: [{ user: '101', softphone: true, contactsFilter: false }] } }],
    ['meet', meet, { method: 'PUT', json: { domain: ACME_MAIN, enabled: true } }],
    ['numbers', numbers, { path: `/api/apps/numbers?domain=${ACME_MAIN}&user=101` }],
    ['assign', assign, { json: { domain: ACME_MAIN, user: '101', number: '16025550103' } }],
    ['remove', removeNumber, { method: 'DELETE', path: `/api/apps/numbers?domain=${ACME_MAIN}&number=16025550101` }],
    ['sign out devices', signOut, { method: 'DELETE', path: `/api/apps/lines/devices?domain=${ACME_MAIN}&user=101` }],
  ] as const;

  it.each(routes)('%s: 401 without a session, 403 for a simple user', async (_, handler, opts) => {
    expect((await call(handler as never, opts)).status).toBe(401);
    expect((await call(handler as never, { ...opts, cookie: who.acmeUser })).status).toBe(403);
  });

  it.each(routes)('%s: acme-admin cannot reach globex (404), nothing changes', async (_, handler, opts) => {
    const o = opts as { path?: string; json?: Record<string, unknown>; method?: string };
    const path = o.path?.replace(ACME_MAIN, GLOBEX).concat('&cloudId=globex');
    const json = o.json && { ...o.json, domain: GLOBEX, cloudId: 'globex' };
    const res = await call(handler as never, { ...o, path, json, cookie: who.acmeAdmin });
    expect(res.status).toBe(404);
    expect((await control(sim, 'requests')).filter((r: { action: string }) => r.action !== 'read')).toHaveLength(0);
  });

  it("a domain the tenant did not enable (or another tenant's) is 404", async () => {
    expect((await call(lines, { cookie: who.acmeAdmin, path: linesPath(ACME_BRANCH) })).body.error.key).toBe('apps.domainNotEnabled');
    expect((await call(lines, { cookie: who.acmeAdmin, path: linesPath(GLOBEX) })).status).toBe(404);
  });

  it('the provider acts on the tenant it picks', async () => {
    const res = await call(lines, { cookie: who.provider, path: linesPath(GLOBEX, 'globex') });
    expect(res.status).toBe(200);
    expect(res.body.items[0]).toMatchObject({ user: '300', domain: GLOBEX });
  });
});

describe('lines and Save', () => {
  it('lists every line of the domain with the spec columns and toggles', async () => {
    const res = await call(lines, { cookie: who.acmeAdmin, path: linesPath() });
    expect(res.status).toBe(200);
    expect(res.body.items).toHaveLength(17);
    expect(res.body.items[1]).toEqual({
      user: '101', domain: ACME_MAIN, dir: expect.any(String), email: expect.stringContaining('@'), first_name: expect.any(String),
      last_name: expect.any(String), subscriber_login: '101@acme-main', scope: 'Basic User', softphone: false, contactsFilter: false, meet: false, devices: 0,
    });
    expect(res.body.items.find((l: { user: string }) => l.user === '102').meet).toBe(true);
    expect(res.body.domainMeet).toBe(false);
  });

  it('saves every toggle in one transaction and reads them back', async () => {
    const items = ['100', '101', '102'].map((user, i) => ({ user, softphone: true, contactsFilter: i === 1 }));
    const res = await call(save, { method: 'PUT', cookie: who.acmeAdmin, json: { domain: ACME_MAIN, items } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ saved: 3, key: 'apps.saved' });
    const back = await call(lines, { cookie: who.acmeAdmin, path: linesPath() });
    expect(back.body.items.filter((l: { softphone: boolean }) => l.softphone).map((l: { user: string }) => l.user)).toEqual(['100', '101', '102']);
    expect(back.body.items.find((l: { user: string }) => l.user === '101').contactsFilter).toBe(true);
    const off = await call(save, { method: 'PUT', cookie: who.acmeAdmin, json: { domain: ACME_MAIN, items: [{ user: '100', softphone: false, contactsFilter: false }] } });
    expect(off.status).toBe(200);
    expect((await stored()).find((s) => s.user === '100')!.softphone).toBe(false);
    expect((await auditFor('softphone_settings', ACME_MAIN)).length).toBe(2);
  });

  it('one line that is not in the domain fails the whole Save: nothing written', async () => {
    const before = await stored();
    const items = [{ user: '103', softphone: true, contactsFilter: true }, { user: '999', softphone: true, contactsFilter: false }];
    const res = await call(save, { method: 'PUT', cookie: who.acmeAdmin, json: { domain: ACME_MAIN, items } });
    expect(res.status).toBe(400);
    expect(res.body.error.key).toBe('apps.unknownUser');
    expect(await stored()).toEqual(before);
  });

  it('a failing database write rolls the whole Save back', async () => {
    const db = await getDb();
    await db.execute(`CREATE OR REPLACE FUNCTION fail_104() RETURNS trigger AS $$ BEGIN IF NEW."user" = '104' THEN RAISE EXCEPTION 'boom'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql`);
    await db.execute('CREATE TRIGGER fail_104 BEFORE INSERT OR UPDATE ON softphone_settings FOR EACH ROW EXECUTE FUNCTION fail_104()');
    try {
      const before = await stored();
      const items = ['103', '104', '105'].map((user) => ({ user, softphone: true, contactsFilter: true }));
      const res = await call(save, { method: 'PUT', cookie: who.acmeAdmin, json: { domain: ACME_MAIN, items } });
      expect(res.status).toBe(500);
      expect(await stored()).toEqual(before);
    } finally {
      await db.execute('DROP TRIGGER fail_104 ON softphone_settings');
    }
  });

  it.each([
    [{ domain: ACME_MAIN, items: [] }],
    [{ domain: ACME_MAIN, items: [{ user: '101', softphone: 'on', contactsFilter: false }] }],
    [{ domain: ACME_MAIN, items: [{ user: '10 1', softphone: true, contactsFilter: false }] }],
    [{ items: [{ user: '101', softphone: true, contactsFilter: false }] }],
  ])('bad body %j is 400 and writes nothing', async (json) => {
    const before = await stored();
    const res = await call(save, { method: 'PUT', cookie: who.acmeAdmin, json });
    expect(res.status).toBe(400);
    expect(await stored()).toEqual(before);
  });
});

describe('video meet', () => {
  it('per line on and off', async () => {
    const on = await call(meet, { method: 'PUT', cookie: who.acmeAdmin, json: { domain: ACME_MAIN, user: '105', enabled: true } });
    expect(on.status).toBe(200);
    expect(await meetConfigs()).toEqual(['102', '105']);
    const off = await call(meet, { method: 'PUT', cookie: who.acmeAdmin, json: { domain: ACME_MAIN, user: '102', enabled: false } });
    expect(off.body.users).toEqual(['105']);
  });

  it('enabling the domain removes every per-line row; per line is then refused', async () => {
    const on = await call(meet, { method: 'PUT', cookie: who.acmeAdmin, json: { domain: ACME_MAIN, enabled: true } });
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({ domainMeet: true, users: [] });
    expect(await meetConfigs()).toEqual(['*']);
    const refused = await call(meet, { method: 'PUT', cookie: who.acmeAdmin, json: { domain: ACME_MAIN, user: '103', enabled: true } });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ key: 'apps.meet.domainLevel', message: 'Cannot connect meet as domain level connect meet is enabled' });
    expect(await meetConfigs()).toEqual(['*']);
    const listed = await call(lines, { cookie: who.acmeAdmin, path: linesPath() });
    expect(listed.body.domainMeet).toBe(true);
    expect(listed.body.items.some((l: { meet: boolean }) => l.meet)).toBe(false);
    await call(meet, { method: 'PUT', cookie: who.acmeAdmin, json: { domain: ACME_MAIN, enabled: false } });
    expect(await meetConfigs()).toEqual([]);
    expect((await call(meet, { method: 'PUT', cookie: who.acmeAdmin, json: { domain: ACME_MAIN, user: '103', enabled: true } })).status).toBe(200);
  });

  it('bad bodies are 400', async () => {
    expect((await call(meet, { method: 'PUT', cookie: who.acmeAdmin, json: { domain: ACME_MAIN } })).status).toBe(400);
    expect((await call(meet, { method: 'PUT', cookie: who.acmeAdmin, json: { domain: ACME_MAIN, user: '999', enabled: true } })).status).toBe(404);
    expect(await meetConfigs()).toEqual(['102']);
  });
});

describe('calling numbers', () => {
  const path = (user: string) => `/api/apps/numbers?domain=${ACME_MAIN}&user=${user}`;

  it('lists available and assigned numbers, assigns and removes', async () => {
    const before = await call(numbers, { cookie: who.acmeAdmin, path: path('101') });
    expect(before.status).toBe(200);
    expect(before.body.assigned).toHaveLength(1);
    expect(before.body.available).toHaveLength(4);
    const pick = before.body.available[0].phone_number;
    const res = await call(assign, { cookie: who.acmeAdmin, json: { domain: ACME_MAIN, user: '101', number: pick } });
    expect(res.status).toBe(200);
    const after = await call(numbers, { cookie: who.acmeAdmin, path: path('101') });
    expect(after.body.assigned.map((n: { phone_number: string }) => n.phone_number)).toContain(pick);
    expect(after.body.assigned[0]).toMatchObject({ extension: '101', domain: ACME_MAIN });
    expect(after.body.available).toHaveLength(3);
    const removed = await call(removeNumber, { method: 'DELETE', cookie: who.acmeAdmin, path: `/api/apps/numbers?domain=${ACME_MAIN}&number=${pick}` });
    expect(removed.status).toBe(200);
    expect((await call(numbers, { cookie: who.acmeAdmin, path: path('101') })).body.available).toHaveLength(4);
  });

  it('without a number: "Please select the calling number first!"', async () => {
    const res = await call(assign, { cookie: who.acmeAdmin, json: { domain: ACME_MAIN, user: '101', number: '' } });
    expect(res.status).toBe(400);
    expect(res.body.error.key).toBe('apps.numbers.selectFirst');
  });

  it("another line's number is not taken away; unknown numbers are 404", async () => {
    const other = (await call(numbers, { cookie: who.acmeAdmin, path: path('102') })).body.assigned[0].phone_number;
    expect((await call(assign, { cookie: who.acmeAdmin, json: { domain: ACME_MAIN, user: '101', number: other } })).status).toBe(409);
    expect((await call(assign, { cookie: who.acmeAdmin, json: { domain: ACME_MAIN, user: '101', number: '15550000000' } })).status).toBe(404);
  });
});

describe('signed-in devices', () => {
  const devicesPath = (user: string, domain = ACME_MAIN, cloud = '') => `/api/apps/lines/devices?domain=${domain}&user=${user}${cloud ? `&cloudId=${cloud}` : ''}`;
  const countOf = async (user: string, cookie = who.acmeAdmin) =>
    ((await call(lines, { cookie, path: linesPath() })).body.items as Array<{ user: string; devices: number }>).find((l) => l.user === user)!.devices;
  const live = async (user: string) => (await (await getDb()).select().from(deviceTokens)
    .where(and(eq(deviceTokens.cloudId, 'acme'), eq(deviceTokens.user, user), eq(deviceTokens.revoked, false)))).length;

  beforeAll(async () => {
    // Device sign-ins need a client profile and the line's softphone on.
    await ensureAcmeWhiteLabel();
    await acmeClientProfile();
    await enableSoftphones('acme', { [ACME_MAIN]: ['106', '107'] });
  });

  it('counts live device sign-ins per line in the list; expired and revoked ones do not count', async () => {
    expect(await countOf('106')).toBe(0);
    await scan('106@acme-main', 'iOS');
    const second = (await scan('106@acme-main', 'Android')).keys;
    await scan('107@acme-main');
    expect(await countOf('106')).toBe(2);
    expect(await countOf('107')).toBe(1);
    expect(await countOf('101')).toBe(0);
    await (await getDb()).update(deviceTokens).set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(deviceTokens.user, '106'), eq(deviceTokens.device, '106m')));
    expect(await countOf('106')).toBe(1);
    expect((await openTab(second.cloud_username, second.cloud_password)).status).toBe(401);
  });

  it('signs out every device of one line: open tabs end at their next request, other lines keep theirs', async () => {
    const { keys } = await scan('106@acme-main');
    const tab = await openTab(keys.cloud_username, keys.cloud_password);
    expect(tab.status).toBe(200);
    const { GET: voicemail } = await import('@/app/api/tab/voicemail/route');
    const tabCookie = tab.headers.getSetCookie().find((c) => c.startsWith('tab_session='))!.split(';')[0];
    expect((await call(voicemail, { cookie: tabCookie })).status).toBe(200);
    const before = await countOf('106');
    expect(before).toBeGreaterThan(0);

    const res = await call(signOut, { method: 'DELETE', cookie: who.acmeAdmin, path: devicesPath('106') });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ signedOut: before, key: 'apps.devices.signedOut' });
    expect(await countOf('106')).toBe(0);
    expect(await countOf('107')).toBe(1);
    const ended = await call(voicemail, { cookie: tabCookie });
    expect(ended.status).toBe(401);
    expect(ended.body.error.key).toBe('tabs.sessionRequired');
    expect((await openTab(keys.cloud_username, keys.cloud_password)).status).toBe(401);
    const [event] = (await auditFor('device_tokens', `106@${ACME_MAIN}`)).slice(-1);
    expect(event).toMatchObject({ action: 'update', cloudId: 'acme', actorUsername: 'acme-admin', after: { revoked: before } });
    expect(JSON.stringify(event)).not.toContain(keys.cloud_password);

    // Again: nothing left to sign out.
    expect((await call(signOut, { method: 'DELETE', cookie: who.acmeAdmin, path: devicesPath('106') })).body.signedOut).toBe(0);
  });

  it('the provider signs out a line of the tenant it picks', async () => {
    await scan('107@acme-main');
    const res = await call(signOut, { method: 'DELETE', cookie: who.provider, path: devicesPath('107', ACME_MAIN, 'acme') });
    expect(res.status).toBe(200);
    expect(res.body.signedOut).toBeGreaterThan(0);
    expect(await live('107')).toBe(0);
  });

  it("another tenant's admin, a domain not enabled, a user not of the domain: refused, nothing revoked", async () => {
    await scan('107@acme-main');
    expect(await live('107')).toBe(1);
    const other = await call(signOut, { method: 'DELETE', cookie: who.globexAdmin, path: devicesPath('107', ACME_MAIN, 'acme') });
    expect(other.status).toBe(404);
    // Without naming acme, globex's admin acts on globex, where acme's domain is not enabled.
    expect((await call(signOut, { method: 'DELETE', cookie: who.globexAdmin, path: devicesPath('107') })).status).toBe(404);
    expect((await call(signOut, { method: 'DELETE', cookie: who.acmeAdmin, path: devicesPath('107', ACME_BRANCH) })).body.error.key).toBe('apps.domainNotEnabled');
    const unknown = await call(signOut, { method: 'DELETE', cookie: who.acmeAdmin, path: devicesPath('999') });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.key).toBe('apps.unknownUser');
    expect((await call(signOut, { method: 'DELETE', cookie: who.acmeAdmin, path: `/api/apps/lines/devices?domain=${ACME_MAIN}` })).status).toBe(400);
    expect((await call(signOut, { method: 'DELETE', cookie: who.acmeUser, path: devicesPath('107') })).status).toBe(403);
    expect(await live('107')).toBe(1);
  });
});
