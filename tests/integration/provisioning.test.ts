import { NextRequest } from 'next/server';
import { GET, POST } from '@/app/provisioning/account/route';
import { POST as qr } from '@/app/api/tab/qr/route';
import { getDb } from '@/lib/server/db/client';
import { clientProfileBlf, rateLimits } from '@/lib/server/db/schema';
import { logger } from '@/lib/server/logs/logger';
import { call } from '../fixtures/api';
import { control, useSimulator, type Sim } from '../fixtures/simulator';
import { accountKeys, readXml } from '../fixtures/xml';
import { enableSoftphones } from '../fixtures/tenants';
import { acmeClientProfile, DOMAIN, ensureAcmeWhiteLabel, USER } from './tabs-helpers';

let sim: Sim;
beforeAll(async () => {
  await ensureAcmeWhiteLabel();
  sim = await useSimulator();
  await enableSoftphones('acme', { [DOMAIN]: ['101', '102', '103', '104', '105', '106', '110'] });
  const db = await getDb();
  const p = await acmeClientProfile({
    expires: 300,
    settings: { codecorder: '9,0,8', dtmforder: 'rfc2833,info', allowvideo: false, pushnat: true, stun: 'stun.acme.example', opusoptions_bitrate: '24000', stunpassword: 'x<y' },
  });
  await db.insert(clientProfileBlf).values([
    { profileId: p.id, position: 1, extension: '102', label: 'Reception' },
    { profileId: p.id, position: 2, extension: '103', label: 'Sales' },
  ]);
});
beforeEach(async () => {
  await (await getDb()).delete(rateLimits);
});
afterAll(() => sim.close());

const path = (q: Record<string, string>) => `/provisioning/account?${new URLSearchParams(q)}`;
const provision = (q: Record<string, string>, headers: Record<string, string> = {}) => call(GET, { path: path({ cloud_id: 'acme', ...q }), headers });
const simDevice = (name: string) => sim.state.devices.find((d) => d.aor_user === name && d.subscriber_domain === DOMAIN);
const devicesNamed = (name: string) => sim.state.devices.filter((d) => d.aor_user === name && d.subscriber_domain === DOMAIN);
const deviceCreates = () => sim.state.requests.filter((r) => r.object === 'device' && r.action === 'create');

