import { idParam } from '@/lib/schemas/list';
import { subscriberInput } from '@/lib/schemas/subscriber';
import { route } from '@/lib/server/http/handler';
import { deleteSubscriber, getSubscriber, updateSubscriber } from '@/lib/server/services/subscribers';

// subscriberDetail / createUpdateSubscriber (edit) / deleteSubscriberDetail
export const GET = route({ guard: 'subscribers.manage' }, async ({ actor, params }) => getSubscriber(actor, idParam.parse(params.id)));
export const PUT = route({ guard: 'subscribers.manage', body: subscriberInput }, async ({ actor, params, body }) => updateSubscriber(actor, idParam.parse(params.id), body));
export const DELETE = route({ guard: 'subscribers.manage' }, async ({ actor, params }) => deleteSubscriber(actor, idParam.parse(params.id)));
