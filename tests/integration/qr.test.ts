import { POST as appSignin } from '@/app/api/tab/app-signin/route';
import { POST as passcode } from '@/app/api/tab/app-signin/passcode/route';
import { POST as qr } from '@/app/api/tab/qr/route';
import { POST as emailQr } from '@/app/api/tab/qr/email/route';
import { eq } from 'drizzle-orm';
import { GET as provisioning } from '@/app/provisioning/account/route';
import { hashToken } from '@/lib/server/crypto/secrets';
import { getDb } from '@/lib/server/db/client';
import { loginCodes } from '@/lib/server/db/schema';
import es from '@/messages/es.json';
import fr from '@/messages/fr.json';
import { startCatcher } from '@/tools/mail-catcher/catcher';
import { call } from '../fixtures/api';
import { useSimulator, type Sim } from '../fixtures/simulator';
import { enableSoftphones } from '../fixtures/tenants';
import { acmeClientProfile, cookieFrom, DOMAIN, ensureAcmeWhiteLabel, USER } from './tabs-helpers';

let sim: Sim;
let catcher: Awaited<ReturnType<typeof startCatcher>>;
beforeAll(async () => {
  catcher = await startCatcher(0);
  await ensureAcmeWhiteLabel({ emailPort: catcher.port });
  sim = await useSimulator();
  await enableSoftphones('acme', { [DOMAIN]: ['101', '102', '103', '104', '105', '106', '110'] });
});
afterAll(async () => {
  await sim.close();
  await catcher.close();
});

describe('QR generator', () => {
  it('refuses an empty or wrong password with "Invalid Password!"', async () => {
    const empty = await call(qr, { json: { username: USER.username, cloud_id: 'acme', password: '' } });
    expect(empty.status).toBe(400);
    expect(empty.body.error.key).toBe('qr.invalidPassword');
    const wrong = await call(qr, { json: { username: USER.username, cloud_id: 'acme', password: 'wrong-one' } });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error.key).toBe('qr.invalidPassword');
  });

  it('gives no code to an account with a second factor', async () => {
    const res = await call(qr, { json: { username: '110@acme-main', cloud_id: 'acme', password: 'demo1234' } });
    expect(res.status).toBe(403);
    expect(res.body.error.key).toBe('qr.mfaRequired');
  });

  it('mails the QR link to the address the platform holds', async () => {
    expect((await call(emailQr, { method: 'POST' })).status).toBe(401);
    const shown = await call(qr, { json: { username: USER.username, cloud_id: 'acme', password: USER.password } });
    const grant = cookieFrom(shown, 'qr_grant')!;
    expect(grant).toBeDefined();
    const res = await call(emailQr, { method: 'POST', cookie: grant });
    expect(res.status).toBe(200);
    expect(catcher.mails).toHaveLength(1);
    expect(catcher.mails[0].to[0]).toMatch(/@/);
    expect(catcher.mails[0].text).toMatch(/csc:101%40acme-main:[A-Za-z0-9_-]+@acme\b/);
  });

  it('mails a code of its own, valid for 7 days, so neither QR spends the other', async () => {
    catcher.mails.length = 0;
    const shown = await call(qr, { json: { username: USER.username, cloud_id: 'acme', password: USER.password } });
    expect((await call(emailQr, { method: 'POST', cookie: cookieFrom(shown, 'qr_grant')! })).status).toBe(200);
    const mailed = /csc:\S+@acme\b/.exec(catcher.mails[0].text)![0];
    expect(mailed).not.toBe(shown.body.link);
    const codeOf = (link: string) => decodeURIComponent(link.split(':')[2].split('@')[0]);
    const [screenCode, mailCode] = [codeOf(shown.body.link), codeOf(mailed)];
    const db = await getDb();
    const [row] = await db.select().from(loginCodes).where(eq(loginCodes.codeHash, hashToken(mailCode)));
    expect(row.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6.9 * 86_400_000);
    const [screenRow] = await db.select().from(loginCodes).where(eq(loginCodes.codeHash, hashToken(screenCode)));
    expect(screenRow.expiresAt.getTime()).toBeLessThan(Date.now() + 16 * 60_000);
    // Scanning the screen's QR leaves the mailed one good, and each works once.
    await acmeClientProfile();
    const provision = (code: string) => call(provisioning, { path: `/provisioning/account?${new URLSearchParams({ cloud_id: 'acme', username: USER.username, password: code })}` });
    expect((await provision(screenCode)).status).toBe(200);
    expect((await provision(mailCode)).status).toBe(200);
    expect((await provision(mailCode)).status).toBe(403);
  });

  it('withdraws the mailed code when the mail cannot be sent', async () => {
    const shown = await call(qr, { json: { username: USER.username, cloud_id: 'acme', password: USER.password } });
    const db = await getDb();
    const before = (await db.select().from(loginCodes)).length;
    await ensureAcmeWhiteLabel({ emailPort: 1 });
    try {
      const res = await call(emailQr, { method: 'POST', cookie: cookieFrom(shown, 'qr_grant')! });
      expect(res.status).toBe(502);
      expect(res.body.error.key).toBe('qr.emailFailed');
    } finally {
      await ensureAcmeWhiteLabel({ emailPort: catcher.port });
    }
    expect(await db.select().from(loginCodes)).toHaveLength(before);
  });

  it('mails only the first of several addresses', async () => {
    catcher.mails.length = 0;
    const shown = await call(qr, { json: { username: '103@acme-main', cloud_id: 'acme', password: 'demo1234' } });
    const res = await call(emailQr, { method: 'POST', cookie: cookieFrom(shown, 'qr_grant')! });
    expect(res.status).toBe(200);
    const held = (sim.state.subscribers as Array<Record<string, string>>).find((s) => s.domain === DOMAIN && s.user === '103')!.email;
    expect(held).toContain(';');
    expect(catcher.mails.map((m) => m.to)).toEqual([[held.split(';')[0]]]);
  });

  it('says "Unable to send email; No info on user found" for a user without an e-mail address', async () => {
    catcher.mails.length = 0;
    const who = (sim.state.subscribers as Array<Record<string, string>>).find((s) => s.domain === DOMAIN && s.user === '105')!;
    const email = who.email;
    who.email = '';
    try {
      const shown = await call(qr, { json: { username: '105@acme-main', cloud_id: 'acme', password: 'demo1234' } });
      expect(shown.status).toBe(200);
      const res = await call(emailQr, { method: 'POST', cookie: cookieFrom(shown, 'qr_grant')! });
      expect(res.status).toBe(404);
      expect(res.body.error).toMatchObject({ key: 'qr.emailFailed', message: 'Unable to send email; No info on user found' });
      expect(catcher.mails).toHaveLength(0);
    } finally {
      who.email = email;
    }
  });

  it("writes the mail in the asker's language: NEXT_LOCALE, then Accept-Language, else English", async () => {
    const mailIn = async (cookie: string, headers: Record<string, string> = {}) => {
      catcher.mails.length = 0;
      const shown = await call(qr, { json: { username: USER.username, cloud_id: 'acme', password: USER.password } });
      const grant = cookieFrom(shown, 'qr_grant')!;
      expect((await call(emailQr, { method: 'POST', cookie: [grant, cookie].filter(Boolean).join('; '), headers })).status).toBe(200);
      return catcher.mails[0];
    };
    const inEs = await mailIn('NEXT_LOCALE=es', { 'accept-language': 'fr' });
    expect(inEs.subject).toBe('Tu código QR para iniciar sesión en el softphone');
    expect(inEs.text).toMatch(/^Escanea el código QR en el softphone .+\ncsc:101%40acme-main:[A-Za-z0-9_-]+@acme\b/);
    expect(inEs.html).toContain(`<p>${es.mail.qrCode.body}</p>`);
    expect(inEs.html).toContain('alt="Código QR"');
    const inFr = await mailIn('', { 'accept-language': 'fr-CA,fr;q=0.9' });
    expect(inFr.subject).toBe(fr.mail.qrCode.subject);
    expect(inFr.text).toContain(fr.mail.qrCode.body);
    const inEn = await mailIn('');
    expect(inEn.subject).toBe('Your softphone login QR code');
    expect(inEn.text).toMatch(/^Scan the QR code in the softphone, or open this link on your phone to sign in .+:\ncsc:101%40acme-main:/);
    expect(inEn.html).toContain('alt="QR code"');
  });
});

