import { connectionTestInput } from '@/lib/schemas/netsapiens-connection';
import { route } from '@/lib/server/http/handler';
import { testConnection } from '@/lib/server/services/netsapiens-connections';

// "Test connection": an OAuth password grant against the platform with the form's credentials.
export const POST = route({ guard: 'netsapiens.manage', body: connectionTestInput }, async ({ actor, body }) => testConnection(actor, body));
