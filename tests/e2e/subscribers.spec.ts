import { expect, test } from '@playwright/test';
import { MAIL_SMTP_PORT } from '../../playwright.config';
import { DEMO, signedIn } from './pages/session';

// A 1x1 transparent PNG: the server checks images by their first bytes.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const png = (name: string) => ({ name: `${name}.png`, mimeType: 'image/png', buffer: PNG });

test('the provider adds a subscriber, gives it a white label with three images, then deletes it', async ({ page }) => {
  await signedIn(page, DEMO.provider);
  await page.goto('/subscribers');
  await page.getByRole('link', { name: 'Add New' }).click();
  const cloudId = `e2e${Date.now()}`;
  await page.getByRole('textbox', { name: /^Account Code/ }).fill('E2E');
  await page.getByRole('textbox', { name: /^Company/ }).fill('E2E Company');
  await page.getByRole('textbox', { name: /^Cloud Id/ }).fill(cloudId);
  await page.getByRole('textbox', { name: /^Phone Number/ }).fill('+1 602 555 0188');
  await expect(page.getByRole('textbox', { name: 'Fetching Method' })).toHaveValue('remote_api');
  await page.getByLabel('Company Type').selectOption('Reseller');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Successfully Saved!')).toBeVisible();
  await expect(page).toHaveURL(/\/subscribers$/);

  await page.getByRole('searchbox', { name: 'Search' }).fill(cloudId);
  const row = page.getByRole('row', { name: new RegExp(cloudId) });
  await expect(row).toContainText('Yes');
  await row.getByRole('link', { name: `White label of ${cloudId}` }).click();
  await expect(page.getByRole('heading', { name: 'White Label Add' })).toBeVisible();

  await page.getByRole('textbox', { name: /^Admin Portal URL/ }).fill('https://console.e2e.example');
  await page.getByRole('textbox', { name: /^SMTP Email Host/ }).fill('127.0.0.1');
  await page.getByRole('spinbutton', { name: /^SMTP Email Port/ }).fill(String(MAIL_SMTP_PORT));
  await page.getByRole('textbox', { name: /^Email Username/ }).fill('mailer');
  await page.getByLabel(/^Email Password/).fill('smtp-pass');
  await page.getByRole('textbox', { name: /^Email From Address/ }).fill('noreply@e2e.example');
  await page.getByLabel(/^Email Encryption/).selectOption('none');
  await page.getByRole('spinbutton', { name: /^Call Parking Lower Limit\b(?! 2)/ }).fill('700');
  await page.getByRole('spinbutton', { name: /^Call Parking Upper Limit\b(?! 2)/ }).fill('710');

  // Without the images the form refuses to save.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Fields with * are mandatory!').first()).toBeVisible();

  await page.getByLabel(/^Signin Logo/).setInputFiles(png('signin'));
  await page.getByLabel(/^Dashboard Logo/).setInputFiles(png('dashboard'));
  await page.getByLabel(/^Custom Tab Background/).setInputFiles(png('background'));
  await expect(page.getByRole('img', { name: /Preview of Signin Logo/ })).toBeVisible();

  await page.getByRole('button', { name: 'Send test e-mail' }).click();
  await expect(page.getByText(/Test e-mail sent to admin@provider.example/)).toBeVisible({ timeout: 30_000 });

  // The earlier "Successfully Saved!" toast must be gone so the next one is this save's.
  await expect(page.getByText('Successfully Saved!')).toHaveCount(0);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Successfully Saved!')).toBeVisible();
  await expect(page).toHaveURL(/\/subscribers$/);

  await page.getByRole('searchbox', { name: 'Search' }).fill(cloudId);
  await page.getByRole('row', { name: new RegExp(cloudId) }).getByRole('link', { name: `White label of ${cloudId}` }).click();
  await expect(page.getByRole('heading', { name: 'White Label Edit' })).toBeVisible();
  await expect(page.getByText('A password is set; leave empty to keep it.')).toBeVisible();
  await page.getByRole('link', { name: 'Cancel' }).click();

  await page.getByRole('searchbox', { name: 'Search' }).fill(cloudId);
  await page.getByRole('button', { name: `Delete subscriber ${cloudId}` }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(`Are you sure you want to delete the subscriber ${cloudId}?`);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Record Deleted')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(cloudId) })).toHaveCount(0);
});

test('a tenant admin cannot open subscribers', async ({ page }) => {
  await signedIn(page, DEMO.acmeAdmin);
  await page.goto('/subscribers');
  await expect(page).toHaveURL(/\/dashboard$/);
});
