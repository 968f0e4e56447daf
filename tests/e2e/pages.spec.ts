import { expect, test } from '@playwright/test';
import { DEMO, signedIn } from './pages/session';

test.describe('Template pages', () => {
  test('an unknown address shows the 404 page with a way back', async ({ page }) => {
    await signedIn(page, DEMO.provider);
    const res = await page.goto('/no-such-page-here');
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  for (const [code, title] of [['400', 'Bad request'], ['401', 'Unauthorized'], ['403', 'Forbidden'], ['404', 'Page not found'], ['500', 'Internal server error'], ['503', 'Service unavailable']]) {
    test(`error page ${code}`, async ({ page }) => {
      await page.goto(`/pages/errors/${code}`);
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute('href', '/dashboard');
    });
  }

  test('maintenance page', async ({ page }) => {
    await page.goto('/pages/maintenance');
    await expect(page.getByRole('heading', { name: 'We are under maintenance' })).toBeVisible();
  });

  test('the coming-soon countdown ticks', async ({ page }) => {
    await page.goto('/pages/coming-soon');
    await expect(page.getByRole('heading', { name: 'Coming soon' })).toBeVisible();
    const timer = page.getByRole('timer', { name: 'Time left until launch' });
    await expect(timer).toBeVisible();
    const seconds = page.getByTestId('countdown-seconds');
    await expect(seconds).toHaveText(/^\d\d$/);
    const before = await timer.innerText();
    await expect.poll(() => timer.innerText(), { timeout: 5_000 }).not.toBe(before);
  });

  test('template sign-in pages lead to the real ones', async ({ page }) => {
    await page.goto('/pages/sign-up');
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/pages/reset-password');
    await expect(page).toHaveURL(/\/resetPassword$/);
  });
});
