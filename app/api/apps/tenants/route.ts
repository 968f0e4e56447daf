import { route } from '@/lib/server/http/handler';
import { connectedTenants } from '@/lib/server/services/app-tenant';

// The tenant picker of Domain and App Management: clouds with a platform connection.
export const GET = route({ guard: 'apps.manage' }, ({ actor }) => connectedTenants(actor));
