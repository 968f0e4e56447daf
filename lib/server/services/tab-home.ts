import 'server-only';
import { eq } from 'drizzle-orm';
import type { TabContext } from '../auth/tab-session';
import { getDb } from '../db/client';
import { subscribers, whiteLabels } from '../db/schema';
import { logger } from '../logs/logger';
import { getCompanyLogos } from './white-label';

export async function engageWidgetUrl(cloudId: string): Promise<string | undefined> {
  const db = await getDb();
  const [row] = await db.select({ url: whiteLabels.engageWidgetUrl }).from(whiteLabels)
    .innerJoin(subscribers, eq(whiteLabels.subscriberId, subscribers.id)).where(eq(subscribers.cloudId, cloudId));
  return row?.url || undefined;
}

/** The origin the engage page may frame; sealed into the tab session so proxy.ts can allow it in CSP. */
export async function engageOrigin(cloudId: string): Promise<string | undefined> {
  const url = await engageWidgetUrl(cloudId);
  try {
    return url ? new URL(url).origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The custom web tab check (spec customWebTabCheck): the tenant configured a widget and the
 * platform knows the user's extension. Any failure hides Engage, silently (spec 8).
 */
export async function engageFor(tab: TabContext): Promise<string | undefined> {
  const url = await engageWidgetUrl(tab.session.cloudId);
  if (!url) return undefined;
  try {
    const me = await tab.ns.subscribers.get(tab.session.domain, tab.session.user);
    return me ? url : undefined;
  } catch (e) {
    logger.info({ event: 'engage_check_failed', code: (e as { code?: string }).code }, 'Custom web tab check failed');
    return undefined;
  }
}

/** The landing tiles: the tenant's logo, and Engage only with a tab background and a passing check. */
export async function tabHome(tab: TabContext) {
  const logos = await getCompanyLogos(tab.session.cloudId);
  const engage = logos.custom_tab_background ? await engageFor(tab) : undefined;
  return { logo: logos.dashboard_logo ?? logos.signin_logo, background: logos.custom_tab_background, engage: !!engage, displayName: tab.session.displayName || tab.session.user };
}
