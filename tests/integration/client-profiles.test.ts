import { eq } from 'drizzle-orm';
import { GET as getBlf, PUT as putBlf } from '@/app/api/client-profiles/[id]/blf/route';
import { DELETE, GET as getOne, PUT } from '@/app/api/client-profiles/[id]/route';
import { GET as list, POST } from '@/app/api/client-profiles/route';
import { getDb } from '@/lib/server/db/client';
import { clientProfileBlf, clientProfiles, rateLimits } from '@/lib/server/db/schema';
import { DEFAULT_RINGING_TONE } from '@/lib/schemas/client-profile';
import { call, DEMO, signIn } from '../fixtures/api';
import { auditFor, subscriberIdOf } from '../fixtures/tenants';

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
