import { ruleOrderInput } from '@/lib/schemas/tab';
import { tabRoute } from '@/lib/server/auth/tab-session';
import { reorderRules } from '@/lib/server/services/tab-settings';

export const PUT = tabRoute({ body: ruleOrderInput }, async ({ tab, body }) => reorderRules(tab, body.timeFrames));
