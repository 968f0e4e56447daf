// The log viewer's DB store on 100,000 stored entries: every query must answer in under
// 200 ms. Runs on its own in-memory PGlite (or DATABASE_URL's PostgreSQL, with care: it
// fills log_entries there too).
import { performance } from 'node:perf_hooks';

process.env.PGLITE_DIR ??= 'memory://';
process.env.APP_SEED ??= 'demo';
process.env.LOG_LEVEL = 'silent';
// Keep all 100,000 entries (spread over 90 days) through the retention pass.
process.env.LOG_RETENTION_DAYS = '91';

const ROWS = 100_000;
const RUNS = 15;
const BUDGET_MS = 200;

async function main() {
  const { getDb, closeDb } = await import('../lib/server/db/client');
  const { logEntries } = await import('../lib/server/db/schema');
  const { readDbLogs } = await import('../lib/server/logs/db-reader');
  const { timeSpan } = await import('../lib/logs/time-span');
  const { maintainLogStore } = await import('../lib/server/logs/db-sink');
  const db = await getDb();
  await db.delete(logEntries);

  const words = ['netsapiens call failed', 'Failed sign-in', 'Rate limit reached', 'weather service failed', 'Sending e-mail failed', 'Forbidden access', 'token refreshed', 'park event relayed'];
  const levels = ['info', 'info', 'info', 'error', 'info', 'panic', 'info', 'error'] as const;
  const now = Date.now();
  const t0 = performance.now();
  for (let i = 0; i < ROWS; i += 2000) {
    const batch = Array.from({ length: 2000 }, (_, j) => {
      const n = i + j;
      // Spread over 90 days, the longest Time option.
      return {
        ts: new Date(now - Math.floor((n / ROWS) * 90 * 86_400_000)),
        level: levels[n % levels.length],
        msg: `${words[n % words.length]} #${n}`,
        host: `web-${n % 3}`,
        job: 'console',
        error: n % 8 === 3 ? 'connect ECONNREFUSED 127.0.0.1:8090' : null,
        stacktrace: n % 8 === 3 ? `Error: connect ECONNREFUSED\n    at call (/app/lib/server/netsapiens/transport.ts:${n % 200}:7)` : null,
      };
    });
    await db.insert(logEntries).values(batch);
  }
  // What the sink does after every 10,000 written lines and the hourly job (PGlite has no autovacuum).
  await maintainLogStore(db);
  const { count } = await import('drizzle-orm');
  const [{ n }] = await db.select({ n: count() }).from(logEntries);
  if (n !== ROWS) throw new Error(`expected ${ROWS} stored entries, found ${n}`);
  console.log(`filled ${n} entries in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  const cases = [
    { name: 'last 24 hours, no filter', q: '', level: '' as const, range: '24h' as const },
    { name: '90 days, no filter (1,000 newest)', q: '', level: '' as const, range: '90d' as const },
    { name: '90 days, level=panic', q: '', level: 'panic' as const, range: '90d' as const },
    { name: '90 days, text "ECONNREFUSED"', q: 'ECONNREFUSED', level: '' as const, range: '90d' as const },
    { name: '90 days, rare text "#99999"', q: '#99999', level: '' as const, range: '90d' as const },
    { name: '90 days, absent text + error', q: 'no such text', level: 'error' as const, range: '90d' as const },
    { name: '5 minutes, text "failed"', q: 'failed', level: '' as const, range: '5m' as const },
  ];
  let worst = 0;
  console.log('\n| query | entries | p50 ms | p95 ms | max ms |\n|---|---:|---:|---:|---:|');
  for (const c of cases) {
    const times: number[] = [];
    let count = 0;
    for (let r = 0; r < RUNS; r++) {
      const s = performance.now();
      const res = await readDbLogs({ q: c.q, level: c.level, ...timeSpan(c.range) });
      times.push(performance.now() - s);
      count = res.data.result.reduce((a, st) => a + st.values.length, 0);
    }
    times.sort((a, b) => a - b);
    const p = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
    worst = Math.max(worst, p(0.95));
    console.log(`| ${c.name} | ${count} | ${p(0.5).toFixed(1)} | ${p(0.95).toFixed(1)} | ${times.at(-1)!.toFixed(1)} |`);
  }
  console.log(`\nworst p95 ${worst.toFixed(1)} ms (budget ${BUDGET_MS} ms): ${worst < BUDGET_MS ? 'OK' : 'OVER BUDGET'}`);
  await closeDb();
  process.exit(worst < BUDGET_MS ? 0 : 1);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
