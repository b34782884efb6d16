/**
 * Local plugin that ships the security policy of `policy.ts` with the built site.
 *
 * After each locale's build it reads every HTML page and hashes its inline scripts (SHA-256),
 * then
 * - inserts the page's own policy as a `<meta http-equiv="Content-Security-Policy">` at the
 *   top of its `<head>` (what a server without the headers file, such as `docusaurus serve`,
 *   delivers);
 * - writes the site's `_headers` file (read by Cloudflare Pages, see `headersFile.ts`) at the
 *   root of the build, for every locale at once: the locales other than the default one are
 *   built into sub-folders after it, and each adds the hashes of its pages to the file.
 *
 * The file stays a handful of rules whatever the number of pages (the host reads 100):
 * 1. `/*`: the common headers of `policy.ts` and the site-wide Content-Security-Policy, which
 *    allows the inline scripts of every page (Docusaurus emits the same few on each);
 * 2. the calendar feeds' content type (`plugins/calendar`);
 * 3. in each locale, a year's immutable caching for the files whose names carry a hash of
 *    their content ({@link contentHashedPatterns}): a changed file gets a new name, so a visitor
 *    never needs to revalidate one. Pages, feeds and files without a hash in their name keep the
 *    host's default (revalidate on each use);
 * 4. one rule per class of pages that reaches a third party (`policyClasses`), in each locale:
 *    it detaches the site-wide policy (`! Content-Security-Policy`) and sets its own. Without
 *    the detach the host would send both policies joined by a comma, and a browser enforces
 *    each of them, so the page could reach no more than the site-wide policy allows.
 */
import {createHash} from 'node:crypto';
import {existsSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {commonSecurityHeaders, contentSecurityPolicy, policyClasses, policyWithSources} from './policy';
import {formatHeadersFile, parseHeadersFile, type HeadersRule} from './headersFile';
import {feedHeadersRule} from '../calendar/feeds';
import {indexFolder} from '../search';

/**
 * Path patterns, below a locale's base URL, of the files whose names carry a hash of their
 * content: Docusaurus's scripts, stylesheets and bundled media (`assets/`, every name
 * `name.<hash>.ext`), and Pagefind's index chunks, fragments, filters and metadata
 * (`<language>_<hash>.pf_*`). Pagefind's entry files (`pagefind.js`, `pagefind-entry.json`, the
 * `wasm.*.pagefind` modules) keep their names across builds and are not listed.
 */
export const contentHashedPatterns = [
  '/assets/*',
  `/${indexFolder}/index/*`,
  `/${indexFolder}/fragment/*`,
  `/${indexFolder}/filter/*`,
  `/${indexFolder}/*.pf_meta`,
] as const;

/** Caching of {@link contentHashedPatterns}: a year, shared caches included, never revalidated. */
export const immutableCacheControl = 'public, max-age=31536000, immutable';

/** SHA-256 CSP sources of the executable inline scripts of an HTML document. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)) {
    const attributes = match[1] ?? '';
    const body = match[2] ?? '';
    const type = /\btype=["']?([^"'\s>]+)/.exec(attributes)?.[1];
    const executable = !type || /^(text|application)\/javascript$|^module$/.test(type);
    if (/\bsrc=/.test(attributes) || !executable || body.length === 0) {
      continue;
    }
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes].sort();
}

/** The route path of an HTML file of the build (`who-we-are/x.html` → `/who-we-are/x`). */
export function routePathOf(relativeFile: string): string {
  const withoutExtension = relativeFile.split(path.sep).join('/').replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '');
  return `/${withoutExtension}`.replace(/\/+$/, '') || '/';
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return htmlFiles(full);
    }
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

/** Escapes a value for a double-quoted HTML attribute. */
function attribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}

/** What the site's `_headers` file is made from. */
export type HeadersFileInput = {
  /** The site's base URL without its trailing slash (`''`, `/borl`). */
  baseUrl: string;
  /** Path prefix of each locale under the base URL: `''` for the default one, `/bn` for Bengali. */
  localePrefixes: readonly string[];
  /** `'sha256-…'` sources of the inline scripts of every page of every locale. */
  scriptHashes: readonly string[];
  /** Rule for the calendar feeds (`/calendar/*`), in `_headers` syntax. */
  feedRule: string;
};

