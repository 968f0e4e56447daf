import { eq } from 'drizzle-orm';
import { DELETE, GET as getOne, PUT } from '@/app/api/subscribers/[id]/route';
import { GET as options } from '@/app/api/subscribers/options/route';
import { GET as list, POST } from '@/app/api/subscribers/route';
import { encryptSecret } from '@/lib/server/crypto/secrets';
import { getDb } from '@/lib/server/db/client';
import { files, netsapiensConnections, rateLimits, subscribers, users, whiteLabels } from '@/lib/server/db/schema';
import { call, DEMO, signIn } from '../fixtures/api';
import { auditFor, makeTenant, subscriberIdOf } from '../fixtures/tenants';

let provider: string, acmeAdmin: string, acmeUser: string;
let acmeId: number, providerSubId: number;

const newSubscriber = (over: Record<string, unknown> = {}) => ({
  accountcode: 'ACC1', company: 'Initech', cloudId: `init${Math.random().toString(36).slice(2, 8)}`, email: 'ops@initech.example',
  phoneNumber: '+1 555 0101', active: true, companyType: 'Reseller', nsResellerPart: 'part', ...over,
});

beforeAll(async () => {
  await (await getDb()).delete(rateLimits);
  [provider, acmeAdmin, acmeUser] = await Promise.all([signIn(DEMO.provider), signIn(DEMO.acmeAdmin), signIn(DEMO.acmeUser)]);
  acmeId = await subscriberIdOf('acme');
  providerSubId = await subscriberIdOf('provider');
});

describe('guards: provider admins only', () => {
  it.each([
    ['list', list, {}],
    ['create', POST, { json: newSubscriber() }],
    ['read', getOne, { params: { id: '1' } }],
    ['update', PUT, { method: 'PUT', json: newSubscriber(), params: { id: '1' } }],
    ['delete', DELETE, { method: 'DELETE', params: { id: '1' } }],
  ])('%s: 401 without session, 403 for a simple user and a tenant admin', async (_, handler, opts) => {
    expect((await call(handler as never, opts)).status).toBe(401);
    expect((await call(handler as never, { ...opts, cookie: acmeUser })).status).toBe(403);
    expect((await call(handler as never, { ...opts, cookie: acmeAdmin })).status).toBe(403);
  });
});

describe('subscribers', () => {
  it('lists with counts, search and paging', async () => {
    const res = await call(list, { cookie: provider, path: '/api/subscribers?search=acme' });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(1);
    expect(res.body.items[0]).toMatchObject({ cloudId: 'acme', active: true, users: 2, fetchingMethod: 'remote_api', isProvider: false });
  });

  it('creates, reads, updates with audit; fetching_method stays remote_api', async () => {
    const res = await call(POST, { cookie: provider, json: { ...newSubscriber(), fetchingMethod: 'other' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ companyType: 'Reseller', fetchingMethod: 'remote_api' });
    const params = { id: String(res.body.id) };
    const upd = await call(PUT, { method: 'PUT', cookie: provider, params, json: newSubscriber({ cloudId: res.body.cloudId, company: 'Initech 2' }) });
    expect(upd.body.company).toBe('Initech 2');
    expect((await auditFor('subscriber', res.body.id)).map((e) => e.action).sort()).toEqual(['create', 'update']);
  });

  it('refuses bad bodies with 400 and field errors, writing nothing', async () => {
    const db = await getDb();
    const before = (await db.select().from(subscribers)).length;
    const res = await call(POST, { cookie: provider, json: { accountcode: '', company: '', cloudId: 'a b', phoneNumber: '' } });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields)).toEqual(expect.arrayContaining(['accountcode', 'company', 'cloudId', 'phoneNumber']));
    expect((await db.select().from(subscribers)).length).toBe(before);
  });

  it('answers 409 for a cloud id that exists (any case)', async () => {
    const res = await call(POST, { cookie: provider, json: newSubscriber({ cloudId: 'ACME' }) });
    expect(res.status).toBe(409);
    expect(res.body.error.key).toBe('subscribers.cloudIdTaken');
  });

  it("protects the provider's own subscriber", async () => {
    const params = { id: String(providerSubId) };
    expect((await call(DELETE, { method: 'DELETE', cookie: provider, params })).status).toBe(403);
    const current = (await call(getOne, { cookie: provider, params })).body;
    expect((await call(PUT, { method: 'PUT', cookie: provider, params, json: { ...current, cloudId: 'renamed' } })).status).toBe(403);
  });

  it('deletes a subscriber with its users, connection, white label and files in one transaction', async () => {
    const db = await getDb();
    const t = await makeTenant(`gone${Date.now()}`, { admin: true });
    const [file] = await db.insert(files).values({ cloudId: t.subscriber.cloudId, contentType: 'image/png', size: 1, data: new Uint8Array([1]) }).returning();
    await db.insert(netsapiensConnections).values({ subscriberId: t.subscriber.id, apiUrl: 'http://127.0.0.1:1', clientId: 'c', clientSecretEnc: encryptSecret('s'), superuser: 'su', superpassEnc: encryptSecret('p') });
    await db.insert(whiteLabels).values({
      subscriberId: t.subscriber.id, adminBaseUrl: 'https://x', emailHost: 'h', emailPort: 25, emailUsername: 'u', emailPasswordEnc: encryptSecret('p'),
      emailFrom: 'f', emailEncryption: 'none', parkLowerLimit: 1, parkUpperLimit: 2, signinLogoId: file.id,
    });
    const listed = await call(list, { cookie: provider, path: `/api/subscribers?search=${t.subscriber.cloudId}` });
    expect(listed.body.items[0]).toMatchObject({ users: 1, connections: 1 });
    const res = await call(DELETE, { method: 'DELETE', cookie: provider, params: { id: String(t.subscriber.id) } });
    expect(res.status).toBe(200);
    expect(res.body.removed).toEqual({ users: 1, connections: 1, clientProfiles: 0, whiteLabels: 1 });
    expect(await db.select().from(users).where(eq(users.subscriberId, t.subscriber.id))).toHaveLength(0);
    expect(await db.select().from(netsapiensConnections).where(eq(netsapiensConnections.subscriberId, t.subscriber.id))).toHaveLength(0);
    expect(await db.select().from(files).where(eq(files.id, file.id))).toHaveLength(0);
    const [event] = (await auditFor('subscriber', t.subscriber.id)).filter((e) => e.action === 'delete');
    expect(event.before).toMatchObject({ removed: { users: 1, connections: 1 } });
  });

  it('answers 404 for a subscriber that does not exist', async () => {
    expect((await call(getOne, { cookie: provider, params: { id: '999999' } })).status).toBe(404);
  });
});

describe('GET /api/subscribers/options (getCloudIds)', () => {
  it('gives the provider every tenant and a tenant admin only their own', async () => {
    const all = await call(options, { cookie: provider });
    expect(all.body.length).toBeGreaterThan(1);
    const own = await call(options, { cookie: acmeAdmin });
    expect(own.body).toEqual([{ id: acmeId, cloudId: 'acme', company: 'Acme Corp' }]);
    expect((await call(options)).status).toBe(401);
  });
});
