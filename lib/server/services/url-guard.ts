import 'server-only';
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { AppError } from '../http/errors';

// Cloud metadata services: a platform URL pointing there would let a tenant read the host's
// credentials through our server (SSRF). Link-local covers AWS/GCP/Azure 169.254.169.254.
const METADATA_HOSTS = new Set([
  'metadata.google.internal', 'metadata.goog', 'metadata', 'instance-data', 'instance-data.ec2.internal',
  'metadata.azure.com', 'metadata.platformequinix.com',
]);
const METADATA_ADDRESSES = new Set(['100.100.100.200', 'fd00:ec2::254', '192.0.0.192']);

function ipv4Bytes(ip: string) {
  return ip.split('.').map(Number);
}

/** True for addresses no tenant URL may reach: link-local v4/v6 and known metadata endpoints. */
export function isForbiddenAddress(address: string): boolean {
  let ip = address.toLowerCase().replace(/^\[|\]$/g, '');
  const mapped = ip.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/);
  if (mapped) ip = mapped[1];
  if (METADATA_ADDRESSES.has(ip)) return true;
  if (isIP(ip) === 4) {
    const [a, b] = ipv4Bytes(ip);
    return a === 169 && b === 254;
  }
  if (isIP(ip) === 6) {
    const first = parseInt(ip.split(':')[0] || '0', 16);
    return (first & 0xffc0) === 0xfe80;
  }
  return false;
}

const refused = (key: string, message: string, field: string) => new AppError('bad_request', key, message, { [field]: key });

/**
 * An outbound http(s) URL a tenant configured: the host name is resolved and every address
 * checked, so a name that points at a metadata service is refused as well.
 */
export async function assertSafeUrl(raw: string, field = 'apiUrl') {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw refused('netsapiens.urlFormat', 'The URL is not valid.', field);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw refused('netsapiens.urlFormat', 'Use an http or https URL.', field);
  if (url.username || url.password) throw refused('netsapiens.urlFormat', 'The URL may not carry credentials.', field);
  const host = url.hostname.toLowerCase().replace(/\.$/, '').replace(/^\[|\]$/g, '');
  if (METADATA_HOSTS.has(host) || isForbiddenAddress(host)) throw refused('netsapiens.urlForbidden', 'This address is not allowed.', field);
  if (isIP(host)) return url;
  let addresses: Array<{ address: string }>;
  try {
    addresses = await lookup(host, { all: true, verbatim: true });
  } catch {
    throw refused('netsapiens.urlUnresolved', 'The host name could not be resolved.', field);
  }
  if (addresses.length === 0 || addresses.some((a) => isForbiddenAddress(a.address))) {
    throw refused('netsapiens.urlForbidden', 'This address is not allowed.', field);
  }
  return url;
}
