/**
 * Local plugin that writes `build/robots.txt`: every page may be crawled, and the sitemap's
 * absolute address (built from the site's `url` and `baseUrl`, so no address is written twice).
 */
import {writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** The robots.txt text for a site origin and base URL. */
export function robotsTxt(url: string, baseUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${url.replace(/\/$/, '')}${baseUrl}sitemap.xml\n`;
}

export default function robotsPlugin(context: LoadContext): Plugin {
  return {
    name: 'borl-robots',
    async postBuild({outDir}) {
      writeFileSync(path.join(outDir, 'robots.txt'), robotsTxt(context.siteConfig.url, context.siteConfig.baseUrl));
    },
  };
}
