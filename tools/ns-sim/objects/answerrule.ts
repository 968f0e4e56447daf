import { accepted, ok, type ObjectHandlers } from '../api-types';
import { badRequest, listResult, need } from '../http-util';
import { assertUser, targetUser } from '../scope';

const byPriority = (a: Record<string, string>, b: Record<string, string>) => Number(a.priority) - Number(b.priority);

export const answerruleHandlers: ObjectHandlers = {
  read(ctx) {
    const { state, actor, params } = ctx;
    const sub = targetUser(state, params);
    assertUser(state, actor, sub.domain, sub.user);
    const rows = state.answerrules
      .filter((r) => r.domain === sub.domain && r.user === sub.user && (!params.time_frame || r.time_frame === params.time_frame))
      .sort(byPriority);
    return ok(listResult(rows, params));
  },
  /**
   * `priority` is the comma-separated new order: time-frame names (the v2 successor's form),
   * or the rules' current priority numbers. Anything but a permutation is refused.
   */
  reorder(ctx) {
    const { state, actor, params } = ctx;
    need(params, 'priority');
    const sub = targetUser(state, params);
    assertUser(state, actor, sub.domain, sub.user);
    const rules = state.answerrules.filter((r) => r.domain === sub.domain && r.user === sub.user).sort(byPriority);
    const items = params.priority.split(',').map((s) => s.trim());
    const pick = (item: string) =>
      rules.find((r) => r.time_frame === item) ?? (/^\d+$/.test(item) ? rules.find((r) => r.priority === item) : undefined);
    const ordered = items.map(pick);
    if (ordered.length !== rules.length || ordered.some((r) => !r) || new Set(ordered).size !== rules.length) {
      throw badRequest('priority must list every answer rule once');
    }
    ordered.forEach((r, i) => {
      if (r) r.priority = String(i + 1);
    });
    return accepted();
  },
};
