import { SEED } from '@/tools/ns-sim/seed';
import { startSimulator, type RunningSimulator, type SimulatorOptions } from '@/tools/ns-sim/server';

export { SEED };
export type Sim = RunningSimulator;

export const startSim = (opts: Partial<SimulatorOptions> = {}) => startSimulator({ port: 0, socketPort: 0, ...opts });

export async function grant(sim: Sim, params: Record<string, string>) {
  const res = await fetch(`${sim.url}/ns-api/oauth2/token/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_id: SEED.client.id, client_secret: SEED.client.secret, ...params }),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

export async function login(sim: Sim, username: string, password: string = SEED.userPassword): Promise<string> {
  const { status, json } = await grant(sim, { grant_type: 'password', username, password });
  if (status !== 200) throw new Error(`login ${username} failed: ${status}`);
  return json.access_token as string;
}

export async function api(
  sim: Sim,
  token: string | undefined,
  object: string,
  action: string,
  params: Record<string, string> = {},
  format = 'json',
) {
  const q = new URLSearchParams({ object, action, ...(format ? { format } : {}) });
  const res = await fetch(`${sim.url}/ns-api/?${q}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: new URLSearchParams(params),
  });
  const text = await res.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: res.status, text, json: json as any, headers: res.headers };
}

export async function ctl(sim: Sim, method: string, path: string, body?: unknown) {
  const res = await fetch(`${sim.url}/__control/${path}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as any };
}

export const MAIN = SEED.domains.acmeMain;
export const BRANCH = SEED.domains.acmeBranch;
export const GLOBEX = SEED.domains.globex;
