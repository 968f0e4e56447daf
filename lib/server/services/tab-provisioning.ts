import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { tenantCloudId } from '@/lib/format/softphone-link';
import { withDefaults } from '@/lib/schemas/client-profile';
import { getDb } from '../db/client';
import { clientProfileBlf, clientProfiles, subscribers } from '../db/schema';
import { AppError } from '../http/errors';
import { logger } from '../logs/logger';
import { redeemLoginCode } from './login-codes';
import { platformSignIn } from './tab-auth';

/** Stored (spec) key -> Acrobits Account XML key (reference/acrobits.md §7); unknown keys are left out. */
const KEY_MAP: Record<string, string> = {
  usercallerid: 'userCallerIdMethod', voicemailnumber: 'voiceMailNumber', subscribeforvoicemail: 'subscribeForVoicemail',
  requiresregistrationforoutgoingcalls: 'requiresRegistrationForOutgoingCalls', allowmessage: 'allowMessage',
  contactip: 'contactIP', forcedcontact: 'forcedContact', nattraversal: 'natTraversal', ignoresymmetricnat: 'ignoreSymmetricNat',
  keepalive: 'keepAlive', keepaliveperiod: 'keepAlivePeriod', listeningport: 'listeningPort', rtpportrangestart: 'rtpPortRangeStart',
  rtpportrangeend: 'rtpPortRangeEnd', stun: 'STUN', stunusername: 'STUNUsername', stunpassword: 'STUNPassword',
  codecorder: 'codecOrder', codecorder3g: 'codecOrder3G', dtmforder: 'dtmfOrder', dtmfall: 'dtmfAll', ptime: 'ptime',
  ptime3g: 'ptime3G', forceptime: 'forcePtime', forceptime3g: 'forcePtime3G', honortheircodeclistwifi: 'honorTheirCodecListWiFi',
  honortheircodeclist3g: 'honorTheirCodecList3G', sendaudioback: 'sendAudioBack', allowvideo: 'allowVideo',
  videocodecorder: 'videoCodecOrder', videocodecorder3g: 'videoCodecOrder3G', videodimswifi: 'videoDimsWifi', videodims3g: 'videoDims3G',
  videominkbpswifi: 'videoMinKbpsWifi', videomaxkbpswifi: 'videoMaxKbpsWifi', videominkbps3g: 'videoMinKbps3G', videomaxkbps3g: 'videoMaxKbps3G',
  ringingtone: 'ringingTone', autoanswerenabled: 'autoAnswerEnabled', pushnat: 'pushNAT', sipisregserver: 'sipisRegServer',
  outboundproxytransport: 'outboundProxy_transport',
};
const OPUS = ['bandwidth', 'bitrate', 'class', 'complexity', 'dtx', 'vbr', 'fec', 'expectedpacketloss'];
const opusKey = (k: string) => (k === 'expectedpacketloss' ? 'expectedPacketLoss' : k);

const esc = (s: string) => s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);
const el = (k: string, v: string | boolean | number) => `  <${k}>${esc(typeof v === 'boolean' ? (v ? '1' : '0') : String(v))}</${k}>`;

export function xmlError(status: 400 | 401 | 403 | 405 | 500, message: string) {
  return new Response(`<?xml version="1.0" encoding="UTF-8"?>\n<error><message>${esc(message)}</message></error>\n`, {
    status, headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'no-store', ...(status === 405 ? { Allow: 'GET, POST' } : {}) },
  });
}

type Line = { cloudId: string; login: string; domain: string; user: string; displayName?: string; password?: string };

/** The password may be the user's platform password or a one-time login code from a QR or sign-in link. */
export async function authenticateLine(q: { cloudId: string; username: string; password: string }, ip: string): Promise<Line> {
  const cloudId = tenantCloudId(q.cloudId);
  const redeemed = await redeemLoginCode(cloudId, q.password);
  if (redeemed) {
    const given = q.username.split('@')[0];
    if (given !== redeemed.user) throw new AppError('forbidden', 'provisioning.refused', 'Invalid username or password');
    return { cloudId, login: q.username, ...redeemed };
  }
  const { answer } = await platformSignIn({ cloudId, username: q.username, password: q.password }, ip).catch(() => {
    throw new AppError('forbidden', 'provisioning.refused', 'Invalid username or password');
  });
  if (answer.status !== 'ok') throw new AppError('forbidden', 'provisioning.refused', 'This account needs its one-time sign-in link.');
  return { cloudId, login: q.username, domain: answer.session.domain, user: answer.session.user, displayName: answer.session.displayName, password: q.password };
}

/** The Acrobits Account XML for one line, from its tenant's client profile. */
export async function accountXml(line: Line): Promise<string> {
  const db = await getDb();
  const [row] = await db.select({ p: clientProfiles, company: subscribers.company }).from(clientProfiles)
    .innerJoin(subscribers, eq(clientProfiles.subscriberId, subscribers.id))
    .where(eq(subscribers.cloudId, line.cloudId)).orderBy(asc(clientProfiles.id)).limit(1);
  if (!row) {
    logger.warn({ event: 'provisioning_no_profile', cloudId: line.cloudId }, 'No client profile for this tenant');
    throw new AppError('internal', 'provisioning.noProfile', 'This service is not set up for your account yet.');
  }
  const blf = await db.select().from(clientProfileBlf).where(eq(clientProfileBlf.profileId, row.p.id)).orderBy(asc(clientProfileBlf.position));
  const s = withDefaults(row.p.settings);
  const out: string[] = [
    el('title', `${row.company || row.p.company || line.cloudId} – ${line.user}`),
    el('cloud_username', line.login),
    ...(line.password ? [el('cloud_password', line.password)] : []),
    el('username', line.user),
    ...(line.displayName ? [el('userDisplayName', line.displayName)] : []),
    el('host', line.domain),
    el('proxy', row.p.proxy),
    el('transport', row.p.transport),
    ...(row.p.expires ? [el('expires', row.p.expires)] : []),
  ];
  if (row.p.outboundProxyEnabled && s.outboundproxyhost) out.push(el('outboundProxy', s.outboundproxyhost as string));
  for (const [k, v] of Object.entries(s)) {
    const key = KEY_MAP[k];
    if (!key || v === '' || (k === 'outboundproxytransport' && !row.p.outboundProxyEnabled)) continue;
    out.push(el(key, v));
  }
  for (const [prefix, name] of [['opusoptions', 'opusOptions'], ['opusoptions3g', 'opusOptions3G']] as const) {
    const parts = OPUS.filter((o) => s[`${prefix}_${o}`] !== '' && s[`${prefix}_${o}`] !== undefined).map((o) => `    ${el(opusKey(o), s[`${prefix}_${o}`]!).trim()}`);
    if (parts.length) out.push(`  <${name}>\n${parts.join('\n')}\n  </${name}>`);
  }
  if (blf.length) out.push(`  <blf>\n${blf.map((b) => `    <uri>${esc(b.extension)}</uri>`).join('\n')}\n  </blf>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<account>\n${out.join('\n')}\n</account>\n`;
}
