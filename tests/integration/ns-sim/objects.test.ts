import { api, BRANCH, GLOBEX, login, MAIN, SEED, startSim, type Sim } from './helpers';

let sim: Sim;
let basic: string;
let manager: string;
let superAcme: string;
beforeAll(async () => {
  sim = await startSim();
  basic = await login(sim, '101@acme-main');
  manager = await login(sim, '100@acme-main');
  superAcme = await login(sim, 'super@acme', SEED.superPassword);
});
afterAll(() => sim.close());

describe('ns-sim answer shapes', () => {
  it('answers reads as arrays of flat objects and counts as {total}', async () => {
    const read = await api(sim, superAcme, 'domain', 'read');
    expect(read.status).toBe(200);
    expect(read.headers.get('content-type')).toContain('application/json');
    expect(read.json.map((d: { domain: string }) => d.domain).sort()).toEqual([BRANCH, MAIN]);
    for (const row of read.json) {
      for (const v of Object.values(row)) expect(['string', 'number']).toContain(typeof v);
    }
    expect(typeof read.json[0].sub_count).toBe('number');
    const count = await api(sim, superAcme, 'domain', 'count');
    expect(count.json).toEqual({ total: '2' });
    expect((await api(sim, superAcme, 'subscriber', 'count', { domain: MAIN })).json).toEqual({ total: '17' });
  });

  it('answers [] for no match and XML without format=json', async () => {
    expect((await api(sim, superAcme, 'subscriber', 'read', { domain: MAIN, first_name: 'Nobody' })).json).toEqual([]);
    const xml = await api(sim, superAcme, 'domain', 'read', { domain: MAIN }, '');
    expect(xml.headers.get('content-type')).toContain('text/xml');
    expect(xml.text).toContain(`<xml><domain><domain>${MAIN}</domain>`);
  });

  it('answers 400 for missing parameters and unknown actions, 404 for unknown objects', async () => {
    expect((await api(sim, superAcme, 'device', 'read')).status).toBe(400);
    expect((await api(sim, superAcme, 'phonenumber', 'read', { dest_domain: MAIN })).status).toBe(400);
    expect((await api(sim, superAcme, 'subscriber', 'explode', { domain: MAIN })).status).toBe(400);
    expect((await api(sim, superAcme, 'spaceship', 'read')).status).toBe(404);
  });

  it('has 15+ subscribers per domain with logins, e-mails and devices', async () => {
    for (const domain of [MAIN, BRANCH]) {
      const subs = (await api(sim, superAcme, 'subscriber', 'read', { domain })).json;
      expect(subs.length).toBeGreaterThanOrEqual(15);
      expect(subs[0]).toEqual(expect.objectContaining({ domain, first_name: expect.any(String), email: expect.stringContaining('@') }));
      expect(subs[0]._password).toBeUndefined();
      const devices = (await api(sim, superAcme, 'device', 'read', { domain })).json;
      expect(devices[0]).toEqual(expect.objectContaining({
        aor: expect.stringMatching(/^sip:/), aor_user: expect.any(String), sub_login: expect.any(String), authentication_key: expect.stringMatching(/^[\w-]{16}$/),
      }));
    }
  });

  it('trims keys with fields and pages with start/limit', async () => {
    const rows = (await api(sim, superAcme, 'subscriber', 'read', { domain: MAIN, fields: 'user,first_name', limit: '3', start: '2' })).json;
    expect(rows).toHaveLength(3);
    expect(Object.keys(rows[0]).sort()).toEqual(['first_name', 'user']);
    const list = (await api(sim, basic, 'subscriber', 'list', { domain: MAIN })).json;
    expect(Object.keys(list[0]).sort()).toEqual(['dir', 'domain', 'first_name', 'group', 'last_name', 'site', 'user']);
  });

  it('serves the seeded voicemails, greetings, queues, numbers and rules', async () => {
    const folders = await Promise.all(
      ['vmail/new', 'vmail/save', 'trash'].map(async (type) => (await api(sim, basic, 'audio', 'read', { domain: MAIN, user: '101', type })).json),
    );
    const all = folders.flat();
    expect(folders.every((f) => f.length > 0)).toBe(true);
    expect(all.some((v) => Number(v.NmsRecDuration) > 3600)).toBe(true);
    expect(all.some((v) => v.transcription)).toBe(true);
    expect(all.some((v) => v.NmsAni.length >= 10) && all.some((v) => v.NmsAni.length < 10)).toBe(true);
    expect(all[0]).toEqual(expect.objectContaining({ index: expect.any(String), filedate: expect.any(String), FromName: expect.any(String), remotepath: expect.stringContaining('action=play') }));
    const greetings = (await api(sim, basic, 'audio', 'read', { domain: MAIN, user: '101', type: 'greeting' })).json;
    expect(greetings[0]).toEqual(expect.objectContaining({ index: '1', filename: expect.any(String), remotepath: expect.any(String) }));

    const queues = (await api(sim, basic, 'callqueue', 'read', { domain: MAIN })).json.map((q: { queue_name: string }) => q.queue_name);
    expect(queues).toEqual(expect.arrayContaining(['701', '710', '801', '805']));
    const rules = (await api(sim, basic, 'answerrule', 'read', { uid: `101@${MAIN}` })).json;
    expect(rules.map((r: { time_frame: string }) => r.time_frame)).toContain('*');
    const dids = (await api(sim, manager, 'phonenumber', 'read', { dialplan: 'DID Table', dest_domain: MAIN })).json;
    expect(dids.length).toBe(6);
    expect(dids.some((d: { responder: string }) => d.responder === 'AvailableDID')).toBe(true);
    const sms = (await api(sim, manager, 'smsnumber', 'read', { domain: MAIN })).json;
    expect(sms.length).toBe(4);
  });

  it('plays voicemail audio as a WAV from the signed remotepath, with ranges', async () => {
    const [vm] = (await api(sim, basic, 'audio', 'read', { domain: MAIN, user: '101', type: 'vmail/new' })).json;
    const res = await fetch(vm.remotepath);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('audio/wav');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 4).toString()).toBe('RIFF');
    expect(bytes.subarray(8, 12).toString()).toBe('WAVE');
    expect(bytes.readUInt32LE(24)).toBe(8000);
    expect(bytes.length).toBe(44 + 16000);
    const part = await fetch(vm.remotepath, { headers: { Range: 'bytes=0-43' } });
    expect(part.status).toBe(206);
    expect((await part.arrayBuffer()).byteLength).toBe(44);
    const forged = await fetch(vm.remotepath.replace(/auth=[0-9a-f]+/, 'auth=0000'));
    expect(forged.status).toBe(401);
  });
});

