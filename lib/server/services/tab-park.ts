import 'server-only';
import { eq } from 'drizzle-orm';
import { inRanges, type ParkRange } from '@/lib/format/park-ranges';
import type { TabContext } from '../auth/tab-session';
import { getDb } from '../db/client';
import { subscribers, whiteLabels } from '../db/schema';
import { AppError } from '../http/errors';
import { nsStatus, type NsCall } from '../netsapiens';
import { logger } from '../logs/logger';

export type ParkSlot = { slot: string; description: string; busy: boolean; callerNumber?: string; callerName?: string };

/** The tenant's two park ranges (white label); without one, no slot is shown. */
export async function parkRanges(cloudId: string): Promise<ParkRange[]> {
  const db = await getDb();
  const [row] = await db.select({ wl: whiteLabels }).from(whiteLabels).innerJoin(subscribers, eq(whiteLabels.subscriberId, subscribers.id)).where(eq(subscribers.cloudId, cloudId));
  if (!row) return [];
  const r: ParkRange[] = [[row.wl.parkLowerLimit, row.wl.parkUpperLimit]];
  if (row.wl.parkLowerLimit2 != null && row.wl.parkUpperLimit2 != null) r.push([row.wl.parkLowerLimit2, row.wl.parkUpperLimit2]);
  return r;
}

/**
 * A parked call is one the platform shows terminating at a park slot (a numeric call queue):
 * `term_user` is the slot while the call waits there, and whoever parked it is no party any more.
 */
const isParked = (c: NsCall, slots: Set<string>) => !!c.term_user && slots.has(c.term_user) && c.remove !== 'yes';

export async function listSlots(tab: TabContext): Promise<ParkSlot[]> {
  const ranges = await parkRanges(tab.session.cloudId);
  const queues = await tab.ns.callQueues.read({ domain: tab.session.domain });
  const slots = queues.filter((q) => inRanges(q.queue_name, ranges)).sort((a, b) => Number(a.queue_name) - Number(b.queue_name));
  const names = new Set(slots.map((q) => q.queue_name));
  // The spec: a failed call read is only logged; the board then shows every slot as free.
  const calls = await tab.ns.calls.read({ domain: tab.session.domain }).catch((e: AppError) => {
    logger.warn({ event: 'park_calls_unavailable', code: e.code }, 'Park board: call read failed');
    return [] as NsCall[];
  });
  const parked = new Map(calls.filter((c) => isParked(c, names)).map((c) => [c.term_user!, c]));
  return slots.map((q) => {
    const c = parked.get(q.queue_name);
    return { slot: q.queue_name, description: q.description ?? '', busy: !!c, callerNumber: c?.ani ?? c?.orig_user, callerName: c?.orig_name };
  });
}

async function assertSlot(tab: TabContext, slot: string) {
  if (!inRanges(slot, await parkRanges(tab.session.cloudId))) throw new AppError('not_found', 'errors.notFound', 'No such park slot.');
}

const notOnCall = () => new AppError('conflict', 'park.notOnCall', 'You are not on a call to park!');

/** A green tile: the user's current call goes into the slot. */
export async function parkCurrentCall(tab: TabContext, slot: string) {
  await assertSlot(tab, slot);
  const { user, uid, domain } = tab.session;
  const [mine, queues] = await Promise.all([tab.ns.calls.read({ domain, uid }), tab.ns.callQueues.read({ domain })]);
  // Every park slot of the domain, not only the tenant's ranges: a call the user made that sits
  // in any slot is parked already (spec 5), and parking it "again" would only move it.
  const slots = new Set(queues.map((q) => q.queue_name).filter((n) => /^\d+$/.test(n)));
  const call = mine.find((c) => c.remove !== 'yes' && !isParked(c, slots) && (c.orig_user === user || c.term_user === user));
  if (!call) throw notOnCall();
  try {
    await tab.ns.calls.xfer({ uid, callid: call.orig_callid, destination: slot });
  } catch (e) {
    if (nsStatus(e) === 409) throw new AppError('conflict', 'park.slotTaken', 'This park slot is already taken.');
    throw e;
  }
}

/** A red tile: the parked call comes to the user. */
export async function pickUp(tab: TabContext, slot: string) {
  await assertSlot(tab, slot);
  const calls = await tab.ns.calls.read({ domain: tab.session.domain });
  const call = calls.find((c) => c.term_user === slot && c.remove !== 'yes');
  if (!call) throw new AppError('conflict', 'park.slotEmpty', 'Nobody is parked here any more.');
  await tab.ns.calls.pickup({ uid: tab.session.uid, callid: call.orig_callid, destination: tab.session.user });
}
