import { makeCall } from './call-model';
import { createSeed, SEED } from './seed';
import type { SeedSource, SimData, SimState } from './types';

export const DEFAULT_TOKEN_LIFETIME_S = 3600;

function seedData(seed: SeedSource | undefined): SimData {
  if (!seed) {
    const data = createSeed();
    // One call waits in a park slot from the start so the park board has something to show.
    data.calls.push(
      makeCall({
        callid: 'seed-parked-703', domain: SEED.domains.acmeMain, ani: '12125550177', name: 'Jordan Blake',
        termUser: '703', slot: '703', bySub: '101',
      }),
    );
    return data;
  }
  return typeof seed === 'function' ? seed() : structuredClone(seed);
}

export function createState(seed: SeedSource | undefined, tokenLifetimeS: number): SimState {
  return {
    ...seedData(seed),
    tokens: new Map(),
    refreshTokens: new Map(),
    faults: [],
    requests: [],
    tokenLifetimeS,
    nextId: 0,
  };
}

/** In place, so references handed to tests stay valid. */
export function resetState(state: SimState, seed: SeedSource | undefined, tokenLifetimeS: number) {
  Object.assign(state, createState(seed, tokenLifetimeS));
}

/** The seed's data plus counters, without internal secrets; for `GET /__control/state`. */
export function snapshot(state: SimState) {
  const secret = new Set(['_password', '_mfa_passcode', 'authentication_key']);
  const strip = (rows: Record<string, string>[]) => rows.map((r) => Object.fromEntries(Object.entries(r).filter(([k]) => !secret.has(k))));
  return {
    domains: state.domains,
    subscribers: strip(state.subscribers),
    devices: strip(state.devices),
    answerrules: state.answerrules,
    audio: state.audio,
    callqueues: state.callqueues,
    calls: state.calls,
    smsnumbers: state.smsnumbers,
    uiconfigs: state.uiconfigs,
    phonenumbers: state.phonenumbers,
    faults: state.faults,
    tokenLifetimeS: state.tokenLifetimeS,
    activeTokens: [...state.tokens.values()].filter((t) => t.kind === 'access' && t.expiresAt > Date.now()).length,
    requestCount: state.requests.length,
  };
}
