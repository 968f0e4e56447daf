import { vmSettingsInput } from '@/lib/schemas/tab';
import { tabRoute } from '@/lib/server/auth/tab-session';
import { readSettings, saveSettings } from '@/lib/server/services/tab-settings';

export const GET = tabRoute({}, async ({ tab }) => readSettings(tab));

export const PUT = tabRoute({ body: vmSettingsInput }, async ({ tab, body }) => {
  await saveSettings(tab, body);
  return { ok: true };
});
