/**
 * Every record is a flat string map, as ns-api answers them. Keys starting with `_` are
 * internal (passwords, owners, folders) and never leave the simulator.
 */
export type Rec = Record<string, string>;

export interface SimData {
  clients: { client_id: string; client_secret: string }[];
  territories: Rec[];
  domains: Rec[];
  /** `_password`, `_mfa_passcode` are internal. */
  subscribers: Rec[];
  devices: Rec[];
  answerrules: Rec[];
  /** Voicemails and greetings; `_owner`, `_domain`, `_type` (folder or `greeting`), `_tone` (Hz). */
  audio: Rec[];
  callqueues: Rec[];
  /** Active calls; `_slot` holds the park slot while parked. */
  calls: Rec[];
  smsnumbers: Rec[];
  uiconfigs: Rec[];
  phonenumbers: Rec[];
}

export interface TokenInfo {
  token: string;
  /** `mfa` tokens only unlock `grant_type=mfa`; they are refused by the API. */
  kind: 'access' | 'mfa';
  clientId: string;
  uid: string;
  user: string;
  domain: string;
  scope: string;
  territory: string;
  expiresAt: number;
}

export type Actor = TokenInfo;

export interface Fault {
  id: number;
  object: string;
  action: string;
  delayMs?: number;
  status?: number;
  body?: string;
  contentType?: string;
  drop?: boolean;
  /** null = until cleared */
  remaining: number | null;
}

export interface RequestLogEntry {
  at: string;
  method: string;
  url: string;
  object?: string;
  action?: string;
  bearer: boolean;
  status?: number;
  /** What the request carried (query and body), credentials left out. */
  params: Record<string, string>;
}

export interface SimState extends SimData {
  tokens: Map<string, TokenInfo>;
  refreshTokens: Map<string, { uid: string; clientId: string }>;
  faults: Fault[];
  requests: RequestLogEntry[];
  tokenLifetimeS: number;
  nextId: number;
}

export type SeedSource = SimData | (() => SimData);
