import { badRequest } from './http-util';
import type { Fault, SimState } from './types';

/** The first active fault for this object/action (`*` matches any), consuming one use. */
export function takeFault(state: SimState, object: string, action: string): Fault | undefined {
  const fault = state.faults.find(
    (f) => (f.object === '*' || f.object === object) && (f.action === '*' || f.action === action) && f.remaining !== 0,
  );
  if (!fault) return undefined;
  if (fault.remaining !== null) fault.remaining--;
  state.faults = state.faults.filter((f) => f.remaining !== 0);
  return fault;
}

export function addFault(state: SimState, input: Record<string, unknown>): Fault {
  const str = (k: string) => (typeof input[k] === 'string' ? (input[k] as string) : undefined);
  const num = (k: string) => (typeof input[k] === 'number' ? (input[k] as number) : undefined);
  const object = str('object') ?? '*';
  const action = str('action') ?? '*';
  const fault: Fault = {
    id: ++state.nextId,
    object,
    action,
    delayMs: num('delayMs'),
    status: num('status'),
    body: str('body'),
    contentType: str('contentType'),
    drop: input.drop === true,
    remaining: num('count') ?? null,
  };
  if (!fault.delayMs && !fault.status && fault.body === undefined && !fault.drop) {
    throw badRequest('A fault needs delayMs, status, body or drop');
  }
  if (fault.remaining !== null && fault.remaining < 1) throw badRequest('count must be at least 1');
  state.faults.push(fault);
  return fault;
}
