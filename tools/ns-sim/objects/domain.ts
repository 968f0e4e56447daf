import { ok, total, type ObjectHandlers, type HandlerCtx } from '../api-types';
import { listResult } from '../http-util';
import { domainVisible } from '../scope';

function visible({ state, actor, params }: HandlerCtx) {
  return state.domains.filter(
    (d) =>
      domainVisible(state, actor, d.domain) &&
      (!params.domain || d.domain === params.domain) &&
      (!params.territory || d.territory === params.territory),
  );
}

export const domainHandlers: ObjectHandlers = {
  read(ctx) {
    const { state } = ctx;
    const rows = visible(ctx).map((d) => ({
      ...d,
      sub_count: String(state.subscribers.filter((s) => s.domain === d.domain).length),
      active_call: String(state.calls.filter((c) => c.orig_domain === d.domain).length),
    }));
    // Some numbers come back as JSON numbers on the real platform; keep that quirk.
    return ok(listResult(rows, ctx.params).map((r) => ({ ...r, ...(r.sub_count ? { sub_count: Number(r.sub_count) } : {}), call_limit: 0 })));
  },
  count: (ctx) => total(visible(ctx).length),
};
