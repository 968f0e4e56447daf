import fs from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const SIM_PORT = Number(process.env.E2E_SIM_PORT ?? 8190);
export const SIM_SOCKET_PORT = Number(process.env.E2E_SIM_SOCKET_PORT ?? 8101);
export const MAIL_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2525);
export const MAIL_HTTP_PORT = Number(process.env.E2E_MAIL_HTTP_PORT ?? 2580);

// Debian's Chromium when present (scripts/ensure-chromium.sh), else Playwright's own browser.
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const executablePath = fs.existsSync(chromium) ? chromium : undefined;

export default defineConfig({
  testDir: './tests/e2e',
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath,
          args: ['--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
        },
      },
    },
  ],
  webServer: [
    {
      command: `npx tsx tools/mail-catcher/main.ts`,
      url: `http://127.0.0.1:${MAIL_HTTP_PORT}/messages`,
      env: { MAIL_CATCHER_SMTP_PORT: String(MAIL_SMTP_PORT), MAIL_CATCHER_HTTP_PORT: String(MAIL_HTTP_PORT) },
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `npx tsx tools/ns-sim/main.ts`,
      url: `http://127.0.0.1:${SIM_PORT}/__control/`,
      env: { NS_SIM_PORT: String(SIM_PORT), NS_SIM_SOCKET_PORT: String(SIM_SOCKET_PORT) },
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `npx next start -p ${PORT} -H 127.0.0.1`,
      url: `http://127.0.0.1:${PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        APP_SECRET: 'e2e-secret-e2e-secret-e2e-secret-e2e-secret',
        APP_SEED: 'demo',
        INSECURE_COOKIES: '1',
        PGLITE_DIR: 'memory://',
        SMTP_URL: `smtp://127.0.0.1:${MAIL_SMTP_PORT}`,
        PUBLIC_URL: `http://127.0.0.1:${PORT}`,
        LOGIN_RATE_LIMIT: '50',
        NS_SIM_URL: `http://127.0.0.1:${SIM_PORT}`,
        NS_SOCKET_URL: `http://127.0.0.1:${SIM_SOCKET_PORT}`,
      },
    },
  ],
});
