import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import type { DomainListQuery, DomainRow, DomainToggleInput } from '@/lib/schemas/domains';
import type { ListResult } from '@/lib/schemas/list';
import type { Actor } from '../auth/actor';
import { getDb } from '../db/client';
import { domainSettings } from '../db/schema';
import { AppError } from '../http/errors';
import { actingCloud, actingPlatform } from './app-tenant';
import { audit } from './audit';
import { tenantPlatform } from './platform';

/**
 * One page of the platform's domains with our enable flags. The platform answers every domain of
 * the super user's territory in one read (it has no text search), so filtering and paging happen
 * here; only the page's flags are read from the database.
 */
export async function listDomains(actor: Actor, q: DomainListQuery): Promise<ListResult<DomainRow>> {
  const { cloudId, ns } = await actingPlatform(actor, q.cloudId);
  // The flags are read while the platform answers; both are needed for every page.
  const [domains, enabled] = await Promise.all([ns.domains.read(), enabledSet(cloudId)]);
  const all = domains.map((d) => ({ domain: d.domain, description: d.description ?? '' }));
  all.sort((a, b) => a.domain.localeCompare(b.domain));
  const term = q.search.toLowerCase();
  const hits = all
    .map((d, i) => ({ ...d, id: i + 1 }))
    .filter((d) => !term || d.domain.toLowerCase().includes(term) || d.description.toLowerCase().includes(term));
  const page = hits.slice((q.page - 1) * q.pageSize, q.page * q.pageSize);
  return { items: page.map((d) => ({ ...d, enabled: enabled.has(d.domain) })), total: hits.length };
}

async function enabledSet(cloudId: string) {
  const db = await getDb();
  const rows = await db.select({ domain: domainSettings.domain }).from(domainSettings)
    .where(and(eq(domainSettings.cloudId, cloudId), eq(domainSettings.enabled, true)));
  return new Set(rows.map((r) => r.domain));
}

/** Enables or disables one domain at once; only a domain the tenant's platform shows may be named. */
export async function setDomainEnabled(actor: Actor, input: DomainToggleInput) {
  const { cloudId, ns } = await actingPlatform(actor, input.cloudId);
  const known = await ns.domains.read({ domain: input.domain });
  if (!known.some((d) => d.domain === input.domain)) {
    throw new AppError('not_found', 'domains.unknown', 'The phone platform has no such domain.');
  }
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(domainSettings).where(and(eq(domainSettings.cloudId, cloudId), eq(domainSettings.domain, input.domain)));
    await tx.insert(domainSettings).values({ cloudId, domain: input.domain, enabled: input.enabled })
      .onConflictDoUpdate({ target: [domainSettings.cloudId, domainSettings.domain], set: { enabled: input.enabled, updatedAt: new Date() } });
    await audit(tx, actor, {
      action: before ? 'update' : 'create', targetType: 'domain_setting', targetId: input.domain, cloudId,
      before: before ? { enabled: before.enabled } : undefined, after: { enabled: input.enabled },
    });
  });
  return { domain: input.domain, enabled: input.enabled, key: input.enabled ? 'domains.enabled' : 'domains.disabled' };
}

/** The enabled domains App Management offers, in name order. */
export async function enabledDomains(actor: Actor, requested?: string): Promise<string[]> {
  const { cloudId } = await tenantPlatform(actingCloud(actor, requested));
  const db = await getDb();
  const rows = await db.select({ domain: domainSettings.domain }).from(domainSettings)
    .where(and(eq(domainSettings.cloudId, cloudId), eq(domainSettings.enabled, true))).orderBy(asc(domainSettings.domain));
  return rows.map((r) => r.domain);
}

/** App Management acts only on an enabled domain of the acting cloud. */
export async function requireEnabledDomain(cloudId: string, domain: string) {
  const db = await getDb();
  const [row] = await db.select({ id: domainSettings.id }).from(domainSettings)
    .where(and(eq(domainSettings.cloudId, cloudId), eq(domainSettings.domain, domain), eq(domainSettings.enabled, true)));
  if (!row) throw new AppError('not_found', 'apps.domainNotEnabled', 'This domain is not enabled in Domain Management.');
}
