import 'server-only';
import { asc, eq, type SQL } from 'drizzle-orm';
import { withDefaults } from '@/lib/schemas/client-profile';
import { getDb } from '../db/client';
import { clientProfileBlf, clientProfiles, subscribers } from '../db/schema';

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

export const xmlEscape = (s: string) => s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);
const el = (k: string, v: string | boolean | number) => `  <${k}>${xmlEscape(typeof v === 'boolean' ? (v ? '1' : '0') : String(v))}</${k}>`;

/** A client profile with what the document needs beside it. */
export type ProfileSource = {
  profile: typeof clientProfiles.$inferSelect;
  company: string;
  blf: { extension: string }[];
};

/** The line the document is for: who signed in, and where. */
export type AccountLine = {
  cloudId: string; login: string; domain: string; user: string; displayName?: string; cloudPassword?: string;
  /** Signed in by one-time code: the document makes it a device (QR username, device token). */
  newDevice?: boolean;
};

/** The SIP credentials: those of the user's platform device for this kind of client. */
export type SipCredentials = { username: string; authUsername?: string; password: string };

/** The first profile matching `where` (a tenant may hold several; the oldest one serves). */
export async function loadProfileSource(where: SQL): Promise<ProfileSource | undefined> {
  const db = await getDb();
  const [row] = await db.select({ profile: clientProfiles, company: subscribers.company }).from(clientProfiles)
    .innerJoin(subscribers, eq(clientProfiles.subscriberId, subscribers.id))
    .where(where).orderBy(asc(clientProfiles.id)).limit(1);
  if (!row) return undefined;
  const blf = await db.select({ extension: clientProfileBlf.extension }).from(clientProfileBlf)
    .where(eq(clientProfileBlf.profileId, row.profile.id)).orderBy(asc(clientProfileBlf.position));
  return { profile: row.profile, company: row.company, blf };
}

/** The Acrobits Account XML for one line (keys and formats of reference/acrobits.md §1 and §7). */
export function buildAccountXml(src: ProfileSource, line: AccountLine, sip: SipCredentials): string {
  const p = src.profile;
  const s = withDefaults(p.settings);
  const out: string[] = [
    el('title', `${src.company || p.company || line.cloudId} – ${line.user}`),
    // The app's own sign-in stays apart from the SIP credentials, for later web-service templates (§2.2).
    el('cloud_username', line.login),
    ...(line.cloudPassword ? [el('cloud_password', line.cloudPassword)] : []),
    el('username', sip.username),
    ...(sip.authUsername && sip.authUsername !== sip.username ? [el('authUsername', sip.authUsername)] : []),
    el('password', sip.password),
    ...(line.displayName ? [el('userDisplayName', line.displayName)] : []),
    el('host', line.domain),
    el('proxy', p.proxy),
    el('transport', p.transport),
    ...(p.expires ? [el('expires', p.expires)] : []),
  ];
  if (p.outboundProxyEnabled && s.outboundproxyhost) out.push(el('outboundProxy', s.outboundproxyhost as string));
  for (const [k, v] of Object.entries(s)) {
    const key = KEY_MAP[k];
    if (!key || v === '' || (k === 'outboundproxytransport' && !p.outboundProxyEnabled)) continue;
    out.push(el(key, v));
  }
  for (const [prefix, name] of [['opusoptions', 'opusOptions'], ['opusoptions3g', 'opusOptions3G']] as const) {
    const parts = OPUS.filter((o) => s[`${prefix}_${o}`] !== '' && s[`${prefix}_${o}`] !== undefined).map((o) => `    ${el(opusKey(o), s[`${prefix}_${o}`]!).trim()}`);
    if (parts.length) out.push(`  <${name}>\n${parts.join('\n')}\n  </${name}>`);
  }
  if (src.blf.length) out.push(`  <blf>\n${src.blf.map((b) => `    <uri>${xmlEscape(b.extension)}</uri>`).join('\n')}\n  </blf>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<account>\n${out.join('\n')}\n</account>\n`;
}
