/**
 * Local plugin that writes the files the whole site shares, once, at the root of the site (the
 * default locale's output folder, the only place a host reads them), and the security policy of
 * every page:
 * - `robots.txt`: every page may be crawled; the address of each locale's sitemap;
 * - `calendar/<file>.ics`: the iCalendar feeds of `feeds.ts`, and, as global data
 *   (`globalData.ts`), where they are served and the day the pages were built;
 * - `data/<id>.csv` and `data/<id>.datapackage.json`: the data catalogue's downloads (`datasetFiles`);
 * - `_headers` (read by Cloudflare Pages and Netlify, `headersFile.ts`): the security headers and
 *   the one Content-Security-Policy of `policy.ts`, with the hashes of every locale's inline
 *   scripts, the calendars' content type, and a year's caching for files whose names carry a
 *   hash of their content ({@link contentHashedPatterns}), and revalidation on every visit for
 *   the service worker and the offline page's script (`plugins/offline`).
 * - the web editor (`editor.ts`): with an origin of its own (`EDITOR_URL`), in a folder beside the
 *   site's ({@link editorOutDir}) with its own `_headers` and `robots.txt`, while the site's
 *   `admin/` only points there; otherwise in the site's `admin/`, with a policy of its own.
 * No page is changed: the policy reaches pages as a header only (a server that does not read
 * `_headers`, such as `docusaurus serve`, sends none; `scripts/static-server.mjs` does).
 *
 * The default locale is built first, into the root; each other locale into its sub-folder, and
 * adds its pages' hashes to `_headers`. `docusaurus start` runs no post-build step, so these
 * files exist only in a production build.
 */