describe('softphone provisioning', () => {
  it('answers the Acrobits account document with the SIP credentials of a device it creates', async () => {
    expect(simDevice('101i')).toBeUndefined();
    const lines: string[] = [];
    const level = logger.level;
    const spy = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      lines.push(String(chunk));
      return true;
    });
    logger.level = 'debug';
    let res: Awaited<ReturnType<typeof provision>>;
    try {
      res = await provision({ username: USER.username, password: USER.password, direct: 'iOS' });
    } finally {
      logger.level = level;
      spy.mockRestore();
    }
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/xml/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const xml = res.body as string;
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<account>/);
    const keys = accountKeys(xml);
    const device = simDevice('101i')!;
    expect(device).toMatchObject({ subscriber_name: '101', model: 'Softphone' });
    expect(device.authentication_key).toMatch(/^[\w-]{20,}$/);
    expect(keys).toMatchObject({
      username: '101i', password: device.authentication_key, cloud_username: '101@acme-main', cloud_password: 'demo1234',
      host: DOMAIN, proxy: 'sbc.acme.example:5061', transport: 'tls', expires: '300', codecOrder: '9,0,8', dtmfOrder: 'rfc2833,info',
      allowVideo: '0', pushNAT: '1', STUN: 'stun.acme.example', STUNPassword: 'x<y', blf: '102,103',
    });
    expect(keys.title).toBeTruthy();
    // authUsername only when the platform's auth user differs from the device name.
    expect(keys).not.toHaveProperty('authUsername');
    const child = (name: string) => readXml(xml).children.find((c) => c.name === name)!;
    expect(child('blf').children.map((c) => c.name)).toEqual(['uri', 'uri']);
    expect(child('opusOptions').children.find((c) => c.name === 'bitrate')?.text).toBe('24000');
    expect(lines.join('')).toContain('provisioning_device_created');
    expect(lines.join('')).not.toContain(device.authentication_key);
  });

  it('reuses the device on the next sign-in, with the same password', async () => {
    const first = accountKeys((await provision({ username: USER.username, password: USER.password, direct: 'iOS' })).body);
    const creates = deviceCreates().length;
    const again = await provision({ username: USER.username, password: USER.password, direct: 'iOS' });
    expect(again.status).toBe(200);
    expect(accountKeys(again.body)).toMatchObject({ username: '101i', password: first.password });
    expect(deviceCreates()).toHaveLength(creates);
    expect(devicesNamed('101i')).toHaveLength(1);
  });

  it('tells the kind of client from the platform parameter or the User-Agent, else d', async () => {
    const android = await provision({ username: USER.username, password: USER.password }, { 'user-agent': 'CloudSoftphone/2.1.0 (Android 14; Pixel 8)' });
    expect(accountKeys(android.body).username).toBe('101m');
    const chrome = await POST(new NextRequest('http://localhost:3000/provisioning/account', {
      method: 'POST', body: new URLSearchParams({ cloud_id: 'acme*', cloud_username: USER.username, cloud_password: USER.password, platform: 'Chrome' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': 'CloudSoftphone/1.5.6 (iPhone; iOS 17)' },
    }));
    expect(chrome.status).toBe(200);
    expect(accountKeys(await chrome.text()).username).toBe('101w');
    const other = await provision({ username: USER.username, password: USER.password, direct: 'BlackBerry' });
    expect(accountKeys(other.body).username).toBe('101d');
    expect(simDevice('101d')).toMatchObject({ subscriber_name: '101' });
  });

  it('uses an existing device as the platform has it, with a distinct auth user', async () => {
    sim.state.devices.push({
      aor: `sip:102e@${DOMAIN}`, aor_user: '102e', subscriber_name: '102', subscriber_domain: DOMAIN, sub_login: '102@acme-main',
      model: 'Desk client', mode: 'registration', authentication_key: 'k&<102e>', auth_user: 'auth-102e',
    });
    const creates = deviceCreates().length;
    const res = await provision({ username: '102@acme-main', password: 'demo1234', direct: 'Win32' });
    expect(res.status).toBe(200);
    expect(res.body).toContain('<password>k&amp;&lt;102e&gt;</password>');
    expect(accountKeys(res.body)).toMatchObject({ username: '102e', authUsername: 'auth-102e', password: 'k&<102e>' });
    expect(deviceCreates()).toHaveLength(creates);
  });

  it('survives two first sign-ins at once: the later create meets 409 and takes the stored device', async () => {
    // The first create waits long enough for the second sign-in to find no device and make it.
    await control(sim, 'faults', { object: 'device', action: 'create', delayMs: 1500, count: 1 });
    const before = deviceCreates().length;
    const both = await Promise.all([0, 1].map(() => provision({ username: '104@acme-main', password: 'demo1234', direct: 'Undefined' })));
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    const [a, b] = both.map((r) => accountKeys(r.body));
    expect(a).toMatchObject({ username: '104u', password: simDevice('104u')!.authentication_key });
    expect(b.password).toBe(a.password);
    expect(devicesNamed('104u')).toHaveLength(1);
    expect(deviceCreates().slice(before).map((r) => r.status).sort()).toEqual([202, 409]);
  });

  it('answers 503 in XML, and creates nothing, when the platform fails', async () => {
    await control(sim, 'faults', { object: 'device', action: 'read', status: 500, count: 2 });
    const res = await provision({ username: '105@acme-main', password: 'demo1234', direct: 'Android' });
    expect(res.status).toBe(503);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(readXml(res.body).children[0]).toMatchObject({ name: 'message', text: expect.stringMatching(/not reachable/) });
    expect(simDevice('105m')).toBeUndefined();
    await fetch(`${sim.url}/__control/faults`, { method: 'DELETE' });
  });

  it('answers 503 within twice the platform timeout when several slow calls add up', async () => {
    const { resetConfigForTests } = await import('@/lib/server/config');
    const saved = process.env.NS_TIMEOUT_MS;
    process.env.NS_TIMEOUT_MS = '400';
    resetConfigForTests();
    try {
      // Each call stays under its own 400 ms timeout; read + create + re-read do not fit in 800 ms.
      await control(sim, 'faults', { object: 'device', delayMs: 350, count: 6 });
      const started = Date.now();
      const res = await provision({ username: '106@acme-main', password: 'demo1234', direct: 'Chrome' });
      expect(res.status).toBe(503);
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(res.headers.get('cache-control')).toBe('no-store');
    } finally {
      await fetch(`${sim.url}/__control/faults`, { method: 'DELETE' });
      if (saved === undefined) delete process.env.NS_TIMEOUT_MS;
      else process.env.NS_TIMEOUT_MS = saved;
      resetConfigForTests();
    }
  });

  it('answers the XML error form for missing or wrong credentials', async () => {
    const missing = await provision({ username: USER.username });
    expect(missing.status).toBe(400);
    expect(missing.body).toContain('<error><message>');
    const wrong = await provision({ username: '106@acme-main', password: 'nope-nope', direct: 'iOS' });
    expect(wrong.status).toBe(403);
    expect(wrong.headers.get('content-type')).toMatch(/application\/xml/);
    expect(wrong.body).toMatch(/<error><message>Invalid username or password<\/message><\/error>/);
    expect(simDevice('106i')).toBeUndefined();
    const unknownTenant = await call(GET, { path: path({ cloud_id: 'nobody', username: USER.username, password: USER.password }) });
    expect(unknownTenant.status).toBe(403);
  });

  it('accepts the one-time code of a QR once, and only for its own user', async () => {
    const shown = await call(qr, { json: { username: USER.username, cloud_id: 'acme', password: USER.password } });
    expect(shown.status).toBe(200);
    const link = shown.body.link as string;
    expect(link).toMatch(/^csc:101%40acme-main:[A-Za-z0-9_-]+@acme$/);
    expect(link).not.toContain('demo1234');
    const code = decodeURIComponent(link.split(':')[2].split('@')[0]);
    const other = await provision({ username: '102@acme-main', password: code });
    expect(other.status).toBe(403);
    // A code is spent by its first use, even a refused one: it cannot be tried again.
    const again = await call(qr, { json: { username: USER.username, cloud_id: 'acme', password: USER.password } });
    const code2 = decodeURIComponent((again.body.link as string).split(':')[2].split('@')[0]);
    const first = await provision({ username: USER.username, password: code2, direct: 'iOS' });
    expect(first.status).toBe(200);
    const keys = accountKeys(first.body);
    expect(keys).toMatchObject({ username: '101i', password: simDevice('101i')!.authentication_key });
    // The code becomes a device sign-in (tests/integration/device-sessions.test.ts has the rest).
    expect(keys.cloud_username).toBe('101@acme-main@QR');
    expect(keys.cloud_password).toMatch(/^[A-Za-z0-9_-]{43,}$/);
    expect(keys.cloud_password).not.toBe(code2);
    const second = await provision({ username: USER.username, password: code2 });
    expect(second.status).toBe(403);
  });
});

