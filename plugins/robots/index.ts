/**
 * Local plugin that writes `robots.txt` at the root of the site: every page may be crawled, and
 * the absolute address of each locale's sitemap (built from the site's `url` and each locale's
 * base URL as Docusaurus resolves it, so no address is written twice). Only the default
 * locale's build writes it: its output folder is the site's root, and a crawler reads
 * `robots.txt` there alone.
 */
import {writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * The robots.txt text for a site origin (`https://borl.ac.bd`) and the base URL of each locale
 * built (`/`, `/bn/`): one `Sitemap` line per locale, in the order given.
 */
export function robotsTxt(url: string, localeBaseUrls: readonly string[]): string {
  const sitemaps = localeBaseUrls.map((baseUrl) => `Sitemap: ${url.replace(/\/$/, '')}${baseUrl}sitemap.xml\n`).join('');
  return `User-agent: *\nAllow: /\n\n${sitemaps}`;
}

export default function robotsPlugin(context: LoadContext): Plugin {
  const {i18n, siteConfig} = context;
  return {
    name: 'borl-robots',
    async postBuild({outDir}) {
      if (i18n.currentLocale !== i18n.defaultLocale) {
        return;
      }
      const baseUrls = i18n.locales.map((locale) => i18n.localeConfigs[locale]?.baseUrl ?? siteConfig.baseUrl);
      writeFileSync(path.join(outDir, 'robots.txt'), robotsTxt(siteConfig.url, baseUrls));
    },
  };
}
