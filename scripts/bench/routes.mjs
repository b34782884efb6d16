/**
 * The key routes the performance benchmark measures, derived from the site's own sources so a
 * moved page or an editor's new entry moves here too: paths from `src/collections.ts`,
 * `src/navigation.ts` and `src/search/pagefind.ts`, locales from `src/config/locales.ts`, the
 * Importing this module runs nothing; other
 * scripts may read the routes with {@link keyRoutes}.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';

const load = createJiti(fileURLToPath(import.meta.url));
const {listPath, unlistedPages} = load('../../src/collections.ts');
const {pagePath} = load('../../src/navigation.ts');
const {searchPagePath} = load('../../src/search/pagefind.ts');
const {defaultLocale, localeConfigs, needsBengaliFont} = load('../../src/config/locales.ts');
const {isIndexed} = load('../../plugins/search/index.ts');

/**
 * A route the benchmark measures.
 *
 * @typedef {object} KeyRoute
 * @property {string} path Path and query from the site's root (no base URL), e.g. `/bn/`.
 * @property {string} name What the page is, for the report.
 * @property {string} locale The locale whose page it is (a key of `localeConfigs`).
 * @property {string[]} libraries The heavy libraries the page may load (see the benchmark's markers).
 * @property {string} [twin] For a page of another locale, the path of the same page in the default locale.
 */

/** The word the search results page of each locale is measured with: a query with many results (hilsa). */
export const searchWords = {en: 'hilsa', bn: 'ইলিশ'};

/** The locales other than the default, each served under `/{locale}`. */
export const otherLocales = Object.keys(localeConfigs).filter((locale) => locale !== defaultLocale);

/**
 * Whether the pages of `locale` load a self-hosted font: Bengali pages, whose script the system
 * fonts may lack (`fontHeadTags` of `src/config/locales.ts`).
 */
export const needsWebFont = needsBengaliFont;

/**
 * The paths (no base URL) of the pages listed in the build's sitemap (`{buildDir}/sitemap.xml`,
 * the default locale's), in the sitemap's order.
 *
 * @throws Error when the build has no sitemap
 */
export function sitemapPaths(buildDir) {
  const file = path.join(buildDir, 'sitemap.xml');
  if (!existsSync(file)) throw new Error(`no ${file}: build the site first`);
  return [...readFileSync(file, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url).pathname.replace(/\/$/, '') || '/');
}

/**
 * The first page of the sitemap one level below a collection's list page that a visitor would
 * look for (not a blog's tag, author, archive or later list page): the page of "a person", "a
 * publication", "an article".
 *
 * @throws Error naming the list page when the sitemap has no page below it
 */
function firstEntryPath(paths, name) {
  const list = listPath(name);
  const found = paths.find((page) => page.startsWith(`${list}/`) && !page.slice(list.length + 1).includes('/') && isIndexed(page));
  if (!found) throw new Error(`the sitemap lists no page below ${list}`);
  return found;
}

/**
 * The path of `page` (no base URL) in `locale`: the default locale's pages at the root, every
 * other locale's under `/{locale}` (the home page as `/{locale}/`).
 */
export function localePath(locale, page) {
  if (locale === defaultLocale) return page;
  return page === '/' ? `/${locale}/` : `/${locale}${page}`;
}

/**
 * The search results page of `locale` for its word of {@link searchWords}, without base URL.
 *
 * @throws Error when the locale has no search word
 */
export function searchResultsPath(locale) {
  const query = searchWords[locale];
  if (!query) throw new Error(`no search word for the locale "${locale}" in searchWords of scripts/bench/routes.mjs`);
  return `${localePath(locale, searchPagePath)}?q=${encodeURIComponent(query)}`;
}

/**
 * The key routes of the site, each with the heavy libraries it may load. The page of a person,
 * a publication, a featured article and a cruise is the first such page of the built sitemap
 * (`buildDir`), so adding, removing or reordering entries cannot break the benchmark.
 *
 * @param {string} buildDir the production build (`build/`)
 * @returns {KeyRoute[]}
 */
export function keyRoutes(buildDir) {
  const paths = sitemapPaths(buildDir);
  const english = [
    {path: pagePath('home'), name: 'Home', libraries: ['swiper']},
    {path: pagePath('swatch-of-no-ground'), name: 'Fact page (Swatch of No Ground)', libraries: []},
    {path: listPath('people'), name: 'Our People', libraries: []},
    {path: firstEntryPath(paths, 'people'), name: 'A person', libraries: []},
    {path: listPath('publications'), name: 'Publications', libraries: []},
    {path: firstEntryPath(paths, 'publications'), name: "A publication's page", libraries: []},
    {path: pagePath('news'), name: 'News landing', libraries: []},
    {path: firstEntryPath(paths, 'featuredArticles'), name: 'A featured article', libraries: []},
    {path: unlistedPages.becomeMember, name: 'Membership form', libraries: ['emailjs', 'sweetalert2']},
    {path: pagePath('directions'), name: 'Directions', libraries: ['leaflet']},
    {path: listPath('cruises'), name: 'Cruise Planning', libraries: ['leaflet']},
    {path: firstEntryPath(paths, 'cruises'), name: 'A cruise page', libraries: ['leaflet']},
    {path: firstEntryPath(paths, 'datasets'), name: 'A data set page', libraries: []},
    {path: searchResultsPath(defaultLocale), name: 'Search results', libraries: []},
  ].map((route) => ({...route, locale: defaultLocale}));
  // Every other edition: its home, fact page, a data set page and search results, each with
  // its English twin (its search results page is its twin's, the query in its language).
  const others = otherLocales.flatMap((locale) => {
    const label = localeConfigs[locale].label;
    const twins = [
      [english[0], localePath(locale, pagePath('home')), `Home (${label})`],
      [english[1], localePath(locale, pagePath('swatch-of-no-ground')), `Fact page (${label})`],
      [english.find((route) => route.name === 'A data set page'), localePath(locale, firstEntryPath(paths, 'datasets')), `A data set page (${label})`],
      [english.at(-1), searchResultsPath(locale), `Search results (${label})`],
    ];
    return twins.map(([twin, path, name]) => ({path, name, locale, libraries: twin.libraries, twin: twin.path}));
  });
  return [...english, ...others];
}
