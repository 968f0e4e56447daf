import 'server-only';
import os from 'node:os';
import pino from 'pino';
import { scrub } from './scrub';

export type LogLine = Record<string, unknown>;
type Sink = (entry: LogLine) => void;

let sink: Sink | undefined;
/** The DB store attaches itself once the database is open (avoids an import cycle). */
export function attachLogSink(s: Sink | undefined) {
  sink = s;
}

const destination = {
  write(line: string) {
    const clean = scrub(line);
    process.stdout.write(clean);
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
