import 'server-only';
import { config } from './config';
import { closeDb, getDb } from './db/client';
import { flushLogs } from './logs/db-sink';
import { logger } from './logs/logger';

// A server that cannot reach its database or lacks its secrets must not serve 500s:
// it says why and stops.
try {
  config();
  await getDb();
  logger.info('Database ready');
} catch (e) {
  process.stderr.write(`\nThe console cannot start: ${(e as Error).message}\n\n`);
  process.exit(1);
}

const stop = async () => {
  await flushLogs().catch(() => undefined);
  await closeDb().catch(() => undefined);
  process.exit(0);
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
