/** Seconds as mm:ss, or hh:mm:ss from one hour on (spec 2.7). */
export function formatDuration(totalSeconds: number | string | undefined): string {
  const s = Math.max(0, Math.floor(Number(totalSeconds) || 0));
  const hh = Math.floor(s / 3600);
  const mm = Math.floor((s % 3600) / 60);
  const ss = s % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return hh > 0 ? `${two(hh)}:${two(mm)}:${two(ss)}` : `${two(mm)}:${two(ss)}`;
}

const digitsOf = (v: string) => v.replace(/\D/g, '');

/** Numbers of 10 or more digits as (xxx) xxx-xxxx from their last ten digits; others unchanged. */
export function formatPhone(value: string | undefined): string {
  const raw = (value ?? '').trim();
  const d = digitsOf(raw);
  if (d.length < 10) return raw;
  const t = d.slice(-10);
  return `(${t.slice(0, 3)}) ${t.slice(3, 6)}-${t.slice(6)}`;
}

/**
 * Who called, as the voicemail and park lists show it: a long number (10+ digits) is the
 * caller, so it is shown alone; short numbers (extensions) are shown with the caller's name.
 */
export function callerDisplay(number: string | undefined, name: string | undefined): { primary: string; secondary?: string } {
  const n = (number ?? '').trim();
  const who = (name ?? '').trim();
  if (digitsOf(n).length >= 10) return { primary: formatPhone(n) };
  if (!who || who === n) return { primary: n };
  return { primary: who, secondary: n };
}

/**
 * The platform writes "YYYY-MM-DD HH:mm:ss" in UTC (or epoch seconds); shown as
 * "MMM Do, h:mm a" in the reader's local time.
 */
export function parsePlatformDate(value: string | undefined): Date | undefined {
  if (!value) return undefined;
  const v = value.trim();
  if (/^\d{9,11}$/.test(v)) return new Date(Number(v) * 1000);
  const iso = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?$/.test(v) ? `${v.replace(' ', 'T')}Z` : v;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? undefined : d;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const ordinal = (n: number) => (n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'));

/**
 * date-fns' "MMM do, h:mm a" written out: the voicemail tab loads in a phone webview and this
 * one pattern does not justify date-fns' format machinery (~6 KB gzip) in its bundle.
 */
export function formatVoicemailDate(value: string | undefined): string {
  const d = parsePlatformDate(value);
  if (!d) return '';
  const h = d.getHours();
  return `${MONTHS[d.getMonth()]} ${d.getDate()}${ordinal(d.getDate())}, ${h % 12 || 12}:${String(d.getMinutes()).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/** First letters of the first two words of a park slot's description. */
export function parkInitials(description: string | undefined): string {
  return (description ?? '')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
}
