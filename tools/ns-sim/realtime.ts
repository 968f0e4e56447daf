import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server, type Socket } from 'socket.io';
import type { RealtimeHub } from './api-types';
import { validToken } from './oauth';
import { domainVisible, reach } from './scope';
import type { Rec, SimState } from './types';

const TYPES = new Set(['call', 'presence', 'voicemail', 'contacts', 'queue', 'agent', 'chat']);
const room = (domain: string, type: string, filter: string) => `${domain}|${type}|${filter}`;
const publicRow = (r: Rec) => Object.fromEntries(Object.entries(r).filter(([k]) => !k.startsWith('_')));

interface SubscribeMessage {
  type?: unknown; domain?: unknown; filter?: unknown; subtype?: unknown; bearer?: unknown;
}

function onSubscribe(state: SimState, socket: Socket, msg: SubscribeMessage) {
  const type = typeof msg?.type === 'string' ? msg.type : '';
  const domain = typeof msg?.domain === 'string' ? msg.domain : '';
  const wholeDomain = msg?.subtype === 'domain' || msg?.filter === undefined || msg?.filter === '';
  const filter = wholeDomain ? '*' : String(msg.filter);
  const echo = { type, domain, filter: wholeDomain ? undefined : filter, subtype: wholeDomain ? 'domain' : undefined };
  if (!TYPES.has(type) || !domain) {
    socket.emit('status', { status: 'Subscription Failed', error: 'bad_request', ...echo });
    return;
  }
  const actor = typeof msg.bearer === 'string' ? validToken(state, msg.bearer) : undefined;
  // Basic users may watch single extensions or slots of their domain, not the whole domain.
  if (!actor || !domainVisible(state, actor, domain) || (wholeDomain && reach(actor) === 'user')) {
    socket.emit('status', { status: 'Subscription Failed', error: 'unauthorized', ...echo });
    return;
  }
  void socket.join(room(domain, type, filter));
  socket.emit('status', { status: 'Subscription Complete', ...echo });
}

export async function startRealtime(state: SimState, host: string, port: number) {
  const server = http.createServer();
  const io = new Server(server, { cors: { origin: true } });
  io.on('connection', (socket) => {
    socket.on('subscribe', (msg: SubscribeMessage) => onSubscribe(state, socket, msg));
    socket.on('unsubscribe', (msg: SubscribeMessage) => {
      if (typeof msg?.type !== 'string' || typeof msg?.domain !== 'string') return;
      const filter = msg.subtype === 'domain' || !msg.filter ? '*' : String(msg.filter);
      void socket.leave(room(msg.domain, msg.type, filter));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const url = `http://${host}:${(server.address() as AddressInfo).port}`;

  const hub: RealtimeHub = {
    call(call, removed, also = []) {
      const domain = call.orig_domain;
      const targets = new Set([call.orig_user, call.term_user, call.by_sub, call._slot, ...also].filter(Boolean));
      const rooms = [room(domain, 'call', '*'), ...[...targets].map((t) => room(domain, 'call', t))];
      io.to(rooms).emit('call', { ...publicRow(call), ...(removed ? { remove: 'yes' } : {}) });
    },
    presence(domain, user, presence) {
      const rooms = [room(domain, 'call', user), room(domain, 'presence', user), room(domain, 'presence', '*')];
      io.to(rooms).emit('presence', { domain, user, presence, aor: `sip:${user}@${domain}`, message: '' });
    },
    async close() {
      io.disconnectSockets(true);
      await new Promise<void>((resolve) => io.close(() => resolve()));
    },
  };
  return { hub, url };
}
