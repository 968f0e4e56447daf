import { NextRequest } from 'next/server';
import { proxy } from '@/proxy';
import { POST as session } from '@/app/api/tab/session/route';
import { GET as voicemail } from '@/app/api/tab/voicemail/route';
import { DELETE as vmDelete } from '@/app/api/tab/voicemail/[index]/route';
import { GET as vmAudio } from '@/app/api/tab/voicemail/[index]/audio/route';
import { POST as vmForward } from '@/app/api/tab/voicemail/[index]/forward/route';
import { POST as vmSave } from '@/app/api/tab/voicemail/[index]/save/route';
import { GET as settings, PUT as saveSettings } from '@/app/api/tab/settings/route';
import { PUT as sms } from '@/app/api/tab/settings/sms-number/route';
import { PUT as rules } from '@/app/api/tab/settings/answer-rules/route';
import { POST as greetingCall } from '@/app/api/tab/settings/greeting-call/route';
import { GET as greetingAudio } from '@/app/api/tab/settings/greetings/[index]/audio/route';
import { GET as park } from '@/app/api/tab/park/route';
import { GET as parkEvents } from '@/app/api/tab/park/events/route';
import { POST as parkIn } from '@/app/api/tab/park/[slot]/park/route';
import { POST as pickup } from '@/app/api/tab/park/[slot]/pickup/route';
import { logger } from '@/lib/server/logs/logger';
import { unsealTab, type UserTabSession } from '@/lib/server/auth/tab-session';
import { call, DEMO, signIn } from '../fixtures/api';
import { useSimulator, type Sim } from '../fixtures/simulator';
import { cookieFrom, ensureAcmeWhiteLabel, USER } from './tabs-helpers';

let sim: Sim;
beforeAll(async () => {
  await ensureAcmeWhiteLabel();
  sim = await useSimulator();
});
afterAll(() => sim.close());

describe('tab session exchange', () => {
  it('turns good softphone credentials into a sealed cookie that holds no password', async () => {
    const res = await call(session, { json: USER });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ user: '101', domain: 'acme-main.12345.service' });
    expect(JSON.stringify(res.body)).not.toContain('token');
    const cookie = cookieFrom(res, 'tab_session')!;
    const set = res.headers.getSetCookie().find((c) => c.startsWith('tab_session='))!;
    expect(set).toMatch(/HttpOnly/i);
    expect(set).toMatch(/SameSite=Lax/i); // plain-http test run; None+Secure when cookies are secure
    expect(cookie).not.toContain('demo1234');
    const s = await unsealTab(cookie.split('=')[1]);
    expect(s).toMatchObject({ cloudId: 'acme', user: '101', domain: 'acme-main.12345.service', uid: '101@acme-main.12345.service' });
    expect(JSON.stringify(s)).not.toContain('demo1234');
  });

  it('refuses bad credentials and unknown tenants with the same clear answer', async () => {
    const bad = await call(session, { json: { ...USER, password: 'wrong-one' } });
    expect(bad.status).toBe(401);
    expect(bad.body.error.key).toBe('tabs.badCredentials');
    expect(cookieFrom(bad, 'tab_session')).toBeUndefined();
    const other = await call(session, { json: { ...USER, cloud_id: 'nobody-here' } });
    expect(other.status).toBe(401);
    expect(other.body.error.key).toBe('tabs.badCredentials');
  });

  it('accepts the editable-copy cloud id (trailing *)', async () => {
    expect((await call(session, { json: { ...USER, cloud_id: 'acme*' } })).status).toBe(200);
  });

  it('never writes the password to a log line', async () => {
    const lines: string[] = [];
    const level = logger.level;
    logger.level = 'debug';
    const spy = jest.spyOn(process.stdout, 'write').mockImplementation((s) => (lines.push(String(s)), true));
    try {
      await call(session, { json: { ...USER, password: 'Secret-Wrong-9' } });
      await call(session, { json: USER, path: '/api/tab/session?password=demo1234' });
    } finally {
      spy.mockRestore();
      logger.level = level;
    }
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.join('\n')).not.toMatch(/Secret-Wrong-9|demo1234/);
  });
});

