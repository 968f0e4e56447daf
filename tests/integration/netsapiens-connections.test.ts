import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { DELETE, GET as getOne, PUT } from '@/app/api/netsapiens/[id]/route';
import { GET as list, POST } from '@/app/api/netsapiens/route';
import { POST as test } from '@/app/api/netsapiens/test/route';
import { getDb } from '@/lib/server/db/client';
import { netsapiensConnections, rateLimits } from '@/lib/server/db/schema';
import { isForbiddenAddress } from '@/lib/server/services/url-guard';
import { call, DEMO, signIn } from '../fixtures/api';
import { auditFor, makeTenant, subscriberIdOf } from '../fixtures/tenants';

let provider: string, acmeAdmin: string, acmeUser: string, other: string;
let otherSubId: number, providerSubId: number;
let platform: http.Server, platformUrl: string;
const seen: string[] = [];

const conn = (over: Record<string, unknown> = {}) => ({
  apiUrl: platformUrl, clientId: 'client-1', clientSecret: 'client-secret-value', superuser: 'super@example',
  superpass: 'super-pass-value', deliveryWebhook: '', active: true, ...over,
});

beforeAll(async () => {
  await (await getDb()).delete(rateLimits);
  // A stand-in token endpoint: right credentials get a token, anything else a 401 like ns-api.
  platform = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      seen.push(body);
      const f = new URLSearchParams(body);
      const ok = req.url === '/ns-api/oauth2/token/' && f.get('client_secret') === 'client-secret-value' && f.get('password') === 'super-pass-value';
      res.writeHead(ok ? 200 : 401, { 'content-type': 'application/json' });
      res.end(JSON.stringify(ok ? { access_token: 'tok', expires_in: 3600, user: 'super', domain: 'acme.example' } : { error: 'invalid_grant' }));
    });
  });
  await new Promise<void>((r) => platform.listen(0, '127.0.0.1', r));
  platformUrl = `http://127.0.0.1:${(platform.address() as AddressInfo).port}`;
  const t = await makeTenant('ns-other', { admin: true });
  otherSubId = t.subscriber.id;
  [provider, acmeAdmin, acmeUser, other] = await Promise.all([signIn(DEMO.provider), signIn(DEMO.acmeAdmin), signIn(DEMO.acmeUser), signIn(t.login)]);
  providerSubId = await subscriberIdOf('provider');
});
afterAll(() => new Promise((r) => platform.close(r)));

describe('guards', () => {
  it.each([
    ['list', list, {}],
    ['create', POST, { json: {} }],
    ['read', getOne, { params: { id: '1' } }],
    ['update', PUT, { method: 'PUT', json: {}, params: { id: '1' } }],
    ['delete', DELETE, { method: 'DELETE', params: { id: '1' } }],
    ['test', test, { json: {} }],
  ])('%s: 401 without session, 403 for a simple user', async (_, handler, opts) => {
    expect((await call(handler as never, opts)).status).toBe(401);
    expect((await call(handler as never, { ...opts, cookie: acmeUser })).status).toBe(403);
  });
});