describe('only lines the tenant turned on may provision', () => {
  it('follows App Management (softphone connection) and Domain Management (domain enabled)', async () => {
    const { signIn, DEMO } = await import('../fixtures/api');
    const { PUT: saveLines } = await import('@/app/api/apps/lines/route');
    const { PUT: toggleDomain } = await import('@/app/api/domains/route');
    const admin = await signIn(DEMO.acmeAdmin);
    const line = (softphone: boolean) => ({ domain: DOMAIN, items: [{ user: '107', softphone, contactsFilter: false }] });
    const creds = { username: '107@acme-main', password: 'demo1234', direct: 'iOS' };

    const never = await provision(creds);
    expect(never.status).toBe(403);
    expect(never.body).toContain('The softphone is not turned on for this account');
    expect(simDevice('107i')).toBeUndefined();

    expect((await call(saveLines, { method: 'PUT', cookie: admin, json: line(true) })).status).toBe(200);
    expect((await provision(creds)).status).toBe(200);

    expect((await call(toggleDomain, { method: 'PUT', cookie: admin, json: { domain: DOMAIN, enabled: false } })).status).toBe(200);
    expect((await provision(creds)).status).toBe(403);
    expect((await call(toggleDomain, { method: 'PUT', cookie: admin, json: { domain: DOMAIN, enabled: true } })).status).toBe(200);
    expect((await provision(creds)).status).toBe(200);

    expect((await call(saveLines, { method: 'PUT', cookie: admin, json: line(false) })).status).toBe(200);
    expect((await provision(creds)).status).toBe(403);
  });
});
