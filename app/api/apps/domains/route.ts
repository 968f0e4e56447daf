import { tenantQuery } from '@/lib/schemas/apps';
import { route } from '@/lib/server/http/handler';
import { enabledDomains } from '@/lib/server/services/domains';

// getDomainsChecked: the enabled domains App Management offers.
export const GET = route({ guard: 'apps.manage', query: tenantQuery }, async ({ actor, query }) => ({ domains: await enabledDomains(actor, query.cloudId) }));
