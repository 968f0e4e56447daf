import { eq } from 'drizzle-orm';
import { POST as email } from '@/app/api/apps/email/route';
import { DELETE as remove, PUT as update } from '@/app/api/apps/templates/[id]/route';
import { GET as list, POST as create } from '@/app/api/apps/templates/route';
import { resetConfigForTests } from '@/lib/server/config';
import { getDb } from '@/lib/server/db/client';
import { emailTemplates, loginCodes, sentMails } from '@/lib/server/db/schema';
import { resetTransportForTests } from '@/lib/server/mail/transport';
import { createLoginCode, redeemLoginCode } from '@/lib/server/services/login-codes';
import { startCatcher } from '@/tools/mail-catcher/catcher';
import { ACME_MAIN, appsCast, enableDomain } from '../fixtures/apps';
import { call } from '../fixtures/api';
import { useSimulator, type Sim } from '../fixtures/simulator';

let sim: Sim;
let who: Awaited<ReturnType<typeof appsCast>>;
let box: Awaited<ReturnType<typeof startCatcher>>;

beforeAll(async () => {
  sim = await useSimulator();
  who = await appsCast(sim);
  await enableDomain('acme', ACME_MAIN);
  box = await startCatcher(0);
  process.env.SMTP_URL = `smtp://127.0.0.1:${box.port}`;
  resetConfigForTests();
  resetTransportForTests();
});
afterAll(async () => {
  await box.close();
  await sim.close();
  delete process.env.SMTP_URL;
  resetConfigForTests();
  resetTransportForTests();
});
beforeEach(() => {
  box.mails.length = 0;
});

const tpl = { name: 'Welcome', subject: 'Your softphone, {first_name}', body: 'Hello {first_name} {last_name},\nopen {link} on your phone.' };

