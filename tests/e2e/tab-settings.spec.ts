import { expect, test } from '@playwright/test';
import { ACME_DOMAIN, openTab, PHONE, simControl, simRead, type SimRequest } from './pages/tab';

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
  const greetings = (await simRead()).audio.filter((a) => a._domain === ACME_DOMAIN && a._owner === '101' && a._type === 'greeting');
  const last = Math.max(...greetings.map((g) => Number(g.index)));
  await page.getByLabel('Description').fill('Back after lunch');
  await page.getByLabel('Device').selectOption('101');
  await page.getByRole('button', { name: 'CALL ME' }).click();
  await expect(page.getByText('You will get a call to record greeting in a while')).toBeVisible();
  await expect(page.getByRole('button', { name: 'CALL ME' })).toBeHidden();
  // The platform was asked to ring device 101 and record the next greeting under a call id of our making.
  const asked = (await simRead<SimRequest[]>('requests')).filter((r) => r.action === 'call_to_record');
  expect(asked).toHaveLength(1);
  expect(asked[0]).toMatchObject({ status: 202, params: { uid: `101@${ACME_DOMAIN}`, destination: '101', type: 'greeting', index: String(last + 1), description: 'Back after lunch' } });
  expect(asked[0].params.callid).toMatch(/^[a-z0-9]{10}$/);
  // The recording is offered at once.
  await expect(page.getByRole('combobox', { name: 'Greeting', exact: true }).locator('option', { hasText: 'Back after lunch' })).toHaveAttribute('value', String(last + 1));
});

test('a new caller ID reaches the platform without its leading 1', async ({ page }) => {
  await openTab(page, 'vmail_settings');
  const callerId = page.getByLabel('Caller ID');
  const current = await callerId.inputValue();
  const choices = await callerId.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
  const next = choices.find((v) => v && v !== current)!;
  // The platform holds the user's numbers as 11-digit DIDs (1 + 10 digits); the page offers 10.
  const dids = (await simRead()).phonenumbers.filter((n) => n.domain === ACME_DOMAIN && n.to_user === '101').map((n) => n.matchrule);
  expect(dids).toContain(`sip:1${next}@*`);
  await callerId.selectOption(next);
  await page.getByRole('button', { name: 'SAVE' }).click();
  await expect(page.getByText('Successfully Updated Settings')).toBeVisible();
  const me = (await simRead()).subscribers.find((s) => s.domain === ACME_DOMAIN && s.user === '101')!;
  expect(me.callid_nmbr).toBe(next);
  await page.reload();
  await expect(page.getByLabel('Caller ID')).toHaveValue(next);
});
