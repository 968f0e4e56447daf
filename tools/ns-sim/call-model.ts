import type { Rec } from './types';

export function nowStamp(ms = Date.now()): string {
  return new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
}

/**
 * An active call from an outside caller to `termUser` (an extension, or a park slot when
 * `slot` is set). Field names follow the platform's call model.
 */
export function makeCall(o: {
  callid: string; domain: string; ani: string; name: string; termUser: string;
  slot?: string; bySub?: string; atMs?: number;
}): Rec {
  const at = nowStamp(o.atMs);
  return {
    orig_callid: o.callid,
    term_callid: `${o.callid}-t`,
    by_callid: o.slot ? `${o.callid}-b` : '',
    orig_match: `sip:${o.ani}@${o.domain}`,
    orig_user: o.ani,
    orig_sub: '',
    orig_domain: o.domain,
    orig_name: o.name,
    orig_uri: `sip:${o.ani}@${o.domain}`,
    orig_from_uri: `sip:${o.ani}@${o.domain}`,
    ani: o.ani,
    dnis: o.termUser,
    by_action: o.slot ? 'park' : '',
    by_sub: o.bySub ?? '',
    by_id: o.bySub ? `${o.bySub}@${o.domain}` : '',
    by_domain: o.bySub ? o.domain : '',
    term_user: o.termUser,
    term_sub: o.termUser,
    term_domain: o.domain,
    term_uri: `sip:${o.termUser}@${o.domain}`,
    time_begin: at,
    time_start: at,
    time_answer: at,
    orig_call_info: 'Active',
    term_call_info: o.slot ? 'held' : 'Active',
    _slot: o.slot ?? '',
  };
}
