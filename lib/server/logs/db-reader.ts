import 'server-only';
import { and, desc, eq, getTableColumns, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import { LOG_LIMIT, type LogLevel } from '@/lib/logs/time-span';
import type { LokiQueryResponse, LokiStream } from '@/lib/logs/streams';
import { getDb } from '../db/client';
import { logEntries } from '../db/schema';

export type LogFilter = { q: string; level: LogLevel | ''; start: string; end: string; limit?: number };

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const nsToDate = (ns: string) => new Date(Number(BigInt(ns) / 1_000_000n));

// Labels a shipper would index; everything else travels in the line, as in Loki.
const LABELS = ['level', 'job', 'host', 'filename'] as const;

/** The log_entries table, answered in Loki's query_range shape (newest first, like direction=backward). */
export async function readDbLogs(f: LogFilter): Promise<LokiQueryResponse> {
  const db = await getDb();
  // Loki's span: start inclusive, end exclusive.
  const where: SQL[] = [gte(logEntries.ts, nsToDate(f.start)), lt(logEntries.ts, nsToDate(f.end))];
  if (f.level) where.push(eq(logEntries.level, f.level));
  if (f.q) {
    const pattern = `%${escapeLike(f.q)}%`;
    where.push(or(ilike(logEntries.msg, pattern), ilike(logEntries.error, pattern))!);
  }
  const rows = await db
    // Microseconds from the database itself: a JS Date would drop the stored precision.
    .select({ ...getTableColumns(logEntries), micros: sql<string>`(extract(epoch from ${logEntries.ts}) * 1000000)::bigint::text` })
    .from(logEntries)
    .where(and(...where))
    .orderBy(desc(logEntries.ts), desc(logEntries.id))
    .limit(f.limit ?? LOG_LIMIT);

  const streams = new Map<string, LokiStream>();
  for (const r of rows) {
    const fields: Record<string, string> = { level: r.level, msg: r.msg, _timestamp: r.ts.toISOString() };
    for (const k of ['filename', 'host', 'job', 'caller', 'functionName', 'error', 'stacktrace'] as const) {
      if (r[k]) fields[k] = r[k];
    }
    const labels: Record<string, string> = {};
    for (const k of LABELS) if (fields[k]) labels[k] = fields[k];
    const key = JSON.stringify(labels);
    const stream = streams.get(key) ?? { stream: labels, values: [] };
    streams.set(key, stream);
    stream.values.push([`${r.micros}000`, JSON.stringify(fields)]);
  }
  return { status: 'success', data: { resultType: 'streams', result: [...streams.values()] } };
}
