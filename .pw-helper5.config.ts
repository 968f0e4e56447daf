import fs from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
const chromium = '/usr/bin/chromium';
export default defineConfig({
  testDir: '/work/main/tests/e2e',
  testMatch: /(tab-|qr|app-signin).*\.spec\.ts/,
  workers: 1,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  outputDir: '/tmp/h5/test-results',
  use: { baseURL: 'http://localhost:3500', trace: 'off' },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: { executablePath: fs.existsSync(chromium) ? chromium : undefined, args: ['--disable-gpu'] } } }],
});
