import { expect, test } from '@playwright/test';
import { DEMO, signedIn } from './pages/session';

// A 1x1 PNG, made here so the test needs no fixture file.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

test.describe.configure({ mode: 'serial' });

test('edit the profile with a picture; the avatar in the shell follows', async ({ page }) => {
  await signedIn(page, DEMO.acmeAdmin);
  await page.getByRole('link', { name: 'Change your picture' }).click();
  await expect(page).toHaveURL(/\/userEdit$/);
  await expect(page.getByLabel('Username')).toBeDisabled();
  await expect(page.getByLabel('Username')).toHaveValue('acme-admin');

  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Acme Administrator');
  await page.getByLabel('Phone Number').fill('+1 480 555 0199');
  await page.getByLabel('Profile picture').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(page.getByText('Profile updated')).toBeVisible();
  await expect(page.getByTestId('sidebar-name')).toHaveText('Acme Administrator');
  await expect(page.getByRole('complementary').getByRole('img', { name: 'Acme Administrator' })).toHaveAttribute('src', /\/api\/files\//);

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Acme Administrator');
  await expect(page.getByLabel('Phone Number')).toHaveValue('+1 480 555 0199');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(DEMO.acmeAdmin.name);
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(page.getByText('Profile updated')).toBeVisible();
});

test('pictures are checked: too big, and not really an image', async ({ page }) => {
  await signedIn(page, DEMO.acmeAdmin);
  await page.goto('/userEdit');
  await page.getByLabel('Profile picture').setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(5_242_881, 1) });
  await expect(page.getByText('file size is too big').first()).toBeVisible();

  await page.getByLabel('Profile picture').setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('<html>not an image</html>') });
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(page.getByText('Only jpg, gif, png or svg images are allowed')).toBeVisible();
});

test('empty mandatory fields are refused', async ({ page }) => {
  await signedIn(page, DEMO.acmeAdmin);
  await page.goto('/userEdit');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('');
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(page.getByText('Fields with * are mandatory!').first()).toBeVisible();
});

test('change the password: a wrong old one is refused, the right one works', async ({ page }) => {
  await signedIn(page, DEMO.acmeAdmin);
  await page.goto('/userEdit');
  await page.getByLabel('Old Password').fill('not-my-password');
  await page.getByLabel('New Password').fill('fresh-pass-1');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Wrong Password').first()).toBeVisible();

  await page.getByLabel('Old Password').fill(DEMO.acmeAdmin.password);
  await page.getByLabel('New Password').fill('12345');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Password should be at least 6 characters long!').first()).toBeVisible();

  await page.getByLabel('New Password').fill('fresh-pass-1');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Successfully updated password')).toBeVisible();
  // This browser stays signed in.
  await page.reload();
  await expect(page).toHaveURL(/\/userEdit$/);

  await page.getByLabel('Old Password').fill('fresh-pass-1');
  await page.getByLabel('New Password').fill(DEMO.acmeAdmin.password);
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Successfully updated password')).toBeVisible();
});
