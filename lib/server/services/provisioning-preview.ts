import 'server-only';
import { eq } from 'drizzle-orm';
import { provisioningLetter } from '@/lib/format/client-kind';
import type { PreviewDocument, PreviewLines } from '@/lib/schemas/provisioning';
import type { Actor } from '../auth/actor';
import { clientProfiles, subscribers } from '../db/schema';
import { AppError } from '../http/errors';
import type { NsClient } from '../netsapiens';
import { buildAccountXml, loadProfileSource } from './account-xml';
import { getProfileDetail } from './client-profiles';
import { tenantAdminClient } from './platform';
import { softphoneAllowed } from './softphone-access';
import { findDevice } from './softphone-device';
import { notFound } from './tenancy';

/** Stands in for the SIP and sign-in passwords: the preview shows where they go, never what they are. */
export const MASKED = '••••••••';

/** The profile (404 outside the actor's reach) and its tenant's platform, as the tenant's super user. */
async function profilePlatform(actor: Actor, profileId: number) {
  const profile = await getProfileDetail(actor, profileId);
  const { ns } = await tenantAdminClient(profile.cloudId);
  return { profile, ns };
}

const unknownDomain = () => new AppError('not_found', 'clientProfiles.preview.unknownDomain', 'The phone platform of this company has no such domain.');

async function platformDomains(ns: NsClient): Promise<string[]> {
  return (await ns.domains.read()).map((d) => d.domain).sort((a, b) => a.localeCompare(b));
}

/** The users of one domain of the profile's tenant (the first domain when none is named). */
export async function previewLines(actor: Actor, profileId: number, q: { domain?: string }): Promise<PreviewLines> {
  const { ns } = await profilePlatform(actor, profileId);
  const domains = await platformDomains(ns);
  const domain = q.domain ?? domains[0] ?? null;
  if (!domain) return { domains, domain, items: [] };
  if (!domains.includes(domain)) throw unknownDomain();
  const rows = await ns.subscribers.list({ domain });
  const items = rows
    .map((r) => ({ user: r.user, name: [r.first_name, r.last_name].filter(Boolean).join(' ') }))
    .sort((a, b) => a.user.localeCompare(b.user, 'en', { numeric: true }));
  return { domains, domain, items };
}

/**
 * The document the softphone would receive for a user, built by the same code as the real one.
 * It only reads: a missing device is named but not created, and both passwords are masked.
 */
export async function previewDocument(actor: Actor, profileId: number, q: { domain: string; user: string; kind: string }): Promise<PreviewDocument> {
  const { profile, ns } = await profilePlatform(actor, profileId);
  if (!(await ns.domains.read({ domain: q.domain })).some((d) => d.domain === q.domain)) throw unknownDomain();
  const sub = await ns.subscribers.get(q.domain, q.user);
  if (!sub) throw new AppError('not_found', 'clientProfiles.preview.unknownUser', 'This domain has no such user.');
  const src = await loadProfileSource(eq(clientProfiles.id, profileId));
  if (!src) throw notFound();
  const name = `${sub.user}${provisioningLetter({ direct: q.kind })}`;
  const device = await findDevice(ns, { domain: q.domain, user: sub.user, device: name });
  const line = {
    cloudId: profile.cloudId, login: sub.subscriber_login || `${sub.user}@${q.domain}`, domain: q.domain, user: sub.user,
    displayName: [sub.first_name, sub.last_name].filter(Boolean).join(' ') || undefined, cloudPassword: MASKED,
  };
  const xml = buildAccountXml(src, line, { username: name, authUsername: device?.auth_user || undefined, password: MASKED });
  // A tenant with several profiles: softphones get the one provisioning picks, say which.
  const served = await loadProfileSource(eq(subscribers.cloudId, profile.cloudId));
  return {
    xml, device: name, deviceExists: !!device, servedProfileId: served && served.profile.id !== profileId ? served.profile.id : null,
    softphoneOn: await softphoneAllowed(profile.cloudId, q.domain, sub.user),
  };
}
