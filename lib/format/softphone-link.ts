/** Device type letter from a custom tab's `direct` value (spec 001 §4). */
export function deviceTypeLetter(direct: string | undefined | null): string {
  switch (direct) {
    case 'Android':
      return 'm';
    case 'iOS':
      return 'i';
    case 'Chrome':
      return 'w';
    case 'Win32':
      return 'e';
    case 'Undefined':
      return 'u';
    default:
      return 'd';
  }
}

/** Session type: QR (device) logins carry "QR" in their username; everything else is a user session. */
export function sessionTypeLetter(username: string | undefined | null): 's' | 'u' {
  return (username ?? '').includes('QR') ? 's' : 'u';
}

/**
 * The cloud username of a softphone that signed in with a one-time code: its platform login with
 * an `@QR` part after the last '@' (like Acrobits' `user@domain@qrcode`, reference §4.5), so the
 * "password" beside it is known to be a device token, and `sessionTypeLetter` answers 's'.
 */
const DEVICE_MARK = '@QR';
export const deviceLogin = (login: string) => `${login}${DEVICE_MARK}`;

/** The platform login inside a device username (`101@acme-main@QR` -> `101@acme-main`), else undefined. */
export function platformLoginOf(username: string): string | undefined {
  if (!username.endsWith(DEVICE_MARK)) return undefined;
  const login = username.slice(0, -DEVICE_MARK.length);
  return login || undefined;
}

/** A trailing '*' selects the softphone's editable copy; the tenant itself is the cloud id without it. */
export function tenantCloudId(cloudId: string): string {
  return cloudId.trim().replace(/\*+$/, '');
}

/** The cloud id a sign-in link carries: the editable copy ('*') for test builds (build value 0). */
export function linkCloudId(cloudId: string, build?: string | number | null): string {
  const base = tenantCloudId(cloudId);
  return String(build) === '0' ? `${base}*` : base;
}

/**
 * A Cloud Softphone sign-in link, `csc:user:secret@CLOUDID` (Acrobits CSC link rules: user and
 * secret URL-encoded once; the secret is a one-time login code, never the password).
 */
export function buildCscLink(o: { username: string; secret: string; cloudId: string; scheme?: string }): string {
  const scheme = (o.scheme ?? 'csc').replace(/:$/, '');
  const host = o.cloudId.trim();
  if (!/^[A-Za-z0-9._-]+\*?$/.test(host)) throw new Error('Invalid cloud id');
  return `${scheme}:${encodeURIComponent(o.username)}:${encodeURIComponent(o.secret)}@${host}`;
}

/** Reads a scanned sign-in QR (`csc:user:secret@CLOUDID`, user and secret optional). */
export function parseCscLink(text: string): { username: string; secret: string; cloudId: string } | undefined {
  const m = /^([a-z][a-z0-9+.-]*):(?:([^:@]*)(?::([^@]*))?@)?([A-Za-z0-9._-]+\*?)(?:[/?].*)?$/i.exec(text.trim());
  if (!m) return undefined;
  try {
    return { username: decodeURIComponent(m[2] ?? ''), secret: decodeURIComponent(m[3] ?? ''), cloudId: m[4] };
  } catch {
    return undefined;
  }
}
