import 'server-only';
import type { z } from 'zod';
import { config } from '@/lib/server/config';
import { logger } from '@/lib/server/logs/logger';
import { upstreamAuth, upstreamError, upstreamMalformed, upstreamTimeout, type NsFailure } from './errors';
import { baseUrl, exchange } from './http';
import { storeToken, validToken } from './token-cache';
import type { NsClientOptions, NsConnection, NsIdentity, NsParams } from './types';

export type NsTransport = {
  conn: NsConnection;
  identity: NsIdentity;
  timeoutMs: number;
  /** A read: retried once on network errors and 5xx; the answer is validated by `schema`. */
  read<S extends z.ZodType>(object: string, action: string, params: NsParams, schema: S): Promise<z.output<S>>;
  /** A write: never retried except after a 401 (the platform did nothing then). */
  write(object: string, action: string, params: NsParams): Promise<void>;
  accessToken(): Promise<string>;
};

function form(params: NsParams): URLSearchParams {
  const body = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined) body.set(k, String(v));
  return body;
}

export function createTransport(conn: NsConnection, identity: NsIdentity, opts: NsClientOptions = {}): NsTransport {
  const timeoutMs = opts.timeoutMs ?? config().NS_TIMEOUT_MS;
  if (opts.token) storeToken(conn, identity, opts.token);
  const host = (() => {
    try {
      return new URL(baseUrl(conn.apiUrl)).host;
    } catch {
      return 'invalid-url';
    }
  })();

  async function call(object: string, action: string, params: NsParams, kind: 'read' | 'write'): Promise<string> {
    // Only object/action/format go in the address; everything else, credentials included, in the body.
    const url = `${baseUrl(conn.apiUrl)}/ns-api/?${new URLSearchParams({ object, action, format: 'json' })}`;
    const fail = (reason: string, status?: number): NsFailure => ({ object, action, status, reason });
    const log = (f: NsFailure, attempt: number) =>
      logger.warn({ ns: { host, kind, attempt, ...f } }, 'netsapiens call failed');
    let token = (await validToken(conn, identity, timeoutMs)).token.accessToken;
    let refreshed = false;
    let retried = false;
    for (let attempt = 1; ; attempt++) {
      const res = await exchange(
        url,
        {
          method: 'POST',
          headers: {
            Authorization: `Bearer ${token}`,
            'Content-Type': 'application/x-www-form-urlencoded',
            Accept: 'application/json',
          },
          body: form(params),
        },
        timeoutMs,
      );
      if (res.kind === 'timeout') {
        // Not retried: a second wait would double the time the user stares at a spinner.
        log(fail('timeout'), attempt);
        throw upstreamTimeout(fail('timeout'));
      }
      if (res.kind === 'network' || res.status >= 500) {
        const f = res.kind === 'network' ? fail('network') : fail('status', res.status);
        log(f, attempt);
        if (kind === 'read' && !retried) {
          retried = true;
          continue;
        }
        throw upstreamError(f);
      }
      if (res.status === 401 && !refreshed) {
        refreshed = true;
        token = (await validToken(conn, identity, timeoutMs, token)).token.accessToken;
        continue;
      }
      if (res.status === 401 || res.status === 403) {
        log(fail('refused', res.status), attempt);
        throw upstreamAuth(fail('refused', res.status));
      }
      if (res.status < 200 || res.status >= 300) {
        log({ ...fail('status', res.status), reason: res.text.slice(0, 200) }, attempt);
        throw upstreamError(fail('status', res.status));
      }
      return res.text;
    }
  }

  return {
    conn,
    identity,
    timeoutMs,
    async read(object, action, params, schema) {
      const text = await call(object, action, params, 'read');
      let json: unknown;
      try {
        json = text.trim() === '' ? undefined : JSON.parse(text);
      } catch {
        logger.warn({ ns: { host, object, action, reason: 'not_json' } }, 'netsapiens answer malformed');
        throw upstreamMalformed({ object, action, status: 200, reason: 'not_json' });
      }
      const parsed = schema.safeParse(json);
      if (!parsed.success) {
        // Paths only: values may hold personal data.
        const paths = parsed.error.issues.slice(0, 5).map((i) => i.path.join('.'));
        logger.warn({ ns: { host, object, action, reason: 'shape', paths } }, 'netsapiens answer malformed');
        throw upstreamMalformed({ object, action, status: 200, reason: 'shape' });
      }
      return parsed.data;
    },
    async write(object, action, params) {
      await call(object, action, params, 'write');
    },
    async accessToken() {
      return (await validToken(conn, identity, timeoutMs)).token.accessToken;
    },
  };
}
