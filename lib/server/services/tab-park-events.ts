import 'server-only';
import { inRanges } from '@/lib/format/park-ranges';
import type { TabContext } from '../auth/tab-session';
import { watchSlots, type RealtimeEvent } from '../netsapiens/realtime';
import { parkRanges } from './tab-park';

const HEARTBEAT_MS = 20_000;

/**
 * Relays the platform's park events for this tenant's slots as an SSE stream. The browser's
 * EventSource reconnects by itself (`retry`); the platform token never leaves the server.
 */
export async function parkEvents(tab: TabContext, signal: AbortSignal): Promise<Response> {
  const ranges = await parkRanges(tab.session.cloudId);
  const queues = await tab.ns.callQueues.read({ domain: tab.session.domain });
  const slots = queues.map((q) => q.queue_name).filter((s) => inRanges(s, ranges));
  const bearer = await tab.ns.accessToken();
  const encoder = new TextEncoder();
  let stop = () => {};
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      let closed = false;
      const send = (text: string) => {
        if (!closed) controller.enqueue(encoder.encode(text));
      };
      const emit = (e: RealtimeEvent) => send(`event: ${e.kind}\ndata: ${JSON.stringify(e)}\n\n`);
      send('retry: 3000\n\n');
      const unwatch = await watchSlots(tab.platform.conn, { domain: tab.session.domain, slots, bearer }, emit);
      const beat = setInterval(() => send(': ping\n\n'), HEARTBEAT_MS);
      stop = () => {
        if (closed) return;
        closed = true;
        clearInterval(beat);
        unwatch();
        try {
          controller.close();
        } catch {
          // already closed by the client going away
        }
      };
      if (signal.aborted) stop();
      signal.addEventListener('abort', () => stop());
    },
    cancel() {
      stop();
    },
  });
  return new Response(stream, {
    headers: { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-store', Connection: 'keep-alive', 'X-Accel-Buffering': 'no' },
  });
}
