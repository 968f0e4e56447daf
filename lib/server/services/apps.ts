import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { LineRow, LineQuery, LinesInput, LinesResult, MeetInput } from '@/lib/schemas/apps';
import type { Actor } from '../auth/actor';
import { getDb } from '../db/client';
import { softphoneSettings } from '../db/schema';
import { AppError } from '../http/errors';
import type { NsClient } from '../netsapiens';
import { actingPlatform } from './app-tenant';
import { audit } from './audit';
import { liveDeviceCounts, revokeDeviceTokens } from './device-tokens';
import { requireEnabledDomain } from './domains';

const LINE_FIELDS = ['user', 'domain', 'dir', 'email', 'first_name', 'last_name', 'subscriber_login', 'scope'] as const;
const MEET = 'PORTAL_VIDEO';
// The proposed row's values in an upsert (PostgreSQL's EXCLUDED pseudo-table).
const sqlExcluded = (column: string) => sql.raw(`excluded.${column}`);

/** The acting cloud's client, after checking the domain is one it enabled. */
export async function domainPlatform(actor: Actor, requested: string | undefined, domain: string) {
  const p = await actingPlatform(actor, requested);
  await requireEnabledDomain(p.cloudId, domain);
  return p;
}

async function meetRows(ns: NsClient, domain: string) {
  const rows = await ns.uiConfig.read({ domain, configName: MEET });
  const on = rows.filter((r) => (r.config_value ?? '').toLowerCase() === 'yes');
  return { domainLevel: on.some((r) => (r.user ?? '*') === '*'), users: new Set(on.filter((r) => r.user && r.user !== '*').map((r) => r.user!)) };
}

/**
 * Every line of the domain with its stored toggles and video-meet state. The whole domain is
 * answered at once: the platform reads it in one call anyway, and the page keeps unsaved toggles
 * across its (client-side) pages and applies the domain-level toggle to all of them.
 */
export async function listLines(actor: Actor, q: { cloudId?: string; domain: string }): Promise<LinesResult> {
  const { cloudId, ns } = await domainPlatform(actor, q.cloudId, q.domain);
  const [subs, meet] = await Promise.all([ns.subscribers.read({ domain: q.domain, fields: [...LINE_FIELDS] }), meetRows(ns, q.domain)]);
  const db = await getDb();
  const [stored, devices] = await Promise.all([
    db.select().from(softphoneSettings).where(and(eq(softphoneSettings.cloudId, cloudId), eq(softphoneSettings.domain, q.domain))),
    liveDeviceCounts(cloudId, q.domain),
  ]);
  const byUser = new Map(stored.map((s) => [s.user, s]));
  const items: LineRow[] = subs
    .map((s) => ({
      user: s.user, domain: s.domain, dir: s.dir ?? '', email: s.email ?? '', first_name: s.first_name ?? '', last_name: s.last_name ?? '',
      subscriber_login: s.subscriber_login ?? '', scope: s.scope ?? '',
      softphone: byUser.get(s.user)?.softphone ?? false, contactsFilter: byUser.get(s.user)?.contactsFilter ?? false,
      // Per-line grant only; the domain-level one is `domainMeet`.
      meet: meet.users.has(s.user),
      devices: devices.get(s.user) ?? 0,
    }))
    .sort((a, b) => a.user.localeCompare(b.user, 'en', { numeric: true }));
  return { items, domainMeet: meet.domainLevel };
}

