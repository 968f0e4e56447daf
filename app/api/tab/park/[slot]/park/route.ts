import { parkSlotParams } from '@/lib/schemas/tab';
import { tabRoute } from '@/lib/server/auth/tab-session';
import { parkCurrentCall } from '@/lib/server/services/tab-park';

export const POST = tabRoute({}, async ({ tab, params }) => {
  await parkCurrentCall(tab, parkSlotParams.parse(params).slot);
  return { ok: true };
});
