import { domainQuery, linesInput } from '@/lib/schemas/apps';
import { route } from '@/lib/server/http/handler';
import { listLines, saveLines } from '@/lib/server/services/apps';

// Subscriber read + getExtensionsChecked: the domain's lines with their toggles and meet state.
export const GET = route({ guard: 'apps.manage', query: domainQuery }, ({ actor, query }) => listLines(actor, query));

// checkExtensions: Save, every toggle in one transaction.
export const PUT = route({ guard: 'apps.manage', body: linesInput, maxBody: 512 * 1024 }, ({ actor, body }) => saveLines(actor, body));
