import { expect, test } from '@playwright/test';
import { DEMO, signedIn } from './pages/session';

const BRANCH = 'acme-branch.12345.service';

test('an acme admin enables and disables a domain, and App Management offers it', async ({ page }) => {
  await signedIn(page, DEMO.acmeAdmin);
  await page.getByRole('link', { name: 'Domain Management' }).first().click();
  await expect(page).toHaveURL(/\/messaging$/);
  const table = page.getByRole('table', { name: 'Domain Management' });
  await expect(table.getByRole('row', { name: new RegExp(BRANCH) })).toBeVisible();
  // Tenant admins work on their own cloud: no tenant picker.
  await expect(page.getByLabel('Tenant')).toHaveCount(0);

  const box = page.getByRole('checkbox', { name: `Enable ${BRANCH}` });
  await expect(box).not.toBeChecked();
  await box.check();
  await expect(page.getByText('Successfully enabled domain')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: `Enable ${BRANCH}` })).toBeChecked();

  await page.goto('/app_management');
  await expect(page.getByLabel('Domain', { exact: true }).locator('option', { hasText: BRANCH })).toHaveCount(1);

  await page.goto('/messaging');
  await page.getByRole('checkbox', { name: `Enable ${BRANCH}` }).uncheck();
  await expect(page.getByText('Successfully disabled domain')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: `Enable ${BRANCH}` })).not.toBeChecked();
});

test('search and page sizes work on the server', async ({ page }) => {
  await signedIn(page, DEMO.acmeAdmin);
  await page.goto('/messaging');
  const table = page.getByRole('table', { name: 'Domain Management' });
  await expect(table.getByRole('row')).toHaveCount(3);
  await page.getByRole('searchbox', { name: 'Search' }).fill('branch');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(page.getByLabel('Rows per page')).toHaveValue('50');
  await expect(page.getByLabel('Rows per page').locator('option')).toHaveText(['50', '100', '200']);
});

test('a provider admin picks the tenant first', async ({ page }) => {
  await signedIn(page, DEMO.provider);
  await page.goto('/messaging');
  await page.getByLabel('Tenant').selectOption({ value: 'acme' });
  await expect(page.getByRole('checkbox', { name: `Enable ${BRANCH}` })).toBeVisible();
});

test('a simple user cannot open Domain Management', async ({ page }) => {
  await signedIn(page, DEMO.acmeUser);
  await page.goto('/messaging');
  await expect(page).toHaveURL(/\/dashboard$/);
});
