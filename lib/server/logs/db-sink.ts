import 'server-only';
import { lt, sql } from 'drizzle-orm';
import { config } from '../config';
import type { Db } from '../db/client';
import { logEntries } from '../db/schema';
import { attachLogSink, viewerLevel, type LogLine } from './logger';
import { scrubValue } from './scrub';

type NewEntry = typeof logEntries.$inferInsert;

// Lines carry `levelValue` (pino's number) since the logger names levels; older lines had the number in `level`.
function levelOf(line: LogLine): NewEntry['level'] | undefined {
  const n = typeof line.levelValue === 'number' ? line.levelValue : line.level;
  if (typeof n !== 'number') return undefined;
  const level = viewerLevel(n);
  return level === 'debug' ? undefined : level;
}

const str = (v: unknown) => (v === undefined || v === null ? null : typeof v === 'string' ? v : JSON.stringify(v));

/** The first frame of a stack that is ours, as "file:line" plus the function name. */
function origin(stack: string | null) {
  const frame = stack?.split('\n').find((l) => l.includes(' at ') && !l.includes('node_modules'));
  const m = frame?.match(/at (?:(\S+) \()?(.+?):(\d+):\d+\)?$/);
  return m ? { functionName: m[1] ?? null, filename: m[2], caller: `${m[2]}:${m[3]}` } : {};
}

export function toEntry(line: LogLine): NewEntry | undefined {
  const level = levelOf(line);
  if (!level) return undefined;
  const { msg, time, host, job, err, level: _l, levelValue: _v, pid: _p, ...rest } = line;
  const e = err as { message?: string; stack?: string } | undefined;
  const stacktrace = str(e?.stack);
  const o = origin(stacktrace);
  return {
    ts: typeof time === 'string' ? new Date(time) : new Date(),
    level,
    msg: str(msg) ?? '',
    host: str(host),
    job: str(job),
    error: str(e?.message),
    stacktrace,
    filename: str(rest.filename) ?? o.filename ?? null,
    caller: str(rest.caller) ?? o.caller ?? null,
    functionName: str(rest.functionName) ?? o.functionName ?? null,
    // The line was scrubbed as text already; keys like clientSecret need the structural pass.
    data: Object.keys(rest).length ? (scrubValue(rest) as Record<string, unknown>) : null,
  };
}

const MAINTAIN_EVERY_MS = 60 * 60 * 1000;
const ANALYZE_AFTER_ROWS = 10_000;

/**
 * Retention, then fresh planner statistics. PGlite runs no autovacuum, and with stale
 * statistics the planner sorts the whole table instead of walking the ts index backwards
 * (measured: 290 ms instead of 5 ms on 100,000 entries).
 */
export async function maintainLogStore(db: Db) {
  const days = config().LOG_RETENTION_DAYS;
  try {
    await db.delete(logEntries).where(lt(logEntries.ts, new Date(Date.now() - days * 86_400_000)));
    await db.execute(sql`analyze log_entries`);
  } catch (e) {
    process.stderr.write(`log store maintenance failed: ${(e as Error).message}\n`);
  }
}

/** Batches log lines into log_entries so a burst of errors costs one insert. */
export function attachDbLogSink(db: Db) {
  if (config().LOKI_URL) return;
  let queue: NewEntry[] = [];
  let timer: NodeJS.Timeout | undefined;
  let sinceAnalyze = 0;
  const flush = async () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    const batch = queue;
    queue = [];
    if (!batch.length) return;
    try {
      await db.insert(logEntries).values(batch);
      sinceAnalyze += batch.length;
      if (sinceAnalyze >= ANALYZE_AFTER_ROWS) {
        sinceAnalyze = 0;
        await db.execute(sql`analyze log_entries`);
      }
    } catch (e) {
      process.stderr.write(`log store unavailable: ${(e as Error).message}\n`);
    }
  };
  attachLogSink((line) => {
    const entry = toEntry(line);
    if (!entry) return;
    queue.push(entry);
    timer ??= setTimeout(flush, 50);
    timer.unref?.();
  });
  g.__flushLogs = flush;
  void maintainLogStore(db);
  // A long-running server keeps pruning; unref'd so it never holds a process (or a test) open.
  if (g.__logPruneTimer) clearInterval(g.__logPruneTimer);
  g.__logPruneTimer = setInterval(() => void maintainLogStore(db), MAINTAIN_EVERY_MS);
  g.__logPruneTimer.unref?.();
}

const g = globalThis as unknown as { __flushLogs?: () => Promise<void>; __logPruneTimer?: NodeJS.Timeout };
/** Tests and shutdown wait for pending lines to reach the table. */
export const flushLogs = () => g.__flushLogs?.() ?? Promise.resolve();
