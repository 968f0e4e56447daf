import { eq } from 'drizzle-orm';
import { POST as logos } from '@/app/api/company-logos/route';
import { GET as defaults } from '@/app/api/defaults/route';
import { GET, PUT } from '@/app/api/subscribers/[id]/white-label/route';
import { POST as testMail } from '@/app/api/subscribers/[id]/white-label/test-mail/route';
import { getDb } from '@/lib/server/db/client';
import { rateLimits, whiteLabels } from '@/lib/server/db/schema';
import en from '@/messages/en.json';
import pt from '@/messages/pt.json';
import { startCatcher } from '@/tools/mail-catcher/catcher';
import { call, DEMO, signIn } from '../fixtures/api';
import { auditFor, makeTenant } from '../fixtures/tenants';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
let provider: string, acmeAdmin: string, acmeUser: string;

const fields = (over: Record<string, string> = {}) => ({
  adminBaseUrl: 'https://console.example', emailHost: '127.0.0.1', emailPort: '2525', emailUsername: 'mailer',
  emailPassword: 'smtp-secret', emailFrom: 'noreply@example.com', emailEncryption: 'none', parkLowerLimit: '700',
  parkUpperLimit: '710', parkLowerLimit2: '', parkUpperLimit2: '', engageWidgetUrl: '', ...over,
});

function form(values: Record<string, string>, images: string[] = []) {
  const f = new FormData();
  Object.entries(values).forEach(([k, v]) => f.set(k, v));
  images.forEach((k) => f.set(k, new Blob([PNG], { type: 'image/png' }), `${k}.png`));
  return f;
}
const ALL = ['signinLogo', 'dashboardLogo', 'customTabBackground'];

beforeAll(async () => {
  await (await getDb()).delete(rateLimits);
  [provider, acmeAdmin, acmeUser] = await Promise.all([signIn(DEMO.provider), signIn(DEMO.acmeAdmin), signIn(DEMO.acmeUser)]);
});

