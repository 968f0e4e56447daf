import { expect, type Page } from '@playwright/test';
import { MAIL_HTTP_PORT } from '../../../playwright.config';

export const DEMO = {
  provider: { cloudId: 'provider', username: 'admin', password: 'demo1234', name: 'Provider Admin' },
  acmeAdmin: { cloudId: 'acme', username: 'acme-admin', password: 'demo1234', name: 'Acme Admin' },
  acmeUser: { cloudId: 'acme', username: 'acme-user', password: 'demo1234', name: 'Acme User' },
} as const;

type Who = { cloudId: string; username: string; password: string };

/** The sign-in form, filled the way a person would. */
export async function signIn(page: Page, who: Who, next?: string) {
  await page.goto(next ? `/login?next=${encodeURIComponent(next)}` : '/login');
  await page.getByLabel('Cloud Id').fill(who.cloudId);
  await page.getByLabel('Username').fill(who.username);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export async function signedIn(page: Page, who: Who & { name: string }) {
  await signIn(page, who);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('sidebar-name')).toHaveText(who.name);
}

/** Mail received by the loopback SMTP catcher the e2e web server sends to. */
export async function mailbox(): Promise<Array<{ to: string[]; subject: string; text: string }>> {
  const res = await fetch(`http://127.0.0.1:${MAIL_HTTP_PORT}/messages`);
  return res.json();
}
