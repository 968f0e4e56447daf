import { expect, test } from '@playwright/test';
import { ACME_DOMAIN, openTab, PHONE, simControl } from './pages/tab';

test.use({ viewport: PHONE });
test.beforeEach(() => simControl('reset'));

test('the board turns red within a second of a call being parked and green within a second of its end', async ({ page }) => {
  await openTab(page, 'call_parkings');
  const tile = page.getByRole('button', { name: /^Slot 705,/ });
  await expect(tile).toHaveAttribute('data-state', 'free');
  await expect(tile).toContainText('CR');
  await expect(page.getByRole('button', { name: /^Slot 703,.*Held$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Slot 600,/ })).toHaveCount(0);
  // The board follows the platform's events (not its 10 s polling) before the clock starts.
  await expect(page.getByRole('main')).toHaveAttribute('data-feed', 'live');

  // Each second is counted from the moment the control call is made.
  await Promise.all([
    simControl('park', { domain: ACME_DOMAIN, slot: '705', callerName: 'Sam Carter', callerNumber: '16025551234' }),
    expect(tile).toHaveAttribute('data-state', 'busy', { timeout: 1_000 }),
  ]);
  await expect(tile).toHaveAccessibleName(/Held$/);
  await expect(tile).toContainText('(602) 555-1234');
  await Promise.all([
    simControl('end', { domain: ACME_DOMAIN, slot: '705' }),
    expect(tile).toHaveAttribute('data-state', 'free', { timeout: 1_000 }),
  ]);
});

test('a green tile parks only a current call; a red tile picks up', async ({ page }) => {
  await openTab(page, 'call_parkings');
  await page.getByRole('button', { name: /^Slot 706,/ }).click();
  await expect(page.getByText('You are not on a call to park!')).toBeVisible();

  await simControl('on-call', { domain: ACME_DOMAIN, user: '101', callerNumber: '16025559876', callerName: 'Pat Doe' });
  await page.getByRole('button', { name: /^Slot 706,/ }).click();
  await expect(page.getByText('Call parked')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Slot 706,/ })).toHaveAttribute('data-state', 'busy');

  await page.getByRole('button', { name: /^Slot 706,/ }).click();
  await expect(page.getByText('Call picked up')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Slot 706,/ })).toHaveAttribute('data-state', 'free');
});

test('the filter hides slots and is remembered on the device', async ({ page }) => {
  await openTab(page, 'call_parkings');
  await page.getByRole('button', { name: 'Filter' }).click();
  const dialog = page.getByRole('dialog', { name: 'Filter Call Parks' });
  await dialog.getByRole('checkbox', { name: /^701 / }).uncheck();
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('button', { name: /^Slot 701,/ })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('button', { name: /^Slot 702,/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Slot 701,/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Filter' }).click();
  await dialog.getByRole('checkbox', { name: /^701 / }).check();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: /^Slot 701,/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByRole('button', { name: /^Slot 702,/ })).toBeVisible();
});
