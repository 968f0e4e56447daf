import { eq } from 'drizzle-orm';
import { POST as login } from '@/app/api/auth/login/route';
import { POST as logout } from '@/app/api/auth/logout/route';
import { GET as profile } from '@/app/api/profile/route';
import { getDb } from '@/lib/server/db/client';
import { rateLimits } from '@/lib/server/db/schema';
import { call, DEMO, signIn } from '../fixtures/api';

beforeEach(async () => {
  const db = await getDb();
  await db.delete(rateLimits);
});

describe('POST /api/auth/login', () => {
  it('signs a demo admin in and sets an httpOnly session cookie', async () => {
    const res = await call(login, { json: DEMO.acmeAdmin });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ name: 'Acme Admin', role: 'admin', cloudId: 'acme' });
    const set = res.headers.getSetCookie().join(';');
    expect(set).toMatch(/HttpOnly/i);
    expect(set).toMatch(/SameSite=lax/i);
  });

  it('accepts the cloud id and username in any case', async () => {
    const res = await call(login, { json: { cloudId: 'ACME', username: 'Acme-Admin', password: 'demo1234' } });
    expect(res.status).toBe(200);
  });

  it.each([
    ['a wrong password', { ...DEMO.acmeAdmin, password: 'nope12' }],
    ['an unknown user', { ...DEMO.acmeAdmin, username: 'ghost' }],
    ['an unknown cloud', { ...DEMO.acmeAdmin, cloudId: 'nowhere' }],
    ['the right user in another cloud', { ...DEMO.acmeAdmin, cloudId: 'provider' }],
  ])('answers "Invalid Credentials" the same way for %s', async (_, body) => {
    const res = await call(login, { json: body });
    expect(res.status).toBe(401);
    expect(res.body.error).toEqual({ code: 'unauthorized', message: 'Invalid Credentials', key: 'auth.invalidCredentials' });
    expect(res.cookie).toBeUndefined();
  });

  it('refuses empty fields with field errors', async () => {
    const res = await call(login, { json: { cloudId: '', username: 'x' } });
    expect(res.status).toBe(400);
    expect(res.body.error.key).toBe('validation.mandatory');
    expect(Object.keys(res.body.error.fields)).toEqual(expect.arrayContaining(['cloudId', 'password']));
  });

  it('refuses a body that is not JSON', async () => {
    const { NextRequest } = await import('next/server');
    const req = new NextRequest('http://localhost:3000/api/auth/login', { method: 'POST', body: '{oops', headers: { 'content-type': 'application/json' } });
    const res = await login(req);
    expect(res.status).toBe(400);
  });

  it('limits attempts per account with a 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      statuses.push((await call(login, { json: { ...DEMO.acmeUser, password: 'wrong!' }, headers: { 'x-forwarded-for': `10.1.0.${i}` } })).status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    const res = await call(login, { json: DEMO.acmeUser, headers: { 'x-forwarded-for': '10.1.1.1' } });
    expect(res.status).toBe(429);
    expect(res.body.error.message).toMatch(/Too many attempts/);
  });

  it('limits attempts per address across accounts', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      statuses.push((await call(login, { json: { ...DEMO.acmeUser, username: `nobody${i}` }, headers: { 'x-forwarded-for': '10.9.9.9' } })).status);
    }
    expect(statuses.at(-1)).toBe(429);
    const db = await getDb();
    expect((await db.select().from(rateLimits).where(eq(rateLimits.key, 'login:ip:10.9.9.9')))[0].count).toBe(31);
  });

  it('refuses a sign-in posted from another site', async () => {
    const res = await call(login, { json: DEMO.acmeAdmin, headers: { origin: 'https://evil.example' } });
    expect(res.status).toBe(403);
  });
});

describe('POST /api/auth/logout', () => {
  it('ends the session on the server: the old cookie no longer works', async () => {
    const cookie = await signIn(DEMO.acmeUser);
    expect((await call(profile, { cookie })).status).toBe(200);
    const out = await call(logout, { method: 'POST', cookie });
    expect(out.status).toBe(200);
    expect((await call(profile, { cookie })).status).toBe(401);
  });

  it('is harmless without a session', async () => {
    expect((await call(logout, { method: 'POST' })).status).toBe(200);
  });
});
