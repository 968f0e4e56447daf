import fs from 'node:fs';
import path from 'node:path';
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { buildCscLink } from '../../lib/format/softphone-link';
import { requestedNavigations } from './pages/app-signin';
import { blankClip, showToCamera } from './pages/fake-camera';
import { PHONE } from './pages/tab';

/**
 * Scanning with a camera, in a browser without a native BarcodeDetector (Chromium on Linux, like
 * iOS webviews and Firefox): the scanner decodes with ZXing's WebAssembly reader, which must come
 * from our origin and compile under the page's CSP. The camera is Chromium's fake device playing
 * a clip the test writes into the run's output directory.
 */
const test = base.extend<object, { camera: string }>({
  camera: [
    async ({}, use, workerInfo) => {
      fs.mkdirSync(workerInfo.project.outputDir, { recursive: true });
      const file = path.join(workerInfo.project.outputDir, `fake-camera-${workerInfo.workerIndex}.y4m`);
      fs.writeFileSync(file, blankClip());
      await use(file);
      fs.rmSync(file, { force: true });
    },
    { scope: 'worker' },
  ],
  // The project's launch options (Chromium's path, its flags) plus a fake camera nobody has to allow.
  launchOptions: [
    async ({ launchOptions, camera }, use) => {
      await use({
        ...launchOptions,
        args: [...(launchOptions.args ?? []), '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${camera}`],
      });
    },
    { scope: 'worker' },
  ],
});

test.use({ viewport: PHONE });

/** Every address the browser asks for while the test runs, from every page of the context. */
function requests(context: BrowserContext) {
  const urls: string[] = [];
  context.on('request', (r) => urls.push(r.url()));
  return urls;
}

async function openScanner(page: Page) {
  await page.goto('/appSignin');
  // Otherwise Chromium would decode natively and the reader below would go untested.
  expect(await page.evaluate(() => 'BarcodeDetector' in window)).toBe(false);
  await page.getByRole('button', { name: 'Scan QR code' }).click();
}

/** The reader was fetched from this server, once, as WebAssembly; nothing left the machine. */
function expectLocalOnly(urls: string[], baseURL: string) {
  const readers = urls.filter((u) => u.endsWith('/zxing_reader.wasm'));
  expect(readers.map((u) => new URL(u).origin)).toEqual([new URL(baseURL).origin]);
  const network = urls.filter((u) => /^(https?|wss?):/.test(u));
  expect(network.filter((u) => new URL(u).hostname !== '127.0.0.1')).toEqual([]);
}

test('a QR from Show QR code, held up to the camera, opens the app with its one-time link', async ({ page, context, camera, baseURL }) => {
  const urls = requests(context);
  // Someone shows their sign-in QR on getQR...
  const shown = await context.newPage();
  await shown.goto('/getQR?username=108@acme-main&cloud_id=acme');
  await shown.getByLabel('Password').fill('demo1234');
  const issued = shown.waitForResponse((r) => r.url().endsWith('/api/tab/qr') && r.ok());
  await shown.getByRole('button', { name: 'Show QR code' }).click();
  const { link } = (await (await issued).json()) as { link: string };
  expect(link).toMatch(/^csc:108%40acme-main:[A-Za-z0-9_-]+@acme$/);
  await expect(shown.getByRole('img', { name: 'Login QR code' })).toBeVisible();
  showToCamera(camera, link);

  // ...and the app sign-in page films it.
  const opened = await requestedNavigations(page);
  const wasm = page.waitForResponse((r) => r.url().includes('/api/zxing/'));
  await openScanner(page);
  const reader = await wasm;
  expect(reader.status()).toBe(200);
  expect(reader.headers()['content-type']).toBe('application/wasm');
  await expect(page.getByRole('link', { name: 'Open the app' })).toHaveAttribute('href', link);
  await expect.poll(() => opened.filter((u) => u.startsWith('csc:'))).toEqual([link]);
  expectLocalOnly(urls, baseURL!);
});

test('a QR with the user and cloud only fills the form; the password then signs in', async ({ page, context, camera, baseURL }) => {
  const urls = requests(context);
  showToCamera(camera, buildCscLink({ username: '109@acme-main', secret: '', cloudId: 'acme' }));
  await openScanner(page);
  await expect(page.getByLabel('Username')).toHaveValue('109@acme-main');
  await expect(page.getByLabel('Cloud ID')).toHaveValue('acme');
  // The scanner closes once it has read a code.
  await expect(page.getByRole('button', { name: 'Scan QR code' })).toBeVisible();
  await page.getByLabel('Password').fill('demo1234');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('link', { name: 'Open the app' })).toHaveAttribute('href', /^csc:109%40acme-main:[A-Za-z0-9_-]+@acme$/);
  expectLocalOnly(urls, baseURL!);
});
