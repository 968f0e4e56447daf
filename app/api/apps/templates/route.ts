import { tenantQuery, templateInput } from '@/lib/schemas/apps';
import { route } from '@/lib/server/http/handler';
import { createTemplate, listTemplates } from '@/lib/server/services/email-templates';

// getTemplates: any signed-in user of the cloud (the service refuses changes to non-admins).
export const GET = route({ guard: 'session', query: tenantQuery }, ({ actor, query }) => listTemplates(actor, query.cloudId));

// templateCreateUpdate (create)
export const POST = route({ guard: 'session', body: templateInput }, ({ actor, body }) => createTemplate(actor, body));
