import { createHmac, randomBytes } from 'node:crypto';
import type { Rec } from './types';

// Signed play URLs, like the platform's `auth=` parameter: playable without a bearer token.
const KEY = randomBytes(32);

function sign(domain: string, user: string, file: string, time: string): string {
  return createHmac('sha256', KEY).update(`${domain}|${user}|${file}|${time}`).digest('hex').slice(0, 32);
}

export function remotePath(baseUrl: string, rec: Rec): string {
  const time = String(Math.floor(Date.now() / 1000));
  const q = new URLSearchParams({
    object: 'audio', action: 'play', domain: rec._domain, user: rec._owner,
    type: rec._type === 'greeting' ? 'greeting' : 'vmail', time,
    auth: sign(rec._domain, rec._owner, rec.filename, time), file: rec.filename,
  });
  return `${baseUrl}/ns-api/?${q.toString()}`;
}

export function validSignature(p: Record<string, string>): boolean {
  if (!p.domain || !p.user || !p.file || !p.time || !p.auth) return false;
  return sign(p.domain, p.user, p.file, p.time) === p.auth;
}
