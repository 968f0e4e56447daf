import { eq } from 'drizzle-orm';
import { GET as getBlf, PUT as putBlf } from '@/app/api/client-profiles/[id]/blf/route';
import { GET as preview } from '@/app/api/client-profiles/[id]/preview/route';
import { GET as previewLines } from '@/app/api/client-profiles/[id]/preview/lines/route';
import { DELETE, GET as getOne, PUT } from '@/app/api/client-profiles/[id]/route';
import { GET as list, POST } from '@/app/api/client-profiles/route';
import { getDb } from '@/lib/server/db/client';
import { clientProfileBlf, clientProfiles, rateLimits } from '@/lib/server/db/schema';
import { DEFAULT_RINGING_TONE } from '@/lib/schemas/client-profile';
import { call, DEMO, signIn } from '../fixtures/api';
import { useSimulator, type Sim } from '../fixtures/simulator';
import { auditFor, enableSoftphones, makeTenant, subscriberIdOf } from '../fixtures/tenants';
import { accountKeys } from '../fixtures/xml';

let provider: string, acmeAdmin: string, acmeUser: string, acmeId: number;

const profile = (over: Record<string, unknown> = {}, settings: Record<string, unknown> = {}) => ({
  subscriberId: acmeId, proxy: 'sip.acme.example:5060', transport: 'udp', expires: '600', outboundproxyenabled: true,
  settings: { codecorder: '0,8,9', dtmforder: 'rfc2833,info', stunpassword: 'stun-secret', ...settings }, ...over,
});

beforeAll(async () => {
  await (await getDb()).delete(rateLimits);
  [provider, acmeAdmin, acmeUser] = await Promise.all([signIn(DEMO.provider), signIn(DEMO.acmeAdmin), signIn(DEMO.acmeUser)]);
  acmeId = await subscriberIdOf('acme');
});

describe('guards: provider admins only', () => {
  it.each([
    ['list', list, {}],
    ['create', POST, { json: {} }],
    ['read', getOne, { params: { id: '1' } }],
    ['update', PUT, { method: 'PUT', json: {}, params: { id: '1' } }],
    ['delete', DELETE, { method: 'DELETE', params: { id: '1' } }],
    ['blf read', getBlf, { params: { id: '1' } }],
    ['blf save', putBlf, { method: 'PUT', json: { items: [] }, params: { id: '1' } }],
    ['preview users', previewLines, { params: { id: '1' } }],
    ['preview', preview, { params: { id: '1' }, path: '/api/client-profiles/1/preview?domain=acme-main.12345.service&user=101&kind=iOS' }],
  ])('%s: 401, then 403 for simple users and tenant admins', async (_, handler, opts) => {
    expect((await call(handler as never, opts)).status).toBe(401);
    expect((await call(handler as never, { ...opts, cookie: acmeUser })).status).toBe(403);
    expect((await call(handler as never, { ...opts, cookie: acmeAdmin })).status).toBe(403);
  });
});

