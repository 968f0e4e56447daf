import { expect, test } from '@playwright/test';
import { PHONE } from './pages/tab';

test.use({ viewport: PHONE });

async function fill(page: import('@playwright/test').Page, username: string, password: string) {
  await page.getByLabel('Cloud ID').fill('acme');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test('wrong credentials: "Failed to login"', async ({ page }) => {
  await page.goto('/appSignin');
  await fill(page, '101@acme-main', 'wrong-one');
  await expect(page.getByText('Failed to login')).toBeVisible();
});

test('a second factor asks for the passcode; Go Back returns; then the app link opens', async ({ page }) => {
  await page.goto('/appSignin');
  await expect(page.getByRole('button', { name: 'Scan QR code' })).toBeVisible();
  await fill(page, '110@acme-main', 'demo1234');
  await expect(page.getByLabel('Passcode')).toBeVisible();
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page.getByLabel('Cloud ID')).toHaveValue('acme');

  await page.getByLabel('Password').fill('demo1234');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByLabel('Passcode').fill('123456');
  await page.getByRole('button', { name: 'Verify' }).click();
  const open = page.getByRole('link', { name: 'Open the app' });
  await expect(open).toHaveAttribute('href', /^csc:110%40acme-main:[A-Za-z0-9_-]+@acme$/);
});
