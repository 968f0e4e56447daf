import { NextRequest } from 'next/server';
import { GET, PUT } from '@/app/api/tab/settings/route';
import { PUT as rules } from '@/app/api/tab/settings/answer-rules/route';
import { POST as greetingCall } from '@/app/api/tab/settings/greeting-call/route';
import { GET as greetingAudio } from '@/app/api/tab/settings/greetings/[index]/audio/route';
import { PUT as sms } from '@/app/api/tab/settings/sms-number/route';
import { toneWav } from '@/tools/ns-sim/wav';
import { call } from '../fixtures/api';
import { control, useSimulator, type Sim } from '../fixtures/simulator';
import { DOMAIN, ensureAcmeWhiteLabel, tabCookie } from './tabs-helpers';

let sim: Sim;
let cookie: string;
beforeAll(async () => {
  await ensureAcmeWhiteLabel();
  sim = await useSimulator();
});
afterAll(() => sim.close());
// A reset forgets the platform's tokens, so each test opens the tab anew.
beforeEach(async () => {
  sim.reset();
  cookie = await tabCookie();
});

const subscriber = async () => ((await control(sim, 'state')).subscribers as Array<Record<string, string>>).find((s) => s.domain === DOMAIN && s.user === '101')!;

describe('settings tab', () => {
  it('reads every section', async () => {
    const res = await call(GET, { cookie });
    expect(res.status).toBe(200);
    expect(res.body.values).toMatchObject({ vmailEnabled: 'yes', notify: expect.any(String) });
    expect(res.body.callerIds.length).toBeGreaterThan(0);
    expect(res.body.callerIds.every((n: string) => !(n.length === 11 && n.startsWith('1')))).toBe(true);
    expect(res.body.answerRules.at(-1).timeFrame).toBe('*');
    expect(res.body.devices).toContain('101');
    expect(res.body.greetings.length).toBeGreaterThan(0);
    expect(res.body.smsNumber).not.toBe('');
  });

  it('saves yes/no flags, drops a leading 1 and sends transcription only with a notification', async () => {
    const base = { callerId: '16025550102', vmailEnabled: 'no', sortLifo: 'yes', announceTime: 'yes', announceCallerId: 'no', greeting: '1' };
    expect((await call(PUT, { cookie, method: 'PUT', json: { ...base, notify: 'attnew', transcribe: 'deepgram' } })).status).toBe(200);
    expect(await subscriber()).toMatchObject({ callid_nmbr: '6025550102', vmail_enabled: 'no', vmail_sort_lifo: 'yes', vmail_notify: 'attnew', vmail_transcribe: 'deepgram' });
    expect((await call(PUT, { cookie, method: 'PUT', json: { ...base, notify: 'no', transcribe: 'no' } })).status).toBe(200);
    expect(await subscriber()).toMatchObject({ vmail_notify: 'no', vmail_transcribe: 'deepgram' });
    expect((await call(PUT, { cookie, method: 'PUT', json: { ...base, notify: 'sometimes' } })).status).toBe(400);
    expect((await call(PUT, { cookie, method: 'PUT', json: { ...base, notify: 'no', vmailEnabled: true } })).status).toBe(400);
  });

  it("reorders answer rules and answers the platform's new priorities", async () => {
    const before = (await call(GET, { cookie })).body.answerRules.map((r: { timeFrame: string }) => r.timeFrame) as string[];
    const reversed = [...before].reverse();
    const res = await call(rules, { cookie, method: 'PUT', json: { timeFrames: reversed } });
    expect(res.status).toBe(200);
    expect((await call(GET, { cookie })).body.answerRules.map((r: { timeFrame: string }) => r.timeFrame)).toEqual(reversed);
    const onPlatform = ((await control(sim, 'state')).answerrules as Array<Record<string, string>>)
      .filter((r) => r.domain === DOMAIN && r.user === '101')
      .map((r) => ({ timeFrame: r.time_frame, priority: Number(r.priority) }))
      .sort((a, b) => a.priority - b.priority);
    expect(res.body.answerRules).toEqual(onPlatform);
    expect(res.body.answerRules.map((r: { timeFrame: string }) => r.timeFrame)).toEqual(reversed);
  });

  it("shows the platform's priority numbers, not list positions", async () => {
    // Priorities the platform numbers from 10 in steps of 10.
    const mine = (sim.state.answerrules as Array<Record<string, string>>).filter((r) => r.domain === DOMAIN && r.user === '101');
    mine.forEach((r) => (r.priority = String(Number(r.priority) * 10)));
    const shown = (await call(GET, { cookie })).body.answerRules as Array<{ priority: number }>;
    expect(shown.map((r) => r.priority)).toEqual(mine.map((r) => Number(r.priority)).sort((a, b) => a - b));
    expect(shown[0].priority).toBe(10);
  });

  it('changes the SMS number to a free one and refuses an empty one', async () => {
    const { smsChoices, smsNumber } = (await call(GET, { cookie })).body;
    const free = (smsChoices as string[]).find((n) => n !== smsNumber)!;
    expect((await call(sms, { cookie, method: 'PUT', json: { number: free } })).status).toBe(200);
    expect((await call(GET, { cookie })).body.smsNumber).toBe(free);
    const empty = await call(sms, { cookie, method: 'PUT', json: { number: '' } });
    expect(empty.body.error.key).toBe('vmSettings.selectNumber');
  });

  it('plays a greeting from the platform through our server, with Range support', async () => {
    const greeting = (sim.state.audio as Array<Record<string, string>>).find((a) => a._domain === DOMAIN && a._owner === '101' && a._type === 'greeting' && a.index === '1')!;
    const wav = toneWav(Number(greeting._tone));
    const path = '/api/tab/settings/greetings/1/audio';
    const full = await greetingAudio(new NextRequest(new URL(path, 'http://localhost:3000'), { headers: { cookie } }), { params: Promise.resolve({ index: '1' }) });
    expect(full.status).toBe(200);
    expect(full.headers.get('content-type')).toBe('audio/wav');
    expect(full.headers.get('cache-control')).toMatch(/no-store/);
    expect(Buffer.from(await full.arrayBuffer()).equals(wav)).toBe(true);
    const part = await greetingAudio(new NextRequest(new URL(path, 'http://localhost:3000'), { headers: { cookie, range: 'bytes=44-143' } }), { params: Promise.resolve({ index: '1' }) });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 44-143/${wav.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(wav.subarray(44, 144))).toBe(true);
    // The platform's play request went with the signed link, not with the user's password.
    const plays = ((await control(sim, 'requests')) as Array<{ action: string; url: string }>).filter((r) => r.action === 'play');
    expect(plays.length).toBeGreaterThan(0);
    expect(plays.every((r) => /auth=/.test(r.url) && !r.url.includes('demo1234'))).toBe(true);
    expect((await call(greetingAudio, { cookie, params: { index: '99' } })).status).toBe(404);
  });

  it('calls a device to record the next greeting', async () => {
    const none = await call(greetingCall, { cookie, json: { device: '' } });
    expect(none.body.error.key).toBe('vmSettings.selectDevice');
    const before = (await call(GET, { cookie })).body.greetings as Array<{ index: string }>;
    const res = await call(greetingCall, { cookie, json: { device: '101', description: 'Holiday' } });
    expect(res.status).toBe(200);
    expect(res.body.index).toBe(Math.max(...before.map((g) => Number(g.index))) + 1);
    const req = ((await control(sim, 'requests')) as Array<{ action: string; params: Record<string, string> }>).find((r) => r.action === 'call_to_record');
    expect(req?.params).toMatchObject({ uid: '101@acme-main.12345.service', destination: '101', index: String(res.body.index), type: 'greeting', description: 'Holiday' });
    expect(req?.params.callid).toMatch(/^[a-z0-9]{10}$/);
  });
});
