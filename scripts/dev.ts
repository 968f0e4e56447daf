// `npm run dev`: the console on http://localhost:3000 with everything it talks to on loopback:
// embedded PostgreSQL (PGlite under .data/), the NetSapiens simulator and a mail catcher.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';

const PORT = process.env.PORT ?? '3000';
const SIM_PORT = process.env.NS_SIM_PORT ?? '8090';
const SMTP_PORT = process.env.MAIL_CATCHER_SMTP_PORT ?? '1025';
const MAIL_HTTP_PORT = process.env.MAIL_CATCHER_HTTP_PORT ?? '1080';

const children: ChildProcess[] = [];
function run(name: string, cmd: string, args: string[], env: Record<string, string> = {}) {
  const child = spawn(cmd, args, { stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, ...env } });
  child.on('exit', (code) => {
    if (code && code !== 0) console.error(`${name} stopped with code ${code}`);
    if (name === 'console') shutdown(code ?? 0);
  });
  children.push(child);
}

function shutdown(code = 0) {
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
process.on('SIGINT', () => shutdown());
process.on('SIGTERM', () => shutdown());

fs.mkdirSync('.data', { recursive: true });
run('mail catcher', 'npx', ['tsx', 'tools/mail-catcher/main.ts'], { MAIL_CATCHER_SMTP_PORT: SMTP_PORT, MAIL_CATCHER_HTTP_PORT: MAIL_HTTP_PORT });
if (fs.existsSync('tools/ns-sim/main.ts')) run('simulator', 'npx', ['tsx', 'tools/ns-sim/main.ts'], { NS_SIM_PORT: SIM_PORT });
run('console', 'npx', ['next', 'dev', '-p', PORT], {
  SMTP_URL: process.env.SMTP_URL ?? `smtp://127.0.0.1:${SMTP_PORT}`,
  PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${PORT}`,
  NS_SIM_URL: process.env.NS_SIM_URL ?? `http://127.0.0.1:${SIM_PORT}`,
});

console.log(`
  Telephony Console (development)
  ───────────────────────────────
  Console:      http://localhost:${PORT}
  Mail catcher: http://127.0.0.1:${MAIL_HTTP_PORT}   (every e-mail the console sends)
  Simulator:    http://127.0.0.1:${SIM_PORT}          (NetSapiens ns-api stand-in)

  Demo sign-in (demo data only, never in production):
    Cloud Id provider  Username admin       Password demo1234   (provider admin)
    Cloud Id acme      Username acme-admin  Password demo1234   (tenant admin)
    Cloud Id acme      Username acme-user   Password demo1234   (simple user)
`);
