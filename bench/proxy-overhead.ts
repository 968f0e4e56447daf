// Proxy overhead: a platform read through our route (session check, tenancy, the platform call,
// the DB flags, JSON) against the same read made directly with the platform client, both against
// the simulator on loopback, in one process, interleaved. Budget: overhead p50 under 5 ms.
import { performance } from 'node:perf_hooks';

process.env.PGLITE_DIR ??= 'memory://';
process.env.APP_SEED ??= 'demo';
process.env.LOG_LEVEL = 'silent';

const WARMUP = 50;
const RUNS = Number(process.env.BENCH_RUNS ?? 1000);
const BUDGET_MS = 5;

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))];

async function main() {
  const { NextRequest } = await import('next/server');
  const { eq } = await import('drizzle-orm');
  const { startSimulator } = await import('../tools/ns-sim/server');
  const { getDb, closeDb } = await import('../lib/server/db/client');
  const { netsapiensConnections, subscribers } = await import('../lib/server/db/schema');
  const { encryptSecret } = await import('../lib/server/crypto/secrets');
  const { tenantAdminClient } = await import('../lib/server/services/platform');
  const login = await import('../app/api/auth/login/route');
  const domains = await import('../app/api/domains/route');

  const sim = await startSimulator({ port: 0, socketPort: 0 });
  const db = await getDb();
  const [acme] = await db.select().from(subscribers).where(eq(subscribers.cloudId, 'acme'));
  const values = { apiUrl: sim.url, clientId: 'console-client', clientSecretEnc: encryptSecret('console-secret'), superuser: 'super@acme', superpassEnc: encryptSecret('superpass123'), active: true };
  const [existing] = await db.select().from(netsapiensConnections).where(eq(netsapiensConnections.subscriberId, acme.id));
  if (existing) await db.update(netsapiensConnections).set(values).where(eq(netsapiensConnections.id, existing.id));
  else await db.insert(netsapiensConnections).values({ subscriberId: acme.id, ...values });

  const signed = await login.POST(new NextRequest('http://localhost:3000/api/auth/login', {
    method: 'POST', headers: { 'content-type': 'application/json', host: 'localhost:3000', 'x-forwarded-for': '10.9.9.9' },
    body: JSON.stringify({ cloudId: 'acme', username: 'acme-admin', password: 'demo1234' }),
  }));
  const cookie = signed.headers.getSetCookie().find((c) => c.startsWith('console_session='))!.split(';')[0];

  const viaRoute = async () => {
    const res = await domains.GET(new NextRequest('http://localhost:3000/api/domains?pageSize=50', { headers: { cookie, host: 'localhost:3000' } }));
    if (res.status !== 200) throw new Error(`route answered ${res.status}`);
    await res.json();
  };
  const { ns } = await tenantAdminClient('acme');
  const direct = async () => {
    await ns.domains.read();
  };

  const timesRoute: number[] = [];
  const timesDirect: number[] = [];
  for (let i = 0; i < WARMUP + RUNS; i++) {
    // Alternate the order so neither side always runs on a warmer cache.
    const pair = i % 2 ? [[viaRoute, timesRoute], [direct, timesDirect]] as const : [[direct, timesDirect], [viaRoute, timesRoute]] as const;
    for (const [fn, out] of pair) {
      const t0 = performance.now();
      await fn();
      if (i >= WARMUP) out.push(performance.now() - t0);
    }
  }
  const row = (name: string, xs: number[]) => `| ${name} | ${xs.length} | ${pct(xs, 0.5).toFixed(2)} | ${pct(xs, 0.99).toFixed(2)} |`;
  const overhead = pct(timesRoute, 0.5) - pct(timesDirect, 0.5);
  const overhead99 = pct(timesRoute, 0.99) - pct(timesDirect, 0.99);
  console.log('\n| read (platform domains, acme) | runs | p50 ms | p99 ms |\n|---|---:|---:|---:|');
  console.log(row('direct platform client → simulator', timesDirect));
  console.log(row('GET /api/domains (signed in) → simulator', timesRoute));
  console.log(`\noverhead p50 ${overhead.toFixed(2)} ms, p99 ${overhead99.toFixed(2)} ms (budget p50 < ${BUDGET_MS} ms): ${overhead < BUDGET_MS ? 'OK' : 'OVER BUDGET'}`);
  await sim.close();
  await closeDb();
  process.exit(overhead < BUDGET_MS ? 0 : 1);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
