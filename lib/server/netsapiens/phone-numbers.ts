import 'server-only';
import { z } from 'zod';
import { list, optText, text } from './fields';
import type { NsTransport } from './transport';

const DID_TABLE = 'DID Table';

const numberRow = z
  .looseObject({
    matchrule: text,
    dialplan: optText,
    dest_domain: optText,
    responder: optText,
    to_user: optText,
    to_host: optText,
    enable: optText,
    plan_description: optText,
  })
  .transform((r) => ({
    ...r,
    /** The digits of `sip:<digits>@*`. */
    phoneNumber: /^sip:\+?(\d+)@/.exec(r.matchrule)?.[1] ?? '',
    assigned: r.responder !== 'AvailableDID' && r.to_user !== '' && r.to_user !== '[*]',
  }));
export type NsPhoneNumber = z.output<typeof numberRow>;

/** NANP numbers are stored with their leading 1. */
export function matchRule(number: string): string {
  const digits = number.replace(/\D/g, '');
  return `sip:${digits.length === 10 ? `1${digits}` : digits}@*`;
}

export function phoneNumbersApi(t: NsTransport) {
  return {
    /** The domain's DIDs; with `toUser`, those routed to that extension. */
    read: (q: { domain: string; toUser?: string }) =>
      t.read('phonenumber', 'read', { dialplan: DID_TABLE, dest_domain: q.domain, to_user: q.toUser }, list(numberRow)),
    /** Routes the DID to a user, which makes it usable as that user's caller id. */
    assign: (q: { domain: string; number: string; user: string }) =>
      t.write('phonenumber', 'update', {
        dialplan: DID_TABLE,
        matchrule: matchRule(q.number),
        dest_domain: q.domain,
        responder: 'sip:start@to-user-resi',
        to_user: q.user,
        to_host: q.domain,
      }),
    /** Returns the DID to the domain's pool of available numbers. */
    unassign: (q: { domain: string; number: string }) =>
      t.write('phonenumber', 'update', {
        dialplan: DID_TABLE,
        matchrule: matchRule(q.number),
        dest_domain: q.domain,
        responder: 'AvailableDID',
        to_user: '[*]',
        to_host: '[*]',
      }),
  };
}
