import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { GET as health } from '@/app/api/health/route';
import { POST as setLocale } from '@/app/api/locale/route';
import { GET as weather } from '@/app/api/weather/route';
import { resetConfigForTests } from '@/lib/server/config';
import { clearWeatherCache } from '@/lib/server/services/weather';
import { call, DEMO, signIn } from '../fixtures/api';

describe('GET /api/health', () => {
  it('answers 200 when the database answers', async () => {
    const res = await call(health);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });
});

describe('POST /api/locale', () => {
  it('remembers a supported language in a cookie', async () => {
    const res = await call(setLocale, { json: { locale: 'pt' } });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().join()).toMatch(/NEXT_LOCALE=pt/);
  });
  it('refuses anything else', async () => {
    expect((await call(setLocale, { json: { locale: 'de' } })).status).toBe(400);
  });
});

describe('GET /api/weather', () => {
  let server: http.Server;
  const requests: URL[] = [];
  let mode: 'ok' | 'fail' = 'ok';
  const answers: Record<string, { temp: number; main: string }> = {
    Phoenix: { temp: 31.6, main: 'Clear' },
    Toronto: { temp: -2.2, main: 'Snow' },
    'New York': { temp: 12, main: 'Drizzle' },
  };

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const url = new URL(req.url!, 'http://x');
      requests.push(url);
      const a = answers[url.searchParams.get('q') ?? ''];
      if (mode === 'fail' || !a) {
        res.writeHead(500).end('down');
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ main: { temp: a.temp }, weather: [{ main: a.main }] }));
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    process.env.OPENWEATHER_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    delete process.env.OPENWEATHER_API_KEY;
    delete process.env.OPENWEATHER_URL;
    resetConfigForTests();
    await new Promise((r) => server.close(r));
  });
  beforeEach(() => {
    requests.length = 0;
    clearWeatherCache();
  });

  it('needs a session', async () => {
    expect((await call(weather)).status).toBe(401);
  });

  it('says it is not configured without a key', async () => {
    delete process.env.OPENWEATHER_API_KEY;
    resetConfigForTests();
    const res = await call(weather, { cookie: await signIn(DEMO.acmeUser) });
    expect(res.body).toEqual({ configured: false });
    expect(requests).toHaveLength(0);
  });

  it('reads the three cities in metric units and caches them for ten minutes', async () => {
    process.env.OPENWEATHER_API_KEY = 'test-key';
    resetConfigForTests();
    mode = 'ok';
    const cookie = await signIn(DEMO.acmeUser);
    const res = await call(weather, { cookie });
    expect(res.body).toEqual({
      configured: true,
      cities: [
        { city: 'Phoenix', temp: 32, kind: 'clear' },
        { city: 'Toronto', temp: -2, kind: 'snow' },
        { city: 'New York', temp: 12, kind: 'rain' },
      ],
    });
    expect(requests.map((u) => u.searchParams.get('units'))).toEqual(['metric', 'metric', 'metric']);
    await call(weather, { cookie });
    expect(requests).toHaveLength(3);
  });

  it('shows a city as unavailable when the service fails, without failing the page', async () => {
    process.env.OPENWEATHER_API_KEY = 'test-key';
    resetConfigForTests();
    mode = 'fail';
    const res = await call(weather, { cookie: await signIn(DEMO.acmeUser) });
    expect(res.status).toBe(200);
    expect(res.body.cities.every((c: { temp: null }) => c.temp === null)).toBe(true);
  });
});
