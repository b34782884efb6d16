import {existsSync} from 'node:fs';
import {defineConfig, devices} from '@playwright/test';
import {builtBaseUrl} from './scripts/check-links';
import {chromiumArgs, chromiumPath} from './scripts/chromium.mjs';

/**
 * Browser tests against the test build (`npm run build:e2e`, under the base URL `/borl/`, both
 * languages), served under that base URL as the host serves it, with the headers of its
 * `_headers` (the security policy among them), by `scripts/static-server.mjs`. Browsers are never downloaded:
 * the system Chromium runs the tests (Debian package `chromium`; override the path with
 * CHROMIUM_PATH).
 *
 * Two projects: `desktop` (1280 px) runs every spec; `phone` (a phone 320 px wide) runs only the
 * tests tagged `@phone`: each template page, the sweep over every page, the phone menu.
 */
const PORT = Number(process.env.E2E_PORT ?? 3210);
/** The base URL the build was made with: the server must serve it there. */
const BASE_URL = existsSync('build/sitemap.xml') ? builtBaseUrl('build') : '/';

const browserArgs = [
  ...chromiumArgs,
  // No request leaves the machine: every host but the test server's is unknown. Tests that need
  // a third-party service answer it locally (`localServices` in tests/e2e/fixtures.ts).
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
];

export default defineConfig({
  testDir: './tests/e2e',
  globalSetup: './tests/e2e/globalSetup.ts',
  fullyParallel: true,
  // One page at a time: on two cores a second worker adds no speed (each page keeps Chromium's
  // processes busy) and makes timed checks (autoplay, layout shift) flaky.
  workers: 1,
  // One retry everywhere, CI or not (`.ci/run` sets no CI variable): a timed check (layout shift,
  // autoplay) that fails twice is a defect, once a busy machine; Playwright reports it as flaky.
  retries: 1,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  timeout: 60_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: {executablePath: chromiumPath, args: browserArgs},
    trace: 'off',
    // The site's service worker would answer requests before the tests' stand-ins for outside
    // services (Playwright's routes do not see what a worker answers): blocked everywhere but in
    // the offline tests, which allow it in contexts of their own (tests/e2e/offline.spec.ts).
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'desktop',
      use: {...devices['Desktop Chrome'], viewport: {width: 1280, height: 900}, channel: undefined},
    },
    {
      name: 'phone',
      grep: /@phone/,
      use: {...devices['Pixel 7'], viewport: {width: 320, height: 640}, channel: undefined},
    },
  ],
  webServer: {
    command: `node scripts/static-server.mjs build --port ${PORT} --base ${BASE_URL}`,
    url: `http://127.0.0.1:${PORT}${BASE_URL}`,
    // Never a server already running: it may serve another build than the one the tests read.
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
