import { deviceTypeLetter } from './softphone-link';

/** The `direct` values of spec 001 §4, in the order the preview offers them. */
export const CLIENT_KINDS = ['Android', 'iOS', 'Chrome', 'Win32', 'Undefined'] as const;
export type ClientKind = (typeof CLIENT_KINDS)[number];

/**
 * The kind of client from a softphone's User-Agent, only where it is unambiguous. Acrobits apps
 * send `CloudSoftphone/1.5.6 (iPhone; iOS 17)` or an Android equivalent; a browser (`Mozilla/…`)
 * could be any of the web, desktop or mobile clients, so it is left undecided, like anything else.
 */
export function clientKindFromUserAgent(userAgent: string | null | undefined): ClientKind | undefined {
  const ua = (userAgent ?? '').trim();
  if (!ua || /^Mozilla\//i.test(ua)) return undefined;
  const android = /\bAndroid\b/i.test(ua);
  const ios = /\b(iOS|iPhone|iPad|iPod)\b/i.test(ua);
  if (android === ios) return undefined;
  return android ? 'Android' : 'iOS';
}

/**
 * The device type letter of a provisioning request: the `direct` (or `platform`) parameter when
 * given, with the spec's "any other value is d"; without one, what the User-Agent tells, else d.
 */
export function provisioningLetter(o: { direct?: string | null; userAgent?: string | null }): string {
  const given = o.direct?.trim();
  if (given) return deviceTypeLetter(CLIENT_KINDS.find((k) => k.toLowerCase() === given.toLowerCase()) ?? given);
  return deviceTypeLetter(clientKindFromUserAgent(o.userAgent));
}
