import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { config } from '../config';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
type Opened = { db: Db; close: () => Promise<void> };

const MIGRATIONS = path.join(process.cwd(), 'lib/server/db/migrations');
const g = globalThis as unknown as { __dbPromise?: Promise<Opened> };

async function openPostgres(url: string): Promise<Opened> {
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5_000 });
  const db = drizzle({ client: pool, schema });
  await migrate(db, { migrationsFolder: MIGRATIONS });
  return { db: db as unknown as Db, close: () => pool.end() };
}

// PGlite is single-process: a second process opening the same folder corrupts it,
// so the folder is guarded by a lock file holding the owner's pid.
function lockFolder(dir: string) {
  fs.mkdirSync(dir, { recursive: true });
  const lock = path.join(dir, '..', `${path.basename(dir)}.lock`);
  try {
    const pid = Number(fs.readFileSync(lock, 'utf8'));
    if (pid && pid !== process.pid) {
      try {
        process.kill(pid, 0);
        throw new Error(`The database folder ${dir} is in use by process ${pid}. Stop it first.`);
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== 'ESRCH') throw e;
      }
    }
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
  }
  fs.writeFileSync(lock, String(process.pid));
  return () => fs.rmSync(lock, { force: true });
}

async function openPglite(dir: string): Promise<Opened> {
  const { PGlite } = await import('@electric-sql/pglite');
  // Trigram indexes keep the log viewer's text search fast on large tables.
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const memory = dir.startsWith('memory://');
  const unlock = memory ? () => undefined : lockFolder(path.resolve(dir));
  const template = memory ? process.env.PGLITE_TEMPLATE : undefined;
  const client =
    template && fs.existsSync(template)
      ? await PGlite.create({ loadDataDir: new Blob([fs.readFileSync(template)]), extensions: { pg_trgm } })
      : await PGlite.create(memory ? undefined : path.resolve(dir), { extensions: { pg_trgm } });
  const db = drizzle({ client, schema });
  await migrate(db, { migrationsFolder: MIGRATIONS });
  return {
    db: db as unknown as Db,
    close: async () => {
      await client.close();
      unlock();
    },
  };
}

async function open(): Promise<Opened> {
  const { DATABASE_URL, PGLITE_DIR } = config();
  const opened = DATABASE_URL ? await openPostgres(DATABASE_URL) : await openPglite(PGLITE_DIR);
  const { runSeed } = await import('./seed');
  await runSeed(opened.db);
  const { attachDbLogSink } = await import('../logs/db-sink');
  attachDbLogSink(opened.db);
  return opened;
}

/** Opens the database once per process (migrated and seeded) and returns it. */
export function getDb(): Promise<Db> {
  g.__dbPromise ??= open().catch((e) => {
    g.__dbPromise = undefined;
    throw e;
  });
  return g.__dbPromise.then((o) => o.db);
}

export async function closeDb() {
  const p = g.__dbPromise;
  g.__dbPromise = undefined;
  if (p) await (await p).close();
}
