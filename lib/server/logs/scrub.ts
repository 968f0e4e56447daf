// Secrets can reach a log line through URLs, bodies or error messages; this is the last
// line of defence, applied to every serialized line before it leaves the process.
// Compound names end in one of these: cloud_password (a device token in the account document),
// deviceToken, STUNPassword, client_secret.
const KEYS = '\\w*(?:password|pass|passwd|secret|token|passcode|authentication_key)';
// One-time login codes and reset references travel as URL parameters; as JSON keys
// (`"code":"bad_request"`) they are harmless and useful, so only `code=`/`ref=` is cut.
const NAMES = `${KEYS}|code|ref`;
const SECRET_PARAM = new RegExp(`((?:^|[?&\\s"',{;])(?:${NAMES})\\s*=)([^&\\s"',};\\\\]+)`, 'gi');
// Also matches the key inside JSON that was itself stringified into a message (\"password\":\"x\").
const SECRET_KEY_VALUE = new RegExp(
  `((?:^|[\\s"',{;]|\\\\")(?:${KEYS})(?:\\\\?"\\s*:\\s*\\\\?"|\\s*:\\s*))([^&\\s"',};\\\\]+)`,
  'gi',
);
// The same names inside a URL-encoded query (a `next=` parameter carrying a tab address).
const ENCODED_PARAM = new RegExp(`((?:%3F|%26)(?:${NAMES})%3D)((?:(?!%26)[^&\\s"'])+)`, 'gi');
// A custom tab's query string carries the softphone user's credentials: drop all of it.
const TAB_QUERY = /(\/custom_tab\/[A-Za-z_]*)\?[^\s"'\\]*/g;
const TAB_QUERY_ENCODED = /(%2Fcustom_tab%2F[A-Za-z_]*)%3F[^\s"'&\\]*/gi;
const BEARER = /(Bearer\s+)[A-Za-z0-9._~+/=-]+/gi;
// An account document (provisioning): <password>, <cloud_password>, <STUNPassword>.
const XML_ELEMENT = new RegExp(`(<(${KEYS})>)[^<]*(</\\2>)`, 'gi');

export function scrub(text: string): string {
  return text
    .replace(TAB_QUERY, '$1?[redacted]')
    .replace(TAB_QUERY_ENCODED, '$1%3F[redacted]')
    .replace(SECRET_PARAM, '$1[redacted]')
    .replace(SECRET_KEY_VALUE, '$1[redacted]')
    .replace(ENCODED_PARAM, '$1[redacted]')
    .replace(BEARER, '$1[redacted]')
    .replace(XML_ELEMENT, '$1[redacted]$3');
}

// camelCase and compound keys the text patterns cannot see (clientSecret, emailPassword, a device's
// authentication_key = its SIP password).
const SECRET_KEY = /pass|secret|token|authorization|cookie|credential|api_?key|authentication_?key/i;

/** Structured log data (what is printed and stored): secret-looking keys lose their values. */
export function scrubValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrub(value);
  // Errors keep their shape for pino's serializer; their text goes through scrub() with the line.
  if (!value || typeof value !== 'object' || value instanceof Error || depth > 8) return value;
  if (Array.isArray(value)) return value.map((v) => scrubValue(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = SECRET_KEY.test(k) && v !== null && v !== '' ? '[redacted]' : scrubValue(v, depth + 1);
  return out;
}
