import { accepted, ok, total, type ObjectHandlers } from '../api-types';
import { listResult, need } from '../http-util';
import { assertDomain, assertManager, reach } from '../scope';

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
