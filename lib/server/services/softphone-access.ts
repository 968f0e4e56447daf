import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { getDb } from '../db/client';
import { domainSettings, softphoneSettings } from '../db/schema';
import { AppError } from '../http/errors';

/**
 * Whether a line may use the softphone: its domain is enabled in Domain Management and its
 * "softphone connection" is on in App Management (spec 000: per-domain provisioning of
 * softphone users). Checked at every provisioning and every use of a device sign-in.
 */
export async function softphoneAllowed(cloudId: string, domain: string, user: string): Promise<boolean> {
  const db = await getDb();
  const [row] = await db.select({ id: softphoneSettings.id }).from(softphoneSettings)
    .innerJoin(domainSettings, and(sql`lower(${domainSettings.cloudId}) = lower(${softphoneSettings.cloudId})`, eq(domainSettings.domain, softphoneSettings.domain)))
    .where(and(
      sql`lower(${softphoneSettings.cloudId}) = lower(${cloudId})`, eq(softphoneSettings.domain, domain), eq(softphoneSettings.user, user),
      eq(softphoneSettings.softphone, true), eq(domainSettings.enabled, true),
    ))
    .limit(1);
  return !!row;
}

export const softphoneOff = () =>
  new AppError('forbidden', 'provisioning.notEnabled', 'The softphone is not turned on for this account. Ask your administrator.');
