import { expect, test, type APIRequestContext } from '@playwright/test';
import { SIM_PORT } from '../../playwright.config';
import { DEMO } from './pages/session';
import { openTab, PHONE, simControl, TAB_USER } from './pages/tab';

test.use({ viewport: PHONE });
test.beforeEach(() => simControl('reset'));

// A 1x1 PNG: the server checks images by their first bytes.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const WIDGET = 'https://widget.example.com/toolbar';

/**
 * A tenant of its own on the simulator's platform, with a white label that has a custom tab
 * background and an Engage widget; made by the provider admin through the API.
 */
async function engageTenant(request: APIRequestContext) {
  const ok = async (res: Awaited<ReturnType<APIRequestContext['post']>>) => {
    if (!res.ok()) throw new Error(`${res.url()}: ${res.status()} ${await res.text()}`);
    return (await res.json()) as { id?: number };
  };
  await ok(await request.post('/api/auth/login', { data: { cloudId: DEMO.provider.cloudId, username: DEMO.provider.username, password: DEMO.provider.password } }));
  const cloudId = `e2e-engage-${Date.now()}`;
  const { id } = await ok(await request.post('/api/subscribers', { data: { accountcode: 'E2E', company: 'E2E Engage', cloudId, phoneNumber: '+1 602 555 0177' } }));
  await ok(await request.post('/api/netsapiens', {
    data: { apiUrl: `http://127.0.0.1:${SIM_PORT}`, clientId: 'console-client', clientSecret: 'console-secret', superuser: 'super@acme', superpass: 'superpass123', subscriberId: id },
  }));
  const image = (name: string) => ({ name: `${name}.png`, mimeType: 'image/png', buffer: PNG });
  await ok(await request.put(`/api/subscribers/${id}/white-label`, {
    multipart: {
      adminBaseUrl: 'https://console.e2e.example', emailHost: '127.0.0.1', emailPort: '2525', emailUsername: 'mailer', emailPassword: 'smtp-pass',
      emailFrom: 'noreply@e2e.example', emailEncryption: 'none', parkLowerLimit: '701', parkUpperLimit: '710', engageWidgetUrl: WIDGET,
      signinLogo: image('signin'), dashboardLogo: image('dashboard'), customTabBackground: image('background'),
    },
  }));
  return { cloudId, remove: () => request.delete(`/api/subscribers/${id!}`) };
}

test('the index shows the tiles, and the password leaves the address bar', async ({ page }) => {
  await openTab(page, 'index');
  for (const name of ['Visual VM', 'User Settings', 'Call Park']) await expect(page.getByRole('main').getByRole('link', { name })).toBeVisible();
  // acme has no custom tab background: no Engage tile.
  await expect(page.getByRole('link', { name: 'Engage' })).toHaveCount(0);
  await page.getByRole('main').getByRole('link', { name: 'Visual VM' }).click();
  await expect(page).toHaveURL(/\/custom_tab\/voice_messages\?.*direct=0/);
});

test("the Engage tile appears when the tenant's white label has a custom tab background", async ({ page }) => {
  const tenant = await engageTenant(page.request);
  try {
    await openTab(page, 'index', { ...TAB_USER, cloudId: tenant.cloudId });
    await expect(page.getByRole('main')).toHaveAttribute('style', /background-image:\s*url\("?\/api\/files\//);
    const engage = page.getByRole('main').getByRole('link', { name: 'Engage' });
    await expect(engage).toBeVisible();
    await engage.click();
    await expect(page).toHaveURL(/\/custom_tab\/engage\?/);
    await expect(page.locator('iframe[title="Engage"]')).toHaveAttribute('src', WIDGET);
  } finally {
    await tenant.remove();
  }
});
