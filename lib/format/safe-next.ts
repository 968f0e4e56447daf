/** Only same-site paths may be a post-login destination (no open redirects). */
export function safeNext(next: string | null | undefined, fallback = '/dashboard') {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\') || next.startsWith('/login')) return fallback;
  return next;
}
