import { expect, test } from '@playwright/test';
import { openTab, PHONE, simControl } from './pages/tab';

test.use({ viewport: PHONE });
test.beforeEach(() => simControl('reset'));

test('change settings and see them after a reload', async ({ page }) => {
  await openTab(page, 'vmail_settings');
  for (const name of ['Outbound Numbers', 'Answering Rules', 'Voicemail Settings', 'Inbox', 'Greetings', 'Unified Messaging']) {
    await expect(page.getByRole('heading', { name })).toBeVisible();
  }
  const sort = page.getByLabel('Sort voicemail inbox by latest first');
  const wasSorted = await sort.isChecked();
  await sort.setChecked(!wasSorted);
  await expect(page.getByLabel('Voicemail Transcription')).toHaveCount(0);
  await page.getByLabel('Email Notification').selectOption('attnew');
  await page.getByLabel('Voicemail Transcription').selectOption('deepgram');
  await page.getByRole('button', { name: 'SAVE' }).click();
  await expect(page.getByText('Successfully Updated Settings')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Sort voicemail inbox by latest first')).toBeChecked({ checked: !wasSorted });
  await expect(page.getByLabel('Email Notification')).toHaveValue('attnew');
  await expect(page.getByLabel('Voicemail Transcription')).toHaveValue('deepgram');

  // Transcription is only offered with a notification.
  await page.getByLabel('Email Notification').selectOption('no');
  await expect(page.getByLabel('Voicemail Transcription')).toHaveCount(0);
  // CANCEL reloads what is stored.
  await page.getByRole('button', { name: 'CANCEL' }).click();
  await expect(page.getByLabel('Email Notification')).toHaveValue('attnew');
});

test('answer rules reorder, the SMS number changes, and CALL ME needs a device', async ({ page }) => {
  await openTab(page, 'vmail_settings');
  const rules = page.getByRole('list', { name: 'Reorder' }).getByRole('listitem');
  await expect(rules.last()).toContainText('Default');
  const first = (await rules.first().getByRole('button', { name: /^Move .* down$/ }).getAttribute('aria-label'))!.replace(/^Move (.*) down$/, '$1');
  await expect(rules.first()).toContainText('Priority 1');
  await page.getByRole('button', { name: /^Move .* down$/ }).first().click();
  await expect(page.getByText('Order Changed')).toBeVisible();
  // The rule moved; each place shows the priority the platform gave it.
  await expect(rules.nth(1).getByRole('button', { name: `Move ${first} down` })).toBeVisible();
  await expect(rules.nth(0)).toContainText('Priority 1');
  await expect(rules.nth(1)).toContainText('Priority 2');

  const sms = page.getByLabel('SMS Number');
  const options = await sms.locator('option').allTextContents();
  const current = await sms.inputValue();
  const other = options.find((o) => o !== 'Please select a number' && o !== current);
  if (other) {
    await sms.selectOption({ label: other });
    await page.getByRole('button', { name: 'Change SMS number' }).click();
    await expect(page.getByText('Successfully Changed SMS Number')).toBeVisible();
  }

  await page.getByRole('button', { name: 'Record Voicemail Greeting' }).click();
  await page.getByRole('button', { name: 'CALL ME' }).click();
  await expect(page.getByText('Please Select the device first')).toBeVisible();
  await page.getByLabel('Device').selectOption('101');
  await page.getByRole('button', { name: 'CALL ME' }).click();
  await expect(page.getByText('You will get a call to record greeting in a while')).toBeVisible();
  await expect(page.getByRole('button', { name: 'CALL ME' })).toBeHidden();
});
