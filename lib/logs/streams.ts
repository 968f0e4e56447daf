import { LOG_LIMIT, type LogLevel } from './time-span';

// Loki's query_range answer for a log query; both stores answer in this shape.
export type LokiStream = { stream: Record<string, string>; values: Array<[string, string]> };
export type LokiQueryResponse = {
  status: 'success' | 'error';
  data: { resultType: 'streams'; result: LokiStream[] };
};

export type LogRow = {
  key: string;
  ns: string;
  level: LogLevel | string;
  msg: string;
  filename?: string;
  host?: string;
  job?: string;
  time?: string;
  caller?: string;
  functionName?: string;
  error?: string;
  stacktrace?: string;
};

// pino's numeric levels, in case a shipper left them as numbers.
function levelName(v: unknown): string {
  const n = typeof v === 'number' ? v : /^\d+$/.test(String(v)) ? Number(v) : NaN;
  if (Number.isNaN(n)) return typeof v === 'string' ? v : 'info';
  return n >= 60 ? 'panic' : n >= 50 ? 'error' : 'info';
}

const text = (v: unknown) => (v === undefined || v === null || v === '' ? undefined : typeof v === 'string' ? v : JSON.stringify(v));

function parseLine(line: string): Record<string, unknown> {
  if (!line.startsWith('{')) return { msg: line };
  try {
    const v = JSON.parse(line) as unknown;
    return v && typeof v === 'object' ? (v as Record<string, unknown>) : { msg: line };
  } catch {
    return { msg: line };
  }
}

/** One row per log line across all streams, newest first, at most LOG_LIMIT. */
export function flattenStreams(res: LokiQueryResponse, limit = LOG_LIMIT): LogRow[] {
  const rows: LogRow[] = [];
  for (const s of res.data.result) {
    for (const [ns, line] of s.values) {
      const f = { ...s.stream, ...parseLine(line) };
      const err = f.err as { message?: string; stack?: string } | undefined;
      rows.push({
        key: `${ns}:${rows.length}`,
        ns,
        level: levelName(f.level),
        msg: text(f.msg) ?? text(f.message) ?? line,
        filename: text(f.filename),
        host: text(f.host),
        job: text(f.job),
        time: text(f._timestamp) ?? text(f.time),
        caller: text(f.caller),
        functionName: text(f.functionName),
        error: text(f.error) ?? text(err?.message),
        stacktrace: text(f.stacktrace) ?? text(f.custom_panic_error_trace) ?? text(err?.stack),
      });
    }
  }
  // BigInt comparison: ns epochs do not fit a double exactly.
  rows.sort((a, b) => (BigInt(b.ns) > BigInt(a.ns) ? 1 : BigInt(b.ns) < BigInt(a.ns) ? -1 : 0));
  return rows.slice(0, limit);
}
