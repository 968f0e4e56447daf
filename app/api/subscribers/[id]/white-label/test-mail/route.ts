import { idParam } from '@/lib/schemas/list';
import { smtpTestInput } from '@/lib/schemas/white-label';
import { route } from '@/lib/server/http/handler';
import { sendTestMail } from '@/lib/server/services/white-label';

// Proves the form's SMTP settings by mailing the signed-in admin; answers { sent, error? }.
export const POST = route({ guard: 'subscribers.manage', body: smtpTestInput }, async ({ actor, params, body, locale }) => sendTestMail(actor, idParam.parse(params.id), body, locale));
