import { parkSlotParams } from '@/lib/schemas/tab';
import { tabRoute } from '@/lib/server/auth/tab-session';
import { pickUp } from '@/lib/server/services/tab-park';

export const POST = tabRoute({}, async ({ tab, params }) => {
  await pickUp(tab, parkSlotParams.parse(params).slot);
  return { ok: true };
});
