import { expect, test } from '@playwright/test';
import { DEMO, signedIn } from './pages/session';

test('the language picker switches every text at once and is remembered', async ({ page }) => {
  await signedIn(page, DEMO.provider);
  await page.getByLabel('Language').first().selectOption('es');
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Usuarios' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Panel');
  await page.reload();
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Usuarios' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.getByLabel('Idioma').first().selectOption('fr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tableau de bord');
  await page.getByLabel('Langue').first().selectOption('en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');
});

test('the dashboard shows the date picker, the weather card and a ticking Arizona clock', async ({ page }) => {
  await signedIn(page, DEMO.acmeUser);
  await expect(page.getByRole('heading', { name: 'Calendar' })).toBeVisible();
  await expect(page.getByText('Weather is not configured on this server.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Arizona' })).toBeVisible();
  const first = await page.getByTestId('clock-time').textContent();
  await expect.poll(() => page.getByTestId('clock-time').textContent(), { timeout: 5000 }).not.toBe(first);
  const day = page.getByRole('grid').getByRole('button').filter({ hasText: /^15$/ }).first();
  await day.click();
  await expect(page.getByTestId('selected-date')).toContainText('15');
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the sidebar is a drawer opened from the header', async ({ page }) => {
    await signedIn(page, DEMO.provider);
    const users = page.getByRole('navigation').getByRole('link', { name: 'Users' });
    await expect(users).not.toBeInViewport();
    await page.getByRole('button', { name: 'Open or close the menu' }).click();
    await expect(users).toBeInViewport();
    await users.click();
    await expect(page).toHaveURL(/\/users/);
    await expect(users).not.toBeInViewport();
  });
});
