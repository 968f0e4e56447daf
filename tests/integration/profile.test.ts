import { GET as getFile } from '@/app/api/files/[id]/route';
import { GET as getProfile, PUT as putProfile } from '@/app/api/profile/route';
import { POST as changePassword } from '@/app/api/profile/password/route';
import { getDb } from '@/lib/server/db/client';
import { auditEvents } from '@/lib/server/db/schema';
import { call, DEMO, signIn } from '../fixtures/api';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const SVG = Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

function profileForm(fields: Partial<Record<'name' | 'email' | 'phoneNumber', string>>, picture?: Blob) {
  const form = new FormData();
  form.set('name', fields.name ?? 'Acme Admin');
  form.set('email', fields.email ?? 'admin@acme.example');
  form.set('phoneNumber', fields.phoneNumber ?? '+1 602 555 0101');
  if (picture) form.set('picture', picture, 'picture');
  return form;
}

describe('/api/profile', () => {
  it('needs a session', async () => {
    expect((await call(getProfile)).status).toBe(401);
    expect((await call(putProfile, { method: 'PUT', form: profileForm({}) })).status).toBe(401);
    expect((await call(changePassword, { json: { oldPassword: 'a', newPassword: 'abcdef' } })).status).toBe(401);
  });

  it('answers the signed-in user only, without secrets', async () => {
    const cookie = await signIn(DEMO.acmeUser);
    const res = await call(getProfile, { cookie });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ username: 'acme-user', role: 'user', cloudId: 'acme', pictureUrl: null });
    expect(JSON.stringify(res.body)).not.toMatch(/hash|password/i);
  });

  it('updates name, phone and e-mail with a picture, and audits the change', async () => {
    const cookie = await signIn(DEMO.acmeAdmin);
    const res = await call(putProfile, { method: 'PUT', cookie, form: profileForm({ name: 'Renamed' }, new Blob([PNG], { type: 'image/png' })) });
    expect(res.status).toBe(200);
    expect(res.body.name).toBe('Renamed');
    expect(res.body.pictureUrl).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
    const id = res.body.pictureUrl.split('/').pop();
    const file = await call(getFile, { params: { id } });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    const db = await getDb();
    const events = await db.select().from(auditEvents);
    expect(events.some((e) => e.targetType === 'profile' && (e.after as { name: string }).name === 'Renamed')).toBe(true);
    await call(putProfile, { method: 'PUT', cookie, form: profileForm({}) });
  });

  it('checks pictures by content and size, and changes nothing when refused', async () => {
    const cookie = await signIn(DEMO.acmeAdmin);
    const fake = await call(putProfile, { method: 'PUT', cookie, form: profileForm({ name: 'Nope' }, new Blob(['<html></html>'], { type: 'image/png' })) });
    expect(fake.status).toBe(400);
    expect(fake.body.error.key).toBe('validation.imageType');
    const big = await call(putProfile, { method: 'PUT', cookie, form: profileForm({ name: 'Nope' }, new Blob([Buffer.alloc(5_242_881, 0xff)])) });
    expect(big.status).toBe(400);
    expect(big.body.error.message).toBe('file size is too big');
    expect((await call(getProfile, { cookie })).body.name).not.toBe('Nope');
  });

  it('serves an uploaded SVG so that it cannot run script', async () => {
    const cookie = await signIn(DEMO.acmeUser);
    const res = await call(putProfile, { method: 'PUT', cookie, form: profileForm({ name: 'Acme User', email: 'user@acme.example' }, new Blob([SVG])) });
    expect(res.status).toBe(200);
    const file = await call(getFile, { params: { id: res.body.pictureUrl.split('/').pop() } });
    expect(file.headers.get('content-type')).toBe('image/svg+xml');
    expect(file.headers.get('content-security-policy')).toMatch(/sandbox/);
    expect(file.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('refuses bad fields with field errors', async () => {
    const cookie = await signIn(DEMO.acmeAdmin);
    const res = await call(putProfile, { method: 'PUT', cookie, form: profileForm({ name: '', email: 'not-an-email' }) });
    expect(res.status).toBe(400);
    expect(res.body.error.key).toBe('validation.mandatory');
    expect(res.body.error.fields).toMatchObject({ name: 'validation.mandatory', email: 'validation.email' });
  });

  it('answers 404 for unknown files', async () => {
    expect((await call(getFile, { params: { id: '00000000-0000-0000-0000-000000000000' } })).status).toBe(404);
    expect((await call(getFile, { params: { id: '../etc/passwd' } })).status).toBe(404);
  });
});

describe('POST /api/profile/password', () => {
  it('refuses a wrong old password with "Wrong Password"', async () => {
    const cookie = await signIn(DEMO.acmeUser);
    const res = await call(changePassword, { cookie, json: { oldPassword: 'nope', newPassword: 'abcdefg' } });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Wrong Password');
  });

  it('refuses a new password under 6 characters', async () => {
    const cookie = await signIn(DEMO.acmeUser);
    const res = await call(changePassword, { cookie, json: { oldPassword: 'demo1234', newPassword: '12345' } });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.newPassword).toBe('validation.passwordMin');
  });

  it('changes it, ends other sessions and keeps this one', async () => {
    const other = await signIn(DEMO.acmeUser);
    const cookie = await signIn(DEMO.acmeUser);
    const res = await call(changePassword, { cookie, json: { oldPassword: 'demo1234', newPassword: 'changed-1' } });
    expect(res.status).toBe(200);
    expect((await call(getProfile, { cookie: other })).status).toBe(401);
    expect((await call(getProfile, { cookie: res.cookie })).status).toBe(200);
    await expect(signIn(DEMO.acmeUser)).rejects.toThrow();
    const back = await call(changePassword, { cookie: res.cookie, json: { oldPassword: 'changed-1', newPassword: 'demo1234' } });
    expect(back.status).toBe(200);
  });
});
