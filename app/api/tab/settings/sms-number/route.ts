import { smsNumberInput } from '@/lib/schemas/tab';
import { tabRoute } from '@/lib/server/auth/tab-session';
import { changeSmsNumber } from '@/lib/server/services/tab-settings';

export const PUT = tabRoute({ body: smsNumberInput }, async ({ tab, body }) => {
  await changeSmsNumber(tab, body.number);
  return { ok: true };
});
