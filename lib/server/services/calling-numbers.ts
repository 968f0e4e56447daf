import 'server-only';
import type { CallingNumber } from '@/lib/schemas/apps';
import type { Actor } from '../auth/actor';
import { getDb } from '../db/client';
import { AppError } from '../http/errors';
import type { NsPhoneNumber } from '../netsapiens';
import { domainPlatform } from './apps';
import { audit } from './audit';

const view = (n: NsPhoneNumber, domain: string): CallingNumber => ({
  id: n.matchrule, phone_number: n.phoneNumber, extension: n.assigned ? n.to_user ?? '' : '', domain,
});

/**
 * The domain's DIDs, split into available (not routed to anybody) and those routed to the line:
 * a DID routed to a user is what the softphone may present as that user's caller id.
 */
export async function callingNumbers(actor: Actor, q: { cloudId?: string; domain: string; user: string }) {
  const { ns } = await domainPlatform(actor, q.cloudId, q.domain);
  const all = await ns.phoneNumbers.read({ domain: q.domain });
  const byNumber = (a: CallingNumber, b: CallingNumber) => a.phone_number.localeCompare(b.phone_number);
  return {
    available: all.filter((n) => !n.assigned).map((n) => view(n, q.domain)).sort(byNumber),
    assigned: all.filter((n) => n.assigned && n.to_user === q.user).map((n) => view(n, q.domain)).sort(byNumber),
  };
}

async function numberOf(ns: Awaited<ReturnType<typeof domainPlatform>>['ns'], domain: string, number: string) {
  const digits = number.replace(/\D/g, '');
  const hit = (await ns.phoneNumbers.read({ domain })).find((n) => n.phoneNumber === digits || n.phoneNumber === `1${digits}`);
  if (!hit) throw new AppError('not_found', 'apps.numbers.unknown', 'This number is not a DID of the domain.');
  return hit;
}

export async function assignCallingNumber(actor: Actor, input: { cloudId?: string; domain: string; user: string; number: string }) {
  const { cloudId, ns } = await domainPlatform(actor, input.cloudId, input.domain);
  const hit = await numberOf(ns, input.domain, input.number);
  // A number already routed elsewhere is not taken away silently.
  if (hit.assigned && hit.to_user !== input.user) throw new AppError('conflict', 'apps.numbers.taken', 'This number is assigned to another line.');
  if (!(await ns.subscribers.get(input.domain, input.user))) throw new AppError('not_found', 'apps.unknownUser', 'Not a line of this domain.');
  await ns.phoneNumbers.assign({ domain: input.domain, number: hit.phoneNumber, user: input.user });
  await audit(await getDb(), actor, { action: 'update', targetType: 'calling_number', targetId: hit.phoneNumber, cloudId, before: { user: hit.assigned ? hit.to_user : null }, after: { user: input.user } });
  return { key: 'apps.numbers.assigned' };
}

export async function removeCallingNumber(actor: Actor, input: { cloudId?: string; domain: string; number: string }) {
  const { cloudId, ns } = await domainPlatform(actor, input.cloudId, input.domain);
  const hit = await numberOf(ns, input.domain, input.number);
  if (!hit.assigned) throw new AppError('conflict', 'apps.numbers.notAssigned', 'This number is not assigned.');
  await ns.phoneNumbers.unassign({ domain: input.domain, number: hit.phoneNumber });
  await audit(await getDb(), actor, { action: 'update', targetType: 'calling_number', targetId: hit.phoneNumber, cloudId, before: { user: hit.to_user }, after: { user: null } });
  return { key: 'apps.numbers.removed' };
}
