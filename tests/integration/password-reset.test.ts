import { eq } from 'drizzle-orm';
import { POST as forgot } from '@/app/api/auth/forgot-password/route';
import { POST as reset } from '@/app/api/auth/reset-password/route';
import { resetConfigForTests } from '@/lib/server/config';
import { getDb } from '@/lib/server/db/client';
import { passwordResets, rateLimits } from '@/lib/server/db/schema';
import { resetTransportForTests } from '@/lib/server/mail/transport';
import { startCatcher } from '@/tools/mail-catcher/catcher';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import fr from '@/messages/fr.json';
import { call, DEMO, signIn } from '../fixtures/api';

let box: Awaited<ReturnType<typeof startCatcher>>;

beforeAll(async () => {
  box = await startCatcher(0);
  process.env.SMTP_URL = `smtp://127.0.0.1:${box.port}`;
  process.env.PUBLIC_URL = 'http://console.test';
  resetConfigForTests();
  resetTransportForTests();
});
afterAll(async () => {
  await box.close();
  delete process.env.SMTP_URL;
  resetConfigForTests();
  resetTransportForTests();
});
beforeEach(async () => {
  box.mails.length = 0;
  await (await getDb()).delete(rateLimits);
});

async function waitForMail(count: number) {
  for (let i = 0; i < 100 && box.mails.length < count; i++) await new Promise((r) => setTimeout(r, 50));
  return box.mails;
}

const linkIn = (text: string) => text.match(/http:\/\/console\.test\/resetPassword\?ref=([\w-]+)/)?.[1];

describe('password reset', () => {
  it('needs the username and the cloud id', async () => {
    const res = await call(forgot, { json: { cloudId: 'acme', username: ' ' } });
    expect(res.status).toBe(400);
    expect(res.body.error.key).toBe('auth.resetMandatory');
  });

  it('answers the same for an unknown account and sends nothing', async () => {
    const res = await call(forgot, { json: { cloudId: 'acme', username: 'ghost' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true, key: 'auth.resetMailSent' });
    await new Promise((r) => setTimeout(r, 300));
    expect(box.mails).toHaveLength(0);
  });

  it('mails a link that sets a new password once, and ends old sessions', async () => {
    const oldSession = await signIn(DEMO.acmeUser);
    const res = await call(forgot, { json: { cloudId: 'acme', username: 'acme-user' } });
    expect(res.body).toEqual({ ok: true, key: 'auth.resetMailSent' });
    const [mail] = await waitForMail(1);
    expect(mail.to).toEqual(['user@acme.example']);
    const ref = linkIn(mail.text)!;
    expect(ref).toBeTruthy();
    const db = await getDb();
    const rows = await db.select().from(passwordResets);
    expect(rows.some((r) => r.tokenHash === ref)).toBe(false);

    const mismatch = await call(reset, { json: { ref, password: 'abcdef', confirm: 'abcdeg' } });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.error.fields.confirm).toBe('auth.passwordsMismatch');
    const short = await call(reset, { json: { ref, password: 'abc', confirm: 'abc' } });
    expect(short.body.error.fields.password).toBe('auth.newPasswordMin');
    const empty = await call(reset, { json: { ref, password: '', confirm: '' } });
    expect(empty.body.error.key).toBe('auth.fillBoth');

    const ok = await call(reset, { json: { ref, password: 'reset-pass-1', confirm: 'reset-pass-1' } });
    expect(ok.status).toBe(200);
    const again = await call(reset, { json: { ref, password: 'reset-pass-2', confirm: 'reset-pass-2' } });
    expect(again.status).toBe(400);
    expect(again.body.error.key).toBe('auth.resetLinkInvalid');

    const { GET: profile } = await import('@/app/api/profile/route');
    expect((await call(profile, { cookie: oldSession })).status).toBe(401);
    await signIn({ ...DEMO.acmeUser, password: 'reset-pass-1' });

    // Put the demo password back through a second reset.
    await call(forgot, { json: { cloudId: 'acme', username: 'acme-user' } });
    const mails = await waitForMail(2);
    const ref2 = linkIn(mails[1].text)!;
    expect((await call(reset, { json: { ref: ref2, password: 'demo1234', confirm: 'demo1234' } })).status).toBe(200);
  });

  it("writes the mail in the asker's language: NEXT_LOCALE, then Accept-Language, else English", async () => {
    const ask = (headers: Record<string, string> = {}) => call(forgot, { json: { cloudId: 'acme', username: 'acme-user' }, headers });
    await ask({ cookie: 'NEXT_LOCALE=es', 'accept-language': 'fr-FR,fr;q=0.9' });
    await ask({ 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.8' });
    await ask({ 'accept-language': 'de-DE,de;q=0.9' });
    await ask();
    const mails = await waitForMail(4);
    // The mails go out in the background, so they may arrive in any order.
    const bySubject = (subject: string) => mails.filter((m) => m.subject === subject);
    const [mailEs] = bySubject(es.mail.passwordReset.subject);
    const [mailFr] = bySubject(fr.mail.passwordReset.subject);
    expect(bySubject(en.mail.passwordReset.subject)).toHaveLength(2);
    expect(mailEs.subject).toBe('Restablece tu contraseña');
    expect(mailEs.text).toContain('Hola, Acme User:');
    expect(mailEs.text).toContain(es.mail.passwordReset.followLink);
    expect(mailEs.text).toContain(es.mail.passwordReset.ignore);
    expect(linkIn(mailEs.text)).toBeTruthy();
    expect(mailEs.html).toContain('<p>Hola, Acme User:</p>');
    expect(mailEs.html).toMatch(/<a href="http:\/\/console\.test\/resetPassword\?ref=[\w-]+">/);
    expect(mailFr.text).toContain('Bonjour Acme User,');
    expect(mailFr.html).toContain(`<p>${fr.mail.passwordReset.followLink}</p>`);
    for (const mail of bySubject(en.mail.passwordReset.subject)) {
      expect(mail.text).toContain('Hello Acme User,\n\nFollow this link within one hour to choose a new password:\nhttp://console.test/resetPassword?ref=');
      expect(mail.text).toContain('If you did not ask for this, ignore this message.');
    }
  });

  it('refuses an expired link', async () => {
    await call(forgot, { json: { cloudId: 'acme', username: 'acme-admin' } });
    const [mail] = await waitForMail(1);
    const ref = linkIn(mail.text)!;
    const db = await getDb();
    const { hashToken } = await import('@/lib/server/crypto/secrets');
    await db.update(passwordResets).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(passwordResets.tokenHash, hashToken(ref)));
    const res = await call(reset, { json: { ref, password: 'whatever1', confirm: 'whatever1' } });
    expect(res.status).toBe(400);
    expect(res.body.error.key).toBe('auth.resetLinkInvalid');
  });
});
