import { expect, test } from '@playwright/test';
import { DEMO, signedIn } from './pages/session';

test('an admin adds, edits and deletes a user with confirmation', async ({ page }) => {
  await signedIn(page, DEMO.provider);
  await page.goto('/users');
  await expect(page.getByRole('table', { name: 'Users' })).toBeVisible();
  await page.getByRole('link', { name: 'Add New' }).click();
  await expect(page).toHaveURL(/\/users\/details\?new=1$/);

  // Saving an empty form shows the spec's message.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Fields with * are mandatory!').first()).toBeVisible();

  const username = `e2e${Date.now()}`;
  await page.getByRole('textbox', { name: /^Name/ }).fill('E2E Person');
  await page.getByRole('textbox', { name: /^Username/ }).fill(username);
  await page.getByRole('textbox', { name: /^Email/ }).fill('e2e@example.com');
  await page.getByRole('textbox', { name: /^Phone Number/ }).fill('+1 602 555 0123');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Password is mandatory to add user!').first()).toBeVisible();
  await page.getByLabel(/^Password/).fill('12345');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Password should be at least 6 characters long!').first()).toBeVisible();
  await page.getByLabel(/^Password/).fill('secret12');
  await page.getByLabel(/^Subscriber/).selectOption({ label: 'acme — Acme Corp' });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Successfully Saved!')).toBeVisible();
  await expect(page).toHaveURL(/\/users$/);

  await page.getByRole('searchbox', { name: 'Search' }).fill(username);
  const row = page.getByRole('row', { name: new RegExp(username) });
  await expect(row).toBeVisible();
  await expect(row).toContainText('acme');

  await row.getByRole('link', { name: `Edit user ${username}` }).click();
  await expect(page).toHaveURL(/\/users\/details\?id=\d+$/);
  await expect(page.getByRole('textbox', { name: /^Username/ })).toHaveValue(username);
  await page.getByRole('textbox', { name: /^Name/ }).fill('E2E Renamed');
  // The add's "Successfully Saved!" toast must be gone so the next one is the edit's.
  await expect(page.getByText('Successfully Saved!')).toHaveCount(0);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Successfully Saved!')).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search' }).fill(username);
  await expect(page.getByRole('row', { name: new RegExp(username) })).toContainText('E2E Renamed');
  await page.getByRole('button', { name: `Delete user ${username}` }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(`Are you sure you want to delete the user ${username}?`);
  // Escape cancels; nothing is deleted.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: `Delete user ${username}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Record Deleted')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(username) })).toHaveCount(0);
});

test('a simple user who opens /users lands on the dashboard', async ({ page }) => {
  await signedIn(page, DEMO.acmeUser);
  await page.goto('/users');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('user details without an id or new=1 go to the dashboard', async ({ page }) => {
  await signedIn(page, DEMO.acmeAdmin);
  await page.goto('/users/details');
  await expect(page).toHaveURL(/\/dashboard$/);
});
