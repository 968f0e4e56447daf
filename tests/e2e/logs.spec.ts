import { expect, test } from '@playwright/test';
import { DEMO, signedIn, signIn } from './pages/session';

test.describe('System logs', () => {
  test('a provider admin filters by level and text and expands an entry', async ({ page }) => {
    // Failed sign-ins are security events: they give the log something known to find.
    const marker = `nobody-${Date.now()}`;
    await signIn(page, { ...DEMO.acmeUser, username: marker, password: 'wrong-pass' });
    await expect(page.getByText('Invalid Credentials')).toBeVisible();

    await signedIn(page, DEMO.provider);
    await page.getByRole('link', { name: 'System Logs' }).click();
    await expect(page).toHaveURL(/\/logs$/);
    await expect(page.getByRole('heading', { name: 'System Logs' })).toBeVisible();
    await expect(page.getByTestId('logs-total')).toHaveText(/Total Logs Found: \d+/);

    await page.getByLabel('Message').fill('Failed sign-in');
    await page.getByLabel('Level').selectOption('info');
    await page.getByLabel('Time').selectOption('15m');
    await page.getByRole('button', { name: 'Filter' }).click();

    const entries = page.getByRole('list', { name: 'Log entries' }).getByRole('listitem');
    await expect(entries.first()).toBeVisible();
    await expect(page.getByTestId('logs-total')).toHaveText(/Total Logs Found: [1-9]\d*/);
    const levels = await entries.evaluateAll((els) => els.map((e) => e.getAttribute('data-level')));
    expect(levels.every((l) => l === 'info')).toBe(true);

    const first = entries.first().getByRole('button');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(entries.first().getByText('Host')).toBeVisible();
    await expect(entries.first().getByText('Job')).toBeVisible();
    // Keyboard: Enter collapses it again.
    await first.focus();
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-expanded', 'false');

    await page.getByLabel('Level').selectOption('panic');
    await page.getByLabel('Message').fill(`no-such-text-${Date.now()}`);
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect(page.getByTestId('logs-total')).toHaveText('Total Logs Found: 0');
    await expect(page.getByText('No log entries match these filters.')).toBeVisible();
  });

  test('a tenant admin is sent back to the dashboard', async ({ page }) => {
    await signedIn(page, DEMO.acmeAdmin);
    await expect(page.getByRole('link', { name: 'System Logs' })).toHaveCount(0);
    await page.goto('/logs');
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
