import { expect, type Page } from '@playwright/test';
import { SIM_PORT } from '../../../playwright.config';

export const TAB_USER = { username: '101@acme-main', password: 'demo1234', cloudId: 'acme' } as const;
export const ACME_DOMAIN = 'acme-main.12345.service';
export const PHONE = { width: 360, height: 740 } as const;

/** The simulator's control endpoint (loopback only): park calls, end them, reset the seed. */
export async function simControl(path: string, body: unknown = {}) {
  const res = await fetch(`http://127.0.0.1:${SIM_PORT}/__control/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`control ${path}: ${res.status} ${await res.text()}`);
  return res.json().catch(() => undefined);
}

/** Reads the simulator's data (`state`) or its log of platform requests (`requests`). */
export async function simRead<T = Record<string, Array<Record<string, string>>>>(what: 'state' | 'requests' = 'state'): Promise<T> {
  const res = await fetch(`http://127.0.0.1:${SIM_PORT}/__control/${what}`);
  if (!res.ok) throw new Error(`control ${what}: ${res.status}`);
  return res.json() as Promise<T>;
}

export type SimRequest = { object: string; action: string; status?: number; params: Record<string, string> };

/** Opens a custom tab the way the softphone does (credentials in the address), then checks the password left it. */
export async function openTab(page: Page, tab: string, who: { username: string; password: string; cloudId: string } = TAB_USER) {
  const q = new URLSearchParams({ username: who.username, password: who.password, cloud_id: who.cloudId, direct: '0' });
  await page.goto(`/custom_tab/${tab}?${q}`);
  await expect(page).toHaveURL(new RegExp(`/custom_tab/${tab}\\?`));
  await expect(page).not.toHaveURL(/password=/);
  await expect(page.getByRole('navigation', { name: 'Tabs' })).toBeVisible();
}