describe('client profiles', () => {
  let id: number;

  it.each([
    ['mandatory fields', { subscriberId: undefined, proxy: '' }, {}, 'validation.mandatory'],
    ['expires over 999', { expires: '1000' }, {}, 'clientProfiles.expiresMax'],
    ['a codec twice', {}, { codecorder: '0,0' }, 'clientProfiles.listInvalid'],
    ['a value not allowed', {}, { dtmforder: 'sipinfo' }, 'clientProfiles.listInvalid'],
    ['a too long contactip', {}, { contactip: '12345678901' }, 'clientProfiles.tooLong'],
    ['letters in keepaliveperiod', {}, { keepaliveperiod: '-1' }, 'clientProfiles.digitsOnly'],
    ['a four-digit keepaliveperiod', {}, { keepaliveperiod: '1000' }, 'clientProfiles.tooLong'],
  ])('refuses %s with 400 and writes nothing', async (_, over, settings, key) => {
    const res = await call(POST, { cookie: provider, json: profile(over, settings) });
    expect(res.status).toBe(400);
    expect(res.body.error.key).toBe(key);
    expect(await (await getDb()).select().from(clientProfiles)).toHaveLength(0);
  });

  it('adds a profile with the spec defaults and the company of the subscriber', async () => {
    const res = await call(POST, { cookie: provider, json: profile() });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ company: 'Acme Corp', cloudId: 'acme', expires: 600, outboundProxyEnabled: true, transport: 'udp' });
    expect(res.body.settings).toMatchObject({ ringingtone: DEFAULT_RINGING_TONE, pushnat: false, pushblockreg: false, outgoingcallsthroughsipis: false, codecorder: '0,8,9' });
    id = res.body.id;
    const [event] = await auditFor('clientProfile', id);
    expect(JSON.stringify(event)).not.toContain('stun-secret');
  });

  it('lists, searches and sorts', async () => {
    await call(POST, { cookie: provider, json: profile({ proxy: 'other.example', transport: 'tls', expires: '' }) });
    const res = await call(list, { cookie: provider, path: '/api/client-profiles?sort=proxy&dir=desc' });
    expect(res.body.total).toBe(2);
    expect(res.body.items[0].proxy).toBe('sip.acme.example:5060');
    const searched = await call(list, { cookie: provider, path: '/api/client-profiles?search=other' });
    expect(searched.body.items).toHaveLength(1);
    expect(searched.body.items[0]).toMatchObject({ expires: null, transport: 'tls' });
  });

  it('updates with an audit of before and after', async () => {
    const res = await call(PUT, { method: 'PUT', cookie: provider, params: { id: String(id) }, json: profile({ transport: 'tcp' }, { codecorder: '8,0' }) });
    expect(res.status).toBe(200);
    expect(res.body.settings.codecorder).toBe('8,0');
    const update = (await auditFor('clientProfile', id)).find((e) => e.action === 'update')!;
    expect(update.before).toMatchObject({ transport: 'udp' });
    expect(update.after).toMatchObject({ transport: 'tcp' });
  });

  it('saves the BLF list in order in one go', async () => {
    const params = { id: String(id) };
    expect((await call(getBlf, { cookie: provider, params })).body).toMatchObject({ items: [] });
    const items = [{ extension: '201', label: 'Reception' }, { extension: '105', label: '' }, { extension: '300', label: 'Sales' }];
    const res = await call(putBlf, { method: 'PUT', cookie: provider, params, json: { items } });
    expect(res.status).toBe(200);
    expect(res.body.items).toEqual(items);
    const reordered = await call(putBlf, { method: 'PUT', cookie: provider, params, json: { items: [items[2], items[0]] } });
    expect(reordered.body.items.map((x: { extension: string }) => x.extension)).toEqual(['300', '201']);
    const dup = await call(putBlf, { method: 'PUT', cookie: provider, params, json: { items: [items[0], items[0]] } });
    expect(dup.status).toBe(400);
    expect(await (await getDb()).select().from(clientProfileBlf).where(eq(clientProfileBlf.profileId, id))).toHaveLength(2);
    expect((await auditFor('clientProfileBlf', id)).length).toBe(2);
  });

  it('deletes a profile with its BLF entries', async () => {
    const params = { id: String(id) };
    expect((await call(DELETE, { method: 'DELETE', cookie: provider, params })).status).toBe(200);
    expect((await call(getOne, { cookie: provider, params })).status).toBe(404);
    expect(await (await getDb()).select().from(clientProfileBlf).where(eq(clientProfileBlf.profileId, id))).toHaveLength(0);
  });
});

