import { expect, test } from '@playwright/test';
import es from '../../messages/es.json';
import { DEMO, mailbox, signIn, signedIn } from './pages/session';

test('the reset link needs a username and a cloud id', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByText('Username and Cloud Id is mandatory to reset Password')).toBeVisible();
});

test('an unknown account gets the same answer and no mail', async ({ page }) => {
  const before = (await mailbox()).length;
  await page.goto('/login');
  await page.getByLabel('Cloud Id').fill('acme');
  await page.getByLabel('Username').fill('nobody-here');
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByText('Please follow the link e-mailed to reset the password!')).toBeVisible();
  await page.waitForTimeout(500);
  expect((await mailbox()).length).toBe(before);
});

test('reset by e-mail end to end: mail arrives, link works once, new password signs in', async ({ page }) => {
  const before = (await mailbox()).length;
  await page.goto('/login');
  await page.getByLabel('Cloud Id').fill('acme');
  await page.getByLabel('Username').fill('acme-user');
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByText('Please follow the link e-mailed to reset the password!')).toBeVisible();

  await expect.poll(async () => (await mailbox()).length).toBe(before + 1);
  const mail = (await mailbox()).at(-1)!;
  expect(mail.to).toEqual(['user@acme.example']);
  expect(mail.subject).toBe('Reset your password');
  expect(mail.text).toContain('Hello Acme User,');
  const link = mail.text.match(/http:\/\/\S+\/resetPassword\?ref=[\w-]+/)?.[0];
  expect(link).toBeTruthy();

  await page.goto(link!);
  await page.getByLabel('New Password').fill('short');
  await page.getByLabel('Confirm Password').fill('short');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('New Password should be at least 6 characters long!').first()).toBeVisible();
  await page.getByLabel('New Password').fill('brand-new-1');
  await page.getByLabel('Confirm Password').fill('brand-new-2');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Passwords do not match').first()).toBeVisible();
  await page.getByLabel('Confirm Password').fill('brand-new-1');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Password has been reset successfully!').first()).toBeVisible();

  await signedIn(page, { ...DEMO.acmeUser, password: 'brand-new-1' });

  // Leave the signed-in page first: its next request without a cookie would navigate to /login.
  await page.goto('about:blank');
  await page.context().clearCookies();
  await page.goto(link!);
  await page.getByLabel('New Password').fill('another-one');
  await page.getByLabel('Confirm Password').fill('another-one');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText(/invalid, already used or expired/).first()).toBeVisible();

  // Put the demo password back for the other specs.
  await signIn(page, { ...DEMO.acmeUser, password: 'another-one' });
  await expect(page.getByText('Invalid Credentials')).toBeVisible();
  await signedIn(page, { ...DEMO.acmeUser, password: 'brand-new-1' });
  await page.goto('/userEdit');
  await page.getByLabel('Old Password').fill('brand-new-1');
  await page.getByLabel('New Password').fill(DEMO.acmeUser.password);
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Successfully updated password')).toBeVisible();
});

test('the reset mail is written in the language the page was shown in', async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: 'NEXT_LOCALE', value: 'es', url: baseURL! }]);
  const before = (await mailbox()).length;
  await page.goto('/login');
  await page.getByLabel(es.auth.cloudId).fill('acme');
  await page.getByLabel(es.auth.username).fill('acme-user');
  await page.getByRole('button', { name: es.auth.reset }).click();
  await expect(page.getByText(es.auth.resetMailSent)).toBeVisible();
  await expect.poll(async () => (await mailbox()).length).toBe(before + 1);
  const mail = (await mailbox()).at(-1)!;
  expect(mail.subject).toBe('Restablece tu contraseña');
  expect(mail.text).toContain('Hola, Acme User:');
  expect(mail.text).toContain(es.mail.passwordReset.followLink);
  expect(mail.text).toMatch(/http:\/\/\S+\/resetPassword\?ref=[\w-]+/);
});
