import { clearNsTokenCache, createNsClient, nsStatus } from '@/lib/server/netsapiens';
import type { NsConnection } from '@/lib/server/netsapiens/types';
import { ctl, MAIN, SEED, startSim, type Sim } from '../ns-sim/helpers';

let sim: Sim;
let conn: NsConnection;
const userIdentity = { username: '101@acme-main', password: SEED.userPassword };

beforeAll(async () => {
  sim = await startSim();
  conn = { apiUrl: sim.url, clientId: SEED.client.id, clientSecret: SEED.client.secret };
});
afterAll(() => sim.close());
beforeEach(() => {
  sim.reset();
  clearNsTokenCache();
});

const requests = (object: string, action: string) =>
  sim.state.requests.filter((r) => r.object === object && r.action === action);
const fault = (f: Record<string, unknown>) => ctl(sim, 'POST', 'faults', f);

describe('netsapiens client reliability', () => {
  it('gives up after the timeout with upstream_timeout', async () => {
    const client = createNsClient(conn, userIdentity, { timeoutMs: 200 });
    await client.accessToken();
    await fault({ object: 'subscriber', action: 'read', delayMs: 2000 });
    const t0 = Date.now();
    await expect(client.subscribers.get(MAIN, '101')).rejects.toMatchObject({
      code: 'upstream_timeout', messageKey: 'errors.upstreamTimeout', message: 'The phone platform did not answer in time', status: 504,
    });
    expect(Date.now() - t0).toBeLessThan(1000);
    expect(requests('subscriber', 'read')).toHaveLength(1);
  });

  it('times out on a slow token endpoint too', async () => {
    await fault({ object: 'oauth2', action: 'token', delayMs: 2000 });
    const client = createNsClient(conn, userIdentity, { timeoutMs: 150 });
    await expect(client.domains.read()).rejects.toMatchObject({ code: 'upstream_timeout' });
  });

  it('retries a read once after a 5xx or a dropped connection', async () => {
    const client = createNsClient(conn, userIdentity);
    await fault({ object: 'subscriber', action: 'read', status: 502, count: 1 });
    expect((await client.subscribers.get(MAIN, '101'))?.user).toBe('101');
    expect(requests('subscriber', 'read').map((r) => r.status)).toEqual([502, 200]);

    await fault({ object: 'domain', action: 'read', drop: true, count: 1 });
    expect(await client.domains.read()).toHaveLength(1);
  });

  it('fails after the retry with upstreamError carrying the status', async () => {
    const client = createNsClient(conn, userIdentity);
    await fault({ object: 'domain', action: 'read', status: 500, count: 2 });
    const err = await client.domains.read().catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 'upstream_error', messageKey: 'errors.upstreamError', status: 502 });
    expect(nsStatus(err)).toBe(500);
  });

  it('never retries a write after a 5xx', async () => {
    const client = createNsClient(conn, userIdentity);
    await fault({ object: 'subscriber', action: 'update', status: 503, count: 1 });
    await expect(client.subscribers.update({ domain: MAIN, user: '101' }, { vmail_enabled: 'no' })).rejects.toMatchObject({
      messageKey: 'errors.upstreamError',
    });
    expect(requests('subscriber', 'update')).toHaveLength(1);
  });

  it('maps 4xx answers to upstreamError and 403 to upstreamAuth', async () => {
    const client = createNsClient(conn, userIdentity);
    const notFound = await client.audio.deleteVoicemail({ domain: MAIN, user: '101', index: 'nope', folder: 'trash' }).catch((e: unknown) => e);
    expect(notFound).toMatchObject({ messageKey: 'errors.upstreamError' });
    expect(nsStatus(notFound)).toBe(404);
    await expect(client.subscribers.get(MAIN, '102')).rejects.toMatchObject({ messageKey: 'errors.upstreamAuth' });
  });

  it('refreshes an expired token once on 401 and retries the call', async () => {
    const client = createNsClient(conn, userIdentity);
    await client.domains.read();
    const tokenRequests = requests('oauth2', 'token').length;
    await ctl(sim, 'POST', 'tokens/expire', {});
    expect(await client.domains.read()).toHaveLength(1);
    expect(requests('oauth2', 'token')).toHaveLength(tokenRequests + 1);
    expect(requests('domain', 'read').map((r) => r.status)).toEqual([200, 401, 200]);
  });

  it('falls back to the password grant when the refresh token is refused', async () => {
    const client = createNsClient(conn, userIdentity);
    await client.domains.read();
    sim.reset(); // forgets every access and refresh token
    expect(await client.domains.read()).toHaveLength(1);
    expect(requests('oauth2', 'token').map((r) => r.status)).toEqual([400, 200]);
  });

  it('reports upstreamAuth when a 401 survives the refresh', async () => {
    const client = createNsClient(conn, userIdentity);
    await client.accessToken();
    await fault({ object: 'domain', action: 'read', status: 401 });
    await expect(client.domains.read()).rejects.toMatchObject({ code: 'upstream_error', messageKey: 'errors.upstreamAuth' });
    expect(requests('domain', 'read')).toHaveLength(2);
  });

  it('turns malformed answers into upstreamMalformed', async () => {
    const client = createNsClient(conn, userIdentity);
    await fault({ object: 'domain', action: 'read', status: 200, body: '<html>garbage', count: 1 });
    await expect(client.domains.read()).rejects.toMatchObject({ code: 'upstream_error', messageKey: 'errors.upstreamMalformed' });
    await fault({ object: 'subscriber', action: 'read', status: 200, body: '[{"foo":1}]', count: 1 });
    await expect(client.subscribers.get(MAIN, '101')).rejects.toMatchObject({ messageKey: 'errors.upstreamMalformed' });
    await fault({ object: 'domain', action: 'count', status: 200, body: '{"total":"many"}', count: 1 });
    await expect(client.domains.count()).rejects.toMatchObject({ messageKey: 'errors.upstreamMalformed' });
    await fault({ object: 'oauth2', action: 'token', status: 200, body: 'not json', count: 1 });
    await expect(createNsClient(conn, { username: '102@acme-main', password: SEED.userPassword }).signIn()).rejects.toMatchObject({
      messageKey: 'errors.upstreamMalformed',
    });
  });

  it('accepts the other audio answer shapes (object keyed by index, wrapped list)', async () => {
    const client = createNsClient(conn, userIdentity);
    await fault({ object: 'audio', action: 'read', status: 200, body: '{"vm-1":{"filename":"vm-1.wav","remotepath":"x"}}', count: 1 });
    expect(await client.audio.readVoicemails({ domain: MAIN, user: '101', folder: 'vmail/new' })).toEqual([
      expect.objectContaining({ index: 'vm-1', filename: 'vm-1.wav' }),
    ]);
    await fault({ object: 'audio', action: 'read', status: 200, body: '{"music":[{"index":"2"}]}', count: 1 });
    expect((await client.audio.readGreetings({ domain: MAIN, user: '101' }))[0].index).toBe('2');
  });

  it('caches the token: one token request for many calls, also in parallel', async () => {
    const client = createNsClient(conn, userIdentity);
    await Promise.all([client.domains.read(), client.callQueues.read({ domain: MAIN }), client.subscribers.get(MAIN, '101')]);
    await client.answerRules.read({ domain: MAIN, user: '101' });
    expect(requests('oauth2', 'token')).toHaveLength(1);
  });

  it('does not hand a cached token to a caller with a wrong password', async () => {
    await createNsClient(conn, userIdentity).domains.read();
    const impostor = createNsClient(conn, { username: '101@acme-main', password: 'guess' });
    await expect(impostor.domains.read()).rejects.toMatchObject({ messageKey: 'errors.upstreamAuth' });
  });

  it('uses a token given in the options without a token request', async () => {
    const first = await createNsClient(conn, userIdentity).signIn();
    if (first.status !== 'ok') throw new Error('sign-in failed');
    clearNsTokenCache();
    const before = requests('oauth2', 'token').length;
    const client = createNsClient(conn, userIdentity, { token: first.token });
    await client.domains.read();
    expect(requests('oauth2', 'token')).toHaveLength(before);
  });

  it('never puts a password, secret or token in a request URL', async () => {
    const client = createNsClient(conn, userIdentity);
    await client.signIn();
    await client.subscribers.update({ domain: MAIN, user: '101' }, { vmail_enabled: 'yes' });
    await ctl(sim, 'POST', 'tokens/expire', {});
    await client.domains.read();
    const mfa = createNsClient(conn, { username: '110@acme-main', password: SEED.userPassword });
    const pending = await mfa.signIn();
    if (pending.status === 'mfa_required') await mfa.completeMfa({ ...pending, passcode: SEED.mfaPasscode });
    const urls = sim.state.requests.map((r) => r.url);
    expect(urls.length).toBeGreaterThan(5);
    for (const url of urls) {
      expect(url).not.toContain(SEED.userPassword);
      expect(url).not.toContain(SEED.client.secret);
      expect(url).not.toMatch(/password|passcode|token=|secret/i);
    }
    expect(urls.filter((u) => u.startsWith('/ns-api/?')).every((u) => /^\/ns-api\/\?object=\w+&action=\w+&format=json$/.test(u))).toBe(true);
  });
});
