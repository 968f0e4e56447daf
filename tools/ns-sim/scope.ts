import { badRequest, forbidden, notFound } from './http-util';
import type { Actor, Rec, SimState } from './types';

const TERRITORY_SCOPES = new Set(['Super User', 'Reseller']);
const DOMAIN_SCOPES = new Set(['Office Manager', 'Site Manager', 'Call Center Supervisor']);

export type Reach = 'user' | 'domain' | 'territory';

/** Basic users see their own data, managers their domain, resellers/super users their territory. */
export function reach(actor: Actor): Reach {
  if (TERRITORY_SCOPES.has(actor.scope)) return 'territory';
  if (DOMAIN_SCOPES.has(actor.scope)) return 'domain';
  return 'user';
}

export function domainVisible(state: SimState, actor: Actor, domain: string): boolean {
  if (reach(actor) === 'territory') {
    return state.domains.some((d) => d.domain === domain && d.territory === actor.territory);
  }
  return domain === actor.domain;
}

export function assertDomain(state: SimState, actor: Actor, domain: string) {
  if (!domainVisible(state, actor, domain)) throw forbidden();
}

/** For writes and reads of a single user's data. */
export function assertUser(state: SimState, actor: Actor, domain: string, user: string) {
  assertDomain(state, actor, domain);
  if (reach(actor) === 'user' && user !== actor.user) throw forbidden();
}

/** At least a domain manager: for domain-wide configuration (uiconfig, DIDs). */
export function assertManager(state: SimState, actor: Actor, domain: string) {
  assertDomain(state, actor, domain);
  if (reach(actor) === 'user') throw forbidden();
}

/** `uid` or `user` + `domain`, as most objects accept; returns the subscriber. */
export function targetUser(state: SimState, params: Record<string, string>): Rec {
  let user = params.user;
  let domain = params.domain;
  if (params.uid) {
    const at = params.uid.indexOf('@');
    if (at < 1) throw badRequest('Invalid uid');
    user = params.uid.slice(0, at);
    domain = params.uid.slice(at + 1);
  }
  if (!user || !domain) throw badRequest('Missing required parameter: uid');
  const sub = state.subscribers.find((s) => s.user === user && s.domain === domain);
  if (!sub) throw notFound('User not found');
  return sub;
}

export function findLogin(state: SimState, username: string): Rec | undefined {
  const u = username.trim().toLowerCase();
  return state.subscribers.find(
    (s) => s.subscriber_login.toLowerCase() === u || `${s.user}@${s.domain}`.toLowerCase() === u,
  );
}
