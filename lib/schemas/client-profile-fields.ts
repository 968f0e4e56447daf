/**
 * The Acrobits account keys a client profile holds (spec 001 section 3, without the {hash}
 * ones), as data: the form, the zod schema and the defaults endpoint are all built from it.
 * Numbers are kept as digit strings because the account document is text and an empty value
 * means "let the app decide".
 */

export const TRANSPORTS = ['udp', 'tcp', 'tls', 'tls+sip:'] as const;

// RTP payload numbers (acrobits.md 1.4/1.6); labels only where the payload is standard.
export const AUDIO_CODECS = ['0', '8', '9', '3', '18', '102', '103', '106'] as const;
export const VIDEO_CODECS = ['108', '34', '99'] as const;
// WebRTC negotiates by codec name, not by payload number.
export const WEBRTC_AUDIO_CODECS = ['opus', 'g722', 'pcmu', 'pcma'] as const;
export const WEBRTC_VIDEO_CODECS = ['vp8', 'vp9', 'h264'] as const;
export const DTMF_METHODS = ['rfc2833', 'info', 'audio'] as const;

export const CODEC_LABELS: Record<string, string> = {
  '0': 'PCMU (0)', '8': 'PCMA (8)', '9': 'G.722 (9)', '3': 'GSM (3)', '18': 'G.729 (18)',
  '102': '102', '103': '103', '106': 'Opus (106)', '108': '108', '34': 'H.263 (34)', '99': '99',
  opus: 'Opus', g722: 'G.722', pcmu: 'PCMU', pcma: 'PCMA', vp8: 'VP8', vp9: 'VP9', h264: 'H.264',
  rfc2833: 'RFC 2833', info: 'SIP INFO', audio: 'In-band audio',
};

export const DEFAULT_RINGING_TONE = 'periodic(sine(2000ms,2500,440Hz),silence(4000ms))';

export const PROFILE_SECTIONS = ['account', 'network', 'audio', 'video', 'opus', 'features', 'advanced'] as const;
export type ProfileSection = (typeof PROFILE_SECTIONS)[number];

export type FieldSpec =
  | { key: string; section: ProfileSection; kind: 'text'; max?: number; default?: string }
  | { key: string; section: ProfileSection; kind: 'digits'; max: number; default?: string }
  | { key: string; section: ProfileSection; kind: 'bool'; default?: boolean }
  | { key: string; section: ProfileSection; kind: 'list'; allowed: readonly string[]; default?: string }
  | { key: string; section: ProfileSection; kind: 'select'; allowed: readonly string[]; default: string };

/** Allowed-value lists by key, as GET /api/defaults serves them (spec 7.1 getDefaults). */
export const ALLOWED_LISTS = {
  transport: TRANSPORTS,
  outboundproxytransport: TRANSPORTS,
  codecorder: AUDIO_CODECS,
  codecorder3g: AUDIO_CODECS,
  codecorderwebrtc: WEBRTC_AUDIO_CODECS,
  dtmforder: DTMF_METHODS,
  videocodecorder: VIDEO_CODECS,
  videocodecorder3g: VIDEO_CODECS,
  videocodecorderwebrtc: WEBRTC_VIDEO_CODECS,
} as const;

const opus = (prefix: 'opusoptions' | 'opusoptions3g'): FieldSpec[] => [
  { key: `${prefix}_bandwidth`, section: 'opus', kind: 'text', max: 2 },
  { key: `${prefix}_bitrate`, section: 'opus', kind: 'digits', max: 6 },
  { key: `${prefix}_class`, section: 'opus', kind: 'text', max: 2 },
  { key: `${prefix}_complexity`, section: 'opus', kind: 'digits', max: 2 },
  { key: `${prefix}_dtx`, section: 'opus', kind: 'bool' },
  { key: `${prefix}_vbr`, section: 'opus', kind: 'bool' },
  { key: `${prefix}_fec`, section: 'opus', kind: 'bool' },
  { key: `${prefix}_expectedpacketloss`, section: 'opus', kind: 'digits', max: 3 },
];

