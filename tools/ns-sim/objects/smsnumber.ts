import { accepted, ok, total, type HandlerCtx, type ObjectHandlers } from '../api-types';
import { forbidden, listResult, need, notFound } from '../http-util';
import { assertDomain, domainVisible, reach } from '../scope';

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
