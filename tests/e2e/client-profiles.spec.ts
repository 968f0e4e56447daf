import { expect, test } from '@playwright/test';
import { DEMO, signedIn } from './pages/session';

test('the provider adds a client profile with an ordered codec list, then edits its BLF list', async ({ page }) => {
  await signedIn(page, DEMO.provider);
  await page.goto('/client_profiles');
  await page.getByRole('link', { name: 'Add New' }).click();
  await expect(page.getByRole('heading', { name: 'Add Client Profile' }).first()).toBeVisible();

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Fields with * are mandatory!').first()).toBeVisible();

  const proxy = `sip-${Date.now()}.e2e.example`;
  await page.getByLabel(/^Subscriber/).selectOption({ label: 'acme — Acme Corp' });
  await page.getByRole('textbox', { name: /^Proxy/ }).fill(proxy);
  await expect(page.getByLabel(/^Transport/)).toHaveValue('udp');
  await page.getByRole('textbox', { name: /^Expires/ }).fill('1000');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Expires value can not be greater than 999').first()).toBeVisible();
  await page.getByRole('textbox', { name: /^Expires/ }).fill('600');

  // Ordered list: Add appends once, Remove drops the last item.
  const codecs = page.getByRole('group', { name: 'Codec order (Wi-Fi)', exact: true });
  await codecs.getByLabel('Value to add to Codec order (Wi-Fi)').selectOption('8');
  await codecs.getByRole('button', { name: 'Add to Codec order (Wi-Fi)' }).click();
  await codecs.getByLabel('Value to add to Codec order (Wi-Fi)').selectOption('0');
  await codecs.getByRole('button', { name: 'Add to Codec order (Wi-Fi)' }).click();
  await codecs.getByLabel('Value to add to Codec order (Wi-Fi)').selectOption('9');
  await codecs.getByRole('button', { name: 'Add to Codec order (Wi-Fi)' }).click();
  await codecs.getByRole('button', { name: 'Remove the last item of Codec order (Wi-Fi)' }).click();
  const order = codecs.getByRole('list', { name: 'Current order of Codec order (Wi-Fi)' });
  await expect(order.getByRole('listitem')).toHaveText(['1. PCMA (8)', '2. PCMU (0)']);
  await expect(page.getByRole('textbox', { name: 'Ringing tone' })).toHaveValue('periodic(sine(2000ms,2500,440Hz),silence(4000ms))');

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Successfully Saved!')).toBeVisible();
  await expect(page).toHaveURL(/\/client_profiles$/);

  await page.getByRole('searchbox', { name: 'Search' }).fill(proxy);
  const row = page.getByRole('row', { name: new RegExp(proxy.replace(/\./g, '\\.')) });
  await expect(row).toContainText('udp');
  await row.getByRole('link', { name: /Edit client profile/ }).click();
  await expect(page.getByRole('group', { name: 'Codec order (Wi-Fi)', exact: true }).getByRole('listitem')).toHaveText(['1. PCMA (8)', '2. PCMU (0)']);
  await page.getByRole('link', { name: 'Cancel' }).click();

  await page.getByRole('searchbox', { name: 'Search' }).fill(proxy);
  await page.getByRole('row', { name: new RegExp(proxy.replace(/\./g, '\\.')) }).getByRole('link', { name: /BLF of client profile/ }).click();
  await expect(page).toHaveURL(/\/client_profiles\/blfManagement\?profileId=\d+$/);
  await expect(page.getByText('No extensions are monitored yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Add extension' }).click();
  await page.getByLabel('Extension 1').fill('201');
  await page.getByLabel('Label 1').fill('Reception');
  await page.getByRole('button', { name: 'Add extension' }).click();
  await page.getByLabel('Extension 2').fill('202');
  await page.getByRole('button', { name: 'Move entry 2 up' }).click();
  // The profile's own "Successfully Saved!" toast must be gone so the next one is the BLF's.
  await expect(page.getByText('Successfully Saved!')).toHaveCount(0);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Successfully Saved!')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Extension 1')).toHaveValue('202');
  await expect(page.getByLabel('Extension 2')).toHaveValue('201');
  await expect(page.getByLabel('Label 2')).toHaveValue('Reception');

  await page.goto('/client_profiles');
  await page.getByRole('searchbox', { name: 'Search' }).fill(proxy);
  await page.getByRole('row', { name: new RegExp(proxy.replace(/\./g, '\\.')) }).getByRole('button', { name: /Delete client profile/ }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Are you sure you want to delete this client profile detail?');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Record Deleted')).toBeVisible();
});

test('a tenant admin cannot open client profiles', async ({ page }) => {
  await signedIn(page, DEMO.acmeAdmin);
  await page.goto('/client_profiles');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the provider previews the account document of a user, passwords hidden', async ({ page }) => {
  await signedIn(page, DEMO.provider);
  // The profile to preview, made through the API so this test stands on its own.
  const options = (await (await page.request.get('/api/subscribers/options')).json()) as { id: number; cloudId: string }[];
  const acme = options.find((o) => o.cloudId === 'acme')!;
  const proxy = `preview-${Date.now()}.e2e.example`;
  const created = await page.request.post('/api/client-profiles', {
    data: { subscriberId: acme.id, proxy, transport: 'tls', expires: '600', outboundproxyenabled: false, settings: {} },
  });
  expect(created.ok()).toBeTruthy();
  const { id } = (await created.json()) as { id: number };

  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(`/client_profiles/details?id=${id}`);
  await expect(page.getByRole('textbox', { name: /^Proxy/ })).toHaveValue(proxy);
  const preview = page.getByRole('button', { name: 'Preview', exact: true });
  await expect(preview).toHaveAttribute('aria-expanded', 'false');
  await preview.click();
  await expect(page.getByRole('button', { name: 'Hide preview' })).toHaveAttribute('aria-expanded', 'true');

  await page.getByLabel('Domain', { exact: true }).selectOption('acme-main.12345.service');
  await page.getByRole('searchbox', { name: 'Find a user' }).fill('101');
  await expect(page.getByLabel('User', { exact: true }).locator('option')).toHaveCount(2);
  await page.getByLabel('User', { exact: true }).selectOption('101');
  await page.getByLabel('Client', { exact: true }).selectOption('Android');
  await page.getByRole('button', { name: 'Show document' }).click();

  const doc = page.getByRole('region', { name: 'Account document for device 101m' });
  await expect(doc).toContainText('<username>101m</username>');
  await expect(doc).toContainText(`<proxy>${proxy}</proxy>`);
  await expect(doc).toContainText('<password>••••••••</password>');
  await expect(doc).toContainText('<cloud_password>••••••••</cloud_password>');
  await expect(doc).not.toContainText('demo1234');
  await expect(page.getByText('Device 101m does not exist yet')).toBeVisible();
  // The document scrolls inside its box instead of widening the page.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByText('Copied to the clipboard.')).toBeVisible();

  await page.request.delete(`/api/client-profiles/${id}`);
});
