import { expect, test } from '@playwright/test';
import { DEMO, signedIn } from './pages/session';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test.describe('Theme customizer', () => {
  test('RTL and a dark scheme survive a reload, and the configuration can be copied', async ({ page }) => {
    await signedIn(page, DEMO.provider);
    const html = page.locator('html');
    await expect(html).not.toHaveAttribute('dir', 'rtl');

    // Opened from the profile menu's Settings entry.
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    const panel = page.getByRole('dialog', { name: 'Customizer' });
    await expect(panel).toBeVisible();

    await panel.getByRole('button', { name: 'RTL' }).click();
    await expect(html).toHaveAttribute('dir', 'rtl');
    await panel.getByRole('tab', { name: 'Colour' }).click();
    await panel.getByRole('button', { name: 'Dark scheme 2' }).click();
    await expect(html).toHaveClass(/\bdark\b/);
    await expect(page.getByRole('button', { name: 'Dark scheme 2' })).toHaveAttribute('aria-pressed', 'true');

    await page.reload();
    // Applied by theme-init.js before React runs, and still there after hydration.
    await expect(html).toHaveAttribute('dir', 'rtl');
    await expect(html).toHaveClass(/\bdark\b/);
    const primary = await html.evaluate((el) => el.style.getPropertyValue('--theme-primary'));
    expect(primary).toBe('#0288d1');

    // The floating button opens it too; the configuration shows the current settings.
    await page.getByRole('button', { name: 'Open the customizer' }).click();
    await page.getByRole('dialog', { name: 'Customizer' }).getByRole('button', { name: 'Configuration' }).click();
    const dialog = page.getByRole('dialog', { name: 'Configuration' });
    await expect(dialog.getByTestId('theme-code')).toContainText("dir: 'rtl'");
    await expect(dialog.getByTestId('theme-code')).toContainText("scheme: 'dark-2'");
    await dialog.getByRole('button', { name: 'Copy text' }).click();
    await expect(page.getByText('Code copied to clipboard!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain("scheme: 'dark-2'");
    await page.keyboard.press('Escape');

    // Back to the defaults so other tests start from them.
    await page.getByRole('dialog', { name: 'Customizer' }).getByRole('button', { name: 'Reset' }).click();
    await expect(html).toHaveAttribute('dir', 'ltr');
    await expect(html).not.toHaveClass(/\bdark\b/);
  });

  test('the horizontal menu scrolls sideways with arrows', async ({ page }) => {
    await page.setViewportSize({ width: 1100, height: 800 });
    await signedIn(page, DEMO.provider);
    await page.getByRole('button', { name: 'Open the customizer' }).click();
    await page.getByRole('dialog', { name: 'Customizer' }).getByRole('button', { name: 'Horizontal' }).click();
    await page.getByRole('dialog', { name: 'Customizer' }).getByRole('button', { name: 'Close' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-sidebar', 'horizontal');
    const forward = page.getByRole('button', { name: 'Scroll the menu forward' });
    await expect(forward).toBeVisible();
    await expect(page.getByRole('button', { name: 'Scroll the menu back' })).toBeVisible();
    await page.evaluate(() => localStorage.removeItem('console-theme'));
  });
});
