import 'server-only';
import { z } from 'zod';
import { countAnswer, list, optText, text } from './fields';
import type { NsTransport } from './transport';

const domainRow = z.looseObject({
  domain: text,
  territory: optText,
  description: optText,
  time_zone: optText,
  area_code: optText,
  callid_nmbr: optText,
  callid_name: optText,
  sub_count: optText,
});
export type NsDomain = z.output<typeof domainRow>;

export function domainsApi(t: NsTransport) {
  return {
    /** Every domain in the identity's reach, or one (`domain`), or a reseller's (`territory`). */
    read: (q: { domain?: string; territory?: string } = {}) => t.read('domain', 'read', q, list(domainRow)),
    count: (q: { domain?: string; territory?: string } = {}) => t.read('domain', 'count', q, countAnswer),
  };
}
