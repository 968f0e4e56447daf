import { expect, test } from '@playwright/test';
import { mailbox } from './pages/session';
import { ACME_DOMAIN, PHONE, simControl, simRead } from './pages/tab';

test.use({ viewport: PHONE });

test('the QR appears only after the password is accepted', async ({ page }) => {
  await page.goto('/getQR?username=101@acme-main&cloud_id=acme');
  await expect(page.getByLabel('Username')).toBeDisabled();
  await expect(page.getByLabel('Username')).toHaveValue('101@acme-main');
  await page.getByRole('button', { name: 'Show QR code' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Invalid Password!');
  await page.getByLabel('Password').fill('wrong-one');
  await page.getByRole('button', { name: 'Show QR code' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Invalid Password!');
  await page.getByLabel('Password').fill('demo1234');
  await page.getByRole('button', { name: 'Show QR code' }).click();
  await expect(page.getByText('Please scan the below code to login')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Login QR code' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Email QR Code' })).toBeVisible();
});

test('"Email QR Code" mails the sign-in link to the address the platform holds', async ({ page }) => {
  await simControl('reset');
  const me = (await simRead()).subscribers.find((s) => s.domain === ACME_DOMAIN && s.user === '102')!;
  const before = (await mailbox()).length;
  await page.goto('/getQR?username=102@acme-main&cloud_id=acme');
  await page.getByLabel('Password').fill('demo1234');
  await page.getByRole('button', { name: 'Show QR code' }).click();
  await page.getByRole('button', { name: 'Email QR Code' }).click();
  await expect(page.getByText('Successfully sent email')).toBeVisible();
  await expect.poll(async () => (await mailbox()).length).toBe(before + 1);
  const mails = (await mailbox()).slice(before);
  expect(mails[0].to).toEqual([me.email.split(';')[0]]);
  expect(mails[0].subject).toBe('Your softphone login QR code');
  expect(mails[0].text).toMatch(/csc:102%40acme-main:[A-Za-z0-9_-]+@acme\b/);
  expect(mails[0].text).not.toContain('demo1234');
});

test('without username and cloud id the page says what is missing', async ({ page }) => {
  await page.goto('/getQR');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('This link is missing the username or cloud id.');
});
