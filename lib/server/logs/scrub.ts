// Secrets can reach a log line through URLs, bodies or error messages; this is the last
// line of defence, applied to every serialized line before it leaves the process.
const SECRET_PARAM =
  /((?:^|[?&\s"',{])(?:password|pass|passwd|superpass|client_secret|secret|token|access_token|refresh_token|passcode|code|ref)\s*(?:=|":\s*"|:\s*))([^&\s"',}]+)/gi;
const TAB_QUERY = /(\/custom_tab\/[A-Za-z_]*)\?[^\s"']*/g;
const BEARER = /(Bearer\s+)[A-Za-z0-9._~+/=-]+/gi;

export function scrub(text: string): string {
  return text
    .replace(TAB_QUERY, '$1?[redacted]')
    .replace(SECRET_PARAM, '$1[redacted]')
    .replace(BEARER, '$1[redacted]');
}
