import { clearNsTokenCache, createNsClient, type NsClient } from '@/lib/server/netsapiens';
import type { NsConnection } from '@/lib/server/netsapiens/types';
import { ctl, MAIN, BRANCH, SEED, startSim, type Sim } from '../ns-sim/helpers';

let sim: Sim;
let conn: NsConnection;
let admin: NsClient;
let user: NsClient;
const me = { domain: MAIN, user: '101' };

beforeAll(async () => {
  sim = await startSim();
  conn = { apiUrl: sim.url, clientId: SEED.client.id, clientSecret: SEED.client.secret };
});
afterAll(() => sim.close());
beforeEach(() => {
  sim.reset();
  clearNsTokenCache();
  admin = createNsClient(conn, { username: 'super@acme', password: SEED.superPassword });
  user = createNsClient(conn, { username: '101@acme-main', password: SEED.userPassword });
});

describe('netsapiens client against the simulator', () => {
  it('signs in and reports who the identity is', async () => {
    const res = await user.signIn();
    expect(res.status).toBe('ok');
    if (res.status !== 'ok') return;
    expect(res.session).toMatchObject({ uid: `101@${MAIN}`, domain: MAIN, user: '101', scope: 'Basic User', territory: 'acme' });
    expect(res.session.displayName).toBeTruthy();
    expect(res.token.accessToken).toBeTruthy();
    expect(res.token.expiresAt).toBeGreaterThan(Date.now());
  });

  it('reports bad credentials as upstreamAuth', async () => {
    const bad = createNsClient(conn, { username: '101@acme-main', password: 'wrong' });
    await expect(bad.signIn()).rejects.toMatchObject({ code: 'upstream_error', messageKey: 'errors.upstreamAuth', status: 502 });
    await expect(bad.domains.read()).rejects.toMatchObject({ messageKey: 'errors.upstreamAuth' });
  });

  it('walks the second factor', async () => {
    const mfaUser = createNsClient(conn, { username: '110@acme-main', password: SEED.userPassword });
    const first = await mfaUser.signIn();
    expect(first).toMatchObject({ status: 'mfa_required', mfaType: 'totp', mfaVendor: 'google' });
    if (first.status !== 'mfa_required') return;
    await expect(mfaUser.completeMfa({ ...first, passcode: '000000' })).rejects.toMatchObject({ messageKey: 'errors.upstreamAuth' });
    const again = await mfaUser.signIn();
    if (again.status !== 'mfa_required') throw new Error('expected mfa');
    const done = await mfaUser.completeMfa({ ...again, passcode: SEED.mfaPasscode });
    expect(done).toMatchObject({ status: 'ok', session: { uid: `110@${MAIN}` } });
    expect((await mfaUser.subscribers.get(MAIN, '110'))?.mfa).toBe('yes');
  });

  it('reads and counts domains; accepts an apiUrl ending in /ns-api/', async () => {
    expect((await admin.domains.read()).map((d) => d.domain).sort()).toEqual([BRANCH, MAIN]);
    expect(await admin.domains.count()).toBe(2);
    const slash = createNsClient({ ...conn, apiUrl: `${sim.url}/ns-api/` }, { username: 'super@acme', password: SEED.superPassword });
    expect((await slash.domains.read({ domain: MAIN }))[0].description).toContain('Acme');
  });

  it('reads, lists and updates subscribers', async () => {
    const subs = await admin.subscribers.read({ domain: MAIN, fields: ['first_name'] });
    expect(subs.length).toBeGreaterThanOrEqual(16);
    expect(subs[0]).toEqual(expect.objectContaining({ domain: MAIN, user: expect.any(String) }));
    expect((await admin.subscribers.list({ domain: MAIN }))[0]).toEqual(expect.objectContaining({ dir: expect.any(String) }));
    expect(await admin.subscribers.count({ domain: MAIN })).toBe(17);
    await user.subscribers.update(me, { vmail_sort_lifo: 'yes', vmail_greeting: '2', user: 'hijack' });
    expect(await user.subscribers.get(MAIN, '101')).toMatchObject({ user: '101', vmail_sort_lifo: 'yes', vmail_greeting: '2' });
    expect(await admin.subscribers.get(MAIN, '999')).toBeNull();
  });

  it('reads and creates devices', async () => {
    expect((await user.devices.read({ domain: MAIN, user: '101' }))[0]).toMatchObject({ aor_user: '101', sub_login: '101@acme-main' });
    await user.devices.create({ domain: MAIN, user: '101', device: '101z' });
    expect((await user.devices.read({ domain: MAIN, device: '101z' })).map((d) => d.aor_user)).toEqual(['101z']);
  });

  it('reads and reorders answer rules', async () => {
    const rules = await user.answerRules.read(me);
    expect(rules.some((r) => r.time_frame === '*')).toBe(true);
    expect(rules.map((r) => r.priority)).toEqual([...rules.map((r) => r.priority)].sort((a, b) => a - b));
    const reversed = rules.map((r) => r.time_frame).reverse();
    await user.answerRules.reorder(me, reversed);
    expect((await user.answerRules.read(me)).map((r) => r.time_frame)).toEqual(reversed);
  });

  it('reads, moves, forwards and deletes voicemails; reads greetings', async () => {
    const fresh = await user.audio.readVoicemails({ ...me, folder: 'vmail/new' });
    expect(fresh.length).toBeGreaterThan(0);
    const vm = fresh[0];
    await user.audio.moveVoicemail({ ...me, index: vm.index, to: 'vmail/save' });
    expect((await user.audio.readVoicemails({ ...me, folder: 'vmail/save' })).map((v) => v.index)).toContain(vm.index);
    await user.audio.forwardVoicemail({ ...me, index: vm.index, folder: 'vmail/save', to: '102' });
    expect((await admin.audio.readVoicemails({ domain: MAIN, user: '102', folder: 'vmail/new' })).some((v) => v.VmailForwarded === 'yes')).toBe(true);
    await user.audio.deleteVoicemail({ ...me, index: vm.index, folder: 'vmail/save' });
    expect((await user.audio.readVoicemails({ ...me, folder: 'trash' })).map((v) => v.index)).toContain(vm.index);
    expect(await user.audio.countVoicemails({ ...me, folder: 'trash' })).toBeGreaterThan(0);
    expect((await user.audio.readGreetings(me))[0]).toMatchObject({ index: '1', description: 'Standard greeting' });
  });

  it('streams audio bytes of a remotepath', async () => {
    const [vm] = await user.audio.readVoicemails({ ...me, folder: 'vmail/new' });
    const audio = await user.fetchAudio(vm.remotepath);
    expect(audio.status).toBe(200);
    expect(audio.contentType).toBe('audio/wav');
    const bytes = Buffer.from(await new Response(audio.body).arrayBuffer());
    expect(bytes.subarray(0, 4).toString()).toBe('RIFF');
    const part = await user.fetchAudio(vm.remotepath, { range: 'bytes=0-9' });
    expect(part).toMatchObject({ status: 206, contentRange: `bytes 0-9/${bytes.length}` });
    await part.body.cancel();
    await expect(user.fetchAudio('not a url')).rejects.toMatchObject({ messageKey: 'errors.upstreamMalformed' });
  });

  it('records a greeting, parks a call with xfer and picks it up', async () => {
    await user.calls.callToRecord({ uid: `101@${MAIN}`, destination: '101', index: 4, description: 'Lunch' });
    expect((await user.audio.readGreetings(me)).map((g) => g.description)).toContain('Lunch');

    const { json } = await ctl(sim, 'POST', 'on-call', { domain: MAIN, user: '101' });
    const [call] = await user.calls.read({ domain: MAIN, uid: `101@${MAIN}` });
    expect(call.orig_callid).toBe(json.call.orig_callid);
    await user.calls.xfer({ uid: `101@${MAIN}`, callid: call.orig_callid, destination: '708' });
    const parked = (await user.calls.read({ domain: MAIN })).find((c) => c.orig_callid === call.orig_callid);
    expect(parked?.term_user).toBe('708');

    const other = createNsClient(conn, { username: '104@acme-main', password: SEED.userPassword });
    await other.calls.pickup({ uid: `104@${MAIN}`, callid: call.orig_callid });
    expect((await other.calls.read({ domain: MAIN, uid: `104@${MAIN}` }))[0].term_user).toBe('104');
  });

  it('reads call queues (park slots)', async () => {
    const slots = await user.callQueues.read({ domain: MAIN });
    expect(slots.find((q) => q.queue_name === '701')?.description).toBe('Front Desk');
  });

  it('reads and changes SMS numbers', async () => {
    const free = (await user.smsNumbers.read({ domain: MAIN })).find((n) => n.application === 'available');
    expect(free).toBeDefined();
    await user.smsNumbers.update({ domain: MAIN, number: free!.number, dest: '101' });
    expect((await user.smsNumbers.read({ domain: MAIN, dest: '101' })).map((n) => n.number)).toContain(free!.number);
  });

  it('creates, reads and deletes PORTAL_VIDEO ui configs', async () => {
    await admin.uiConfig.create({ domain: MAIN, configName: 'PORTAL_VIDEO', value: 'yes', user: '105', description: 'video meet' });
    const rows = await admin.uiConfig.read({ domain: MAIN, configName: 'PORTAL_VIDEO' });
    expect(rows.map((r) => r.user).sort()).toEqual(['102', '105']);
    await admin.uiConfig.delete({ domain: MAIN, configName: 'PORTAL_VIDEO', user: '105' });
    expect((await admin.uiConfig.read({ domain: MAIN, configName: 'PORTAL_VIDEO', user: '105' }))).toEqual([]);
  });

  it('assigns and removes caller-id numbers', async () => {
    const numbers = await admin.phoneNumbers.read({ domain: MAIN });
    const free = numbers.find((n) => !n.assigned)!;
    expect(free.phoneNumber).toMatch(/^1\d{10}$/);
    await admin.phoneNumbers.assign({ domain: MAIN, number: free.phoneNumber.slice(1), user: '106' });
    expect((await admin.phoneNumbers.read({ domain: MAIN, toUser: '106' })).map((n) => n.phoneNumber)).toEqual([free.phoneNumber]);
    await admin.phoneNumbers.unassign({ domain: MAIN, number: free.phoneNumber });
    expect(await admin.phoneNumbers.read({ domain: MAIN, toUser: '106' })).toEqual([]);
  });

  it('gives a bearer token for the realtime socket', async () => {
    expect(await user.accessToken()).toMatch(/^[0-9a-f]{32}$/);
  });
});