/** Keys kept in `client_profiles.settings` (subscriber, proxy, transport, expires and the flag are columns). */
export const PROFILE_FIELDS: FieldSpec[] = [
  { key: 'outboundproxyhost', section: 'account', kind: 'text', max: 255 },
  { key: 'outboundproxytransport', section: 'account', kind: 'select', allowed: TRANSPORTS, default: 'udp' },
  { key: 'email', section: 'account', kind: 'text', max: 200 },
  { key: 'usercallerid', section: 'account', kind: 'text', max: 100 },
  { key: 'voicemailnumber', section: 'account', kind: 'text', max: 40 },
  { key: 'subscribeforvoicemail', section: 'account', kind: 'bool' },
  { key: 'requiresregistrationforoutgoingcalls', section: 'account', kind: 'bool' },
  { key: 'allowmessage', section: 'account', kind: 'bool' },

  { key: 'contactip', section: 'network', kind: 'text', max: 10 },
  { key: 'forcedcontact', section: 'network', kind: 'text', max: 255 },
  { key: 'nattraversal', section: 'network', kind: 'text', max: 10 },
  { key: 'ice', section: 'network', kind: 'bool' },
  { key: 'ignoresymmetricnat', section: 'network', kind: 'bool' },
  { key: 'keepalive', section: 'network', kind: 'bool' },
  { key: 'keepaliveperiod', section: 'network', kind: 'digits', max: 3 },
  { key: 'listeningport', section: 'network', kind: 'digits', max: 5 },
  { key: 'rtpportrangestart', section: 'network', kind: 'digits', max: 5 },
  { key: 'rtpportrangeend', section: 'network', kind: 'digits', max: 5 },
  { key: 'stun', section: 'network', kind: 'text', max: 255 },
  { key: 'stunusername', section: 'network', kind: 'text', max: 200 },
  { key: 'stunpassword', section: 'network', kind: 'text', max: 200 },
  { key: 'dscppacketmarking', section: 'network', kind: 'bool' },

  { key: 'codecorder', section: 'audio', kind: 'list', allowed: AUDIO_CODECS },
  { key: 'codecorder3g', section: 'audio', kind: 'list', allowed: AUDIO_CODECS },
  { key: 'codecorderwebrtc', section: 'audio', kind: 'list', allowed: WEBRTC_AUDIO_CODECS },
  { key: 'dtmforder', section: 'audio', kind: 'list', allowed: DTMF_METHODS },
  { key: 'dtmfall', section: 'audio', kind: 'bool' },
  { key: 'ptime', section: 'audio', kind: 'digits', max: 2 },
  { key: 'ptime3g', section: 'audio', kind: 'digits', max: 2 },
  { key: 'forceptime', section: 'audio', kind: 'bool' },
  { key: 'forceptime3g', section: 'audio', kind: 'bool' },
  { key: 'honortheircodeclistwifi', section: 'audio', kind: 'bool' },
  { key: 'honortheircodeclist3g', section: 'audio', kind: 'bool' },
  { key: 'sendaudioback', section: 'audio', kind: 'bool' },

  { key: 'allowvideo', section: 'video', kind: 'bool' },
  { key: 'videocodecorder', section: 'video', kind: 'list', allowed: VIDEO_CODECS },
  { key: 'videocodecorder3g', section: 'video', kind: 'list', allowed: VIDEO_CODECS },
  { key: 'videocodecorderwebrtc', section: 'video', kind: 'list', allowed: WEBRTC_VIDEO_CODECS },
  { key: 'autoreceivevideowifi', section: 'video', kind: 'bool' },
  { key: 'autoreceivevideo3g', section: 'video', kind: 'bool' },
  { key: 'autosendvideowifi', section: 'video', kind: 'bool' },
  { key: 'autosendvideo3g', section: 'video', kind: 'bool' },
  { key: 'videodimswifi', section: 'video', kind: 'text', max: 20 },
  { key: 'videodims3g', section: 'video', kind: 'text', max: 20 },
  { key: 'videofpswifi', section: 'video', kind: 'digits', max: 3 },
  { key: 'videofps3g', section: 'video', kind: 'digits', max: 3 },
  { key: 'videominkbpswifi', section: 'video', kind: 'digits', max: 5 },
  { key: 'videomaxkbpswifi', section: 'video', kind: 'digits', max: 5 },
  { key: 'videominkbps3g', section: 'video', kind: 'digits', max: 5 },
  { key: 'videomaxkbps3g', section: 'video', kind: 'digits', max: 5 },

  ...opus('opusoptions'),
  ...opus('opusoptions3g'),

  { key: 'ringingtone', section: 'features', kind: 'text', max: 500, default: DEFAULT_RINGING_TONE },
  { key: 'autoanswerenabled', section: 'features', kind: 'bool' },
  { key: 'conferencingenabled', section: 'features', kind: 'bool' },
  { key: 'forwardingenabled', section: 'features', kind: 'bool' },
  { key: 'forwardingnumber', section: 'features', kind: 'text', max: 40 },
  { key: 'disableimforwebrtc', section: 'features', kind: 'bool' },

  { key: 'pushnat', section: 'advanced', kind: 'bool', default: false },
  { key: 'pushblockreg', section: 'advanced', kind: 'bool', default: false },
  { key: 'outgoingcallsthroughsipis', section: 'advanced', kind: 'bool', default: false },
  { key: 'sipishostprefixlength', section: 'advanced', kind: 'digits', max: 1 },
  { key: 'sipisregserver', section: 'advanced', kind: 'text', max: 255 },
  { key: 'maxtimetowaitforworkingnetworkinmilliseconds', section: 'advanced', kind: 'digits', max: 6 },
  { key: 'exporter_id', section: 'advanced', kind: 'text', max: 100 },
];

/** Keys the audit trail leaves out. */
export const SECRET_PROFILE_KEYS = ['stunpassword'];