describe('ns-sim scope', () => {
  it('lets a Basic User see only their own data', async () => {
    expect((await api(sim, basic, 'subscriber', 'read', { domain: MAIN, user: '102' })).status).toBe(403);
    const self = (await api(sim, basic, 'subscriber', 'read', { domain: MAIN })).json;
    expect(self.map((s: { user: string }) => s.user)).toEqual(['101']);
    expect((await api(sim, basic, 'audio', 'read', { domain: MAIN, user: '102', type: 'vmail/new' })).status).toBe(403);
    expect((await api(sim, basic, 'subscriber', 'update', { uid: `101@${MAIN}`, scope: 'Super User' })).status).toBe(403);
    expect((await api(sim, basic, 'uiconfig', 'create', { domain: MAIN, config_name: 'PORTAL_VIDEO', config_value: 'yes' })).status).toBe(403);
    expect((await api(sim, basic, 'domain', 'read')).json.map((d: { domain: string }) => d.domain)).toEqual([MAIN]);
  });

  it('lets an Office Manager see the own domain only', async () => {
    expect((await api(sim, manager, 'subscriber', 'read', { domain: MAIN, user: '102' })).status).toBe(200);
    expect((await api(sim, manager, 'subscriber', 'read', { domain: BRANCH })).status).toBe(403);
  });

  it('lets a Super User see the whole territory but not another one', async () => {
    expect((await api(sim, superAcme, 'subscriber', 'read', { domain: BRANCH })).status).toBe(200);
    expect((await api(sim, superAcme, 'subscriber', 'read', { domain: GLOBEX })).status).toBe(403);
    const globex = await login(sim, 'super@globex', SEED.superPassword);
    expect((await api(sim, globex, 'domain', 'read')).json.map((d: { domain: string }) => d.domain)).toEqual([GLOBEX]);
  });
});