/** The rules of the site's `_headers` file (see the module comment for their order and reason). */
export function securityHeadersRules({baseUrl, localePrefixes, scriptHashes, feedRule}: HeadersFileInput): HeadersRule[] {
  const hashes = [...new Set(scriptHashes)].sort();
  return [
    {
      path: `${baseUrl}/*`,
      headers: [...Object.entries(commonSecurityHeaders), ['Content-Security-Policy', policyWithSources({}, hashes, 'header')]],
    },
    ...parseHeadersFile(feedRule),
    ...localePrefixes.flatMap((prefix) =>
      contentHashedPatterns.map((pattern) => ({
        path: `${baseUrl}${prefix}${pattern}`,
        headers: [['Cache-Control', immutableCacheControl]] as [string, string][],
      })),
    ),
    ...localePrefixes.flatMap((prefix) =>
      policyClasses().map(({pattern, policy}) => ({
        path: `${baseUrl}${prefix}${pattern}`,
        detach: ['Content-Security-Policy'],
        headers: [['Content-Security-Policy', policyWithSources(policy, hashes, 'header')]] as [string, string][],
      })),
    ),
  ];
}

/** The `# …` lines at the top of the file, for whoever reads it on the host. */
const headersFileComment = [
  'Written by plugins/security-headers at build time; do not edit.',
  'Every matching rule applies, in order. Pages that reach a third party detach the',
  'site-wide Content-Security-Policy and set their own (two policies would both be enforced).',
];

/** The `'sha256-…'` sources already in a `_headers` file (none when it does not exist). */
function hashesIn(file: string): string[] {
  return existsSync(file) ? [...readFileSync(file, 'utf8').matchAll(/'sha256-[A-Za-z0-9+/=]+'/g)].map((match) => match[0]) : [];
}

export default function securityHeadersPlugin(context: LoadContext): Plugin {
  const {currentLocale, defaultLocale, locales, localeConfigs} = context.i18n;
  // Each locale's own base URL (`/borl/`, `/borl/bn/`): a locale's build sees only its own as
  // `siteConfig.baseUrl`.
  const localeBaseUrl = (locale: string) => localeConfigs[locale]?.baseUrl ?? context.siteConfig.baseUrl;
  const baseUrl = localeBaseUrl(defaultLocale).replace(/\/$/, '');
  const localePrefixes = [...new Set(locales.map((locale) => localeBaseUrl(locale).replace(/\/$/, '').slice(baseUrl.length)))];
  // The folder of this locale's build below the root of the site (`bn` for Bengali, none for
  // the default locale, or for a locale built alone with `--locale`, whose base URL is the root).
  const subFolder = localeBaseUrl(currentLocale).startsWith(`${baseUrl}/`) ? localeBaseUrl(currentLocale).slice(baseUrl.length + 1).replace(/\/$/, '') : '';
  return {
    name: 'borl-security-headers',
    async postBuild({outDir}) {
      const hashes = new Set<string>();
      for (const file of htmlFiles(outDir).sort()) {
        const relative = path.relative(outDir, file);
        const html = readFileSync(file, 'utf8');
        const pageHashes = inlineScriptHashes(html);
        pageHashes.forEach((hash) => hashes.add(hash));
        const meta = `<meta http-equiv="Content-Security-Policy" content="${attribute(contentSecurityPolicy(routePathOf(relative), pageHashes, 'meta'))}">`;
        if (!html.includes('http-equiv="Content-Security-Policy"')) {
          writeFileSync(file, html.replace(/<head([^>]*)>/, (head) => `${head}${meta}`));
        }
      }
      // The default locale is built first, into the root; the others into their sub-folder.
      const rootDir = subFolder ? path.resolve(outDir, ...subFolder.split('/').map(() => '..')) : outDir;
      const headersFile = path.join(rootDir, '_headers');
      const rules = securityHeadersRules({
        baseUrl,
        localePrefixes,
        scriptHashes: [...hashes, ...(subFolder ? hashesIn(headersFile) : [])],
        feedRule: feedHeadersRule(`${baseUrl}/`),
      });
      writeFileSync(headersFile, formatHeadersFile(rules, headersFileComment));
    },
  };
}