describe('e-mail templates', () => {
  it('401 without a session; a simple user may read but gets the spec refusals for changes', async () => {
    expect((await call(list, {})).status).toBe(401);
    expect((await call(list, { cookie: who.acmeUser })).status).toBe(200);
    const add = await call(create, { cookie: who.acmeUser, json: tpl });
    expect(add.status).toBe(403);
    expect(add.body.error).toMatchObject({ key: 'apps.templates.notAllowed.add', message: 'You are not allowed to add email template' });
    const [row] = await (await getDb()).insert(emailTemplates).values({ cloudId: 'acme', name: 'x', body: 'y' }).returning();
    const put = await call(update, { method: 'PUT', cookie: who.acmeUser, json: tpl, params: { id: String(row.id) } });
    expect(put.body.error.key).toBe('apps.templates.notAllowed.update');
    const del = await call(remove, { method: 'DELETE', cookie: who.acmeUser, params: { id: String(row.id) } });
    expect(del.body.error.key).toBe('apps.templates.notAllowed.delete');
    await (await getDb()).delete(emailTemplates).where(eq(emailTemplates.id, row.id));
  });

  it('create, list, update, delete; name and body are mandatory', async () => {
    const bad = await call(create, { cookie: who.acmeAdmin, json: { name: ' ', body: '' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.key).toBe('apps.templates.mandatory');
    const made = await call(create, { cookie: who.acmeAdmin, json: tpl });
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject(tpl);
    const id = String(made.body.id);
    expect((await call(list, { cookie: who.acmeAdmin })).body).toEqual([made.body]);
    const changed = await call(update, { method: 'PUT', cookie: who.acmeAdmin, json: { ...tpl, name: 'Welcome 2' }, params: { id } });
    expect(changed.body.name).toBe('Welcome 2');
    const gone = await call(remove, { method: 'DELETE', cookie: who.acmeAdmin, params: { id } });
    expect(gone.body).toEqual({ ok: true, key: 'apps.templates.deleted' });
    expect((await call(list, { cookie: who.acmeAdmin })).body).toEqual([]);
  });

  it("another tenant's templates are invisible and untouchable (404)", async () => {
    const made = await call(create, { cookie: who.globexAdmin, json: tpl });
    const id = String(made.body.id);
    expect((await call(list, { cookie: who.acmeAdmin })).body).toEqual([]);
    expect((await call(list, { cookie: who.acmeAdmin, path: '/api/apps/templates?cloudId=globex' })).status).toBe(404);
    expect((await call(update, { method: 'PUT', cookie: who.acmeAdmin, json: tpl, params: { id } })).status).toBe(404);
    expect((await call(remove, { method: 'DELETE', cookie: who.acmeAdmin, params: { id } })).status).toBe(404);
    // The provider may manage it when it names the tenant.
    expect((await call(list, { cookie: who.provider, path: '/api/apps/templates?cloudId=globex' })).body).toHaveLength(1);
    expect((await call(remove, { method: 'DELETE', cookie: who.provider, path: '/api/apps/templates?cloudId=globex', params: { id } })).status).toBe(200);
  });
});

describe('login codes', () => {
  it('are stored hashed, single use, and only for their cloud', async () => {
    const { code } = await createLoginCode({ cloudId: 'acme', domain: ACME_MAIN, user: '101' });
    const rows = await (await getDb()).select().from(loginCodes);
    expect(JSON.stringify(rows)).not.toContain(code);
    expect(await redeemLoginCode('globex', code)).toBeUndefined();
    expect(await redeemLoginCode('acme', code)).toEqual({ domain: ACME_MAIN, user: '101' });
    expect(await redeemLoginCode('acme', code)).toBeUndefined();
  });

  it('expire after 7 days by default', async () => {
    const { expiresAt } = await createLoginCode({ cloudId: 'acme', domain: ACME_MAIN, user: '102' });
    expect(Math.round((expiresAt.getTime() - Date.now()) / 86_400_000)).toBe(7);
    const old = await createLoginCode({ cloudId: 'acme', domain: ACME_MAIN, user: '102', ttlMs: -1000 });
    expect(await redeemLoginCode('acme', old.code)).toBeUndefined();
  });

  it('two racing redemptions: exactly one wins', async () => {
    const { code } = await createLoginCode({ cloudId: 'acme', domain: ACME_MAIN, user: '103' });
    const both = await Promise.all([redeemLoginCode('acme', code), redeemLoginCode('acme', code)]);
    expect(both.filter(Boolean)).toHaveLength(1);
  });
});

describe('POST /api/apps/email (QR login link)', () => {
  const send = (json: Record<string, unknown>, cookie = who.acmeAdmin) => call(email, { cookie, json: { domain: ACME_MAIN, cc: '', ...json } });

  it('guards: 401, 403, other tenant 404', async () => {
    expect((await call(email, { json: { domain: ACME_MAIN, users: ['101'], subject: 's', body: 'b' } })).status).toBe(401);
    expect((await send({ users: ['101'], subject: 's', body: 'b' }, who.acmeUser)).status).toBe(403);
    expect((await send({ cloudId: 'globex', domain: 'globex.12345.service', users: ['301'], subject: 's', body: 'b' })).status).toBe(404);
    expect(box.mails).toHaveLength(0);
  });

  it('the spec messages for missing fields and no users; nothing sent', async () => {
    const missing = await send({ users: ['101'], subject: '', body: 'x' });
    expect(missing.status).toBe(400);
    expect(missing.body.error.key).toBe('apps.mail.mandatory');
    const none = await send({ users: [], subject: 'x', body: 'x' });
    expect(none.body.error.key).toBe('apps.mail.noUsers');
    await new Promise((r) => setTimeout(r, 200));
    expect(box.mails).toHaveLength(0);
  });

  it('one mail per line with placeholders replaced and a working one-time login link', async () => {
    const res = await send({ users: ['101', '103'], ...tpl, cc: 'boss@acme.example' });
    expect(res.status).toBe(200);
    expect(res.body.results).toEqual([
      expect.objectContaining({ user: '101', login: '101@acme-main', sent: true }),
      expect.objectContaining({ user: '103', login: '103@acme-main', sent: true }),
    ]);
    expect(box.mails).toHaveLength(2);
    const first = box.mails.find((m) => m.to.includes(res.body.results[0].email))!;
    expect(first.to).toContain('boss@acme.example');
    expect(first.subject).not.toContain('{first_name}');
    expect(first.text).not.toMatch(/\{(first_name|last_name|link)\}/);
    const link = first.text.match(/csc:101%40acme-main:([\w-]+)@acme/);
    expect(link).not.toBeNull();
    expect(await redeemLoginCode('acme', link![1])).toEqual({ domain: ACME_MAIN, user: '101' });
    expect(await redeemLoginCode('acme', link![1])).toBeUndefined();
    expect(await (await getDb()).select().from(sentMails)).toHaveLength(2);
  });

  it('a line without an e-mail address is reported, the others still go out', async () => {
    const db = sim.state as unknown as { subscribers: Array<Record<string, string>> };
    db.subscribers.find((s) => s.domain === ACME_MAIN && s.user === '104')!.email = '';
    const res = await send({ users: ['104', '105'], subject: 'Hi', body: '{link}' });
    expect(res.body.results).toEqual([
      expect.objectContaining({ user: '104', login: '104@acme-main', sent: false }),
      expect.objectContaining({ user: '105', sent: true }),
    ]);
    expect(box.mails).toHaveLength(1);
    sim.reset();
  });

  it('an SMTP failure is a per-recipient failure and leaves no usable code', async () => {
    process.env.SMTP_URL = 'smtp://127.0.0.1:1';
    resetConfigForTests();
    resetTransportForTests();
    try {
      const before = (await (await getDb()).select().from(loginCodes)).length;
      const res = await send({ users: ['106'], subject: 'Hi', body: '{link}' });
      expect(res.body.results).toEqual([expect.objectContaining({ user: '106', sent: false })]);
      expect((await (await getDb()).select().from(loginCodes)).length).toBe(before);
    } finally {
      process.env.SMTP_URL = `smtp://127.0.0.1:${box.port}`;
      resetConfigForTests();
      resetTransportForTests();
    }
  });
});
