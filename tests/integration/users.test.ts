import { eq } from 'drizzle-orm';
import { DELETE, GET as getOne, PUT } from '@/app/api/users/[id]/route';
import { GET as list, POST } from '@/app/api/users/route';
import { getDb } from '@/lib/server/db/client';
import { rateLimits, users } from '@/lib/server/db/schema';
import { call, DEMO, signIn } from '../fixtures/api';
import { auditFor, makeTenant, subscriberIdOf, userIdOf } from '../fixtures/tenants';

let provider: string, acmeAdmin: string, acmeUser: string, other: string;
let acmeId: number, providerSubId: number, otherSubId: number, otherUserId: number, providerAdminId: number, acmeAdminId: number;

const newUser = (over: Record<string, unknown> = {}) => ({
  name: 'New Person', username: `person${Math.random().toString(36).slice(2, 8)}`, email: 'new@acme.example', company: 'Acme',
  phoneNumber: '+1 602 555 0199', active: true, userType: 'user', password: 'secret12', ...over,
});

beforeAll(async () => {
  const db = await getDb();
  await db.delete(rateLimits);
  const t = await makeTenant('globex', { admin: true });
  otherSubId = t.subscriber.id;
  otherUserId = t.userId!;
  [provider, acmeAdmin, acmeUser, other] = await Promise.all([signIn(DEMO.provider), signIn(DEMO.acmeAdmin), signIn(DEMO.acmeUser), signIn(t.login)]);
  acmeId = await subscriberIdOf('acme');
  providerSubId = await subscriberIdOf('provider');
  providerAdminId = await userIdOf('provider', 'admin');
  acmeAdminId = await userIdOf('acme', 'acme-admin');
});

describe('guards', () => {
  it.each([
    ['list', list, {}],
    ['create', POST, { json: newUser() }],
    ['read', getOne, { params: { id: '1' } }],
    ['update', PUT, { method: 'PUT', json: newUser(), params: { id: '1' } }],
    ['delete', DELETE, { method: 'DELETE', params: { id: '1' } }],
  ])('%s: 401 without a session, 403 for a simple user', async (_, handler, opts) => {
    expect((await call(handler as never, opts)).status).toBe(401);
    expect((await call(handler as never, { ...opts, cookie: acmeUser })).status).toBe(403);
  });
});

describe('GET /api/users', () => {
  it('a tenant admin lists only their own cloud', async () => {
    const res = await call(list, { cookie: acmeAdmin, path: '/api/users?pageSize=30' });
    expect(res.status).toBe(200);
    expect(res.body.items.length).toBeGreaterThan(0);
    expect(res.body.items.every((u: { cloudId: string }) => u.cloudId === 'acme')).toBe(true);
    expect(JSON.stringify(res.body)).not.toMatch(/passwordHash|argon/);
  });

  it('the provider lists every cloud, searched, sorted and paged on the server', async () => {
    const all = await call(list, { cookie: provider, path: '/api/users?pageSize=30' });
    expect(new Set(all.body.items.map((u: { cloudId: string }) => u.cloudId))).toEqual(new Set(['provider', 'acme', 'globex']));
    const searched = await call(list, { cookie: provider, path: '/api/users?search=acme-&sort=username&dir=desc' });
    expect(searched.body.items.map((u: { username: string }) => u.username)).toEqual(['acme-user', 'acme-admin']);
    expect(searched.body.total).toBe(2);
    const paged = await call(list, { cookie: provider, path: '/api/users?pageSize=1&page=2&sort=id' });
    expect(paged.body.items).toHaveLength(1);
    expect(paged.body.total).toBe(all.body.total);
  });

  it('takes LIKE wildcards in a search literally', async () => {
    const res = await call(list, { cookie: provider, path: '/api/users?search=%25' });
    expect(res.body.total).toBe(0);
  });
});

describe('create', () => {
  it('adds a user in the admin\'s own cloud and audits it without the password', async () => {
    const res = await call(POST, { cookie: acmeAdmin, json: newUser({ subscriberId: providerSubId }) });
    expect(res.status).toBe(403);
    const ok = await call(POST, { cookie: acmeAdmin, json: newUser() });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ cloudId: 'acme', subscriberId: acmeId, userType: 'user' });
    expect(ok.body.password).toBeUndefined();
    const [event] = await auditFor('user', ok.body.id);
    expect(event).toMatchObject({ action: 'create', cloudId: 'acme' });
    expect(JSON.stringify(event.after)).not.toMatch(/secret12|password/i);
  });

  it('lets the provider add a user to another tenant', async () => {
    const res = await call(POST, { cookie: provider, json: newUser({ subscriberId: otherSubId }) });
    expect(res.status).toBe(200);
    expect(res.body.cloudId).toBe('globex');
  });

  it.each([
    ['mandatory fields', { name: '', email: '' }, 'validation.mandatory'],
    ['a missing password', { password: '' }, 'users.passwordRequired'],
    ['a short password', { password: '12345' }, 'validation.passwordMin'],
    ['a bad e-mail', { email: 'nope' }, 'validation.email'],
  ])('refuses %s with 400 and writes nothing', async (_, over, key) => {
    const db = await getDb();
    const before = (await db.select().from(users)).length;
    const res = await call(POST, { cookie: acmeAdmin, json: newUser(over) });
    expect(res.status).toBe(400);
    expect(res.body.error.key).toBe(key);
    expect(res.body.error.fields).toBeDefined();
    expect((await db.select().from(users)).length).toBe(before);
  });

  it('answers 409 for a username already used in the cloud (any case)', async () => {
    const res = await call(POST, { cookie: acmeAdmin, json: newUser({ username: 'ACME-user' }) });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ key: 'users.usernameTaken', fields: { username: 'users.usernameTaken' } });
    // The same name in another cloud is fine.
    expect((await call(POST, { cookie: provider, json: newUser({ username: 'acme-user', subscriberId: otherSubId }) })).status).toBe(200);
  });
});

