import { route } from '@/lib/server/http/handler';
import { subscriberOptions } from '@/lib/server/services/subscribers';

// getCloudIds: provider admins get every tenant, everybody else only their own.
export const GET = route({ guard: 'session' }, async ({ actor }) => subscriberOptions(actor));
