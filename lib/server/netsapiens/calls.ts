import 'server-only';
import { randomInt } from 'node:crypto';
import { z } from 'zod';
import { list, optText, text } from './fields';
import type { NsTransport } from './transport';

const callRow = z.looseObject({
  orig_callid: text,
  term_callid: optText,
  by_callid: optText,
  ani: optText,
  dnis: optText,
  orig_user: optText,
  orig_sub: optText,
  orig_domain: optText,
  orig_name: optText,
  orig_uri: optText,
  orig_from_uri: optText,
  term_user: optText,
  term_sub: optText,
  term_uri: optText,
  by_sub: optText,
  by_id: optText,
  time_begin: optText,
  time_answer: optText,
  orig_call_info: optText,
  term_call_info: optText,
  remove: optText,
});
export type NsCall = z.output<typeof callRow>;

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
/** The platform expects the caller to make up call ids; 10 characters as the portal does. */
export function newCallId(): string {
  return Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

export function callsApi(t: NsTransport) {
  return {
    /** Active calls of a domain; with `uid`, those of one user. */
    read: (q: { domain: string; uid?: string }) => t.read('call', 'read', q, list(callRow)),
    /** Rings `destination` and records what is said as greeting `index`. */
    callToRecord: (q: { uid: string; destination: string; index: number; description: string; ani?: string; callid?: string }) =>
      t.write('call', 'call_to_record', {
        callid: q.callid ?? newCallId(),
        uid: q.uid,
        destination: q.destination,
        type: 'greeting',
        index: q.index,
        ani: q.ani,
        description: q.description,
      }),
    /** Moves a call; with a park slot number as destination this parks it. */
    xfer: (q: { uid: string; callid: string; destination: string }) => t.write('call', 'xfer', q),
    /** Takes a parked call: transfers it to the acting user's own extension. */
    pickup: (q: { uid: string; callid: string; destination?: string }) =>
      t.write('call', 'xfer', { uid: q.uid, callid: q.callid, destination: q.destination ?? q.uid.split('@')[0] }),
    disconnect: (q: { uid: string; callid: string }) => t.write('call', 'disconnect', q),
  };
}
