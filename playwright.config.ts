import {defineConfig, devices} from '@playwright/test';

/**
 * End-to-end tests against the production build (`npm run build` first), served by
 * `docusaurus serve`. Browsers are never downloaded: the system Chromium runs the tests
 * (Debian package `chromium`; override the path with CHROMIUM_PATH).
 */
const PORT = Number(process.env.E2E_PORT ?? 3210);
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export default defineConfig({
  testDir: './tests/e2e',
  globalSetup: './tests/e2e/globalSetup.ts',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  timeout: 60_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: {executablePath: CHROMIUM_PATH, args: chromiumArgs},
    trace: 'off',
  },
  projects: [
    {
      name: 'desktop',
      use: {...devices['Desktop Chrome'], viewport: {width: 1280, height: 900}, channel: undefined},
    },
    {
      name: 'mobile',
      use: {
        ...devices['Pixel 7'],
        viewport: {width: 390, height: 844},
        channel: undefined,
      },
    },
  ],
  webServer: {
    command: `npx docusaurus serve --port ${PORT} --host 127.0.0.1 --no-open`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
