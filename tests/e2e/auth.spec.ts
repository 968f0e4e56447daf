import { expect, test } from '@playwright/test';
import { DEMO, signIn, signedIn } from './pages/session';

const protectedRoutes = [
  '/dashboard', '/userEdit', '/app_management', '/messaging', '/users', '/users/details', '/subscribers',
  '/subscribers/details', '/subscribers/white_label', '/netsapiens', '/netsapiens/details', '/client_profiles',
  '/client_profiles/details', '/logs', '/somewhere-else',
];

test('each protected address sends a visitor without a session to /login', async ({ page }) => {
  for (const path of protectedRoutes) {
    await page.goto(path);
    await expect(page, path).toHaveURL(new RegExp(`/login\\?next=${encodeURIComponent(path).replace(/[/]/g, '%2F')}$`));
  }
  await page.goto('/');
  await expect(page).toHaveURL(/\/login\?next=%2Fdashboard$/);
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
});

test('wrong credentials say "Invalid Credentials" and keep the visitor on /login', async ({ page }) => {
  await signIn(page, { ...DEMO.acmeAdmin, password: 'wrong-password' });
  await expect(page.getByText('Invalid Credentials')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test('empty fields are refused with the mandatory message', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Fields with * are mandatory!').first()).toBeVisible();
});

test('a good sign-in opens the dashboard, then the address it was sent from', async ({ page }) => {
  await signedIn(page, DEMO.acmeAdmin);
  await expect(page.getByTestId('sidebar-role')).toHaveText('Admin');
  await expect(page.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  // Leave the signed-in page first: its next request without a cookie would navigate to /login.
  await page.goto('about:blank');
  await page.context().clearCookies();
  await signIn(page, DEMO.acmeAdmin, '/userEdit');
  await expect(page).toHaveURL(/\/userEdit$/);
});

test('the menu follows the role: a simple user sees only the dashboard', async ({ page }) => {
  await signedIn(page, DEMO.acmeUser);
  const nav = page.getByRole('navigation');
  await expect(nav.getByRole('link')).toHaveText(['Dashboard']);
  await expect(page.getByTestId('sidebar-role')).toHaveText('Simple user');
});

test('the provider admin sees every entry', async ({ page }) => {
  await signedIn(page, DEMO.provider);
  const nav = page.getByRole('navigation');
  for (const name of ['Dashboard', 'Domain Management', 'App Management', 'Subscribers', 'Users', 'Netsapiens', 'Client Profiles']) {
    await expect(nav.getByRole('link', { name })).toBeVisible();
  }
});

test('log out ends the session: the old cookie no longer opens anything', async ({ page, context }) => {
  await signedIn(page, DEMO.acmeUser);
  const before = (await context.cookies()).find((c) => c.name === 'console_session');
  expect(before).toBeTruthy();
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  // Put the old cookie back, as a thief who copied it would.
  await context.addCookies([before!]);
  const res = await page.request.get('/api/profile');
  expect(res.status()).toBe(401);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login/);
});
