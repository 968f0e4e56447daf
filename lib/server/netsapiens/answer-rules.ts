import 'server-only';
import { z } from 'zod';
import { int, list, optText, text } from './fields';
import type { NsTransport } from './transport';

const ruleRow = z.looseObject({
  time_frame: text,
  priority: int,
  enable: optText,
  domain: optText,
  user: optText,
});
export type NsAnswerRule = z.output<typeof ruleRow>;

export function answerRulesApi(t: NsTransport) {
  return {
    /** Sorted by priority (lower runs first); `time_frame` '*' is the default rule. */
    async read(who: { domain: string; user: string }) {
      const rows = await t.read(
        'answerrule',
        'read',
        { uid: `${who.user}@${who.domain}`, user: who.user, domain: who.domain },
        list(ruleRow),
      );
      return rows.sort((a, b) => a.priority - b.priority);
    },
    /** `timeFrames`: every rule's time frame, in the new order. */
    reorder: (who: { domain: string; user: string }, timeFrames: string[]) =>
      t.write('answerrule', 'reorder', {
        uid: `${who.user}@${who.domain}`,
        user: who.user,
        domain: who.domain,
        priority: timeFrames.join(','),
      }),
  };
}