describe('preview of the account document', () => {
  const MAIN = 'acme-main.12345.service';
  let sim: Sim, id: number;
  const url = (q: Record<string, string>) => `/api/client-profiles/${id}/preview?${new URLSearchParams(q)}`;
  const show = (q: Record<string, string>) => call(preview, { cookie: provider, params: { id: String(id) }, path: url(q) });
  const creates = () => sim.state.requests.filter((r) => r.object === 'device' && r.action === 'create').length;

  beforeAll(async () => {
    sim = await useSimulator();
    const res = await call(POST, { cookie: provider, json: profile({ transport: 'tls' }, { stunpassword: 'stun-secret' }) });
    id = res.body.id;
    await call(putBlf, { method: 'PUT', cookie: provider, params: { id: String(id) }, json: { items: [{ extension: '102', label: 'Reception' }] } });
  });
  afterAll(() => sim.close());

  it('lists the users of one of the tenant\'s platform domains', async () => {
    const first = await call(previewLines, { cookie: provider, params: { id: String(id) } });
    expect(first.status).toBe(200);
    expect(first.body.domains).toEqual(['acme-branch.12345.service', MAIN]);
    expect(first.body.domain).toBe('acme-branch.12345.service');
    const main = await call(previewLines, { cookie: provider, params: { id: String(id) }, path: `/api/client-profiles/${id}/preview/lines?domain=${MAIN}` });
    expect(main.body.items).toContainEqual({ user: '101', name: expect.stringMatching(/\S+ \S+/) });
    expect(main.body.items.map((i: { user: string }) => i.user).slice(0, 3)).toEqual(['100', '101', '102']);
  });

  it('shows the document of an existing device without its password', async () => {
    sim.state.devices.push({
      aor: `sip:101i@${MAIN}`, aor_user: '101i', subscriber_name: '101', subscriber_domain: MAIN, sub_login: '101@acme-main',
      model: 'Softphone', mode: 'registration', authentication_key: 'sip-secret-101i', auth_user: 'auth-101i',
    });
    const res = await show({ domain: MAIN, user: '101', kind: 'iOS' });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body).toMatchObject({ device: '101i', deviceExists: true, softphoneOn: false });
    expect(accountKeys(res.body.xml)).toMatchObject({
      username: '101i', authUsername: 'auth-101i', password: '••••••••', cloud_username: '101@acme-main', cloud_password: '••••••••',
      host: MAIN, proxy: 'sip.acme.example:5060', transport: 'tls', blf: '102', STUNPassword: 'stun-secret',
    });
    expect(JSON.stringify(res.body)).not.toContain('sip-secret-101i');
    expect(JSON.stringify(res.body)).not.toContain('demo1234');
  });

  it('names a missing device without creating it', async () => {
    const before = { creates: creates(), devices: sim.state.devices.length };
    const res = await show({ domain: MAIN, user: '102', kind: 'Android' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ device: '102m', deviceExists: false });
    expect(accountKeys(res.body.xml)).toMatchObject({ username: '102m', password: '••••••••' });
    expect(accountKeys(res.body.xml)).not.toHaveProperty('authUsername');
    const other = await show({ domain: MAIN, user: '102', kind: 'Something' });
    expect(other.body.device).toBe('102d');
    expect({ creates: creates(), devices: sim.state.devices.length }).toEqual(before);
  });

  it('says which profile the softphones get when the tenant has several', async () => {
    const acme = await subscriberIdOf('acme');
    const ids = async () => (await (await getDb()).select({ id: clientProfiles.id }).from(clientProfiles).where(eq(clientProfiles.subscriberId, acme))).map((r) => r.id).sort((a, b) => a - b);
    const second = await call(POST, { cookie: provider, json: profile({ transport: 'udp' }) });
    const oldest = (await ids())[0];
    const q = new URLSearchParams({ domain: MAIN, user: '101', kind: 'iOS' });
    const ofSecond = await call(preview, { cookie: provider, params: { id: String(second.body.id) }, path: `/api/client-profiles/${second.body.id}/preview?${q}` });
    expect(ofSecond.body.servedProfileId).toBe(oldest);
    const ofOldest = await call(preview, { cookie: provider, params: { id: String(oldest) }, path: `/api/client-profiles/${oldest}/preview?${q}` });
    expect(ofOldest.body.servedProfileId).toBeNull();
    await enableSoftphones('acme', { [MAIN]: ['101'] });
    expect((await call(preview, { cookie: provider, params: { id: String(oldest) }, path: `/api/client-profiles/${oldest}/preview?${q}` })).body.softphoneOn).toBe(true);
    await call(DELETE, { method: 'DELETE', cookie: provider, params: { id: String(second.body.id) } });
  });

  it('refuses users, domains and profiles outside the tenant', async () => {
    expect((await show({ domain: MAIN, user: '999', kind: 'iOS' })).body.error.key).toBe('clientProfiles.preview.unknownUser');
    const globex = await show({ domain: 'globex.12345.service', user: '301', kind: 'iOS' });
    expect(globex.status).toBe(404);
    expect(globex.body.error.key).toBe('clientProfiles.preview.unknownDomain');
    const lines = await call(previewLines, { cookie: provider, params: { id: String(id) }, path: `/api/client-profiles/${id}/preview/lines?domain=globex.12345.service` });
    expect(lines.status).toBe(404);
    expect((await show({ domain: MAIN, user: '' })).status).toBe(400);
    expect((await call(preview, { cookie: provider, params: { id: '999999' }, path: '/api/client-profiles/999999/preview?domain=x&user=101' })).status).toBe(404);
    // A tenant without a platform connection has nobody to preview for.
    const lonely = await makeTenant(`lonely${Date.now() % 100000}`);
    const own = await call(POST, { cookie: provider, json: profile({ subscriberId: lonely.subscriber.id }) });
    const none = await call(previewLines, { cookie: provider, params: { id: String(own.body.id) } });
    expect(none.status).toBe(404);
    expect(none.body.error.key).toBe('errors.noPlatform');
  });
});
