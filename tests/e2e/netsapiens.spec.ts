import { expect, test } from '@playwright/test';
import { SIM_PORT } from '../../playwright.config';
import { DEMO, signedIn } from './pages/session';

const SIM_URL = `http://127.0.0.1:${SIM_PORT}`;

// The demo seed gives acme its one connection (to the simulator); domains, apps and the tabs
// depend on it, so these tests change it only in ways they put back.
test('a tenant admin works on their own connection: one per tenant, secrets kept when left empty', async ({ page }) => {
  await signedIn(page, DEMO.acmeAdmin);
  await page.goto('/netsapiens');
  await expect(page.getByRole('columnheader', { name: 'API URL' })).toBeVisible();
  // Tenant admins see only their own cloud, so there is no Cloud Id column.
  await expect(page.getByRole('columnheader', { name: 'Cloud Id' })).toHaveCount(0);
  const own = page.getByRole('row', { name: /console-client/ });
  await expect(own).toContainText(SIM_URL);
  await expect(own).toContainText('Yes');

  // Adding a second one: the form checks the mandatory fields, then the server refuses it.
  await page.getByRole('link', { name: 'Add New' }).click();
  await expect(page.getByRole('heading', { name: 'Add Netsapien' }).first()).toBeVisible();
  // Tenant admins manage only their own cloud: no subscriber choice.
  await expect(page.getByLabel(/^Subscriber/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Fields with * are mandatory!').first()).toBeVisible();
  await page.getByRole('textbox', { name: /^API URL/ }).fill(SIM_URL);
  await page.getByRole('textbox', { name: /^Client Id/ }).fill(`e2e-${Date.now()}`);
  await page.getByLabel(/^Client Secret/).fill('e2e-secret');
  await page.getByRole('textbox', { name: 'Super User', exact: true }).fill('super');
  await page.getByLabel(/^Super User Password/).fill('e2e-pass');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('This subscriber already has a Netsapiens connection.')).toBeVisible();
  await expect(page).toHaveURL(/\/netsapiens\/details/);
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/netsapiens$/);

  // Editing: the secrets are never shown; left empty they stay as stored.
  await own.getByRole('link', { name: /Edit connection/ }).click();
  await expect(page.getByRole('heading', { name: 'Edit Netsapien' }).first()).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^API URL/ })).toHaveValue(SIM_URL);
  await expect(page.getByText('Set; leave empty to keep it.')).toHaveCount(2);
  await expect(page.getByLabel(/^Client Secret/)).toHaveValue('');
  await expect(page.getByLabel(/^Super User Password/)).toHaveValue('');
  const hook = `https://hooks.acme.example/e2e-${Date.now()}`;
  await page.getByRole('textbox', { name: /^Delivery Web Hook/ }).fill(hook);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Successfully Saved!')).toBeVisible();
  await expect(page).toHaveURL(/\/netsapiens$/);
  await expect(own).toContainText(hook);
  await expect(page.getByText('console-secret')).toHaveCount(0);

  // The kept secrets still sign in to the platform.
  await own.getByRole('link', { name: /Edit connection/ }).click();
  await expect(page.getByRole('textbox', { name: /^Delivery Web Hook/ })).toHaveValue(hook);
  await page.getByRole('button', { name: 'Test connection' }).click();
  await expect(page.getByText(/The platform accepted the credentials/)).toBeVisible();

  // Put the web hook back.
  await page.getByRole('textbox', { name: /^Delivery Web Hook/ }).fill('');
  // The earlier "Successfully Saved!" toast must be gone so the next one is this save's.
  await expect(page.getByText('Successfully Saved!')).toHaveCount(0);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Successfully Saved!')).toBeVisible();
  await expect(own).not.toContainText(hook);
});

test('a provider admin adds a connection for their cloud and deletes it', async ({ page }) => {
  await signedIn(page, DEMO.provider);
  await page.goto('/netsapiens');
  // The provider sees every tenant's connection, with its cloud id.
  await expect(page.getByRole('columnheader', { name: 'Cloud Id' })).toBeVisible();
  await expect(page.getByRole('row', { name: /console-client/ })).toContainText('acme');

  await page.getByRole('link', { name: 'Add New' }).click();
  await expect(page.getByRole('heading', { name: 'Add Netsapien' }).first()).toBeVisible();
  await expect(page.getByLabel(/^Subscriber/)).toHaveValue('');
  const clientId = `e2e-${Date.now()}`;
  await page.getByRole('textbox', { name: /^API URL/ }).fill(SIM_URL);
  await page.getByRole('textbox', { name: /^Client Id/ }).fill(clientId);
  await page.getByLabel(/^Client Secret/).fill('e2e-secret');
  await page.getByRole('textbox', { name: 'Super User', exact: true }).fill('super');
  await page.getByLabel(/^Super User Password/).fill('e2e-pass');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Successfully Saved!')).toBeVisible();
  await expect(page).toHaveURL(/\/netsapiens$/);

  const row = page.getByRole('row', { name: new RegExp(clientId) });
  await expect(row).toContainText(DEMO.provider.cloudId);
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
  await expect(page.getByRole('row', { name: /console-client/ })).toBeVisible();
});

test('an API URL pointing at a metadata address is refused', async ({ page }) => {
  await signedIn(page, DEMO.provider);
  await page.goto('/netsapiens/details?new=1');
  await page.getByRole('textbox', { name: /^API URL/ }).fill('http://169.254.169.254');
  await page.getByRole('textbox', { name: /^Client Id/ }).fill('x');
  await page.getByLabel(/^Client Secret/).fill('x');
  await page.getByRole('textbox', { name: 'Super User', exact: true }).fill('x');
  await page.getByLabel(/^Super User Password/).fill('x');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/This address is not allowed/)).toBeVisible();
  await expect(page).toHaveURL(/\/netsapiens\/details/);
});
