import 'server-only';
import { z } from 'zod';
import { LOG_LIMIT } from '@/lib/logs/time-span';
import type { LokiQueryResponse } from '@/lib/logs/streams';
import { config } from '../config';
import { AppError } from '../http/errors';
import type { LogFilter } from './db-reader';
import { buildLogql } from './logql';

const TIMEOUT_MS = 10_000;

const answer = z.object({
  status: z.literal('success'),
  data: z.object({
    resultType: z.literal('streams'),
    // Loki 3 adds a metadata object as a third element only when asked to; tolerate it anyway.
    result: z.array(z.object({ stream: z.record(z.string(), z.string()), values: z.array(z.tuple([z.string(), z.string()]).rest(z.unknown())) })),
  }),
});

const unavailable = (cause: unknown, code: 'upstream_error' | 'upstream_timeout' = 'upstream_error') =>
  new AppError(code, 'logs.unableToGetData', 'Unable to get the data', undefined, cause);

/** Loki's GET /loki/api/v1/query_range, newest first, with the viewer's filters as LogQL. */
export async function readLokiLogs(f: LogFilter, lokiUrl: string): Promise<LokiQueryResponse> {
  const url = new URL('/loki/api/v1/query_range', lokiUrl);
  url.search = new URLSearchParams({
    query: buildLogql(f),
    start: f.start,
    end: f.end,
    limit: String(f.limit ?? LOG_LIMIT),
    direction: 'backward',
  }).toString();
  const tenant = config().LOKI_TENANT;
  let res: Response;
  try {
    res = await fetch(url, {
      headers: { Accept: 'application/json', ...(tenant ? { 'X-Scope-OrgID': tenant } : {}) },
      signal: AbortSignal.timeout(TIMEOUT_MS),
      cache: 'no-store',
    });
  } catch (e) {
    const timedOut = (e as Error).name === 'TimeoutError';
    throw unavailable(new Error(`Loki ${timedOut ? 'did not answer in time' : 'is unreachable'}: ${url.host}`, { cause: e }), timedOut ? 'upstream_timeout' : 'upstream_error');
  }
  // Loki reports query errors as plain text (Go's http.Error).
  const text = await res.text();
  if (!res.ok) throw unavailable(new Error(`Loki answered ${res.status}: ${text.slice(0, 300)}`));
  let parsed;
  try {
    parsed = answer.parse(JSON.parse(text));
  } catch (e) {
    throw unavailable(new Error(`Loki answer malformed: ${(e as Error).message.slice(0, 300)}`));
  }
  const result = parsed.data.result.map((s) => ({ stream: s.stream, values: s.values.map((v) => [v[0], v[1]] as [string, string]) }));
  return { status: 'success', data: { resultType: 'streams', result } };
}
