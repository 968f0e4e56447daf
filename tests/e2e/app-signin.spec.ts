import { expect, test, type Page } from '@playwright/test';
import { requestedNavigations } from './pages/app-signin';
import { PHONE } from './pages/tab';

test.use({ viewport: PHONE });

async function fill(page: Page, username: string, password: string) {
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

test('without a second factor the app opens through its custom-scheme link', async ({ page }) => {
  await page.goto('/appSignin');
  const opened = await requestedNavigations(page);
  await fill(page, '101@acme-main', 'demo1234');
  // The page offers the link to tap as well, in case the webview did not follow it.
  const offered = page.getByRole('link', { name: 'Open the app' });
  await expect(offered).toHaveAttribute('href', /^csc:101%40acme-main:[A-Za-z0-9_-]+@acme$/);
  const href = await offered.getAttribute('href');
  await expect.poll(() => opened.filter((u) => u.startsWith('csc:'))).toEqual([href]);
  await expect(page.getByLabel('Passcode')).toHaveCount(0);
  expect(opened.join(' ')).not.toContain('demo1234');
});

test('a start with build=0 links the editable copy (cloud id with *)', async ({ page }) => {
  await page.goto('/appSignin?build=0&cloud_id=acme&username=101%40acme-main');
  await expect(page.getByLabel('Cloud ID')).toHaveValue('acme');
  await page.getByLabel('Password').fill('demo1234');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('link', { name: 'Open the app' })).toHaveAttribute('href', /^csc:101%40acme-main:[A-Za-z0-9_-]+@acme\*$/);
});

test('a camera that cannot be used says so, and the credentials still sign in', async ({ page }) => {
  await page.goto('/appSignin');
  await page.getByRole('button', { name: 'Scan QR code' }).click();
  // The test browser has no camera and grants no permission: one of the three messages shows.
  await expect(page.getByRole('main').getByRole('alert')).toContainText(/Camera access was refused\.|No camera was found on this device\.|The camera could not be started\./);
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await fill(page, '101@acme-main', 'demo1234');
  await expect(page.getByRole('link', { name: 'Open the app' })).toHaveAttribute('href', /^csc:101%40acme-main:/);
});
