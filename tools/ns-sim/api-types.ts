import type { Actor, Rec, SimState } from './types';

/** What object handlers may tell the realtime server; implemented in realtime.ts. */
export interface RealtimeHub {
  /** A call appeared, changed or (removed=true) ended; `also` names extra users/slots to notify. */
  call(call: Rec, removed: boolean, also?: string[]): void;
  presence(domain: string, user: string, presence: string): void;
  close(): Promise<void>;
}

export interface HandlerCtx {
  state: SimState;
  actor: Actor;
  params: Record<string, string>;
  baseUrl: string;
  realtime: RealtimeHub;
  headers: Record<string, string | string[] | undefined>;
}

export interface HandlerResult {
  status: number;
  json?: unknown;
  body?: Buffer | string;
  contentType?: string;
  headers?: Record<string, string>;
}

export type Handler = (ctx: HandlerCtx) => HandlerResult;
export type ObjectHandlers = Record<string, Handler>;

export const ok = (value: unknown): HandlerResult => ({ status: 200, json: value });
/** Writes answer 202 with an empty body, like the platform. */
export const accepted = (): HandlerResult => ({ status: 202 });
export const total = (n: number): HandlerResult => ok({ total: String(n) });
