import { ok, type ObjectHandlers } from '../api-types';
import { listResult, need } from '../http-util';
import { assertDomain } from '../scope';

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