describe('white label', () => {
  it('is for provider admins only', async () => {
    const { subscriber } = await makeTenant('wl-guard');
    const params = { id: String(subscriber.id) };
    expect((await call(GET, { params })).status).toBe(401);
    expect((await call(GET, { params, cookie: acmeUser })).status).toBe(403);
    expect((await call(GET, { params, cookie: acmeAdmin })).status).toBe(403);
    expect((await call(PUT, { method: 'PUT', params, cookie: acmeAdmin, form: form(fields(), ALL) })).status).toBe(403);
    expect((await call(GET, { params: { id: '999999' }, cookie: provider })).status).toBe(404);
  });

  it('requires all three images and the password on add', async () => {
    const { subscriber } = await makeTenant('wl-add');
    const params = { id: String(subscriber.id) };
    const res = await call(PUT, { method: 'PUT', params, cookie: provider, form: form(fields({ emailPassword: '' }), ['signinLogo']) });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields).sort()).toEqual(['customTabBackground', 'dashboardLogo', 'emailPassword']);
    expect(await (await getDb()).select().from(whiteLabels).where(eq(whiteLabels.subscriberId, subscriber.id))).toHaveLength(0);
  });

  it.each([
    ['lower above upper', { parkLowerLimit: '9', parkUpperLimit: '1' }, 'parkUpperLimit'],
    ['only one of the second range', { parkLowerLimit2: '5' }, 'parkUpperLimit2'],
    ['an http engage URL', { engageWidgetUrl: 'http://widget.example' }, 'engageWidgetUrl'],
    ['a missing host', { emailHost: '' }, 'emailHost'],
    ['an unknown encryption', { emailEncryption: 'rot13' }, 'emailEncryption'],
  ])('refuses %s', async (_, over, field) => {
    const { subscriber } = await makeTenant(`wl-bad-${field.toLowerCase()}-${Math.random().toString(36).slice(2, 6)}`);
    const res = await call(PUT, { method: 'PUT', params: { id: String(subscriber.id) }, cookie: provider, form: form(fields(over), ALL) });
    expect(res.status).toBe(400);
    expect(res.body.error.fields[field]).toBeDefined();
  });

  it('refuses an image that is not one by content', async () => {
    const { subscriber } = await makeTenant('wl-fake');
    const f = form(fields(), ['signinLogo', 'dashboardLogo']);
    f.set('customTabBackground', new Blob(['<html>'], { type: 'image/png' }), 'fake.png');
    const res = await call(PUT, { method: 'PUT', params: { id: String(subscriber.id) }, cookie: provider, form: f });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.customTabBackground).toBe('validation.imageType');
  });

  it('adds, then edits keeping the password and images; never answers the password', async () => {
    const { subscriber } = await makeTenant('wl-ok');
    const params = { id: String(subscriber.id) };
    const empty = await call(GET, { params, cookie: provider });
    expect(empty.body).toMatchObject({ exists: false, hasEmailPassword: false, values: null });
    const added = await call(PUT, { method: 'PUT', params, cookie: provider, form: form(fields({ parkLowerLimit2: '800', parkUpperLimit2: '810' }), ALL) });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ exists: true, hasEmailPassword: true, values: { parkLowerLimit2: 800, emailPort: 2525 } });
    expect(added.body.images.signinLogo).toMatch(/^\/api\/files\//);
    expect(JSON.stringify(added.body)).not.toContain('smtp-secret');
    const edited = await call(PUT, { method: 'PUT', params, cookie: provider, form: form(fields({ emailPassword: '', emailFrom: 'x@example.com' })) });
    expect(edited.status).toBe(200);
    expect(edited.body.images).toEqual(added.body.images);
    expect(edited.body.hasEmailPassword).toBe(true);
    const [row] = await (await getDb()).select().from(whiteLabels).where(eq(whiteLabels.subscriberId, subscriber.id));
    expect(row.emailPasswordEnc).toMatch(/^v1:/);
    const events = await auditFor('whiteLabel', subscriber.id);
    expect(events.map((e) => e.action)).toEqual(['create', 'update']);
    expect(JSON.stringify(events)).not.toContain('smtp-secret');
    expect(JSON.stringify(events)).not.toContain('v1:');

    const l = await call(logos, { json: { cloudId: 'WL-OK' } });
    expect(l.status).toBe(200);
    expect(l.body.signin_logo).toBe(added.body.images.signinLogo);
    expect((await call(logos, { json: { cloudId: 'nobody' } })).body).toEqual({ signin_logo: null, dashboard_logo: null, custom_tab_background: null });
  });

  it('sends a test e-mail to the signed-in admin, or reports the server error', async () => {
    const { subscriber } = await makeTenant('wl-mail');
    const params = { id: String(subscriber.id) };
    const catcher = await startCatcher(0);
    try {
      const smtp = { emailHost: '127.0.0.1', emailPort: catcher.port, emailUsername: 'u', emailPassword: 'p', emailFrom: 'from@example.com', emailEncryption: 'none' };
      const ok = await call(testMail, { params, cookie: provider, json: smtp });
      expect(ok.body).toMatchObject({ sent: true, to: 'admin@provider.example' });
      expect(catcher.mails[0].to).toEqual(['admin@provider.example']);
      expect(catcher.mails[0].subject).toBe(en.mail.smtpTest.subject);
      expect(catcher.mails[0].text.trim()).toBe('Your SMTP settings work: this message was sent with them.');
      // In the admin's language: the language picker's cookie, or what the browser accepts.
      await call(testMail, { params, cookie: `${provider}; NEXT_LOCALE=pt`, json: smtp });
      await call(testMail, { params, cookie: provider, json: smtp, headers: { 'accept-language': 'pt-BR,pt;q=0.9' } });
      expect(catcher.mails.slice(1).map((m) => [m.subject, m.text.trim()])).toEqual([
        ['E-mail de teste', pt.mail.smtpTest.body],
        ['E-mail de teste', 'Suas configurações de SMTP funcionam: esta mensagem foi enviada com elas.'],
      ]);
      const refused = await call(testMail, { params, cookie: provider, json: { ...smtp, emailEncryption: 'starttls' } });
      expect(refused.status).toBe(200);
      expect(refused.body.sent).toBe(false);
      expect(refused.body.error).toMatch(/STARTTLS|TLS/i);
      expect((await call(testMail, { params, cookie: acmeAdmin, json: smtp })).status).toBe(403);
    } finally {
      await catcher.close();
    }
  });
});

describe('GET /api/defaults', () => {
  it('serves the allowed lists to a signed-in user', async () => {
    expect((await call(defaults)).status).toBe(401);
    const res = await call(defaults, { cookie: acmeUser });
    expect(res.body.email_encryption.Allowed).toEqual(['none', 'ssl', 'tls', 'starttls']);
    expect(res.body.transport.Allowed).toContain('udp');
    expect(res.body.dtmforder.Allowed).toEqual(['rfc2833', 'info', 'audio']);
  });
});
