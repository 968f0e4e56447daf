import type { Page } from '@playwright/test';

/**
 * The addresses the page asks the browser to open. A custom scheme (csc:) leaves a test browser
 * where it is, so the request is read from Chromium's own navigation events.
 */
export async function requestedNavigations(page: Page) {
  const urls: string[] = [];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.enable');
  cdp.on('Page.frameRequestedNavigation', (e: { url: string }) => urls.push(e.url));
  return urls;
}
