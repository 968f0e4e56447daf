import 'server-only';
import os from 'node:os';
import pino from 'pino';
import { scrub, scrubValue } from './scrub';

export type LogLine = Record<string, unknown>;
type Sink = (entry: LogLine) => void;

/** pino's numbers to the three levels of the log viewer; below info is 'debug' and not stored. */
export function viewerLevel(n: number): 'panic' | 'error' | 'info' | 'debug' {
  return n >= 60 ? 'panic' : n >= 50 ? 'error' : n >= 30 ? 'info' : 'debug';
}

// On globalThis: Next.js bundles this module once per route, but the database (and so the
// sink) is opened once per process; a module-level variable left most routes without it.
const g = globalThis as unknown as { __logSink?: Sink };
/** The DB store attaches itself once the database is open (avoids an import cycle). */
export function attachLogSink(s: Sink | undefined) {
  g.__logSink = s;
}

const destination = {
  write(line: string) {
    const clean = scrub(line);
    process.stdout.write(clean);
    const sink = g.__logSink;
    if (sink) {
      try {
        sink(JSON.parse(clean));
      } catch {
        // a broken line must never break the request that logged it
      }
    }
  },
};

export const logger = pino(
  {
    level: process.env.LOG_LEVEL ?? 'info',
    base: { host: os.hostname(), job: 'console' },
    messageKey: 'msg',
    // The viewer's (and Loki's label filter's) vocabulary is error/info/panic; the numeric
    // level stays beside it so nothing is lost.
    formatters: {
      level: (_label, value) => ({ level: viewerLevel(value), levelValue: value }),
      // Keys like clientSecret or emailPassword are invisible to the text patterns of scrub().
      log: (obj) => scrubValue(obj) as Record<string, unknown>,
    },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: {
      paths: [
        'password', '*.password', 'superpass', '*.superpass', 'client_secret', '*.client_secret',
        'token', '*.token', 'access_token', '*.access_token', 'email_password', '*.email_password',
        'headers.authorization', 'headers.cookie', '*.headers.authorization', '*.headers.cookie',
      ],
      censor: '[redacted]',
    },
  },
  destination,
);
