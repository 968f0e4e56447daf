import type { RealtimeHub } from './api-types';
import { makeCall } from './call-model';
import { addFault } from './faults';
import { badRequest, notFound, SimHttpError } from './http-util';
import { endCall, isParkSlot } from './objects/call';
import { expireTokens } from './oauth';
import { snapshot } from './state';
import type { Rec, SimState } from './types';

export interface ControlDeps {
  state: SimState;
  realtime: RealtimeHub;
  reset(): void;
}

type Input = Record<string, unknown>;
type Answer = { status: number; json: unknown };

const text = (input: Input, key: string, fallback?: string): string => {
  const v = input[key];
  if (typeof v === 'string' && v) return v;
  if (typeof v === 'number') return String(v);
  if (fallback !== undefined) return fallback;
  throw badRequest(`Missing field: ${key}`);
};
const publicRow = (r: Rec) => Object.fromEntries(Object.entries(r).filter(([k]) => !k.startsWith('_')));

const HELP = {
  'GET /__control/state': 'all simulator data (no passwords) plus counters',
  'POST /__control/reset': 'back to the seed; clears tokens, faults, request log',
  'POST /__control/park': '{domain, slot, callerNumber?, callerName?, parkedBy?}',
  'POST /__control/on-call': '{domain, user, callerNumber?, callerName?}',
  'POST /__control/end': '{callid} | {domain, slot} | {domain, user}',
  'GET|POST|DELETE /__control/faults': 'POST {object, action, delayMs?, status?, body?, contentType?, drop?, count?}',
  'POST /__control/tokens/expire': '{username?}',
  'POST /__control/tokens/lifetime': '{seconds}',
  'GET|DELETE /__control/requests': 'request log (method, url, object, action, status, params without credentials)',
};

function newCall(deps: ControlDeps, input: Input, termUser: string, slot?: string) {
  const { state } = deps;
  const domain = text(input, 'domain');
  const callid = text(input, 'callid', `sim-call-${++state.nextId}`);
  const call = makeCall({
    callid, domain, ani: text(input, 'callerNumber', '12125550143'), name: text(input, 'callerName', 'Outside Caller'),
    termUser, slot, bySub: slot ? text(input, 'parkedBy', '') || undefined : undefined,
  });
  state.calls.push(call);
  deps.realtime.call(call, false);
  if (slot) deps.realtime.presence(domain, slot, 'held');
  return { status: 200, json: { call: publicRow(call) } };
}

export function control(deps: ControlDeps, method: string, path: string, input: Input): Answer {
  const { state } = deps;
  const route = `${method} ${path.replace(/\/+$/, '')}`;
  switch (route) {
    case 'GET /__control':
      return { status: 200, json: HELP };
    case 'GET /__control/state':
      return { status: 200, json: snapshot(state) };
    case 'POST /__control/reset':
      deps.reset();
      return { status: 200, json: { ok: true } };
    case 'POST /__control/park': {
      const domain = text(input, 'domain');
      const slot = text(input, 'slot');
      if (!isParkSlot(state, domain, slot)) throw notFound('No such park slot');
      if (state.calls.some((c) => c.orig_domain === domain && c._slot === slot)) throw new SimHttpError(409, 'Slot occupied');
      return newCall(deps, input, slot, slot);
    }
    case 'POST /__control/on-call': {
      const domain = text(input, 'domain');
      const user = text(input, 'user');
      if (!state.subscribers.some((s) => s.domain === domain && s.user === user)) throw notFound('No such user');
      return newCall(deps, input, user);
    }
    case 'POST /__control/end': {
      const callid = typeof input.callid === 'string' ? input.callid : undefined;
      const domain = typeof input.domain === 'string' ? input.domain : undefined;
      const hits = state.calls.filter(
        (c) =>
          (callid && c.orig_callid === callid) ||
          (!callid && domain && c.orig_domain === domain &&
            ((input.slot !== undefined && c._slot === String(input.slot)) || (input.user !== undefined && c.term_user === String(input.user) && !c._slot))),
      );
      hits.forEach((c) => endCall(state, deps.realtime, c));
      return { status: 200, json: { ended: hits.length } };
    }
    case 'GET /__control/faults':
      return { status: 200, json: state.faults };
    case 'POST /__control/faults':
      return { status: 200, json: { fault: addFault(state, input) } };
    case 'DELETE /__control/faults':
      state.faults = [];
      return { status: 200, json: { ok: true } };
    case 'POST /__control/tokens/expire':
      return { status: 200, json: { expired: expireTokens(state, typeof input.username === 'string' ? input.username : undefined) } };
    case 'POST /__control/tokens/lifetime': {
      const seconds = Number(input.seconds);
      if (!Number.isFinite(seconds) || seconds < 1) throw badRequest('seconds must be a positive number');
      state.tokenLifetimeS = seconds;
      return { status: 200, json: { tokenLifetimeS: seconds } };
    }
    case 'GET /__control/requests':
      return { status: 200, json: state.requests };
    case 'DELETE /__control/requests':
      state.requests = [];
      return { status: 200, json: { ok: true } };
    default:
      throw notFound('Unknown control route');
  }
}
