// First-load JavaScript per route, as a browser downloads it (gzip, from `next start`).
// Budgets (ARCHITECTURE.md): admin pages under 180 KB, softphone tabs under 120 KB.
// Needs a production build first: `npm run build && npm run bench -- first-load`.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { chromium, type Page } from '@playwright/test';
import { startSimulator } from '../tools/ns-sim/server';

const PORT = Number(process.env.BENCH_PORT ?? 3900);
const BASE = `http://127.0.0.1:${PORT}`;
const KB = 1024;
const ADMIN = ['/login', '/dashboard', '/userEdit', '/users', '/subscribers', '/netsapiens', '/client_profiles', '/messaging', '/app_management', '/logs'];
const TABS = ['/custom_tab/index', '/custom_tab/voice_messages', '/custom_tab/vmail_settings', '/custom_tab/call_parkings'];

async function waitFor(url: string, ms = 120_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer`);
}

/** Sum of the encoded (gzip) bytes of every script the page loads until the network is idle. */
async function scriptBytes(page: Page, path: string) {
  const sizes: Promise<number>[] = [];
  const onResponse = (r: import('@playwright/test').Response) => {
    if (r.request().resourceType() === 'script') sizes.push(r.finished().then(() => r.request().sizes()).then((s) => s.responseBodySize));
  };
  page.on('response', onResponse);
  // The park board keeps an event stream open, so the network never goes idle there.
  if (path.includes('call_parkings')) {
    await page.goto(path, { waitUntil: 'load' });
    await page.waitForTimeout(1500);
  } else {
    await page.goto(path, { waitUntil: 'networkidle' });
  }
  page.off('response', onResponse);
  return (await Promise.all(sizes)).reduce((a, b) => a + b, 0);
}

async function main() {
  if (!fs.existsSync('.next/BUILD_ID')) throw new Error('Run `npm run build` first.');
  const sim = await startSimulator({ port: 0, socketPort: 0 });
  const server = spawn('npx', ['next', 'start', '-p', String(PORT), '-H', '127.0.0.1'], {
    stdio: 'ignore',
    env: { ...process.env, APP_SECRET: 'bench-secret-bench-secret-bench-secret-42', APP_SEED: 'demo', INSECURE_COOKIES: '1', PGLITE_DIR: 'memory://', NS_SIM_URL: sim.url, NS_SOCKET_URL: sim.socketUrl, LOG_LEVEL: 'warn' },
  });
  const executablePath = fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
  const browser = await chromium.launch({ executablePath, args: ['--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
  const rows: Array<{ route: string; kb: number; budget: number }> = [];
  try {
    await waitFor(`${BASE}/api/health`);
    for (const [routes, budget, setup] of [
      [ADMIN, 180, async (p: Page) => { await p.request.post(`${BASE}/api/auth/login`, { data: { cloudId: 'provider', username: 'admin', password: 'demo1234' } }); }],
      [TABS, 120, async (p: Page) => { await p.goto(`${BASE}/custom_tab/index?username=101%40acme-main&password=demo1234&cloud_id=acme&direct=0`, { waitUntil: 'networkidle' }); }],
    ] as const) {
      for (const route of routes) {
        // A fresh context and an empty HTTP cache: what a first visit downloads.
        const context = await browser.newContext({ baseURL: BASE });
        const page = await context.newPage();
        await setup(page);
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.clearBrowserCache');
        rows.push({ route, kb: (await scriptBytes(page, route)) / KB, budget });
        await context.close();
      }
    }
  } finally {
    await browser.close();
    server.kill('SIGTERM');
    await sim.close();
  }
  console.log('| route | first-load JS (KB gzip) | budget |\n|---|---:|---:|');
  for (const r of rows) console.log(`| ${r.route} | ${r.kb.toFixed(1)} | ${r.budget} ${r.kb <= r.budget ? '✓' : '✗ over'} |`);
  const over = rows.filter((r) => r.kb > r.budget);
  if (over.length) {
    console.error(`Over budget: ${over.map((r) => r.route).join(', ')}`);
    process.exitCode = 1;
  }
}

void main().catch((e) => {
  console.error(e);
  process.exit(1);
});