describe('connections', () => {
  let acmeConnId: number, providerConnId: number;

  it('requires the mandatory fields on add and writes nothing', async () => {
    const res = await call(POST, { cookie: acmeAdmin, json: { apiUrl: '', clientId: '', superuser: '' } });
    expect(res.status).toBe(400);
    expect(res.body.error.key).toBe('validation.mandatory');
    expect(Object.keys(res.body.error.fields)).toEqual(expect.arrayContaining(['apiUrl', 'clientId', 'clientSecret', 'superuser', 'superpass']));
    expect(await (await getDb()).select().from(netsapiensConnections)).toHaveLength(0);
  });

  it.each([
    ['a non-http scheme', 'ftp://platform.example'],
    ['a link-local address', 'http://169.254.169.254'],
    ['an IPv6 link-local address', 'http://[fe80::1]'],
    ['the metadata host name', 'http://metadata.google.internal'],
  ])('refuses %s as API URL', async (_, apiUrl) => {
    const res = await call(POST, { cookie: acmeAdmin, json: conn({ apiUrl }) });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.apiUrl).toBeDefined();
  });

  it('knows the forbidden address ranges', () => {
    expect(isForbiddenAddress('169.254.0.1')).toBe(true);
    expect(isForbiddenAddress('::ffff:169.254.169.254')).toBe(true);
    expect(isForbiddenAddress('fe80::abcd')).toBe(true);
    expect(isForbiddenAddress('febf::1')).toBe(true);
    expect(isForbiddenAddress('fec0::1')).toBe(false);
    expect(isForbiddenAddress('127.0.0.1')).toBe(false);
  });

  it('a tenant admin adds their own cloud\'s connection; secrets are encrypted and never answered', async () => {
    const res = await call(POST, { cookie: acmeAdmin, json: conn({ subscriberId: providerSubId }) });
    expect(res.status).toBe(403);
    const ok = await call(POST, { cookie: acmeAdmin, json: conn() });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ cloudId: 'acme', hasClientSecret: true, hasSuperpass: true, active: true });
    const text = JSON.stringify(ok.body);
    expect(text).not.toContain('client-secret-value');
    expect(text).not.toContain('super-pass-value');
    expect(text).not.toMatch(/Enc"/);
    acmeConnId = ok.body.id;
    const [row] = await (await getDb()).select().from(netsapiensConnections).where(eq(netsapiensConnections.id, acmeConnId));
    expect(row.clientSecretEnc).toMatch(/^v1:/);
    const [event] = await auditFor('netsapiensConnection', acmeConnId);
    expect(JSON.stringify(event)).not.toMatch(/client-secret-value|super-pass-value|v1:/);
    // One connection per tenant.
    expect((await call(POST, { cookie: acmeAdmin, json: conn() })).status).toBe(409);
  });

  it('the provider adds one for any tenant', async () => {
    const res = await call(POST, { cookie: provider, json: conn({ subscriberId: providerSubId }) });
    expect(res.status).toBe(200);
    providerConnId = res.body.id;
  });

  it('lists only the own cloud for tenants and all for the provider, never with secrets', async () => {
    const mine = await call(list, { cookie: acmeAdmin });
    expect(mine.body.items.map((c: { id: number }) => c.id)).toEqual([acmeConnId]);
    const all = await call(list, { cookie: provider, path: '/api/netsapiens?search=127.0.0.1' });
    expect(all.body.total).toBe(2);
    expect(JSON.stringify(all.body)).not.toMatch(/client-secret-value|super-pass-value|v1:/);
  });

  it('other tenants get 404 for rows that are not theirs', async () => {
    for (const [cookie, id] of [[acmeAdmin, providerConnId], [other, acmeConnId]] as const) {
      const params = { id: String(id) };
      expect((await call(getOne, { cookie, params })).status).toBe(404);
      expect((await call(PUT, { method: 'PUT', cookie, params, json: conn() })).status).toBe(404);
      expect((await call(DELETE, { method: 'DELETE', cookie, params })).status).toBe(404);
      expect((await call(test, { cookie, json: { ...conn({ clientSecret: '', superpass: '' }), id } })).status).toBe(404);
    }
  });

  it('edit keeps the secrets when left empty', async () => {
    const params = { id: String(acmeConnId) };
    const res = await call(PUT, { method: 'PUT', cookie: acmeAdmin, params, json: conn({ clientSecret: '', superpass: '', deliveryWebhook: 'https://hooks.example/ns', active: false }) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ deliveryWebhook: 'https://hooks.example/ns', active: false, hasClientSecret: true });
    const tested = await call(test, { cookie: acmeAdmin, json: { ...conn({ clientSecret: '', superpass: '' }), id: acmeConnId } });
    expect(tested.body).toEqual({ ok: true, user: 'super', domain: 'acme.example' });
  });

  it('test connection reports the platform refusing bad credentials', async () => {
    const res = await call(test, { cookie: acmeAdmin, json: conn({ superpass: 'wrong' }) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ok: false, key: 'errors.upstreamAuth', status: 401 });
    expect(seen.at(-1)).toContain('grant_type=password');
  });

  it('test connection reports an unreachable platform', async () => {
    const res = await call(test, { cookie: acmeAdmin, json: conn({ apiUrl: 'http://127.0.0.1:1' }) });
    expect(res.body.ok).toBe(false);
  });

  it('deletes with an audit row', async () => {
    const params = { id: String(providerConnId) };
    expect((await call(DELETE, { method: 'DELETE', cookie: provider, params })).status).toBe(200);
    expect((await call(getOne, { cookie: provider, params })).status).toBe(404);
    expect((await auditFor('netsapiensConnection', providerConnId)).map((e) => e.action)).toEqual(['create', 'delete']);
    void otherSubId;
  });
});
