import 'server-only';
import { z } from 'zod';
import { list, optText, text } from './fields';
import type { NsTransport } from './transport';

const smsRow = z.looseObject({
  number: text,
  domain: optText,
  application: optText,
  dest: optText,
  carrier: optText,
});
export type NsSmsNumber = z.output<typeof smsRow>;

export function smsNumbersApi(t: NsTransport) {
  return {
    read: (q: { domain?: string; dest?: string; number?: string }) => t.read('smsnumber', 'read', q, list(smsRow)),
    /** Points a number at a user (`application` user) or back to the pool (`available`, no dest). */
    update: (q: { domain: string; number: string; dest: string; application?: string }) =>
      t.write('smsnumber', 'update', { ...q, application: q.application ?? (q.dest ? 'user' : 'available') }),
  };
}
