// The Time filter of the log viewer (spec §9) and the span it stands for.
export const timeRanges = ['5m', '15m', '30m', '1h', '3h', '6h', '12h', '24h', '2d', '7d', '30d', '90d'] as const;
export type TimeRange = (typeof timeRanges)[number];
export const defaultTimeRange: TimeRange = '24h';

export const logLevels = ['error', 'info', 'panic'] as const;
export type LogLevel = (typeof logLevels)[number];

/** Most entries one query returns; Loki refuses more than its own limit (5,000 by default). */
export const LOG_LIMIT = 1000;

const unitMs = { m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

export function rangeMs(range: TimeRange): number {
  const n = Number(range.slice(0, -1));
  return n * unitMs[range.slice(-1) as keyof typeof unitMs];
}

/**
 * Start and end of the chosen period ending now, as nanosecond epoch strings (Loki's
 * format: they exceed 2^53, so they travel as strings built with BigInt).
 */
export function timeSpan(range: TimeRange, nowMs: number = Date.now()) {
  const end = BigInt(Math.floor(nowMs)) * 1_000_000n;
  const start = end - BigInt(rangeMs(range)) * 1_000_000n;
  return { start: start.toString(), end: end.toString() };
}

export const nsToDate = (ns: string) => new Date(Number(BigInt(ns) / 1_000_000n));
export const dateToNs = (d: Date, extraMicros = 0) => (BigInt(d.getTime()) * 1_000_000n + BigInt(extraMicros) * 1_000n).toString();
