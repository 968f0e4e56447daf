import { expect, test } from '@playwright/test';
import { PHONE } from './pages/tab';

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

test('without username and cloud id the page says what is missing', async ({ page }) => {
  await page.goto('/getQR');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('This link is missing the username or cloud id.');
});