import {execFileSync} from 'node:child_process';
import {createHash} from 'node:crypto';
import {copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {filesBelow} from '../buildFiles';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import yaml from 'js-yaml';
import {localeBaseUrl} from '../../src/config/locales';
import {datasetCsvPath, datasetPackagePath, licenses, type Dataset} from '../../src/data/datasets';
import {datasetCsv, datasetPackage} from '../../src/data/datasetCsv';
import {detailPath} from '../../src/collections';
import {readCollection} from '../collections/entryFiles';
import {indexFolder} from '../search';
import {offlineScriptPath, serviceWorkerPath} from '../../src/offline/routes';
import {calendarText} from './ics';
import {calendarFeeds, feedHeadersRule, feedPath, type FeedName} from './feeds';
import {buildDay, siteFilesPluginName, type CalendarGlobalData} from './globalData';
import {formatHeadersFile, parseHeadersFile, type HeadersRule} from './headersFile';
import {commonSecurityHeaders, contentSecurityPolicy} from './policy';
import {editorConfig, editorFolder, editorMissingPage, editorMovedPage, editorOutDir, editorPage, editorPolicy, editorRobotsTxt, editorScripts, type EditorSettings} from './editor';
import {editorHosting, type ContentRepository, type EditorHosting} from '../../src/config/repository';

/** The plugin's options (`docusaurus.config.ts`). */
export type SiteFilesOptions = {
  /** The content repository, which the web editor edits (absent: the editor is not set up). */
  repository?: ContentRepository;
  /** Where the editor runs and how editors sign in (`editorHosting`); absent: inside the site, signing in with a token. */
  editor?: EditorHosting;
};

/** The editor's hosting when the options name none: inside the site, signing in with a token. */
const defaultEditorHosting: EditorHosting = editorHosting({});

const feedNames = Object.keys(calendarFeeds) as FeedName[];

/**
 * The robots.txt text for a site origin (`https://borl.ac.bd`) and the base URL of each locale
 * built (`/`, `/bn/`): one `Sitemap` line per locale, in the order given.
 */
export function robotsTxt(url: string, localeBaseUrls: readonly string[]): string {
  const sitemaps = localeBaseUrls.map((baseUrl) => `Sitemap: ${url.replace(/\/$/, '')}${baseUrl}sitemap.xml\n`).join('');
  return `User-agent: *\nAllow: /\n\n${sitemaps}`;
}

/**
 * The DTSTAMP of a calendar feed made from `sources` (paths relative to `siteDir`), in
 * milliseconds, the same for every VEVENT of the feed and changing only with its data:
 * `SOURCE_DATE_EPOCH` (seconds) when set, else the date of the last commit that touched the
 * sources, else the time of the build (outside a Git checkout).
 */
export function feedStamp(siteDir: string, sources: readonly string[], environment: NodeJS.ProcessEnv = process.env): number {
  const epoch = Number(environment.SOURCE_DATE_EPOCH);
  if (environment.SOURCE_DATE_EPOCH && Number.isFinite(epoch)) {
    return epoch * 1000;
  }
  try {
    const seconds = Number(execFileSync('git', ['log', '-1', '--format=%ct', '--', ...sources], {cwd: siteDir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore']}).trim());
    if (seconds > 0) {
      return seconds * 1000;
    }
  } catch {
    // Not a Git checkout, or no Git: the build's own time.
  }
  return Date.now();
}

/**
 * The text of every calendar feed, by file path under the site's root (`calendar/events.ics`).
 *
 * @param siteRoot absolute URL of the default locale's root, ending in `/`
 */
export function feedFiles(siteDir: string, siteRoot: string): Map<string, string> {
  const host = new URL(siteRoot).hostname;
  return new Map(
    feedNames.map((name) => {
      const feed = calendarFeeds[name];
      const context = {siteRoot, host, stamp: feedStamp(siteDir, feed.sources)};
      return [feedPath(name), calendarText(feed, feed.entries(context))];
    }),
  );
}

/**
 * The downloads of every data set, each with its path under the site's root (no base URL) and
 * its text: the values file `content/datasets/<id>.csv` with the positions of its cruise's
 * stations, and its Frictionless Data package descriptor (`datasetPackage`), whose resource is
 * that CSV file at its address under `siteRoot` (the site's origin and root base URL).
 *
 * @throws Error naming the data set, the file and the line when a values file does not match
 *   its data set or its cruise's stations
 */
export function datasetFiles(siteDir: string, siteRoot: string, list?: readonly Dataset[]): {path: string; text: string}[] {
  const source = {siteDir, locale: 'en', defaultLocale: 'en'};
  const cruises = readCollection('cruises', source);
  const url = (sitePath: string) => new URL(sitePath.slice(1), siteRoot).href;
  return (list ?? readCollection('datasets', source)).flatMap((dataset) => [
    {
      path: datasetCsvPath(dataset.id),
      text: datasetCsv(dataset, cruises.find((cruise) => cruise.id === dataset.cruise)?.stations ?? [], readFileSync(path.join(siteDir, 'content/datasets', `${dataset.id}.csv`), 'utf8')),
    },
    {
      path: datasetPackagePath(dataset.id),
      text: `${JSON.stringify(
        datasetPackage(dataset, {csv: url(datasetCsvPath(dataset.id)), page: url(detailPath('datasets', dataset.id)), licence: {name: dataset.license, url: licenses[dataset.license].url}}),
        null,
        2,
      )}\n`,
    },
  ]);
}

/**
 * Path patterns, below a locale's base URL, of the files whose names carry a hash of their
 * content: Docusaurus's scripts, stylesheets and bundled media (`assets/`, every name
 * `name.<hash>.ext`), and Pagefind's index chunks, fragments, filters and metadata
 * (`<language>_<hash>.pf_*`). Pagefind's entry files (`pagefind.js`, `pagefind-entry.json`, the
 * `wasm.*.pagefind` modules) keep their names across builds and are not listed.
 */
export const contentHashedPatterns = ['/assets/*', `/${indexFolder}/index/*`, `/${indexFolder}/fragment/*`, `/${indexFolder}/filter/*`, `/${indexFolder}/*.pf_meta`] as const;

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

/** What the site's `_headers` file is made from. */
export type HeadersFileInput = {
  /** The site's base URL without its trailing slash (`''`, `/borl`). */
  baseUrl: string;
  /** Path prefix of each locale under the base URL: `''` for the default one, `/bn` for Bengali. */
  localePrefixes: readonly string[];
  /** `'sha256-…'` sources of the inline scripts of every page of every locale. */
  scriptHashes: readonly string[];
  /** Where the web editor runs (its sign-in proxy, which its policy allows); absent: inside the site. */
  editor?: EditorHosting;
};

/** The headers of the editor's files, wherever it runs: its own policy, a sign-in window that may talk back to it, no stale copy. */
function editorHeaders(authUrl: string | undefined): [string, string][] {
  return [
    ['Content-Security-Policy', editorPolicy(authUrl, 'header')],
    ['Cross-Origin-Opener-Policy', 'same-origin-allow-popups'],
    ['Cache-Control', 'no-cache'],
  ];
}

/** The rules of the site's `_headers` file (see the module comment), in the order the host applies them. */
export function securityHeadersRules({baseUrl, localePrefixes, scriptHashes, editor = defaultEditorHosting}: HeadersFileInput): HeadersRule[] {
  const hashes = [...new Set(scriptHashes)].sort();
  return [
    {
      path: `${baseUrl}/*`,
      headers: [...Object.entries(commonSecurityHeaders), ['Content-Security-Policy', contentSecurityPolicy(hashes)]],
    },
    ...parseHeadersFile(feedHeadersRule(`${baseUrl}/`)),
    // The web editor, when it runs inside the site; elsewhere `/admin/` is a plain page.
    ...(editor.onSite ? [{path: `${baseUrl}/${editorFolder}/*`, detach: ['Content-Security-Policy', 'Cross-Origin-Opener-Policy'], headers: editorHeaders(editor.authUrl)}] : []),
    // The service worker and the offline page's script: a new build's reach every visitor at once.
    ...[serviceWorkerPath, offlineScriptPath].map((file) => ({path: `${baseUrl}${file}`, headers: [['Cache-Control', 'no-cache']] as [string, string][]})),
    ...localePrefixes.flatMap((prefix) =>
      contentHashedPatterns.map((pattern) => ({
        path: `${baseUrl}${prefix}${pattern}`,
        // The search index's data files are neither documents nor scripts, so a policy would do
        // nothing for them; without it each of a query's requests is 0.6 KB lighter.
        ...(pattern.startsWith(`/${indexFolder}/`) ? {detach: ['Content-Security-Policy']} : {}),
        headers: [['Cache-Control', immutableCacheControl]] as [string, string][],
      })),
    ),
  ];
}

/**
 * The rules of the `_headers` file of the editor's own origin, which serves the editor alone:
 * every security header of the site, with the editor's policy, opener policy and caching, and
 * no indexing.
 */
export function editorOriginHeadersRules(authUrl: string | undefined): HeadersRule[] {
  const own = editorHeaders(authUrl);
  const common = Object.entries(commonSecurityHeaders).filter(([name]) => !own.some(([ownName]) => ownName === name));
  return [{path: '/*', headers: [...common, ...own, ['X-Robots-Tag', 'noindex']]}];
}

/** The `'sha256-…'` sources already in a `_headers` file (none when it does not exist). */
function hashesIn(file: string): string[] {
  return existsSync(file) ? [...readFileSync(file, 'utf8').matchAll(/'sha256-[A-Za-z0-9+/=]+'/g)].map((match) => match[0]) : [];
}

/** Writes `text` to `file`, creating its folder. */
function writeFile(file: string, text: string): void {
  mkdirSync(path.dirname(file), {recursive: true});
  writeFileSync(file, text);
}

/**
 * Writes the web editor for the origin it runs on (see the module comment): its page, its
 * configuration, its script and the logo, into `outDir/admin/` when it runs inside the site, or
 * into {@link editorOutDir} with its `_headers` and `robots.txt` when it has an origin of its own
 * (the site's `admin/` then only points there). When the build names no repository on GitHub, or
 * is the production deployment without an origin for the editor, `admin/` says how to set it up.
 *
 * @param siteRoot the public address of the site's root, ending in `/`
 * @param extra where each locale built starts below the root, and the logo's path under
 *   `static/` (`img/logo/borl.svg`)
 */
export function writeEditor(
  outDir: string,
  siteDir: string,
  siteRoot: string,
  {repository, editor = defaultEditorHosting}: SiteFilesOptions,
  extra: Pick<EditorSettings, 'localePaths'> & {logo?: string} = {},
): void {
  const siteFolder = path.join(outDir, editorFolder);
  const ownFolder = editorOutDir(outDir);
  // A folder left by an earlier build must never be published with this one.
  rmSync(ownFolder, {recursive: true, force: true});
  mkdirSync(siteFolder, {recursive: true});
  if (!repository?.github) {
    writeFileSync(path.join(siteFolder, 'index.html'), editorMissingPage('REPOSITORY_URL'));
    return;
  }
  if (!editor.url && !editor.onSite) {
    writeFileSync(path.join(siteFolder, 'index.html'), editorMissingPage('EDITOR_URL'));
    return;
  }
  const dir = editor.url ? ownFolder : siteFolder;
  // The editor's folder as its page's address: the root of its own origin, or the site's /admin/.
  const editorPath = editor.url ? '/' : `${new URL(siteRoot).pathname}${editorFolder}/`;
  mkdirSync(dir, {recursive: true});
  if (editor.url) {
    writeFileSync(path.join(siteFolder, 'index.html'), editorMovedPage(editor.url));
    writeFileSync(path.join(dir, '_headers'), formatHeadersFile(editorOriginHeadersRules(editor.authUrl), ['Written by plugins/site-files at build time; do not edit.']));
    writeFileSync(path.join(dir, 'robots.txt'), editorRobotsTxt);
  }
  const {logo, ...rest} = extra;
  // The logo travels with the editor, which may be served where the site's files are not.
  const logoPath = logo?.replace(/^\//, '');
  if (logoPath) {
    mkdirSync(path.dirname(path.join(dir, logoPath)), {recursive: true});
    copyFileSync(path.join(siteDir, 'static', logoPath), path.join(dir, logoPath));
  }
  const config = editorConfig({
    repository: {...repository, github: repository.github},
    authUrl: editor.authUrl,
    authScope: editor.authScope,
    siteRoot,
    siteDir,
    ...rest,
    ...(logoPath ? {logo: `${editorPath}${logoPath}`} : {}),
  });
  writeFileSync(path.join(dir, 'config.yml'), `# Written by plugins/site-files at build time; do not edit.\n${yaml.dump(config, {lineWidth: -1, noRefs: true})}`);
  writeFileSync(path.join(dir, 'index.html'), editorPage(editorPath, editorPolicy(editor.authUrl, 'meta')));
  // The package's folder, above its entry file: the editor's script is the file its documentation
  // has pages load (`dist/sveltia-cms.js`), which the package's exports do not list.
  let packageDir = path.dirname(createRequire(__filename).resolve('@sveltia/cms'));
  while (!existsSync(path.join(packageDir, 'package.json'))) packageDir = path.dirname(packageDir);
  for (const script of editorScripts) {
    const target = path.join(dir, path.relative('dist', script));
    mkdirSync(path.dirname(target), {recursive: true});
    copyFileSync(path.join(packageDir, script), target);
  }
}

/** The plugin (registered in `docusaurus.config.ts`, last: it hashes the finished pages' inline scripts). */
export default function siteFilesPlugin(context: LoadContext, options: SiteFilesOptions = {}): Plugin<void> {
  const {i18n, siteConfig, siteDir} = context;
  const rootBaseUrl = localeBaseUrl(i18n, i18n.defaultLocale);
  const siteRoot = new URL(rootBaseUrl, siteConfig.url).href;
  const baseUrl = rootBaseUrl.replace(/\/$/, '');
  // This locale's folder below the root of the site: `bn` for Bengali, none for the default
  // locale, or for a locale built alone with `--locale`, whose base URL is the root.
  const ownBaseUrl = localeBaseUrl(i18n, i18n.currentLocale);
  const subFolder = ownBaseUrl.startsWith(`${baseUrl}/`) ? ownBaseUrl.slice(baseUrl.length + 1).replace(/\/$/, '') : '';
  return {
    name: siteFilesPluginName,
    // Check every data set's values file when the build starts, so a bad file fails fast.
    loadContent: () => {
      datasetFiles(siteDir, siteRoot);
    },
    getPathsToWatch: () => [path.join(siteDir, 'content/datasets/*.csv')],
    contentLoaded: ({actions}) => {
      const feeds = Object.fromEntries(
        feedNames.map((name) => {
          const url = new URL(feedPath(name), siteRoot);
          return [name, {path: `${rootBaseUrl}${feedPath(name)}`, url: url.href, webcal: `webcal://${url.host}${url.pathname}`}];
        }),
      );
      const globalData: CalendarGlobalData = {feeds, builtAt: buildDay(Date.now())};
      actions.setGlobalData(globalData);
    },
    async postBuild({outDir}) {
      const rootDir = subFolder ? path.resolve(outDir, ...subFolder.split('/').map(() => '..')) : outDir;
      const hashes = new Set<string>();
      for (const file of filesBelow(outDir, '.html')) {
        inlineScriptHashes(readFileSync(path.join(outDir, file), 'utf8')).forEach((hash) => hashes.add(hash));
      }
      const headersFile = path.join(rootDir, '_headers');
      const localePrefixes = [...new Set(i18n.locales.map((locale) => localeBaseUrl(i18n, locale).replace(/\/$/, '').slice(baseUrl.length)))];
      const rules = securityHeadersRules({baseUrl, localePrefixes, scriptHashes: [...hashes, ...(subFolder ? hashesIn(headersFile) : [])], editor: options.editor});
      writeFileSync(headersFile, formatHeadersFile(rules, ['Written by plugins/site-files at build time; do not edit.', 'Every matching rule applies, in order.']));
      if (subFolder) {
        return;
      }
      writeFileSync(
        path.join(outDir, 'robots.txt'),
        robotsTxt(
          siteConfig.url,
          i18n.locales.map((locale) => localeBaseUrl(i18n, locale)),
        ),
      );
      for (const [file, text] of feedFiles(siteDir, siteRoot)) {
        writeFile(path.join(outDir, file), text);
      }
      for (const file of datasetFiles(siteDir, siteRoot)) {
        writeFile(path.join(outDir, file.path), file.text);
      }
      writeEditor(outDir, siteDir, siteRoot, options, {
        localePaths: Object.fromEntries(i18n.locales.map((locale) => [locale, localeBaseUrl(i18n, locale).slice(rootBaseUrl.length)])),
        logo: (siteConfig.themeConfig as {navbar?: {logo?: {src?: string}}} | undefined)?.navbar?.logo?.src,
      });
    },
  };
}
