import { emailLinkInput } from '@/lib/schemas/apps';
import { route } from '@/lib/server/http/handler';
import { sendLoginLinks } from '@/lib/server/services/login-link-mail';

// emailLink: one message per selected line, answered with a result per recipient.
export const POST = route({ guard: 'apps.manage', body: emailLinkInput }, ({ actor, body }) => sendLoginLinks(actor, body));
