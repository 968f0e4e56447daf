import 'server-only';

/** One tenant's platform connection. `apiUrl` may be given with or without `/ns-api`. */
export type NsConnection = { apiUrl: string; clientId: string; clientSecret: string };

/** The tenant's super user (admin work) or an end user's own credentials (tabs). */
export type NsIdentity = { username: string; password: string };

export type NsTokenSet = {
  accessToken: string;
  refreshToken?: string;
  /** epoch milliseconds */
  expiresAt: number;
};

export type NsClientOptions = {
  /** Per-request timeout; default `config().NS_TIMEOUT_MS`. */
  timeoutMs?: number;
  /** A token obtained earlier (e.g. kept in a sealed tab session) to seed the cache with. */
  token?: NsTokenSet;
};

/** Who the platform says the identity is; from the token answer. */
export type NsSession = {
  uid: string;
  domain: string;
  user: string;
  username: string;
  scope: string;
  territory: string;
  displayName: string;
  email: string;
  apiVersion: string;
};

export type NsSignIn =
  | { status: 'ok'; session: NsSession; token: NsTokenSet }
  | { status: 'mfa_required'; mfaType: string; mfaVendor: string; mfaToken: string };

export type NsParams = Record<string, string | number | undefined>;
