import { accepted, ok, total, type HandlerCtx, type ObjectHandlers } from '../api-types';
import { badRequest, forbidden, listResult, need, notFound } from '../http-util';
import { assertDomain, assertManager, domainVisible, reach } from '../scope';

export const callqueueHandlers: ObjectHandlers = {
  read(ctx) {
    const { state, actor, params } = ctx;
    need(params, 'domain');
    assertDomain(state, actor, params.domain);
    const rows = state.callqueues.filter(
      (q) => q.domain === params.domain && (!params.queue_name || q.queue_name === params.queue_name),
    );
    return ok(listResult(rows, params));
  },
};

function smsRows(ctx: HandlerCtx) {
  const { state, actor, params } = ctx;
  if (params.domain) assertDomain(state, actor, params.domain);
  // Basic users see their own numbers and the domain's free pool they may pick from.
  return state.smsnumbers.filter(
    (n) =>
      domainVisible(state, actor, n.domain) &&
      (!params.domain || n.domain === params.domain) &&
      (!params.dest || n.dest === params.dest) &&
      (!params.number || n.number === params.number) &&
      (!params.application || n.application === params.application) &&
      (reach(actor) !== 'user' || n.dest === actor.user || n.application === 'available'),
  );
}

export const smsnumberHandlers: ObjectHandlers = {
  read: (ctx) => ok(listResult(smsRows(ctx), ctx.params)),
  count: (ctx) => total(smsRows(ctx).length),
  update(ctx) {
    const { state, actor, params } = ctx;
    need(params, 'domain', 'number');
    assertDomain(state, actor, params.domain);
    const row = state.smsnumbers.find((n) => n.domain === params.domain && n.number === params.number);
    if (!row) throw notFound('SMS number not found');
    if (reach(actor) === 'user') {
      const takesFree = row.application === 'available' || row.dest === actor.user;
      if (!takesFree || (params.dest && params.dest !== actor.user)) throw forbidden();
    }
    if (params.application) row.application = params.application;
    if (params.dest !== undefined) row.dest = params.dest;
    if (params.carrier) row.carrier = params.carrier;
    if (row.application === 'available') row.dest = '';
    return accepted();
  },
};

const SCOPE_KEYS = ['user', 'role', 'login_type'] as const;

export const uiconfigHandlers: ObjectHandlers = {
  read(ctx) {
    const { state, actor, params } = ctx;
    need(params, 'domain', 'config_name');
    assertDomain(state, actor, params.domain);
    const rows = state.uiconfigs.filter(
      (c) =>
        c.domain === params.domain &&
        (params.config_name === '*' || c.config_name === params.config_name) &&
        SCOPE_KEYS.every((k) => !params[k] || c[k] === params[k]) &&
        (reach(actor) !== 'user' || c.user === '*' || c.user === actor.user),
    );
    return ok(listResult(rows, params));
  },
  count(ctx) {
    need(ctx.params, 'config_name');
    const domain = ctx.params.domain || ctx.actor.domain;
    assertDomain(ctx.state, ctx.actor, domain);
    return total(ctx.state.uiconfigs.filter((c) => c.domain === domain && c.config_name === ctx.params.config_name).length);
  },
  create(ctx) {
    const { state, actor, params } = ctx;
    need(params, 'domain', 'config_name');
    assertManager(state, actor, params.domain);
    const key = { user: params.user || '*', role: params.role || '*', login_type: params.login_type || '*' };
    const kept = state.uiconfigs.filter(
      (c) => !(c.domain === params.domain && c.config_name === params.config_name && SCOPE_KEYS.every((k) => c[k] === key[k])),
    );
    kept.push({
      config_name: params.config_name, config_value: params.config_value ?? '', description: params.description ?? '',
      reseller: params.reseller || '*', domain: params.domain, ...key, hostname: params.hostname || '*',
    });
    state.uiconfigs.splice(0, state.uiconfigs.length, ...kept);
    return accepted();
  },
  /** Removes the one row with exactly these scoping values (`*` when not given). */
  delete(ctx) {
    const { state, actor, params } = ctx;
    need(params, 'domain', 'config_name');
    assertManager(state, actor, params.domain);
    const key = { user: params.user || '*', role: params.role || '*', login_type: params.login_type || '*' };
    const kept = state.uiconfigs.filter(
      (c) => !(c.domain === params.domain && c.config_name === params.config_name && SCOPE_KEYS.every((k) => c[k] === key[k])),
    );
    state.uiconfigs.splice(0, state.uiconfigs.length, ...kept);
    return accepted();
  },
};

export const phonenumberHandlers: ObjectHandlers = {
  read(ctx) {
    const { state, actor, params } = ctx;
    need(params, 'dialplan');
    if (params.dest_domain) assertDomain(state, actor, params.dest_domain);
    const rows = state.phonenumbers.filter(
      (n) =>
        n.dialplan === params.dialplan &&
        domainVisible(state, actor, n.dest_domain) &&
        (!params.dest_domain || n.dest_domain === params.dest_domain) &&
        (!params.matchrule || n.matchrule === params.matchrule) &&
        (!params.to_user || n.to_user === params.to_user) &&
        (reach(actor) !== 'user' || n.to_user === actor.user),
    );
    return ok(listResult(rows, params));
  },
  update(ctx) {
    const { state, actor, params } = ctx;
    need(params, 'dialplan', 'matchrule');
    const row = state.phonenumbers.find((n) => n.dialplan === params.dialplan && n.matchrule === params.matchrule);
    if (!row) throw notFound('Phone number not found');
    assertManager(state, actor, row.dest_domain);
    if (params.dest_domain && params.dest_domain !== row.dest_domain) throw badRequest('dest_domain cannot change');
    const to = params.to_user;
    if (to && to !== '[*]' && !state.subscribers.some((s) => s.domain === row.dest_domain && s.user === to)) {
      throw badRequest('Unknown to_user');
    }
    for (const k of ['responder', 'to_user', 'to_host', 'enable', 'plan_description', 'parameter']) {
      if (params[k] !== undefined) row[k] = params[k];
    }
    return accepted();
  },
};
