import {existsSync} from 'node:fs';
import {chromiumPath} from '../../scripts/chromium.mjs';

/** Fails early, with the fix, when the browser or the production build is missing. */
export default function globalSetup(): void {
  if (!existsSync(chromiumPath)) {
    throw new Error(`No Chromium at ${chromiumPath}. Install the Debian package (apt-get install chromium) or set CHROMIUM_PATH.`);
  }
  if (!existsSync('build/sitemap.xml')) {
    throw new Error('No production build: run `npm run build:e2e` first (`npm test` does it for you).');
  }
}
