import { accepted, ok, total, type HandlerCtx, type ObjectHandlers } from '../api-types';
import { makeCall } from '../call-model';
import { badRequest, listResult, need, notFound, SimHttpError } from '../http-util';
import { assertDomain, assertUser, reach, targetUser } from '../scope';
import { greetingRecord } from '../seed-audio';
import type { Rec, SimState } from '../types';

// Whoever parked a call is no longer on it, so `by_sub` does not make a party.
const parties = (c: Rec) => [c.orig_user, c.term_user].filter(Boolean);

export function isParkSlot(state: SimState, domain: string, name: string): boolean {
  return /^\d+$/.test(name) && state.callqueues.some((q) => q.domain === domain && q.queue_name === name);
}

function visibleCalls(ctx: HandlerCtx): Rec[] {
  const { state, actor, params } = ctx;
  const domain = params.domain || (params.uid ? params.uid.split('@').slice(1).join('@') : '');
  if (!domain) throw badRequest('Missing required parameter: domain');
  assertDomain(state, actor, domain);
  const onlyUser = params.uid ? params.uid.split('@')[0] : undefined;
  // Basic users see their own calls plus parked ones, which the park board shows to everyone.
  return state.calls.filter(
    (c) =>
      c.orig_domain === domain &&
      (!onlyUser || parties(c).includes(onlyUser)) &&
      (reach(actor) !== 'user' || parties(c).includes(actor.user) || c._slot !== ''),
  );
}

/** Moves a call: into a park slot, out of one (pickup), or to another extension. */
function transfer(ctx: HandlerCtx, call: Rec, destination: string) {
  const { state, realtime, actor } = ctx;
  const domain = call.orig_domain;
  const old = { ...call };
  const base = { callid: call.orig_callid, domain, ani: call.ani, name: call.orig_name, termUser: destination };
  if (isParkSlot(state, domain, destination)) {
    if (state.calls.some((c) => c !== call && c.orig_domain === domain && c._slot === destination)) {
      throw new SimHttpError(409, 'Park slot is occupied');
    }
    Object.assign(call, makeCall({ ...base, slot: destination, bySub: actor.user }));
  } else {
    if (!state.subscribers.some((s) => s.domain === domain && s.user === destination)) {
      throw badRequest('Unknown destination');
    }
    Object.assign(call, makeCall(base));
  }
  // The old leg ends for whoever watched it; the new leg appears for the new party.
  realtime.call({ ...old, remove: 'yes' }, true);
  if (old._slot) realtime.presence(domain, old._slot, 'inactive');
  realtime.call(call, false);
  if (call._slot) realtime.presence(domain, call._slot, 'held');
}

export const callHandlers: ObjectHandlers = {
  read: (ctx) => ok(listResult(visibleCalls(ctx), ctx.params)),
  count: (ctx) => total(visibleCalls(ctx).length),
  /** Rings `destination`; the simulator records at once and stores the greeting. */
  call_to_record(ctx) {
    const { state, actor, params } = ctx;
    need(params, 'uid', 'destination');
    const sub = targetUser(state, params);
    assertUser(state, actor, sub.domain, sub.user);
    if ((params.type || 'greeting') !== 'greeting') throw badRequest('Only greeting recordings are simulated');
    const existing = state.audio.filter((a) => a._domain === sub.domain && a._owner === sub.user && a._type === 'greeting');
    const index = Number(params.index) || existing.reduce((m, a) => Math.max(m, Number(a.index)), 0) + 1;
    const kept = state.audio.filter((a) => !(a._domain === sub.domain && a._owner === sub.user && a._type === 'greeting' && a.index === String(index)));
    state.audio.splice(0, state.audio.length, ...kept, greetingRecord(sub.domain, sub.user, index, params.description || `Greeting ${index}`, Date.now()));
    return accepted();
  },
  xfer(ctx) {
    const { state, actor, params } = ctx;
    need(params, 'callid', 'uid', 'destination');
    const sub = targetUser(state, params);
    assertUser(state, actor, sub.domain, sub.user);
    const call = state.calls.find(
      (c) => c.orig_domain === sub.domain && (c.orig_callid === params.callid || c.term_callid === params.callid || c.by_callid === params.callid),
    );
    if (!call) throw notFound('Call not found');
    // A user may move a call they are on, or pick up a parked one.
    if (!parties(call).includes(sub.user) && !call._slot) throw new SimHttpError(403, 'Forbidden');
    transfer(ctx, call, params.destination.split('@')[0]);
    return accepted();
  },
  disconnect(ctx) {
    const { state, actor, params } = ctx;
    need(params, 'callid', 'uid');
    const sub = targetUser(state, params);
    assertUser(state, actor, sub.domain, sub.user);
    const call = state.calls.find((c) => c.orig_domain === sub.domain && (c.orig_callid === params.callid || c.term_callid === params.callid));
    if (!call) throw notFound('Call not found');
    endCall(ctx.state, ctx.realtime, call);
    return accepted();
  },
};

export function endCall(state: SimState, realtime: HandlerCtx['realtime'], call: Rec) {
  state.calls.splice(state.calls.indexOf(call), 1);
  realtime.call({ ...call, remove: 'yes' }, true);
  if (call._slot) realtime.presence(call.orig_domain, call._slot, 'inactive');
}
