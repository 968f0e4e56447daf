import 'server-only';
import { logger } from '@/lib/server/logs/logger';
import { upstreamAuth, upstreamError, upstreamMalformed, upstreamTimeout } from './errors';
import { baseUrl } from './http';
import { validToken } from './token-cache';
import type { NsTransport } from './transport';

export type NsAudioStream = {
  status: 200 | 206;
  contentType: string;
  contentLength?: string;
  contentRange?: string;
  acceptRanges?: string;
  body: ReadableStream<Uint8Array>;
};

const F = { object: 'audio', action: 'play' };

/**
 * Streams the audio behind a `remotepath` (a signed play URL). The bearer token goes along only
 * when the URL is on the platform's own origin. The deadline covers the wait for headers, not
 * the body, so a long message can play to the end.
 */
export function audioStreamApi(t: NsTransport) {
  return async function fetchAudio(remotepath: string, opts: { range?: string } = {}): Promise<NsAudioStream> {
    let url: URL;
    try {
      url = new URL(remotepath);
    } catch {
      throw upstreamMalformed({ ...F, reason: 'bad_remotepath' });
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw upstreamMalformed({ ...F, reason: 'bad_remotepath' });
    const sameOrigin = url.origin === new URL(baseUrl(t.conn.apiUrl)).origin;
    let token = sameOrigin ? await t.accessToken() : undefined;
    for (let attempt = 1; ; attempt++) {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), t.timeoutMs);
      let res: Response;
      try {
        res = await fetch(url, {
          signal: controller.signal,
          headers: {
            ...(opts.range ? { Range: opts.range } : {}),
            ...(token ? { Authorization: `Bearer ${token}` } : {}),
          },
        });
      } catch {
        const timedOut = controller.signal.aborted;
        logger.warn({ ns: { host: url.host, ...F, reason: timedOut ? 'timeout' : 'network' } }, 'netsapiens audio failed');
        if (timedOut) throw upstreamTimeout({ ...F, reason: 'timeout' });
        throw upstreamError({ ...F, reason: 'network' });
      } finally {
        clearTimeout(timer);
      }
      if (res.status === 401 && token && attempt === 1) {
        await res.body?.cancel();
        token = (await validToken(t.conn, t.identity, t.timeoutMs, token)).token.accessToken;
        continue;
      }
      if ((res.status !== 200 && res.status !== 206) || !res.body) {
        await res.body?.cancel();
        logger.warn({ ns: { host: url.host, ...F, status: res.status } }, 'netsapiens audio failed');
        const f = { ...F, status: res.status, reason: 'status' };
        throw res.status === 401 || res.status === 403 ? upstreamAuth(f) : upstreamError(f);
      }
      return {
        status: res.status,
        contentType: res.headers.get('content-type') ?? 'audio/wav',
        contentLength: res.headers.get('content-length') ?? undefined,
        contentRange: res.headers.get('content-range') ?? undefined,
        acceptRanges: res.headers.get('accept-ranges') ?? undefined,
        body: res.body,
      };
    }
  };
}
