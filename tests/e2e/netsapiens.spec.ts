import { expect, test } from '@playwright/test';
import { SIM_PORT } from '../../playwright.config';
import { DEMO, signedIn } from './pages/session';

test('a tenant admin adds and deletes their Netsapiens connection', async ({ page }) => {
  await signedIn(page, DEMO.acmeAdmin);
  await page.goto('/netsapiens');
  await expect(page.getByRole('columnheader', { name: 'API URL' })).toBeVisible();
  await page.getByRole('link', { name: 'Add New' }).click();
  await expect(page.getByRole('heading', { name: 'Add Netsapien' }).first()).toBeVisible();
  // Tenant admins manage only their own cloud: no subscriber choice.
  await expect(page.getByLabel(/^Subscriber/)).toHaveCount(0);

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Fields with * are mandatory!').first()).toBeVisible();

  const clientId = `e2e-${Date.now()}`;
  await page.getByRole('textbox', { name: /^API URL/ }).fill(`http://127.0.0.1:${SIM_PORT}`);
  await page.getByRole('textbox', { name: /^Client Id/ }).fill(clientId);
  await page.getByLabel(/^Client Secret/).fill('e2e-secret');
  await page.getByRole('textbox', { name: /^Super User$|^Super User \*/ }).fill('super');
  await page.getByLabel(/^Super User Password/).fill('e2e-pass');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Successfully Saved!')).toBeVisible();
  await expect(page).toHaveURL(/\/netsapiens$/);

  const row = page.getByRole('row', { name: new RegExp(clientId) });
  await expect(row).toContainText('Yes');
  await expect(page.getByText('e2e-secret')).toHaveCount(0);
  await row.getByRole('link', { name: /Edit connection/ }).click();
  await expect(page.getByRole('heading', { name: 'Edit Netsapien' }).first()).toBeVisible();
  await expect(page.getByText('Set; leave empty to keep it.').first()).toBeVisible();
  await expect(page.getByLabel(/^Client Secret/)).toHaveValue('');
  await page.getByRole('link', { name: 'Cancel' }).click();

  await page.getByRole('row', { name: new RegExp(clientId) }).getByRole('button', { name: /Delete connection/ }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Are you sure you want to delete this netsapien detail?');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Record Deleted')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(clientId) })).toHaveCount(0);
});

test('an API URL pointing at a metadata address is refused', async ({ page }) => {
  await signedIn(page, DEMO.provider);
  await page.goto('/netsapiens/details?new=1');
  await page.getByRole('textbox', { name: /^API URL/ }).fill('http://169.254.169.254');
  await page.getByRole('textbox', { name: /^Client Id/ }).fill('x');
  await page.getByLabel(/^Client Secret/).fill('x');
  await page.getByRole('textbox', { name: /^Super User \*/ }).fill('x');
  await page.getByLabel(/^Super User Password/).fill('x');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/This address is not allowed/)).toBeVisible();
});