describe('app sign-in', () => {
  it('answers a csc link with a one-time code, never the password', async () => {
    const res = await call(appSignin, { json: { cloud_id: 'acme', username: USER.username, password: USER.password, build: '0' } });
    expect(res.status).toBe(200);
    expect(res.body.link).toMatch(/^csc:101%40acme-main:[A-Za-z0-9_-]+@acme\*$/);
    expect(res.body.link).not.toContain('demo1234');
  });

  it('refuses bad credentials with "Failed to login"', async () => {
    const res = await call(appSignin, { json: { cloud_id: 'acme', username: USER.username, password: 'nope-nope' } });
    expect(res.status).toBe(401);
    expect(res.body.error.key).toBe('appSignin.failed');
  });

  it('asks for the passcode of a second factor, then signs in', async () => {
    const first = await call(appSignin, { json: { cloud_id: 'acme', username: '110@acme-main', password: 'demo1234' } });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ mfa: true, mfaType: expect.any(String) });
    const grant = cookieFrom(first, 'app_mfa')!;
    expect((await call(passcode, { json: { passcode: '000000' }, cookie: grant })).body.error.key).toBe('appSignin.failed');
    const retry = await call(appSignin, { json: { cloud_id: 'acme', username: '110@acme-main', password: 'demo1234' } });
    const ok = await call(passcode, { json: { passcode: '123456' }, cookie: cookieFrom(retry, 'app_mfa')! });
    expect(ok.status).toBe(200);
    expect(ok.body.link).toMatch(/^csc:110%40acme-main:[A-Za-z0-9_-]+@acme$/);
    expect((await call(passcode, { json: { passcode: '123456' } })).status).toBe(401);
  });
});