describe('read, update, delete across tenants', () => {
  it('a tenant admin gets 404 for provider and other-cloud users', async () => {
    for (const id of [providerAdminId, otherUserId]) {
      const params = { id: String(id) };
      expect((await call(getOne, { cookie: acmeAdmin, params })).status).toBe(404);
      expect((await call(PUT, { method: 'PUT', cookie: acmeAdmin, params, json: newUser() })).status).toBe(404);
      expect((await call(DELETE, { method: 'DELETE', cookie: acmeAdmin, params })).status).toBe(404);
    }
    expect((await call(getOne, { cookie: other, params: { id: String(acmeAdminId) } })).status).toBe(404);
  });

  it('the provider reads any user', async () => {
    const res = await call(getOne, { cookie: provider, params: { id: String(otherUserId) } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ username: 'admin', cloudId: 'globex' });
  });

  it('nobody raises their own role, deactivates or deletes themselves', async () => {
    const me = (await call(getOne, { cookie: acmeAdmin, params: { id: String(acmeAdminId) } })).body;
    const params = { id: String(acmeAdminId) };
    const demote = await call(PUT, { method: 'PUT', cookie: acmeAdmin, params, json: { ...me, userType: 'user', password: '' } });
    expect(demote.status).toBe(403);
    const off = await call(PUT, { method: 'PUT', cookie: acmeAdmin, params, json: { ...me, active: false, password: '' } });
    expect(off.status).toBe(403);
    expect((await call(DELETE, { method: 'DELETE', cookie: acmeAdmin, params })).status).toBe(403);
  });

  it('a tenant admin cannot move a user to another tenant; the provider can', async () => {
    const created = (await call(POST, { cookie: acmeAdmin, json: newUser() })).body;
    const params = { id: String(created.id) };
    const moveByTenant = await call(PUT, { method: 'PUT', cookie: acmeAdmin, params, json: { ...created, password: '', subscriberId: otherSubId } });
    // Tenant admins never choose a subscriber: the field is ignored and the user stays.
    expect(moveByTenant.status).toBe(200);
    expect(moveByTenant.body.cloudId).toBe('acme');
    const moved = await call(PUT, { method: 'PUT', cookie: provider, params, json: { ...created, password: '', subscriberId: otherSubId } });
    expect(moved.status).toBe(200);
    expect(moved.body.cloudId).toBe('globex');
  });

  it('edits keep the password unless a new one is given, and audit before/after', async () => {
    const created = (await call(POST, { cookie: acmeAdmin, json: newUser() })).body;
    const params = { id: String(created.id) };
    const db = await getDb();
    const [{ passwordHash: h1 }] = await db.select().from(users).where(eq(users.id, created.id));
    const res = await call(PUT, { method: 'PUT', cookie: acmeAdmin, params, json: { ...created, name: 'Renamed', password: '' } });
    expect(res.body.name).toBe('Renamed');
    const [{ passwordHash: h2 }] = await db.select().from(users).where(eq(users.id, created.id));
    expect(h2).toBe(h1);
    const short = await call(PUT, { method: 'PUT', cookie: acmeAdmin, params, json: { ...created, password: '123' } });
    expect(short.status).toBe(400);
    await call(PUT, { method: 'PUT', cookie: acmeAdmin, params, json: { ...created, password: 'another1' } });
    const [{ passwordHash: h3 }] = await db.select().from(users).where(eq(users.id, created.id));
    expect(h3).not.toBe(h1);
    const events = await auditFor('user', created.id);
    const update = events.find((e) => e.action === 'update')!;
    expect(update.before).toMatchObject({ name: 'New Person' });
    expect(update.after).toMatchObject({ name: 'Renamed' });
  });

  it('deletes a user of the own cloud and audits it', async () => {
    const created = (await call(POST, { cookie: acmeAdmin, json: newUser() })).body;
    const params = { id: String(created.id) };
    expect((await call(DELETE, { method: 'DELETE', cookie: acmeAdmin, params })).status).toBe(200);
    expect((await call(getOne, { cookie: acmeAdmin, params })).status).toBe(404);
    expect((await auditFor('user', created.id)).map((e) => e.action)).toContain('delete');
  });

  it('answers 400 for an id that is not a number', async () => {
    expect((await call(getOne, { cookie: provider, params: { id: 'abc' } })).status).toBe(400);
  });
});
