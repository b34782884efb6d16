/**
 * Local plugin that makes the site searchable: after each locale's build it indexes the built
 * HTML of every public page with Pagefind (npm `pagefind`, its Node API) and writes the index
 * beside the pages, at `{outDir}/pagefind/` (so `/pagefind/` for English and `/bn/pagefind/`
 * for Bengali: each locale has its own index, in the language of its pages).
 *
 * Which pages: every route of the build, less the ones a visitor would never want as a result
 * ({@link isIndexed}): the search page itself, the offline page, the blogs' tag, author, archive and later list
 * pages, and the 404 page; and a page that names another as its canonical address is left to
 * that one ({@link canonicalPathOf}). Pages come from the build's own route list, not from a crawl, so a
 * page that exists is indexed and a route with no HTML file fails the build. Only a page's
 * `<main>` is read (not the menus or the footer, which every page repeats), less the parts of
 * it that are navigation ({@link excludedSelectors}); a result's title is the page's h1. Words
 * of adjacent blocks stay apart in the index and the excerpts ({@link withTextBreaks}).
 *
 * Pagefind splits the index into chunks that the browser fetches for each query
 * (`src/search/pagefind.ts` loads it when the visitor focuses the search box), so no page loads
 * search code before it is used. The index is Pagefind's own, as its Node API writes it.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import logger from '@docusaurus/logger';
import {defaultTreeAdapter, parse, serialize, type DefaultTreeAdapterMap} from 'parse5';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {pagefindFolder, searchPagePath} from '../../src/search/pagefind';
import {offlinePagePath} from '../../src/offline/routes';

/** Name of the plugin. */
export const searchPluginName = 'borl-search';

/** Folder of the index in each locale's build output; the browser loads `{baseUrl}pagefind/pagefind.js`. */
export const indexFolder = pagefindFolder;

/** Route paths (no base URL) left out of the index: the search page, and listings that only repeat other pages. */
const notIndexed = [/\/404\.html$/, new RegExp(`^${searchPagePath}$`), new RegExp(`^${offlinePagePath}$`), /\/tags(\/|$)/, /\/authors(\/|$)/, /\/archive$/, /\/page\/\d+$/];

/** Parts of a page's `<main>` that are navigation, not content: tables of contents, pagers, edit links. */
export const excludedSelectors = ['.theme-doc-toc-mobile', '.theme-doc-toc-desktop', '.theme-doc-footer', '.pagination-nav', '.theme-edit-this-page', '.theme-last-updated'];

/** Files Pagefind writes for its own ready-made interfaces, which this site does not use. */
const unusedBundles = ['pagefind-ui.js', 'pagefind-ui.css', 'pagefind-modular-ui.js', 'pagefind-modular-ui.css', 'pagefind-component-ui.js', 'pagefind-component-ui.css', 'pagefind-highlight.js'];

/**
 * Whether the page at `routePath` (without the base URL, no trailing slash, `/` for the home
 * page) belongs in the search index.
 */
export function isIndexed(routePath: string): boolean {
  return !notIndexed.some((pattern) => pattern.test(routePath));
}

/** A route path (with the base URL) as a path within the site: `/bn/news/` → `/news`, `/bn/` → `/`. */
export function sitePath(baseUrl: string, routePath: string): string {
  return `/${routePath.slice(baseUrl.length)}`.replace(/(.)\/$/, '$1');
}

/**
 * The path a page names as its canonical address (`<link rel="canonical">`), if any. A page
 * that names another one (the Start a Career copy of the careers list, the featured-article
 * list shown again at News Releases) is a copy: only the canonical page is indexed, so a
 * result is never listed twice.
 */
