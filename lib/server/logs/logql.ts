import type { LogLevel } from '@/lib/logs/time-span';

/**
 * A LogQL string literal. JSON's escaping is a subset of Go's strconv.Unquote, which is
 * what Loki uses, so quotes, backslashes and control characters cannot end the literal
 * and add query syntax of their own.
 */
export const logqlString = (s: string) => JSON.stringify(s);

/** Any stream that has a job label: every shipper sets one. */
export const STREAM_SELECTOR = '{job=~".+"}';

/**
 * The viewer's filters as LogQL: a line filter for the text (before the parser, the cheap
 * place for it), the json parser so fields become labels, and a label filter for the level.
 */
export function buildLogql(filter: { q?: string; level?: LogLevel | '' }, selector = STREAM_SELECTOR): string {
  let query = selector;
  if (filter.q) query += ` |= ${logqlString(filter.q)}`;
  query += ' | json';
  if (filter.level) query += ` | level=${logqlString(filter.level)}`;
  return query;
}
