import { io, type Socket } from 'socket.io-client';
import { api, ctl, login, MAIN, startSim, type Sim } from './helpers';

let sim: Sim;
const sockets: Socket[] = [];
beforeAll(async () => {
  sim = await startSim();
});
afterAll(async () => {
  sockets.forEach((s) => s.close());
  await sim.close();
});
beforeEach(() => sim.reset());

type Event = { name: string; payload: Record<string, string> };

async function subscribe(msg: Record<string, unknown>) {
  const socket = io(sim.socketUrl, { transports: ['websocket'], reconnection: false });
  sockets.push(socket);
  const events: Event[] = [];
  socket.onAny((name: string, payload: Record<string, string>) => events.push({ name, payload }));
  await new Promise<void>((resolve) => socket.on('connect', () => resolve()));
  socket.emit('subscribe', msg);
  await waitFor(events, (e) => e.name === 'status');
  return events;
}

async function waitFor(events: Event[], pred: (e: Event) => boolean, ms = 2000): Promise<Event> {
  const start = Date.now();
  for (;;) {
    const hit = events.find(pred);
    if (hit) return hit;
    if (Date.now() - start > ms) throw new Error(`no matching event in ${JSON.stringify(events)}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('ns-sim realtime and control', () => {
  it('refuses a subscribe without a valid bearer', async () => {
    const events = await subscribe({ type: 'call', domain: MAIN, filter: '705', bearer: 'nope' });
    expect(events[0].payload).toMatchObject({ status: 'Subscription Failed', error: 'unauthorized' });
  });

  it('emits call and presence events when a call is parked and ended', async () => {
    const token = await login(sim, '101@acme-main');
    const events = await subscribe({ type: 'call', domain: MAIN, filter: '705', bearer: token });
    expect(events[0].payload.status).toBe('Subscription Complete');
    const { json } = await ctl(sim, 'POST', 'park', { domain: MAIN, slot: '705', callerNumber: '4155550123', callerName: 'Sam Carter' });
    expect(json.call).toMatchObject({ term_user: '705', ani: '4155550123' });
    const call = await waitFor(events, (e) => e.name === 'call');
    expect(call.payload).toMatchObject({ orig_callid: json.call.orig_callid, term_user: '705', orig_name: 'Sam Carter' });
    expect((await waitFor(events, (e) => e.name === 'presence')).payload).toMatchObject({ user: '705', presence: 'held' });
    expect((await ctl(sim, 'POST', 'park', { domain: MAIN, slot: '705' })).status).toBe(409);

    expect((await ctl(sim, 'POST', 'end', { domain: MAIN, slot: '705' })).json.ended).toBe(1);
    expect((await waitFor(events, (e) => e.name === 'call' && e.payload.remove === 'yes')).payload.orig_callid).toBe(json.call.orig_callid);
    await waitFor(events, (e) => e.name === 'presence' && e.payload.presence === 'inactive');
  });

  it('parks a user call with xfer and picks it up again', async () => {
    const token = await login(sim, '102@acme-main');
    const events = await subscribe({ type: 'call', domain: MAIN, filter: '706', bearer: token });
    const { json } = await ctl(sim, 'POST', 'on-call', { domain: MAIN, user: '102' });
    const callid = json.call.orig_callid as string;
    const mine = (await api(sim, token, 'call', 'read', { domain: MAIN, uid: `102@${MAIN}` })).json;
    expect(mine.map((c: { orig_callid: string }) => c.orig_callid)).toEqual([callid]);

    expect((await api(sim, token, 'call', 'xfer', { uid: `102@${MAIN}`, callid, destination: '706' })).status).toBe(202);
    await waitFor(events, (e) => e.name === 'presence' && e.payload.presence === 'held');
    const parked = (await api(sim, token, 'call', 'read', { domain: MAIN })).json.find((c: { orig_callid: string }) => c.orig_callid === callid);
    expect(parked).toMatchObject({ term_user: '706', by_sub: '102' });

    const other = await login(sim, '103@acme-main');
    expect((await api(sim, other, 'call', 'xfer', { uid: `103@${MAIN}`, callid, destination: '103' })).status).toBe(202);
    await waitFor(events, (e) => e.name === 'presence' && e.payload.presence === 'inactive');
    const after = (await api(sim, other, 'call', 'read', { domain: MAIN, uid: `103@${MAIN}` })).json;
    expect(after[0]).toMatchObject({ orig_callid: callid, term_user: '103' });
  });

  it('injects delays, error statuses, garbage and dropped connections, with counts', async () => {
    const token = await login(sim, 'super@acme', 'superpass123');
    await ctl(sim, 'POST', 'faults', { object: 'domain', action: 'read', status: 503, count: 1 });
    expect((await api(sim, token, 'domain', 'read')).status).toBe(503);
    expect((await api(sim, token, 'domain', 'read')).status).toBe(200);

    await ctl(sim, 'POST', 'faults', { object: 'domain', action: 'read', status: 200, body: '<html>oops' });
    expect((await api(sim, token, 'domain', 'read')).text).toBe('<html>oops');
    expect((await api(sim, token, 'domain', 'read')).text).toBe('<html>oops');
    await ctl(sim, 'DELETE', 'faults');

    await ctl(sim, 'POST', 'faults', { object: 'domain', action: 'count', delayMs: 300, count: 1 });
    const t0 = Date.now();
    expect((await api(sim, token, 'domain', 'count')).status).toBe(200);
    expect(Date.now() - t0).toBeGreaterThanOrEqual(280);

    await ctl(sim, 'POST', 'faults', { object: 'domain', action: 'read', drop: true, count: 1 });
    await expect(api(sim, token, 'domain', 'read')).rejects.toThrow();
    expect((await ctl(sim, 'POST', 'faults', { object: 'x' })).status).toBe(400);
  });

  it('logs requests and exposes the state without passwords', async () => {
    await login(sim, '101@acme-main');
    const log = (await ctl(sim, 'GET', 'requests')).json;
    expect(log[log.length - 1]).toMatchObject({ object: 'oauth2', action: 'token', status: 200 });
    const state = (await ctl(sim, 'GET', 'state')).json;
    expect(state.subscribers.length).toBeGreaterThanOrEqual(45);
    expect(JSON.stringify(state)).not.toContain('demo1234');
    expect(state.calls.some((c: { _slot: string }) => c._slot === '703')).toBe(true);
    expect((await ctl(sim, 'GET', '')).json).toHaveProperty(['POST /__control/park']);
  });

  it("logs each request's parameters, credentials left out", async () => {
    const token = await login(sim, '101@acme-main');
    await api(sim, token, 'call', 'call_to_record', { uid: '101@acme-main.12345.service', destination: '101', callid: 'abcde12345', index: '7' });
    const log = (await ctl(sim, 'GET', 'requests')).json as Array<{ object: string; action: string; params: Record<string, string> }>;
    expect(log.find((r) => r.action === 'token')!.params).toEqual({ grant_type: 'password', username: '101@acme-main', client_id: 'console-client' });
    expect(log.find((r) => r.action === 'call_to_record')!.params).toEqual({ uid: '101@acme-main.12345.service', destination: '101', callid: 'abcde12345', index: '7' });
    expect(JSON.stringify(log)).not.toMatch(/demo1234|console-secret/);
  });
});
