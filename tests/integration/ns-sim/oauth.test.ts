import { api, ctl, grant, login, MAIN, SEED, startSim, type Sim } from './helpers';

let sim: Sim;
beforeAll(async () => {
  sim = await startSim();
});
afterAll(() => sim.close());
beforeEach(() => sim.reset());

describe('ns-sim oauth2 token endpoint', () => {
  it('answers the password grant with the token fields of the reference', async () => {
    const { status, json } = await grant(sim, { grant_type: 'password', username: '101@acme-main', password: 'demo1234' });
    expect(status).toBe(200);
    expect(json).toMatchObject({
      token_type: 'Bearer', expires_in: 3600, scope: 'Basic User', domain: MAIN, territory: 'acme',
      uid: `101@${MAIN}`, user: '101', username: '101@acme-main', client_id: SEED.client.id, legacy: false,
    });
    expect(json.access_token).toMatch(/^[0-9a-f]{32}$/);
    expect(typeof json.refresh_token).toBe('string');
    expect(typeof json.displayName).toBe('string');
  });

  it('accepts the uid form of the username and the super users', async () => {
    expect((await grant(sim, { grant_type: 'password', username: `101@${MAIN}`, password: 'demo1234' })).status).toBe(200);
    const { json } = await grant(sim, { grant_type: 'password', username: 'super@acme', password: 'superpass123' });
    expect(json.scope).toBe('Super User');
    expect((await grant(sim, { grant_type: 'password', username: 'super@globex', password: 'superpass123' })).json.domain).toBe(SEED.domains.globex);
  });

  it('refuses bad credentials with the error shapes of the reference', async () => {
    const bad = await grant(sim, { grant_type: 'password', username: '101@acme-main', password: 'nope' });
    expect(bad).toEqual({ status: 400, json: expect.objectContaining({ error: 'invalid_grant' }) });
    const res = await fetch(`${sim.url}/ns-api/oauth2/token/`, {
      method: 'POST',
      body: new URLSearchParams({ grant_type: 'password', client_id: 'console-client', client_secret: 'wrong', username: '101@acme-main', password: 'demo1234' }),
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: 'invalid_client' });
    expect((await grant(sim, { grant_type: 'magic' })).json.error).toBe('unsupported_grant_type');
  });

  it('refreshes with the refresh grant (without person fields) and rotates the refresh token', async () => {
    const first = await grant(sim, { grant_type: 'password', username: '102@acme-main', password: 'demo1234' });
    const refreshed = await grant(sim, { grant_type: 'refresh_token', refresh_token: first.json.refresh_token as string });
    expect(refreshed.status).toBe(200);
    expect(refreshed.json).toMatchObject({ uid: `102@${MAIN}`, rate_limit: '0' });
    expect(refreshed.json.displayName).toBeUndefined();
    expect(typeof refreshed.json.expires).toBe('number');
    const again = await grant(sim, { grant_type: 'refresh_token', refresh_token: first.json.refresh_token as string });
    expect(again.status).toBe(400);
  });

  it('answers 401 for missing, unknown and expired bearer tokens', async () => {
    expect((await api(sim, undefined, 'domain', 'read')).status).toBe(401);
    expect((await api(sim, 'deadbeef', 'domain', 'read')).status).toBe(401);
    const token = await login(sim, '101@acme-main');
    expect((await api(sim, token, 'domain', 'read')).status).toBe(200);
    expect((await ctl(sim, 'POST', 'tokens/expire', {})).json.expired).toBeGreaterThan(0);
    expect((await api(sim, token, 'domain', 'read')).status).toBe(401);
  });

  it('issues tokens with the configured lifetime', async () => {
    await ctl(sim, 'POST', 'tokens/lifetime', { seconds: 1 });
    const { json } = await grant(sim, { grant_type: 'password', username: '101@acme-main', password: 'demo1234' });
    expect(json.expires_in).toBe(1);
    await new Promise((r) => setTimeout(r, 1100));
    expect((await api(sim, json.access_token as string, 'domain', 'read')).status).toBe(401);
  });

  it('asks the mfa user for a second factor and accepts the passcode', async () => {
    const first = await grant(sim, { grant_type: 'password', username: '110@acme-main', password: 'demo1234' });
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ mfa: 'required', mfa_type: 'totp', mfa_vendor: 'google' });
    const pending = first.json.access_token as string;
    expect((await api(sim, pending, 'domain', 'read')).status).toBe(401);
    const wrong = await grant(sim, { grant_type: 'mfa', access_token: pending, passcode: '000000', mfa_type: 'totp', mfa_vendor: 'google' });
    expect(wrong.status).toBe(400);
    const ok = await grant(sim, { grant_type: 'mfa', access_token: pending, passcode: SEED.mfaPasscode, mfa_type: 'totp', mfa_vendor: 'google', ns_id_type: 'subscriber' });
    expect(ok.status).toBe(200);
    expect(ok.json.uid).toBe(`110@${MAIN}`);
    expect((await api(sim, ok.json.access_token as string, 'domain', 'read')).status).toBe(200);
  });

  it('introspects a token at oauth2/read', async () => {
    const token = await login(sim, '101@acme-main');
    const res = await fetch(`${sim.url}/ns-api/oauth2/read?format=json`, { headers: { Authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ uid: `101@${MAIN}`, scope: 'Basic User' });
  });
});
