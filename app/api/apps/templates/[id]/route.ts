import { tenantQuery, templateInput } from '@/lib/schemas/apps';
import { idParam } from '@/lib/schemas/list';
import { route } from '@/lib/server/http/handler';
import { deleteTemplate, updateTemplate } from '@/lib/server/services/email-templates';

// templateCreateUpdate (update)
export const PUT = route({ guard: 'session', body: templateInput }, ({ actor, body, params }) => updateTemplate(actor, idParam.parse(params.id), body));

// deleteTemplate
export const DELETE = route({ guard: 'session', query: tenantQuery }, ({ actor, query, params }) => deleteTemplate(actor, idParam.parse(params.id), query.cloudId));
