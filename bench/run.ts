// `npm run bench`: runs every bench/*.ts (except this file) one after another, each in its
// own process so one benchmark's database or timers never skew the next. Server modules
// import 'server-only', which resolves to an empty module under the react-server condition.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const dir = path.dirname(new URL(import.meta.url).pathname);
const only = process.argv.slice(2);
const files = fs
  .readdirSync(dir)
  .filter((f) => f.endsWith('.ts') && f !== 'run.ts' && !f.endsWith('.d.ts'))
  .filter((f) => !only.length || only.some((o) => f.includes(o)))
  .sort();

let failed = 0;
for (const f of files) {
  console.log(`\n== bench/${f}`);
  const r = spawnSync('npx', ['tsx', '--conditions=react-server', path.join(dir, f)], { stdio: 'inherit', env: process.env });
  if (r.status !== 0) {
    failed++;
    console.error(`bench/${f} failed (exit ${r.status})`);
  }
}
process.exit(failed ? 1 : 0);
