import { greetingCallInput } from '@/lib/schemas/tab';
import { tabRoute } from '@/lib/server/auth/tab-session';
import { callToRecordGreeting } from '@/lib/server/services/tab-settings';

export const POST = tabRoute({ body: greetingCallInput }, async ({ tab, body }) => callToRecordGreeting(tab, body.device, body.description));