export function canonicalPathOf(html: string): string | undefined {
  const href = /<link[^>]*\brel=["']?canonical["']?[^>]*>/i.exec(html)?.[0].match(/\bhref=["']?([^"'\s>]+)/i)?.[1];
  return href === undefined ? undefined : new URL(href, 'https://site.invalid').pathname.replace(/(.)\/$/, '$1');
}

/**
 * The HTML file the build wrote for a route path (with the base URL), given `trailingSlash:
 * false`: `/a/b` → `a/b.html`, `/` → `index.html`.
 */
export function htmlFileOf(outDir: string, baseUrl: string, routePath: string): string {
  const relative = routePath.slice(baseUrl.length).replace(/\/$/, '');
  return path.join(outDir, relative === '' ? 'index.html' : `${relative}.html`);
}

/**
 * Pagefind's Node API. The package is ESM-only, with only an `import` entry in its `exports`,
 * which the configuration loader's `require` cannot resolve; the module is loaded from the file
 * that entry names, read from the package's `package.json`.
 */
async function importPagefind(): Promise<typeof import('pagefind')> {
  const packageDir = path.join(__dirname, '..', '..', 'node_modules', 'pagefind');
  const {exports} = JSON.parse(await fs.readFile(path.join(packageDir, 'package.json'), 'utf8')) as {exports: {'.': {import: string}}};
  return (await import(pathToFileURL(path.join(packageDir, exports['.'].import)).href)) as typeof import('pagefind');
}

/**
 * Elements whose text a reader sees apart from the text around them: the HTML elements shown
 * as blocks, list items, table cells and line breaks by default.
 */
const textBreakingElements = new Set(
  'address article aside blockquote br caption dd details dialog div dl dt fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6 header hgroup hr li main nav ol p pre section summary table tbody td tfoot th thead tr ul'.split(
    ' ',
  ),
);

/**
 * The page's HTML with a space around every element of {@link textBreakingElements} (table
 * cells, list items, paragraphs, …) and between two elements that follow each other with no
 * text between them (a name and a designation, two buttons: components draw such siblings as
 * blocks or apart). Pagefind joins the text of adjacent elements as it finds it, and minified
 * HTML has no white space between them (`<th>Variable<th>Unit`, even without end tags), so
 * without it a result would read "VariableUnit" and a search for either word would miss the
 * page. Text beside an inline element (`Bio<em>geo</em>chemistry`) is left as it is: it is part
 * of the words around it.

 *
 * @param html a whole HTML document
 * @returns the same document, serialised again
 */
export function withTextBreaks(html: string): string {
  const document = parse(html);
  const visit = (parent: DefaultTreeAdapterMap['parentNode']): void => {
    const space = (): DefaultTreeAdapterMap['textNode'] => ({...defaultTreeAdapter.createTextNode(' '), parentNode: parent});
    parent.childNodes = parent.childNodes.flatMap((child, index, siblings): DefaultTreeAdapterMap['childNode'][] => {
      if (!defaultTreeAdapter.isElementNode(child)) {
        return [child];
      }
      visit(child);
      const afterElement = index > 0 && defaultTreeAdapter.isElementNode(siblings[index - 1]!);
      const breaks = textBreakingElements.has(child.tagName);
      return [...(breaks || afterElement ? [space()] : []), child, ...(breaks ? [space()] : [])];
    });
  };
  visit(document);
  return serialize(document);
}

/** One page to index: the URL a result links to (with the base URL) and the page's HTML. */
export type IndexedPage = {url: string; html: string};

/**
 * Indexes `pages` with Pagefind and writes the index and Pagefind's search code to `outputPath`.
 * The language of each page is its `<html lang>`; pages of several languages get one index each.
 *
 * @returns the number of pages indexed
 * @throws Error naming the page when Pagefind cannot read one, or when it cannot start or write
 */
export async function writeSearchIndex(pages: readonly IndexedPage[], outputPath: string): Promise<number> {
  const pagefind = await importPagefind();
  try {
    const {index, errors} = await pagefind.createIndex({rootSelector: 'main', excludeSelectors: excludedSelectors});
    if (!index) {
      throw new Error(`${searchPluginName}: Pagefind could not start: ${errors.join('; ')}`);
    }
    for (const page of pages) {
      const added = await index.addHTMLFile({url: page.url, content: withTextBreaks(page.html)});
      if (added.errors.length > 0) {
        throw new Error(`${searchPluginName}: Pagefind could not index ${page.url}: ${added.errors.join('; ')}`);
      }
    }
    const written = await index.writeFiles({outputPath});
    if (written.errors.length > 0) {
      throw new Error(`${searchPluginName}: Pagefind could not write the index: ${written.errors.join('; ')}`);
    }
    await Promise.all(unusedBundles.map((file) => fs.rm(path.join(outputPath, file), {force: true})));
    return pages.length;
  } finally {
    await pagefind.close();
  }
}

/** The plugin (registered in `docusaurus.config.ts`). */
export default function searchPlugin(context: LoadContext): Plugin {
  const {baseUrl, siteDir} = context;
  return {
    name: searchPluginName,
    async contentLoaded() {
      if (process.env.NODE_ENV === 'development') {
        logger.info('Site search works in the production build only (its index is made from the built pages): run npm run build && npm run serve to try it.');
      }
    },
    async postBuild({outDir, routesPaths}) {
      const routes = routesPaths.filter((routePath) => routePath.startsWith(baseUrl) && isIndexed(sitePath(baseUrl, routePath)));
      const pages = await Promise.all(
        routes.map(async (routePath): Promise<IndexedPage> => {
          const file = htmlFileOf(outDir, baseUrl, routePath);
          const html = await fs.readFile(file, 'utf8').catch(() => {
            throw new Error(`${searchPluginName}: the route ${routePath} has no HTML file (${path.relative(siteDir, file)})`);
          });
          return {url: routePath, html};
        }),
      );
      const canonicalPages = pages.filter((page) => (canonicalPathOf(page.html) ?? page.url) === page.url.replace(/(.)\/$/, '$1'));
      await writeSearchIndex(canonicalPages, path.join(outDir, indexFolder));
    },
  };
}
