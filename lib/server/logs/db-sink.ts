import 'server-only';
import { lt } from 'drizzle-orm';
import { config } from '../config';
import type { Db } from '../db/client';
import { logEntries } from '../db/schema';
import { attachLogSink, type LogLine } from './logger';

type NewEntry = typeof logEntries.$inferInsert;

// pino levels: 30 info, 40 warn, 50 error, 60 fatal. The log viewer knows error/info/panic.
function levelOf(n: unknown): NewEntry['level'] | undefined {
  if (typeof n !== 'number' || n < 30) return undefined;
  if (n >= 60) return 'panic';
  if (n >= 50) return 'error';
  return 'info';
}

const str = (v: unknown) => (v === undefined || v === null ? null : typeof v === 'string' ? v : JSON.stringify(v));

/** The first frame of a stack that is ours, as "file:line" plus the function name. */
function origin(stack: string | null) {
  const frame = stack?.split('\n').find((l) => l.includes(' at ') && !l.includes('node_modules'));
  const m = frame?.match(/at (?:(\S+) \()?(.+?):(\d+):\d+\)?$/);
  return m ? { functionName: m[1] ?? null, filename: m[2], caller: `${m[2]}:${m[3]}` } : {};
}

export function toEntry(line: LogLine): NewEntry | undefined {
  const level = levelOf(line.level);
  if (!level) return undefined;
  const { msg, time, host, job, err, level: _l, pid: _p, ...rest } = line;
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
    data: Object.keys(rest).length ? rest : null,
  };
}

/** Batches log lines into log_entries so a burst of errors costs one insert. */
export function attachDbLogSink(db: Db) {
  if (config().LOKI_URL) return;
  let queue: NewEntry[] = [];
  let timer: NodeJS.Timeout | undefined;
  const flush = async () => {
    timer = undefined;
    const batch = queue;
    queue = [];
    if (!batch.length) return;
    try {
      await db.insert(logEntries).values(batch);
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
  const days = config().LOG_RETENTION_DAYS;
  void db.delete(logEntries).where(lt(logEntries.ts, new Date(Date.now() - days * 86_400_000))).catch(() => undefined);
}

const g = globalThis as unknown as { __flushLogs?: () => Promise<void> };
/** Tests and shutdown wait for pending lines to reach the table. */
export const flushLogs = () => g.__flushLogs?.() ?? Promise.resolve();
