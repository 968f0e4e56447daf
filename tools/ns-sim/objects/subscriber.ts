import { accepted, ok, total, type HandlerCtx, type ObjectHandlers } from '../api-types';
import { badRequest, forbidden, listResult, need } from '../http-util';
import { assertDomain, assertUser, reach, targetUser } from '../scope';
import { nowStamp } from '../call-model';

const FILTERS = ['user', 'first_name', 'last_name', 'email', 'group', 'scope', 'srv_code', 'dir'];
const LIST_FIELDS = ['domain', 'user', 'first_name', 'last_name', 'group', 'dir', 'site'];
const IMMUTABLE = new Set(['user', 'domain', 'uid', 'subscriber_login', 'date_created', 'last_update', 'presence']);
/** Fields only a manager may change; a Basic User changing them gets 403. */
const MANAGED = new Set(['scope', 'srv_code', 'vmail_provisioned', 'dial_plan', 'dial_policy', 'call_limit', 'mfa']);
const WRITE_ALIASES: Record<string, string> = { vmail_frd_to: 'vmail_fwd_to' };

function matches(ctx: HandlerCtx) {
  const { state, actor, params } = ctx;
  let domain = params.domain;
  let user = params.user;
  if (params.uid) [user, domain] = [params.uid.split('@')[0], params.uid.split('@').slice(1).join('@')];
  if (params.login) {
    const hit = state.subscribers.find((s) => s.subscriber_login.toLowerCase() === params.login.toLowerCase());
    if (!hit) return [];
    domain ??= hit.domain;
    user ??= hit.user;
    if (hit.domain !== domain || hit.user !== user) return [];
  }
  if (!domain) throw badRequest('Missing required parameter: domain');
  if (user) assertUser(state, actor, domain, user);
  else assertDomain(state, actor, domain);
  return state.subscribers.filter(
    (s) =>
      s.domain === domain &&
      (!user || s.user === user) &&
      (reach(actor) !== 'user' || s.user === actor.user) &&
      FILTERS.every((f) => f === 'user' || !params[f] || s[f] === params[f]),
  );
}

export const subscriberHandlers: ObjectHandlers = {
  read: (ctx) => ok(listResult(matches(ctx), ctx.params)),
  count: (ctx) => total(matches(ctx).length),
  list(ctx) {
    need(ctx.params, 'domain');
    assertDomain(ctx.state, ctx.actor, ctx.params.domain);
    const rows = ctx.state.subscribers
      .filter((s) => s.domain === ctx.params.domain)
      .map((s) => Object.fromEntries(LIST_FIELDS.map((f) => [f, s[f] ?? ''])));
    return ok(listResult(rows, ctx.params));
  },
  update(ctx) {
    const { state, actor, params } = ctx;
    const sub = targetUser(state, params);
    assertUser(state, actor, sub.domain, sub.user);
    for (const [rawKey, value] of Object.entries(params)) {
      const key = WRITE_ALIASES[rawKey] ?? rawKey;
      if (IMMUTABLE.has(key) || ['object', 'action', 'format', 'pwd', 'current_password'].includes(key)) continue;
      if (key.startsWith('_')) continue;
      if (MANAGED.has(key) && reach(actor) === 'user') throw forbidden();
      sub[key] = value;
    }
    sub.last_update = nowStamp();
    return accepted();
  },
};
