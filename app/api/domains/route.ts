import { domainListQuery, domainToggleInput } from '@/lib/schemas/domains';
import { route } from '@/lib/server/http/handler';
import { listDomains, setDomainEnabled } from '@/lib/server/services/domains';

// getAllDomains + getDomainsChecked: one page of the platform's domains with their enable flags.
export const GET = route({ guard: 'domains.manage', query: domainListQuery }, ({ actor, query }) => listDomains(actor, query));

// checkUncheckDomains: one domain at a time, saved at once.
export const PUT = route({ guard: 'domains.manage', body: domainToggleInput }, ({ actor, body }) => setDomainEnabled(actor, body));
