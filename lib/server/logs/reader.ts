import 'server-only';
import type { LogsQuery } from '@/lib/schemas/logs';
import { timeSpan } from '@/lib/logs/time-span';
import type { LokiQueryResponse } from '@/lib/logs/streams';
import { config } from '../config';
import { AppError } from '../http/errors';
import { readDbLogs } from './db-reader';
import { readLokiLogs } from './loki-reader';

/** One reader, two stores: Loki when configured, else the log_entries table. Same answer shape. */
export async function readLogs(filter: LogsQuery, nowMs = Date.now()): Promise<LokiQueryResponse> {
  const f = { q: filter.q, level: filter.level, ...timeSpan(filter.range, nowMs) };
  const lokiUrl = config().LOKI_URL;
  if (lokiUrl) return readLokiLogs(f, lokiUrl);
  try {
    return await readDbLogs(f);
  } catch (e) {
    throw new AppError('internal', 'logs.unableToGetData', 'Unable to get the data', undefined, e);
  }
}
