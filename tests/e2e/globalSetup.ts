import {existsSync} from 'node:fs';

/** Fails early, with the fix, when the browser or the production build is missing. */
export default function globalSetup(): void {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromium)) {
    throw new Error(`No Chromium at ${chromium}. Install the Debian package (apt-get install chromium) or set CHROMIUM_PATH.`);
  }
  if (!existsSync('build/sitemap.xml')) {
    throw new Error('No production build: run `npm run build:e2e` first (`npm test` does it for you).');
  }
}
