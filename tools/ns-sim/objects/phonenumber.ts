import { accepted, ok, type ObjectHandlers } from '../api-types';
import { badRequest, listResult, need, notFound } from '../http-util';
import { assertDomain, assertManager, domainVisible, reach } from '../scope';

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
