import { and, eq } from 'drizzle-orm';
import { GET as tenants } from '@/app/api/apps/tenants/route';
import { GET as enabled } from '@/app/api/apps/domains/route';
import { GET as list, PUT } from '@/app/api/domains/route';
import { getDb } from '@/lib/server/db/client';
import { domainSettings } from '@/lib/server/db/schema';
import { ACME_BRANCH, ACME_MAIN, appsCast, GLOBEX } from '../fixtures/apps';
import { call } from '../fixtures/api';
import { control, useSimulator, type Sim } from '../fixtures/simulator';
import { auditFor } from '../fixtures/tenants';

let sim: Sim;
let who: Awaited<ReturnType<typeof appsCast>>;

beforeAll(async () => {
  sim = await useSimulator();
  who = await appsCast(sim);
});
afterAll(() => sim.close());

const settings = async (cloudId: string) => (await getDb()).select().from(domainSettings).where(eq(domainSettings.cloudId, cloudId));

describe('guards', () => {
  it.each([
    ['list', list, { path: '/api/domains' }],
    ['toggle', PUT, { method: 'PUT', json: { domain: ACME_MAIN, enabled: true } }],
    ['tenants', tenants, {}],
    ['enabled', enabled, {}],
  ])('%s: 401 without a session, 403 for a simple user', async (_, handler, opts) => {
    expect((await call(handler as never, opts)).status).toBe(401);
    expect((await call(handler as never, { ...opts, cookie: who.acmeUser })).status).toBe(403);
  });

  it('a tenant admin cannot reach another tenant: 404 and nothing written', async () => {
    expect((await call(list, { cookie: who.acmeAdmin, path: '/api/domains?cloudId=globex' })).status).toBe(404);
    const put = await call(PUT, { method: 'PUT', cookie: who.acmeAdmin, json: { cloudId: 'globex', domain: GLOBEX, enabled: true } });
    expect(put.status).toBe(404);
    expect((await call(enabled, { cookie: who.acmeAdmin, path: '/api/apps/domains?cloudId=globex' })).status).toBe(404);
    expect(await settings('globex')).toHaveLength(0);
  });

  it("a tenant's platform shows only its own domains, so naming another's domain is 404", async () => {
    const res = await call(PUT, { method: 'PUT', cookie: who.acmeAdmin, json: { domain: GLOBEX, enabled: true } });
    expect(res.status).toBe(404);
    expect(res.body.error.key).toBe('domains.unknown');
    expect(await settings('acme')).toHaveLength(0);
  });

  it('the tenant picker: the provider sees every connected tenant, a tenant admin only their own', async () => {
    const all = await call(tenants, { cookie: who.provider });
    expect(all.body.map((t: { cloudId: string }) => t.cloudId)).toEqual(['acme', 'globex']);
    const own = await call(tenants, { cookie: who.acmeAdmin });
    expect(own.body.map((t: { cloudId: string }) => t.cloudId)).toEqual(['acme']);
  });
});

describe('GET /api/domains', () => {
  it("lists the tenant's platform domains with paging and search done on the server", async () => {
    const res = await call(list, { cookie: who.acmeAdmin, path: '/api/domains' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      total: 2,
      items: [
        expect.objectContaining({ id: 1, domain: ACME_BRANCH, enabled: false }),
        expect.objectContaining({ id: 2, domain: ACME_MAIN, enabled: false }),
      ],
    });
    const searched = await call(list, { cookie: who.acmeAdmin, path: '/api/domains?search=MAIN' });
    expect(searched.body.items.map((d: { domain: string }) => d.domain)).toEqual([ACME_MAIN]);
    expect(searched.body.total).toBe(1);
    const page2 = await call(list, { cookie: who.acmeAdmin, path: '/api/domains?page=2' });
    expect(page2.body).toEqual({ items: [], total: 2 });
  });

  it('accepts only the page sizes 50/100/200 (others fall back to 50)', async () => {
    const res = await call(list, { cookie: who.acmeAdmin, path: '/api/domains?pageSize=1' });
    expect(res.body.items).toHaveLength(2);
  });

  it('the provider acts on a tenant it picks', async () => {
    const res = await call(list, { cookie: who.provider, path: '/api/domains?cloudId=globex' });
    expect(res.status).toBe(200);
    expect(res.body.items.map((d: { domain: string }) => d.domain)).toEqual([GLOBEX]);
  });

  it('a platform failure is a clear upstream error, not a hang', async () => {
    await control(sim, 'faults', { object: 'domain', action: 'read', status: 500, count: 2 });
    const res = await call(list, { cookie: who.acmeAdmin, path: '/api/domains' });
    expect(res.status).toBe(502);
    expect(res.body.error.key).toBe('errors.upstreamError');
  });
});

describe('PUT /api/domains', () => {
  it('enables and disables a domain at once, audited', async () => {
    const on = await call(PUT, { method: 'PUT', cookie: who.acmeAdmin, json: { domain: ACME_MAIN, enabled: true } });
    expect(on.status).toBe(200);
    expect(on.body).toEqual({ domain: ACME_MAIN, enabled: true, key: 'domains.enabled' });
    expect((await call(enabled, { cookie: who.acmeAdmin })).body).toEqual({ domains: [ACME_MAIN] });
    const off = await call(PUT, { method: 'PUT', cookie: who.acmeAdmin, json: { domain: ACME_MAIN, enabled: false } });
    expect(off.body.key).toBe('domains.disabled');
    expect((await call(enabled, { cookie: who.acmeAdmin })).body).toEqual({ domains: [] });
    const [row] = await (await getDb()).select().from(domainSettings).where(and(eq(domainSettings.cloudId, 'acme'), eq(domainSettings.domain, ACME_MAIN)));
    expect(row.enabled).toBe(false);
    expect((await auditFor('domain_setting', ACME_MAIN)).map((a) => a.action)).toEqual(['create', 'update']);
  });

  it('the provider enables a domain of the tenant it picked', async () => {
    const res = await call(PUT, { method: 'PUT', cookie: who.provider, json: { cloudId: 'globex', domain: GLOBEX, enabled: true } });
    expect(res.status).toBe(200);
    expect((await call(enabled, { cookie: who.globexAdmin })).body).toEqual({ domains: [GLOBEX] });
  });

  it.each([
    [{ domain: ACME_BRANCH }],
    [{ domain: '', enabled: true }],
    [{ domain: ACME_BRANCH, enabled: 'yes' }],
  ])('bad body %j is 400 and writes nothing', async (json) => {
    const res = await call(PUT, { method: 'PUT', cookie: who.acmeAdmin, json });
    expect(res.status).toBe(400);
    expect((await settings('acme')).filter((s) => s.domain === ACME_BRANCH)).toHaveLength(0);
  });
});