describe('the password never appears in a later URL', () => {
  const secret = USER.password;
  const everything = (res: { status: number; body: unknown; headers: Headers }) =>
    `${res.status} ${JSON.stringify(res.body)} ${[...res.headers.entries()].map(([k, v]) => `${k}: ${v}`).join('\n')} ${res.headers.getSetCookie().join('\n')}`;

  it('is in no part of the exchange answer, good or bad, and nothing redirects', async () => {
    for (const json of [USER, { ...USER, password: 'Secret-Wrong-9' }]) {
      const res = await call(session, { json, path: `/api/tab/session?${new URLSearchParams({ username: USER.username, password: json.password, cloud_id: 'acme' })}` });
      expect(res.headers.get('location')).toBeNull();
      expect(everything(res)).not.toContain(json.password);
      expect(everything(res)).not.toContain(encodeURIComponent(json.password));
    }
  });

  const tabUrl = (tab: string) => `/custom_tab/${tab}?${new URLSearchParams({ username: USER.username, password: secret, cloud_id: 'acme', direct: '0' })}`;
  const throughProxy = (path: string) => proxy(new NextRequest(new URL(path, 'http://localhost:3000')));

  it.each(['index', 'voice_messages', 'vmail_settings', 'call_parkings', 'engage'])('opening /custom_tab/%s with credentials is no redirect', async (tab) => {
    const res = await throughProxy(tabUrl(tab));
    expect(res.status).toBe(200);
    expect(res.headers.get('location')).toBeNull();
  });

  it('a softphone link opened at an admin page goes to the login without the password', async () => {
    for (const path of [tabUrl('index').replace('/custom_tab/index', '/dashboard'), tabUrl('index').replace('/custom_tab/index', '/')]) {
      const res = await throughProxy(path);
      expect(res.status).toBe(307);
      const location = res.headers.get('location')!;
      expect(location).toMatch(/\/login\?next=/);
      expect(decodeURIComponent(location)).not.toContain(secret);
      expect(decodeURIComponent(location)).not.toMatch(/password=/);
    }
    // Everything else of the address is kept for after the login.
    const kept = decodeURIComponent((await throughProxy(tabUrl('index').replace('/custom_tab/index', '/dashboard'))).headers.get('location')!);
    expect(kept).toContain('/dashboard?username=101%40acme-main&cloud_id=acme&direct=0');
    // Signed in, the page's own return address (used when its session ends) leaves it out too.
    const admin = await signIn(DEMO.acmeAdmin);
    const inside = await proxy(new NextRequest(new URL(tabUrl('index').replace('/custom_tab/index', '/dashboard'), 'http://localhost:3000'), { headers: { cookie: admin } }));
    expect(inside.headers.get('x-middleware-request-x-pathname')).toBe('/dashboard?username=101%40acme-main&cloud_id=acme&direct=0');
  });
});

describe('every tab route needs a tab session', () => {
  const routes: Array<[string, (...a: never[]) => Promise<Response>, object]> = [
    ['voicemail list', voicemail, {}],
    ['voicemail delete', vmDelete, { method: 'DELETE', params: { index: 'x' } }],
    ['voicemail audio', vmAudio, { params: { index: 'x' } }],
    ['voicemail forward', vmForward, { json: { folder: 'new', to: '102' }, params: { index: 'x' } }],
    ['voicemail save', vmSave, { json: { folder: 'new' }, params: { index: 'x' } }],
    ['settings', settings, {}],
    ['settings save', saveSettings, { method: 'PUT', json: {} }],
    ['sms number', sms, { method: 'PUT', json: { number: '1' } }],
    ['answer rules', rules, { method: 'PUT', json: { timeFrames: ['*'] } }],
    ['greeting call', greetingCall, { json: { device: '101' } }],
    ['greeting audio', greetingAudio, { params: { index: '1' } }],
    ['park board', park, {}],
    ['park events', parkEvents, {}],
    ['park', parkIn, { params: { slot: '705' } }],
    ['pickup', pickup, { params: { slot: '703' } }],
  ];

  it.each(routes)('%s answers 401 without one', async (_, handler, opts) => {
    const res = await call(handler as never, opts);
    expect(res.status).toBe(401);
    expect(res.body.error.key).toBe('tabs.sessionRequired');
  });

  it('an admin session is no tab session', async () => {
    const admin = await signIn(DEMO.acmeAdmin);
    expect((await call(voicemail, { cookie: admin })).status).toBe(401);
  });

  it('a forged cookie is refused', async () => {
    expect((await call(voicemail, { cookie: 'tab_session=Fe26.2**forged' })).status).toBe(401);
  });
});

describe('tab token renewal', () => {
  it('renews a token close to its end and seals the new one back into the cookie', async () => {
    const res = await call(session, { json: USER });
    const s = (await unsealTab(cookieFrom(res, 'tab_session')!.split('=')[1])) as UserTabSession;
    const { sealTab } = await import('@/lib/server/auth/tab-session');
    const ageing = await sealTab({ ...s, token: { ...s.token, expiresAt: Date.now() + 60_000 } });
    const renewed = await call(voicemail, { cookie: `tab_session=${ageing}` });
    expect(renewed.status).toBe(200);
    const next = (await unsealTab(cookieFrom(renewed, 'tab_session')!.split('=')[1])) as UserTabSession | undefined;
    expect(next!.token.accessToken).not.toBe(s.token.accessToken);
    expect(next!.token.expiresAt).toBeGreaterThan(Date.now() + 10 * 60_000);
  });

  it('asks to reopen the tab when the platform no longer takes the token', async () => {
    const res = await call(session, { json: USER });
    sim.reset(); // forgets every token, refresh tokens included
    const after = await call(voicemail, { cookie: cookieFrom(res, 'tab_session')! });
    expect(after.status).toBe(401);
    expect(after.body.error.key).toBe('tabs.sessionRequired');
  });
});
