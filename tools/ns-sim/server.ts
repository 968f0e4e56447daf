import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startRealtime } from './realtime';
import { handle } from './router';
import { createState, DEFAULT_TOKEN_LIFETIME_S, resetState } from './state';
import type { SeedSource, SimState } from './types';

export interface SimulatorOptions {
  /** 0 picks a free port (tests). */
  port: number;
  socketPort: number;
  host?: string;
  seed?: SeedSource;
  tokenLifetimeS?: number;
}

export interface RunningSimulator {
  /** e.g. http://127.0.0.1:8090 — the platform's api_url (the API lives under /ns-api/). */
  url: string;
  /** socket.io realtime endpoint, e.g. http://127.0.0.1:8001 */
  socketUrl: string;
  state: SimState;
  reset(): void;
  close(): Promise<void>;
}

export async function startSimulator(opts: SimulatorOptions): Promise<RunningSimulator> {
  const host = opts.host ?? '127.0.0.1';
  const lifetime = opts.tokenLifetimeS ?? DEFAULT_TOKEN_LIFETIME_S;
  const state = createState(opts.seed, lifetime);
  const { hub, url: socketUrl } = await startRealtime(state, host, opts.socketPort);
  const timers = new Set<NodeJS.Timeout>();
  const reset = () => resetState(state, opts.seed, lifetime);
  const deps = {
    state,
    realtime: hub,
    reset,
    sleep: (ms: number) =>
      new Promise<void>((resolve) => {
        const t = setTimeout(() => {
          timers.delete(t);
          resolve();
        }, ms);
        timers.add(t);
      }),
  };
  let ownUrl = '';
  const server = http.createServer((req, res) => void handle(deps, req, res, ownUrl));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, host, () => resolve());
  });
  ownUrl = `http://${host}:${(server.address() as AddressInfo).port}`;

  return {
    url: ownUrl,
    socketUrl,
    state,
    reset,
    async close() {
      timers.forEach((t) => clearTimeout(t));
      timers.clear();
      server.closeAllConnections();
      await Promise.all([new Promise<void>((resolve) => server.close(() => resolve())), hub.close()]);
    },
  };
}
