import { NextRequest } from 'next/server';
import { GET as board } from '@/app/api/tab/park/route';
import { GET as events } from '@/app/api/tab/park/events/route';
import { POST as parkIn } from '@/app/api/tab/park/[slot]/park/route';
import { POST as pickup } from '@/app/api/tab/park/[slot]/pickup/route';
import { resetConfigForTests } from '@/lib/server/config';
import { closeRealtime } from '@/lib/server/netsapiens/realtime';
import { call } from '../fixtures/api';
import { control, useSimulator, type Sim } from '../fixtures/simulator';
import { DOMAIN, ensureAcmeWhiteLabel, tabCookie } from './tabs-helpers';

let sim: Sim;
let cookie: string;
beforeAll(async () => {
  await ensureAcmeWhiteLabel();
  sim = await useSimulator();
  process.env.NS_SOCKET_URL = sim.socketUrl;
  resetConfigForTests();
});
afterAll(async () => {
  await closeRealtime();
  delete process.env.NS_SOCKET_URL;
  resetConfigForTests();
  await sim.close();
});
beforeEach(async () => {
  sim.reset();
  cookie = await tabCookie();
});

type Slot = { slot: string; description: string; busy: boolean; callerNumber?: string };
const slots = async () => (await call(board, { cookie })).body.slots as Slot[];

describe('park board', () => {
  it('shows the queues inside the two park ranges only, with the seeded parked call', async () => {
    const s = await slots();
    expect(s.map((x) => x.slot)).toEqual(['701', '702', '703', '704', '705', '706', '707', '708', '709', '710', '801', '802', '803', '804', '805']);
    expect(s.find((x) => x.slot === '703')).toMatchObject({ busy: true });
    expect(s.find((x) => x.slot === '705')).toMatchObject({ busy: false });
    expect(s.every((x) => x.description)).toBe(true);
  });

  it('hides every slot when the tenant has no second range', async () => {
    await ensureAcmeWhiteLabel({ parkLowerLimit2: null, parkUpperLimit2: null });
    try {
      expect((await slots()).map((x) => x.slot)).not.toContain('801');
    } finally {
      await ensureAcmeWhiteLabel();
    }
  });

  it('parks the current call, refuses when there is none, and picks a parked call up', async () => {
    const none = await call(parkIn, { cookie, params: { slot: '705' } });
    expect(none.status).toBe(409);
    expect(none.body.error.key).toBe('park.notOnCall');
    await control(sim, 'on-call', { domain: DOMAIN, user: '101', callerNumber: '16025559999', callerName: 'Sam Carter' });
    expect((await call(parkIn, { cookie, params: { slot: '705' } })).status).toBe(200);
    expect((await slots()).find((x) => x.slot === '705')).toMatchObject({ busy: true, callerNumber: '16025559999' });
    // The same call, now parked, is no call to park.
    expect((await call(parkIn, { cookie, params: { slot: '706' } })).body.error.key).toBe('park.notOnCall');
    expect((await call(pickup, { cookie, params: { slot: '705' } })).status).toBe(200);
    expect((await slots()).find((x) => x.slot === '705')).toMatchObject({ busy: false });
    expect((await call(pickup, { cookie, params: { slot: '600' } })).status).toBe(404);
    expect((await call(pickup, { cookie, params: { slot: 'abc' } })).status).toBe(400);
  });

  it('refuses to park the same call again when the user is still its caller', async () => {
    // 101 called 102, and 102 parked the call in 707: on the platform 101 is still its caller
    // (orig_user), and the call terminates at the slot.
    await control(sim, 'park', { domain: DOMAIN, slot: '707', callerNumber: '101', callerName: 'Ann Lee', parkedBy: '102' });
    const again = await call(parkIn, { cookie, params: { slot: '706' } });
    expect(again.status).toBe(409);
    expect(again.body.error.key).toBe('park.notOnCall');
    const after = await slots();
    expect(after.find((x) => x.slot === '707')).toMatchObject({ busy: true, callerNumber: '101' });
    expect(after.find((x) => x.slot === '706')).toMatchObject({ busy: false });
    const xfers = ((await control(sim, 'requests')) as Array<{ action: string }>).filter((r) => r.action === 'xfer');
    expect(xfers).toHaveLength(0);

    // A live call beside the parked one is the one that gets parked.
    await control(sim, 'on-call', { domain: DOMAIN, user: '101', callerNumber: '16025557777', callerName: 'Sam Carter' });
    expect((await call(parkIn, { cookie, params: { slot: '706' } })).status).toBe(200);
    const both = await slots();
    expect(both.find((x) => x.slot === '706')).toMatchObject({ busy: true, callerNumber: '16025557777' });
    expect(both.find((x) => x.slot === '707')).toMatchObject({ busy: true, callerNumber: '101' });
  });

  it('picks up the call a colleague parked (control endpoint)', async () => {
    await control(sim, 'park', { domain: DOMAIN, slot: '708', callerName: 'Pat Doe', callerNumber: '104' });
    expect((await slots()).find((x) => x.slot === '708')?.busy).toBe(true);
    expect((await call(pickup, { cookie, params: { slot: '708' } })).status).toBe(200);
    expect((await slots()).find((x) => x.slot === '708')?.busy).toBe(false);
  });

  it('relays park events from the platform socket as Server-Sent Events', async () => {
    const abort = new AbortController();
    const req = new NextRequest(new URL('/api/tab/park/events', 'http://localhost:3000'), { headers: { cookie }, signal: abort.signal });
    const res = await events(req);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/event-stream/);
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    const until = async (re: RegExp, ms = 8000) => {
      const end = Date.now() + ms;
      while (!re.test(text)) {
        if (Date.now() > end) throw new Error(`no ${re} in ${text}`);
        const chunk = await Promise.race([reader.read(), new Promise<{ value?: undefined }>((r) => setTimeout(() => r({}), 200))]);
        if (chunk.value) text += decoder.decode(chunk.value);
      }
    };
    await until(/"live":true/);
    // The socket's subscriptions are sent right after connect; give them a moment.
    await new Promise((r) => setTimeout(r, 300));
    await control(sim, 'park', { domain: DOMAIN, slot: '706', callerName: 'Sam Carter', callerNumber: '16025551234' });
    await until(/"slot":"706","busy":true/);
    await control(sim, 'end', { domain: DOMAIN, slot: '706' });
    await until(/"slot":"706","busy":false/);
    abort.abort();
    await reader.cancel().catch(() => undefined);
  });
});
