import 'server-only';
import { z } from 'zod';
import { countAnswer, list, optText, text } from './fields';
import type { NsTransport } from './transport';

const subscriberRow = z.looseObject({
  domain: text,
  user: text,
  first_name: optText,
  last_name: optText,
  subscriber_login: optText,
  email: optText,
  scope: optText,
  group: optText,
  site: optText,
  dir: optText,
  callid_nmbr: optText,
  vmail_enabled: optText,
  vmail_sort_lifo: optText,
  vmail_annc_time: optText,
  vmail_annc_cid: optText,
  vmail_notify: optText,
  vmail_transcribe: optText,
  vmail_greeting: optText,
  data_limit: optText,
  mfa: optText,
});
export type NsSubscriber = z.output<typeof subscriberRow>;

const listRow = z.looseObject({
  domain: text,
  user: text,
  first_name: optText,
  last_name: optText,
  group: optText,
  dir: optText,
  site: optText,
});
export type NsSubscriberListing = z.output<typeof listRow>;

/** Fields the product changes; the platform accepts more, sent as-is. */
export type NsSubscriberChanges = Partial<
  Record<
    | 'first_name' | 'last_name' | 'email' | 'callid_nmbr' | 'vmail_enabled' | 'vmail_sort_lifo' | 'vmail_annc_time'
    | 'vmail_annc_cid' | 'vmail_notify' | 'vmail_transcribe' | 'vmail_greeting' | 'data_limit' | 'vmail_frd_to',
    string
  >
> &
  Record<string, string | undefined>;

const IDENTITY_KEYS = new Set(['user', 'domain', 'uid', 'object', 'action', 'format']);

export function subscribersApi(t: NsTransport) {
  return {
    read(q: { domain?: string; user?: string; uid?: string; login?: string; fields?: string[] }) {
      const { fields, ...rest } = q;
      // The answer is validated on domain + user, so a trimmed field list must keep them.
      const wanted = fields ? [...new Set(['domain', 'user', ...fields])].join(',') : undefined;
      return t.read('subscriber', 'read', { ...rest, fields: wanted }, list(subscriberRow));
    },
    async get(domain: string, user: string): Promise<NsSubscriber | null> {
      const rows = await t.read('subscriber', 'read', { domain, user }, list(subscriberRow));
      return rows.find((r) => r.user === user) ?? null;
    },
    /** The light "directory" view of a domain. */
    list: (q: { domain: string }) => t.read('subscriber', 'list', q, list(listRow)),
    count: (q: { domain: string }) => t.read('subscriber', 'count', q, countAnswer),
    update(who: { domain: string; user: string }, changes: NsSubscriberChanges) {
      const clean = Object.fromEntries(Object.entries(changes).filter(([k, v]) => v !== undefined && !IDENTITY_KEYS.has(k)));
      return t.write('subscriber', 'update', { uid: `${who.user}@${who.domain}`, user: who.user, domain: who.domain, ...clean });
    },
  };
}
