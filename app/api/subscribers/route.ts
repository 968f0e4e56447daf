import { listQuery } from '@/lib/schemas/list';
import { SUBSCRIBER_SORTS, subscriberInput } from '@/lib/schemas/subscriber';
import { route } from '@/lib/server/http/handler';
import { createSubscriber, listSubscribers } from '@/lib/server/services/subscribers';

// subscriberSummary / createUpdateSubscriber (add)
export const GET = route({ guard: 'subscribers.manage', query: listQuery(SUBSCRIBER_SORTS) }, async ({ actor, query }) => listSubscribers(actor, query));
export const POST = route({ guard: 'subscribers.manage', body: subscriberInput }, async ({ actor, body }) => createSubscriber(actor, body));
