import { seedDeviceKey } from '@/tools/ns-sim/seed';
import { api, ctl, login, MAIN, SEED, startSim, type Sim } from './helpers';

let sim: Sim;
let basic: string;
let superAcme: string;
beforeAll(async () => {
  sim = await startSim();
});
afterAll(() => sim.close());
beforeEach(async () => {
  sim.reset();
  basic = await login(sim, '101@acme-main');
  superAcme = await login(sim, 'super@acme', SEED.superPassword);
});

const vmails = async (token: string, user: string, type: string) =>
  (await api(sim, token, 'audio', 'read', { domain: MAIN, user, type })).json as { index: string; NmsAni: string; VmailForwarded: string }[];

describe('ns-sim state changes', () => {
  it('updates a subscriber with 202 and an empty body', async () => {
    const res = await api(sim, basic, 'subscriber', 'update', { uid: `101@${MAIN}`, vmail_enabled: 'no', vmail_frd_to: 'a@b.c', callid_nmbr: '2125550101' });
    expect(res.status).toBe(202);
    expect(res.text).toBe('');
    const [me] = (await api(sim, basic, 'subscriber', 'read', { domain: MAIN, user: '101' })).json;
    expect(me).toMatchObject({ vmail_enabled: 'no', vmail_fwd_to: 'a@b.c', callid_nmbr: '2125550101' });
  });

  it('reorders answer rules by time-frame names and refuses non-permutations', async () => {
    const before = (await api(sim, basic, 'answerrule', 'read', { uid: `101@${MAIN}` })).json.map((r: { time_frame: string }) => r.time_frame);
    const reversed = [...before].reverse();
    expect((await api(sim, basic, 'answerrule', 'reorder', { uid: `101@${MAIN}`, priority: reversed.join(',') })).status).toBe(202);
    const after = (await api(sim, basic, 'answerrule', 'read', { uid: `101@${MAIN}` })).json;
    expect(after.map((r: { time_frame: string }) => r.time_frame)).toEqual(reversed);
    expect(after.map((r: { priority: string }) => r.priority)).toEqual(reversed.map((_, i) => String(i + 1)));
    expect((await api(sim, basic, 'answerrule', 'reorder', { uid: `101@${MAIN}`, priority: '*' })).status).toBe(400);
  });

  it('moves a voicemail to saved, forwards it, deletes to trash and then for good', async () => {
    const [first] = await vmails(basic, '101', 'vmail/new');
    const target = { owner: '101', owner_domain: MAIN, index: first.index };
    expect((await api(sim, basic, 'audio', 'update', { ...target, type: 'vmail/save' })).status).toBe(202);
    expect((await vmails(basic, '101', 'vmail/save')).map((v) => v.index)).toContain(first.index);

    const before = (await vmails(superAcme, '105', 'vmail/new')).length;
    expect((await api(sim, basic, 'audio', 'update', { ...target, type: 'vmail/save', forward: '105' })).status).toBe(202);
    const forwarded = await vmails(superAcme, '105', 'vmail/new');
    expect(forwarded).toHaveLength(before + 1);
    expect(forwarded.some((v) => v.VmailForwarded === 'yes' && v.NmsAni === first.NmsAni)).toBe(true);

    expect((await api(sim, basic, 'audio', 'delete', { ...target, type: 'vmail/save' })).status).toBe(202);
    expect((await vmails(basic, '101', 'trash')).map((v) => v.index)).toContain(first.index);
    expect((await api(sim, basic, 'audio', 'delete', { ...target, type: 'trash' })).status).toBe(202);
    expect((await vmails(basic, '101', 'trash')).map((v) => v.index)).not.toContain(first.index);
    expect((await api(sim, basic, 'audio', 'delete', { ...target, type: 'trash' })).status).toBe(404);
  });

  it('records a greeting through call_to_record', async () => {
    const res = await api(sim, basic, 'call', 'call_to_record', {
      callid: 'abcdefghij', uid: `101@${MAIN}`, destination: '101', type: 'greeting', index: '3', description: 'Holiday',
    });
    expect(res.status).toBe(202);
    const greetings = (await api(sim, basic, 'audio', 'read', { domain: MAIN, user: '101', type: 'greeting' })).json;
    expect(greetings).toEqual(expect.arrayContaining([expect.objectContaining({ index: '3', description: 'Holiday' })]));
  });

  it('creates and deletes uiconfig entries', async () => {
    const entry = { domain: MAIN, config_name: 'PORTAL_VIDEO', user: '*', role: '*', login_type: '*' };
    expect((await api(sim, superAcme, 'uiconfig', 'create', { ...entry, config_value: 'yes', description: 'video' })).status).toBe(202);
    const read = (await api(sim, superAcme, 'uiconfig', 'read', { domain: MAIN, config_name: 'PORTAL_VIDEO' })).json;
    expect(read).toEqual(expect.arrayContaining([expect.objectContaining({ user: '*', config_value: 'yes' }), expect.objectContaining({ user: '102' })]));
    expect((await api(sim, superAcme, 'uiconfig', 'delete', { domain: MAIN, config_name: 'PORTAL_VIDEO', user: '102' })).status).toBe(202);
    const after = (await api(sim, superAcme, 'uiconfig', 'read', { domain: MAIN, config_name: 'PORTAL_VIDEO' })).json;
    expect(after.map((r: { user: string }) => r.user)).toEqual(['*']);
  });

  it('assigns a calling number to a user and returns it to the pool', async () => {
    const free = (await api(sim, superAcme, 'phonenumber', 'read', { dialplan: 'DID Table', dest_domain: MAIN })).json
      .find((d: { responder: string }) => d.responder === 'AvailableDID');
    const assign = { dialplan: 'DID Table', matchrule: free.matchrule, dest_domain: MAIN, responder: 'sip:start@to-user-resi', to_user: '104', to_host: MAIN };
    expect((await api(sim, superAcme, 'phonenumber', 'update', assign)).status).toBe(202);
    const mine = (await api(sim, superAcme, 'phonenumber', 'read', { dialplan: 'DID Table', dest_domain: MAIN, to_user: '104' })).json;
    expect(mine.map((d: { matchrule: string }) => d.matchrule)).toEqual([free.matchrule]);
    expect((await api(sim, superAcme, 'phonenumber', 'update', { ...assign, to_user: '999' })).status).toBe(400);
    expect((await api(sim, basic, 'phonenumber', 'update', assign)).status).toBe(403);
  });

  it('lets a Basic User take a free SMS number', async () => {
    const free = (await api(sim, basic, 'smsnumber', 'read', { domain: MAIN })).json.find((n: { application: string }) => n.application === 'available');
    expect((await api(sim, basic, 'smsnumber', 'update', { domain: MAIN, number: free.number, dest: '101', application: 'user' })).status).toBe(202);
    const mine = (await api(sim, basic, 'smsnumber', 'read', { domain: MAIN, dest: '101' })).json;
    expect(mine.map((n: { number: string }) => n.number)).toContain(free.number);
  });

  it('creates devices and refuses duplicates with 409', async () => {
    const dev = { domain: MAIN, user: '101', device: '101b', model: 'Softphone' };
    expect((await api(sim, basic, 'device', 'create', dev)).status).toBe(202);
    expect((await api(sim, basic, 'device', 'create', dev)).status).toBe(409);
    expect((await api(sim, basic, 'device', 'read', { domain: MAIN, user: '101' })).json.map((d: { aor_user: string }) => d.aor_user)).toContain('101b');
  });

  it('stores the SIP password a device is created with, or makes one up, and reads it back', async () => {
    expect((await api(sim, superAcme, 'device', 'create', { domain: MAIN, user: '102', device: '102k', authentication_key: 'Given-Key-1' })).status).toBe(202);
    expect((await api(sim, superAcme, 'device', 'create', { domain: MAIN, user: '102', device: '102j' })).status).toBe(202);
    const rows = (await api(sim, superAcme, 'device', 'read', { domain: MAIN, user: '102' })).json as { aor_user: string; authentication_key: string; auth_user: string }[];
    const byName = Object.fromEntries(rows.map((d) => [d.aor_user, d]));
    expect(byName['102k']).toMatchObject({ authentication_key: 'Given-Key-1', auth_user: '102k' });
    expect(byName['102j'].authentication_key).toMatch(/^[\w-]{16,}$/);
    expect(byName['102'].authentication_key).toBe(seedDeviceKey(MAIN, '102'));
    // The control API's snapshot leaves SIP passwords out, like the subscribers' passwords.
    const state = (await ctl(sim, 'GET', 'state')).json as { devices: Record<string, string>[] };
    expect(state.devices.some((d) => 'authentication_key' in d)).toBe(false);
  });

  it('resets to the seed', async () => {
    await api(sim, basic, 'subscriber', 'update', { uid: `101@${MAIN}`, first_name: 'Changed' });
    expect((await ctl(sim, 'POST', 'reset')).status).toBe(200);
    const token = await login(sim, '101@acme-main');
    const [me] = (await api(sim, token, 'subscriber', 'read', { domain: MAIN, user: '101' })).json;
    expect(me.first_name).not.toBe('Changed');
    expect((await api(sim, basic, 'domain', 'read')).status).toBe(401);
  });
});
