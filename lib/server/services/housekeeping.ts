import 'server-only';
import { logger } from '../logs/logger';

const HOUR_MS = 3_600_000;

// On globalThis: Next.js bundles a module once per route, and "once per hour" is meant per process.
const g = globalThis as unknown as { __housekeeping?: Map<string, number> };
const lastRun = () => (g.__housekeeping ??= new Map());

/**
 * Runs a clean-up job at most once per `everyMs` per process, from a request that writes the same
 * table anyway (so there is no scheduler to run). A failing job is logged and never fails the
 * request that happened to run it; the next chance comes after the same interval.
 */
export async function nowAndThen(name: string, job: () => Promise<unknown>, everyMs = HOUR_MS): Promise<boolean> {
  const now = Date.now();
  const last = lastRun().get(name);
  if (last !== undefined && now - last < everyMs) return false;
  // Marked before the job runs, so requests arriving meanwhile do not start it again.
  lastRun().set(name, now);
  try {
    await job();
  } catch (err) {
    logger.warn({ event: 'housekeeping_failed', job: name, err }, 'Housekeeping failed');
  }
  return true;
}
