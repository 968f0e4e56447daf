import 'server-only';
import { promises as dns } from 'node:dns';
import { io, type Socket } from 'socket.io-client';
import { config } from '../config';
import { logger } from '../logs/logger';
import { baseUrl } from './http';
import type { NsConnection } from './types';

/** What a park board needs to know: a slot became busy (with its caller) or free. */
export type SlotEvent = { kind: 'slot'; slot: string; busy: boolean; callerNumber?: string; callerName?: string };
export type StatusEvent = { kind: 'status'; live: boolean };
export type RealtimeEvent = SlotEvent | StatusEvent;
type Listener = { domain: string; slots: Set<string>; fn: (e: RealtimeEvent) => void };

type Hub = {
  socket: Socket;
  /** `${domain}|${slot}` -> bearer used to subscribe (re-sent after every reconnect). */
  subscriptions: Map<string, string>;
  listeners: Set<Listener>;
  idleTimer?: NodeJS.Timeout;
};

const PLATFORM_SOCKET_PORT = 8001;
const IDLE_CLOSE_MS = 30_000;
const hubs = new Map<string, Promise<Hub>>();
const hostCache = new Map<string, string>();

/**
 * The platform's socket lives on its portal host, port 8001. The host is resolved here, on the
 * server (the spec's browser-side DNS-over-HTTPS is replaced), following a CNAME when present.
 */
export async function realtimeUrl(conn: NsConnection): Promise<string> {
  const configured = config().NS_SOCKET_URL;
  if (configured) return configured.replace(/\/$/, '');
  const api = new URL(baseUrl(conn.apiUrl));
  let host = hostCache.get(api.hostname);
  if (!host) {
    host = await dns.resolveCname(api.hostname).then((names) => names[0] ?? api.hostname, () => api.hostname);
    hostCache.set(api.hostname, host);
  }
  return `${api.protocol === 'http:' ? 'http' : 'https'}://${host}:${PLATFORM_SOCKET_PORT}`;
}

const digits = (v: unknown) => (typeof v === 'string' ? v : '');

function dispatch(hub: Hub, domain: string, e: SlotEvent) {
  for (const l of hub.listeners) if (l.domain === domain && l.slots.has(e.slot)) l.fn(e);
}

function open(url: string): Hub {
  // Reconnection is socket.io's own (backoff up to 10 s); subscriptions are not kept by the
  // platform across reconnects, so every one is sent again on each connect.
  const socket = io(url, { transports: ['websocket'], timeout: 5000, reconnectionDelayMax: 10_000 });
  const hub: Hub = { socket, subscriptions: new Map(), listeners: new Set() };
  const status = (live: boolean) => hub.listeners.forEach((l) => l.fn({ kind: 'status', live }));
  socket.on('connect', () => {
    for (const [key, bearer] of hub.subscriptions) {
      const [domain, slot] = key.split('|');
      socket.emit('subscribe', { type: 'call', domain, filter: slot, bearer });
    }
    status(true);
  });
  socket.on('disconnect', () => status(false));
  socket.on('connect_error', (err) => {
    logger.warn({ event: 'realtime_connect_error', host: new URL(url).host, reason: err.message }, 'Realtime socket unavailable');
    status(false);
  });
  socket.on('status', (s: { status?: string; error?: string; filter?: string }) => {
    if (s?.status && !s.status.includes('Complete')) {
      logger.warn({ event: 'realtime_subscribe', status: s.status, error: s.error, filter: s.filter }, 'Realtime subscription refused');
      // Connected but not subscribed is as good as offline: the boards fall back to polling.
      status(false);
    }
  });
  socket.on('presence', (p: { domain?: string; user?: string; presence?: string }) => {
    if (!p?.domain || !p.user) return;
    if (p.presence === 'held') dispatch(hub, p.domain, { kind: 'slot', slot: p.user, busy: true });
    if (p.presence === 'inactive') dispatch(hub, p.domain, { kind: 'slot', slot: p.user, busy: false });
  });
  socket.on('call', (c: Record<string, unknown>) => {
    const domain = digits(c.orig_domain) || digits(c.term_domain);
    const slot = digits(c.term_user);
    if (!domain || !slot) return;
    const removed = c.remove === 'yes';
    dispatch(hub, domain, removed ? { kind: 'slot', slot, busy: false } : { kind: 'slot', slot, busy: true, callerNumber: digits(c.ani) || digits(c.orig_user), callerName: digits(c.orig_name) });
  });
  return hub;
}

async function hubFor(url: string): Promise<Hub> {
  let p = hubs.get(url);
  if (!p) {
    p = Promise.resolve(open(url));
    hubs.set(url, p);
  }
  return p;
}

/**
 * Watches park slots of a domain on the platform's socket, sharing one connection per platform
 * and one subscription per slot across every page that watches it. Returns the unwatch function.
 */
export async function watchSlots(conn: NsConnection, q: { domain: string; slots: string[]; bearer: string }, fn: (e: RealtimeEvent) => void) {
  const url = await realtimeUrl(conn);
  const hub = await hubFor(url);
  clearTimeout(hub.idleTimer);
  const listener: Listener = { domain: q.domain, slots: new Set(q.slots), fn };
  hub.listeners.add(listener);
  for (const slot of q.slots) {
    const key = `${q.domain}|${slot}`;
    const known = hub.subscriptions.has(key);
    hub.subscriptions.set(key, q.bearer);
    if (!known && hub.socket.connected) hub.socket.emit('subscribe', { type: 'call', domain: q.domain, filter: slot, bearer: q.bearer });
  }
  if (hub.socket.connected) fn({ kind: 'status', live: true });
  return () => {
    hub.listeners.delete(listener);
    for (const slot of q.slots) {
      const key = `${q.domain}|${slot}`;
      const still = [...hub.listeners].some((l) => l.domain === q.domain && l.slots.has(slot));
      if (!still && hub.subscriptions.delete(key) && hub.socket.connected) {
        hub.socket.emit('unsubscribe', { type: 'call', domain: q.domain, filter: slot });
      }
    }
    if (hub.listeners.size === 0) {
      // Kept a little while: a page reload or an SSE reconnect comes right back.
      hub.idleTimer = setTimeout(() => {
        if (hub.listeners.size) return;
        hub.socket.close();
        hubs.delete(url);
      }, IDLE_CLOSE_MS);
      hub.idleTimer.unref?.();
    }
  };
}

/** For tests: close every platform socket. */
export async function closeRealtime() {
  for (const p of hubs.values()) (await p).socket.close();
  hubs.clear();
}
