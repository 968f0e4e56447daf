import { expect, test } from '@playwright/test';
import { openTab, PHONE, simControl } from './pages/tab';

test.use({ viewport: PHONE });
test.beforeEach(() => simControl('reset'));

test('bad credentials show a clear page', async ({ page }) => {
  await page.goto('/custom_tab/voice_messages?username=101@acme-main&password=wrong-one&cloud_id=acme&direct=0');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('The username or password was not accepted.');
  await expect(page).not.toHaveURL(/password=/);
});

test('a tab without a session says to open it again', async ({ page }) => {
  await page.goto('/custom_tab/voice_messages');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Open this tab from the softphone again.');
});

test('play, save, forward and delete voicemails', async ({ page }) => {
  await openTab(page, 'voice_messages');
  const messages = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Forward' }) });
  await expect(messages.first()).toBeVisible();
  const count = await messages.count();

  // One message plays at a time; Stop resets the icon.
  await messages.nth(0).getByRole('button', { name: 'Play' }).click();
  await expect(messages.nth(0).getByRole('button', { name: 'Stop' })).toBeVisible();
  await messages.nth(1).getByRole('button', { name: 'Play' }).click();
  await expect(messages.nth(0).getByRole('button', { name: 'Play' })).toBeVisible();
  await messages.nth(1).getByRole('button', { name: 'Stop' }).click();
  await expect(messages.nth(1).getByRole('button', { name: 'Play' })).toBeVisible();

  // Forward: an empty recipient is refused, then it goes to 102.
  await messages.nth(0).getByRole('button', { name: 'Forward' }).click();
  const dialog = page.getByRole('dialog', { name: 'Forward To' });
  await expect(dialog.getByPlaceholder('Enter user or extension')).toBeVisible();
  await dialog.getByRole('button', { name: 'Forward' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Enter a user or extension to forward to.');
  await dialog.getByPlaceholder('Enter user or extension').fill('102');
  await dialog.getByRole('button', { name: 'Forward' }).click();
  await expect(page.getByText('Forwarded Successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Save moves it to the saved folder.
  const label = await messages.nth(0).getAttribute('aria-label');
  await messages.nth(0).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Message saved')).toBeVisible();
  await expect(messages).toHaveCount(count - 1);
  await page.getByLabel('Folder').selectOption({ label: 'Saved' });
  await expect(page.getByRole('listitem', { name: label! }).first()).toBeVisible();

  // Delete asks first.
  const saved = await messages.count();
  await messages.nth(0).getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Are you sure you want to delete this message?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Record Deleted')).toBeVisible();
  await expect(messages).toHaveCount(saved - 1);
});

test('a message that plays to its end resets its icon by itself', async ({ page }) => {
  await openTab(page, 'voice_messages');
  const row = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Forward' }) }).first();
  await row.getByRole('button', { name: 'Play' }).click();
  await expect(row.getByRole('button', { name: 'Stop' })).toBeVisible();
  // Every simulated message is a one-second tone (tools/ns-sim/wav.ts): no Stop is pressed here.
  await expect(row.getByRole('button', { name: 'Play' })).toBeVisible({ timeout: 5_000 });
  const player = await page.locator('audio').evaluate((a: HTMLAudioElement) => ({ ended: a.ended, duration: a.duration }));
  expect(player.ended).toBe(true);
  expect(player.duration).toBeCloseTo(1, 1);
  await expect(page.getByText('The message could not be played.')).toHaveCount(0);
});

test('switching folder while the list loads is refused with a warning', async ({ page }) => {
  await openTab(page, 'voice_messages');
  const folder = page.getByLabel('Folder');
  await expect(page.getByRole('main').getByRole('status')).toHaveCount(0);
  // The platform answers the next folder read slowly.
  await simControl('faults', { object: 'audio', action: 'read', delayMs: 3_000, count: 1 });
  await folder.selectOption({ label: 'Saved' });
  await expect(page.getByRole('main').getByRole('status')).toBeVisible();
  await folder.selectOption({ label: 'Trash' });
  await expect(page.getByText('Wait for loading to be finished')).toBeVisible();
  await expect(folder).toHaveValue('save');
  // Loaded, the switch goes through.
  await expect(page.getByRole('main').getByRole('status')).toHaveCount(0, { timeout: 10_000 });
  await folder.selectOption({ label: 'Trash' });
  await expect(folder).toHaveValue('trash');
});

test('an empty folder says so', async ({ page }) => {
  await openTab(page, 'voice_messages', { username: '105@acme-main', password: 'demo1234', cloudId: 'acme' });
  // Switching while the list loads is refused ("Wait for loading to be finished"): let it load.
  await expect(page.getByRole('main').getByRole('status')).toHaveCount(0);
  await page.getByLabel('Folder').selectOption({ label: 'Trash' });
  await expect(page.getByLabel('Folder')).toHaveValue('trash');
  const messages = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: 'Forward' }) });
  // Every seeded user has some messages in the trash: wait for them before counting.
  await expect(messages.first()).toBeVisible();
  const n = await messages.count();
  for (let i = 0; i < n; i++) {
    await messages.first().getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(messages).toHaveCount(n - i - 1);
  }
  await expect(page.getByText('You have no messages in the trash.')).toBeVisible();
});