/** Save: every toggle of the request lands in one transaction with its audit entry, or none does. */
export async function saveLines(actor: Actor, input: LinesInput) {
  const { cloudId, ns } = await domainPlatform(actor, input.cloudId, input.domain);
  const known = new Set((await ns.subscribers.read({ domain: input.domain, fields: ['user'] })).map((s) => s.user));
  const unknown = input.items.filter((i) => !known.has(i.user)).map((i) => i.user);
  if (unknown.length) {
    throw new AppError('bad_request', 'apps.unknownUser', `Not lines of this domain: ${unknown.slice(0, 5).join(', ')}`, { items: 'apps.unknownUser' });
  }
  const items = [...new Map(input.items.map((i) => [i.user, i])).values()];
  const db = await getDb();
  await db.transaction(async (tx) => {
    const where = and(eq(softphoneSettings.cloudId, cloudId), eq(softphoneSettings.domain, input.domain), inArray(softphoneSettings.user, items.map((i) => i.user)));
    const before = await tx.select({ user: softphoneSettings.user, softphone: softphoneSettings.softphone, contactsFilter: softphoneSettings.contactsFilter }).from(softphoneSettings).where(where);
    await tx.insert(softphoneSettings)
      .values(items.map((i) => ({ cloudId, domain: input.domain, user: i.user, softphone: i.softphone, contactsFilter: i.contactsFilter })))
      .onConflictDoUpdate({
        target: [softphoneSettings.cloudId, softphoneSettings.domain, softphoneSettings.user],
        set: { softphone: sqlExcluded('softphone'), contactsFilter: sqlExcluded('contacts_filter'), updatedAt: new Date() },
      });
    await audit(tx, actor, { action: 'update', targetType: 'softphone_settings', targetId: input.domain, cloudId, before: { items: before }, after: { items } });
  });
  return { saved: items.length, key: 'apps.saved' };
}

/**
 * Video meet through uiconfig PORTAL_VIDEO=yes. Per line it is refused while the domain-level
 * row exists (that row already covers every line); enabling the domain removes the per-line rows
 * so that switching the domain off later leaves nobody with a stale grant.
 */
export async function setMeet(actor: Actor, input: MeetInput) {
  const { cloudId, ns } = await domainPlatform(actor, input.cloudId, input.domain);
  const meet = await meetRows(ns, input.domain);
  const scope = { domain: input.domain, configName: MEET };
  if (input.user) {
    const line = await ns.subscribers.get(input.domain, input.user);
    if (!line) throw new AppError('not_found', 'apps.unknownUser', 'Not a line of this domain.');
    if (input.enabled && meet.domainLevel) {
      throw new AppError('conflict', 'apps.meet.domainLevel', 'Cannot connect meet as domain level connect meet is enabled');
    }
    if (input.enabled) await ns.uiConfig.create({ ...scope, user: input.user, value: 'yes', description: 'video meet' });
    else await ns.uiConfig.delete({ ...scope, user: input.user });
  } else if (input.enabled) {
    await ns.uiConfig.create({ ...scope, value: 'yes', description: 'video meet (domain)' });
    for (const user of meet.users) await ns.uiConfig.delete({ ...scope, user });
  } else {
    await ns.uiConfig.delete(scope);
  }
  const db = await getDb();
  await audit(db, actor, { action: 'update', targetType: 'video_meet', targetId: `${input.user ?? '*'}@${input.domain}`, cloudId, after: { enabled: input.enabled } });
  const now = await meetRows(ns, input.domain);
  return { domainMeet: now.domainLevel, users: [...now.users], key: input.enabled ? 'apps.meet.enabled' : 'apps.meet.disabled' };
}

/**
 * "Sign out devices": revokes every device token of one line (a lost phone), which ends its open
 * tabs at their next request and stops re-provisioning; signing in again needs a new QR code.
 */
export async function signOutDevices(actor: Actor, q: LineQuery) {
  const { cloudId, ns } = await domainPlatform(actor, q.cloudId, q.domain);
  if (!(await ns.subscribers.get(q.domain, q.user))) throw new AppError('not_found', 'apps.unknownUser', 'Not a line of this domain.');
  const db = await getDb();
  const signedOut = await revokeDeviceTokens({ cloudId, domain: q.domain, user: q.user });
  await audit(db, actor, { action: 'update', targetType: 'device_tokens', targetId: `${q.user}@${q.domain}`, cloudId, after: { revoked: signedOut } });
  return { signedOut, key: 'apps.devices.signedOut' };
}
