import { expect, test, type APIResponse, type Page } from '@playwright/test';
import { DEMO, mailbox, signedIn } from './pages/session';

const MAIN = 'acme-main.12345.service';

/** Enables acme-main in Domain Management (if it is not yet) and opens it in App Management. */
async function openMain(page: Page) {
  await page.goto('/messaging');
  const box = page.getByRole('checkbox', { name: `Enable ${MAIN}` });
  await expect(box).toBeVisible();
  if (!(await box.isChecked())) {
    await box.check();
    await expect(page.getByText('Successfully enabled domain')).toBeVisible();
  }
  await page.goto('/app_management');
  await page.getByLabel('Domain', { exact: true }).selectOption(MAIN);
  await expect(page.getByRole('table', { name: `Lines of ${MAIN}` }).getByRole('row', { name: /101@acme-main/ })).toBeVisible();
}

async function ok(res: APIResponse) {
  if (!res.ok()) throw new Error(`${res.url()}: ${res.status()} ${await res.text()}`);
  return res;
}

test.beforeEach(async ({ page }) => {
  await signedIn(page, DEMO.acmeAdmin);
  await openMain(page);
});

test('softphone per user and for the domain: Save, reload, still saved', async ({ page }) => {
  await page.getByRole('switch', { name: 'Softphone for 101' }).check();
  await page.getByRole('switch', { name: 'System contacts filter for 101' }).check();
  await expect(page.getByText('2 unsaved changes').or(page.getByText('1 unsaved change'))).toBeVisible();

  // Leaving with unsaved changes asks first; dismissing stays on the page.
  page.once('dialog', (d) => d.dismiss());
  await page.getByRole('link', { name: 'Users' }).first().click();
  await expect(page).toHaveURL(/\/app_management$/);

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Successfully Saved!')).toBeVisible();
  await page.reload();
  await page.getByLabel('Domain', { exact: true }).selectOption(MAIN);
  await expect(page.getByRole('switch', { name: 'Softphone for 101' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'System contacts filter for 101' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Softphone for 102' })).not.toBeChecked();

  await page.getByRole('switch', { name: 'Softphone for the whole domain' }).check();
  await expect(page.getByText(/Click Save to keep it/)).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Successfully Saved!')).toBeVisible();
  await page.reload();
  await page.getByLabel('Domain', { exact: true }).selectOption(MAIN);
  await expect(page.getByRole('switch', { name: 'Softphone for 102' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Softphone for the whole domain' })).toBeChecked();

  // Put things back for the other tests.
  await page.getByRole('switch', { name: 'Softphone for the whole domain' }).uncheck();
  await page.getByRole('switch', { name: 'System contacts filter for 101' }).uncheck();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Successfully Saved!')).toBeVisible();
});

test('video meet: per user, then refused while the domain-level one is on', async ({ page }) => {
  await page.getByRole('switch', { name: 'Video meet for 104' }).check();
  await expect(page.getByText('Video meet enabled')).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Video meet for 104' })).toBeChecked();

  await page.getByRole('switch', { name: 'Video meet for the whole domain' }).check();
  await expect(page.getByRole('switch', { name: 'Video meet for the whole domain' })).toBeChecked();
  // Enabling the domain removed the per-user grants.
  await expect(page.getByRole('switch', { name: 'Video meet for 104' })).not.toBeChecked();
  await page.getByRole('switch', { name: 'Video meet for 105' }).click();
  await expect(page.getByText('Cannot connect meet as domain level connect meet is enabled')).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Video meet for 105' })).not.toBeChecked();

  await page.getByRole('switch', { name: 'Video meet for the whole domain' }).uncheck();
  await expect(page.getByText('Video meet disabled')).toBeVisible();
});

test('calling numbers: the selection is required, then assign and remove', async ({ page }) => {
  await page.getByRole('button', { name: 'Calling numbers of 103' }).click();
  const dialog = page.getByRole('dialog', { name: 'Calling numbers of 103' });
  await expect(dialog.getByText('No number is assigned to this user.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Assign' }).click();
  await expect(page.getByText('Please select the calling number first!')).toBeVisible();

  const first = dialog.getByRole('radio').first();
  const number = await first.getAttribute('value');
  await first.check();
  await dialog.getByRole('button', { name: 'Assign' }).click();
  await expect(page.getByText('Calling number assigned')).toBeVisible();
  const remove = dialog.getByRole('button', { name: `Remove ${number}` });
  await expect(remove).toBeVisible();
  await remove.click();
  await expect(page.getByText('Calling number removed')).toBeVisible();
  await expect(dialog.getByText('No number is assigned to this user.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('templates and the QR e-mail to two users, placeholders replaced', async ({ page }) => {
  await page.getByRole('button', { name: 'E-mail QR code' }).click();
  await expect(page.getByText('No user with email selected! Please select users first, from checkboxes at the left.')).toBeVisible();

  await page.getByRole('checkbox', { name: 'Select 101 for e-mail' }).check();
  await page.getByRole('checkbox', { name: 'Select 102 for e-mail' }).check();
  await page.getByRole('button', { name: 'E-mail QR code' }).click();
  const dialog = page.getByRole('dialog', { name: 'E-mail the QR code' });
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('To, Subject and Body are mandatory fields to send an email!')).toBeVisible();

  const stamp = Date.now();
  await dialog.getByRole('button', { name: 'Save as template' }).click();
  await expect(page.getByText('Template name and body are mandatory')).toBeVisible();
  await dialog.getByLabel('Template name').fill(`Welcome ${stamp}`);
  await dialog.getByRole('textbox', { name: /^Subject/ }).fill(`Softphone ${stamp} for {first_name}`);
  await dialog.getByRole('textbox', { name: /^Body/ }).fill('Hi {first_name} {last_name}, sign in with {link}');
  await dialog.getByRole('button', { name: 'Save as template' }).click();
  await expect(page.getByText('Successfully saved email template')).toBeVisible();
  await expect(dialog.getByLabel('E-mail template').locator('option', { hasText: `Welcome ${stamp}` })).toHaveCount(1);

  const before = (await mailbox()).length;
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('2 e-mails sent')).toBeVisible();
  await expect.poll(async () => (await mailbox()).length).toBe(before + 2);
  const mails = (await mailbox()).filter((m) => m.subject.includes(`Softphone ${stamp}`));
  expect(mails).toHaveLength(2);
  for (const m of mails) {
    expect(m.subject).not.toContain('{first_name}');
    expect(m.text).not.toMatch(/\{(first_name|last_name|link)\}/);
    expect(m.text).toMatch(/csc:10[12]%40acme-main:[\w-]+@acme/);
  }

  // Delete asks first.
  await page.getByRole('button', { name: 'E-mail QR code' }).click();
  const again = page.getByRole('dialog', { name: 'E-mail the QR code' });
  await again.getByLabel('E-mail template').selectOption({ label: `Welcome ${stamp}` });
  await expect(again.getByRole('textbox', { name: /^Subject/ })).toHaveValue(`Softphone ${stamp} for {first_name}`);
  await again.getByRole('button', { name: 'Delete template' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Successfully Deleted Template')).toBeVisible();
});

test('a lost phone: the devices signed in as a line are signed out after confirmation', async ({ page, request }) => {
  // Provisioning needs a client profile for acme (the provider makes it) and the line's softphone on.
  await ok(await request.post('/api/auth/login', { data: { cloudId: DEMO.provider.cloudId, username: DEMO.provider.username, password: DEMO.provider.password } }));
  const options = (await (await ok(await request.get('/api/subscribers/options'))).json()) as { id: number; cloudId: string }[];
  const acme = options.find((o) => o.cloudId === 'acme')!;
  const profile = await ok(await request.post('/api/client-profiles', {
    data: { subscriberId: acme.id, proxy: `devices-${Date.now()}.e2e.example`, transport: 'tls', expires: '600', outboundproxyenabled: false, settings: {} },
  }));
  const { id: profileId } = (await profile.json()) as { id: number };
  const softphone = (on: boolean) => page.request.put('/api/apps/lines', { data: { domain: MAIN, items: [{ user: '106', softphone: on, contactsFilter: false }] } });
  await ok(await softphone(true));
  try {
    // The phone scans the QR code: getQR's one-time code, then the provisioning request with it.
    const qr = (await (await ok(await request.post('/api/tab/qr', { data: { username: '106@acme-main', password: 'demo1234', cloud_id: 'acme' } }))).json()) as { link: string };
    const code = decodeURIComponent(qr.link.split(':')[2].split('@')[0]);
    const account = await ok(await request.get(`/provisioning/account?${new URLSearchParams({ cloud_id: 'acme', username: '106@acme-main', password: code, direct: 'iOS' })}`));
    expect(await account.text()).toContain('<cloud_username>106@acme-main@QR</cloud_username>');

    await page.reload();
    await page.getByLabel('Domain', { exact: true }).selectOption(MAIN);
    await expect(page.getByText('1 signed-in device for 106', { exact: true })).toBeAttached();
    const button = page.getByRole('button', { name: 'Sign out the devices of 106' });
    await expect(page.getByRole('button', { name: 'Sign out the devices of 105' })).toBeDisabled();

    // Cancel leaves the device signed in.
    await button.click();
    const dialog = page.getByRole('alertdialog', { name: 'Sign out devices' });
    await expect(dialog).toContainText('signed in as 106');
    await expect(dialog).toContainText('(1 device)');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('1 signed-in device for 106', { exact: true })).toBeAttached();

    await button.click();
    await dialog.getByRole('button', { name: 'Sign out', exact: true }).click();
    await expect(page.getByText('1 device signed out')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('0 signed-in devices for 106', { exact: true })).toBeAttached();
    await expect(button).toBeDisabled();

    // The phone's token no longer re-provisions.
    const token = /<cloud_password>([^<]+)<\/cloud_password>/.exec(await account.text())![1];
    const again = await request.get(`/provisioning/account?${new URLSearchParams({ cloud_id: 'acme', username: '106@acme-main@QR', password: token, direct: 'iOS' })}`);
    expect(again.status()).toBe(403);
  } finally {
    await softphone(false);
    await request.delete(`/api/client-profiles/${profileId}`);
  }
});
