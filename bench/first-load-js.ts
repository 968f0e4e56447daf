// First-load JavaScript per route, as a browser downloads it (gzip, from `next start`).
// Budgets (ARCHITECTURE.md) are ratios to the framework's floor, measured in the same run: a
// bare Next.js page with one client component (bench/floor-app). Admin pages up to 1.8x the
// floor, softphone tabs up to 1.25x (docs/performance.md says why). Needs `npm run build` first.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { startSimulator } from '../tools/ns-sim/server';

const PORT = Number(process.env.BENCH_PORT ?? 3900);
const BASE = `http://127.0.0.1:${PORT}`;
const FLOOR_PORT = PORT + 1;
const KB = 1024;
const DIST = process.env.NEXT_DIST_DIR ?? '.next';
const RATIO = { admin: 1.8, tabs: 1.25 };
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
  if (!fs.existsSync(`${DIST}/BUILD_ID`)) throw new Error('Run `npm run build` first.');
  // The floor app is built outside the repository so none of its files (proxy.ts,
  // instrumentation.ts, tsconfig paths) join the build; node_modules is this one's.
  const floorDir = fs.mkdtempSync(path.join(os.tmpdir(), 'floor-app-'));
  fs.cpSync('bench/floor-app', floorDir, { recursive: true });
  fs.symlinkSync(path.resolve('node_modules'), path.join(floorDir, 'node_modules'));
  fs.writeFileSync(path.join(floorDir, 'package.json'), '{"name":"floor-app","private":true}');
  fs.writeFileSync(path.join(floorDir, 'next.config.js'), "module.exports = { turbopack: { root: '/' } };");
  const built = spawnSync('npx', ['next', 'build'], { cwd: floorDir, stdio: 'ignore', env: { ...process.env, NEXT_DIST_DIR: '', NEXT_TELEMETRY_DISABLED: '1' } });
  if (built.status !== 0) throw new Error(`The floor app did not build (${floorDir}).`);
  const floorServer = spawn('npx', ['next', 'start', '-p', String(FLOOR_PORT), '-H', '127.0.0.1'], { cwd: floorDir, stdio: 'ignore', detached: true });
  const sim = await startSimulator({ port: 0, socketPort: 0 });
  const server = spawn('npx', ['next', 'start', '-p', String(PORT), '-H', '127.0.0.1'], {
    stdio: 'ignore',
    detached: true,
    env: { ...process.env, APP_SECRET: 'bench-secret-bench-secret-bench-secret-42', APP_SEED: 'demo', INSECURE_COOKIES: '1', PGLITE_DIR: 'memory://', NS_SIM_URL: sim.url, NS_SOCKET_URL: sim.socketUrl, LOG_LEVEL: 'warn' },
  });
  const executablePath = fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
  const browser = await chromium.launch({ executablePath, args: ['--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
  const rows: Array<{ route: string; kb: number; budget: number }> = [];
  // A fresh context and an empty HTTP cache: what a first visit downloads.
  async function measure(base: string, route: string, setup?: (p: Page) => Promise<unknown>) {
    const context = await browser.newContext({ baseURL: base });
    const page = await context.newPage();
    await setup?.(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    const kb = (await scriptBytes(page, route)) / KB;
    await context.close();
    return kb;
  }
  let floor = 0;
  try {
    await waitFor(`http://127.0.0.1:${FLOOR_PORT}/`);
    floor = await measure(`http://127.0.0.1:${FLOOR_PORT}`, '/');
    await waitFor(`${BASE}/api/health`);
    for (const [routes, ratio, setup] of [
      [ADMIN, RATIO.admin, (p: Page) => p.request.post(`${BASE}/api/auth/login`, { data: { cloudId: 'provider', username: 'admin', password: 'demo1234' } })],
      [TABS, RATIO.tabs, (p: Page) => p.goto(`${BASE}/custom_tab/index?username=101%40acme-main&password=demo1234&cloud_id=acme&direct=0`, { waitUntil: 'networkidle' })],
    ] as const) {
      for (const route of routes) rows.push({ route, kb: await measure(BASE, route, setup), budget: floor * ratio });
    }
  } finally {
    await browser.close();
    for (const child of [server, floorServer]) {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
    await sim.close();
    fs.rmSync(floorDir, { recursive: true, force: true });
  }
  console.log(`Floor (bare Next.js page with one client component): ${floor.toFixed(1)} KB gzip\n`);
  console.log('| route | first-load JS (KB gzip) | x floor | budget (KB) |\n|---|---:|---:|---:|');
  for (const r of rows) console.log(`| ${r.route} | ${r.kb.toFixed(1)} | ${(r.kb / floor).toFixed(2)} | ${r.budget.toFixed(0)} ${r.kb <= r.budget ? '✓' : '✗ over'} |`);
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
