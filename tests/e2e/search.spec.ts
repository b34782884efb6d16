/**
 * The site search (`plugins/search`, `src/theme/SearchBar`, `src/pages/search.tsx`): every page
 * of the sitemap is in the index under its title; typical queries open the right page from the
 * navbar's box; the box is a keyboard-usable combobox that loads nothing before its first
 * focus; the results page can be shared and says when nothing matches; and the index, split by
 * language, finds a Bengali page by a Bengali word (a fixture indexed by the same step).
 */
import {execFileSync} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync} from 'node:fs';
import {createServer, type Server} from 'node:http';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {test as plainTest} from '@playwright/test';
import {test, expect, visit, isMobile, axeViolations, sitemapPages, at} from './fixtures';
import {detailPath, listPath} from '../../src/collections';
import {pagePath} from '../../src/navigation';
import {people} from '../../src/data/people';
import {canonicalPathOf, isIndexed} from '../../plugins/search';

/** The sitemaps of the build, one per locale, with the address of the locale's search code. */
const locales = [
  {sitemap: 'build/sitemap.xml', bundle: '/pagefind/pagefind.js', home: '/'},
  ...(existsSync('build/bn/sitemap.xml') ? [{sitemap: 'build/bn/sitemap.xml', bundle: '/bn/pagefind/pagefind.js', home: '/bn/'}] : []),
];

/** Every page of a sitemap with the text of its h1 (what a result is titled). */
function indexedPages(sitemap: string) {
  return sitemapPages(sitemap).map(({pathname, file}) => {
    const html = readFileSync(file, 'utf8');
    const heading = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '';
    const title = heading.replace(/<[^>]+>/g, '').replace(/&amp;/g, '&').replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').trim();
    return {pathname, title, canonical: canonicalPathOf(html) ?? pathname};
  });
}

test.describe('the index', () => {
  for (const locale of locales) {
    test(`holds every page of ${locale.sitemap}: a query for its title finds it`, async ({page}, testInfo) => {
      test.skip(testInfo.project.name === 'mobile', 'the index is the same for every screen');
      test.setTimeout(120_000);
      // A copy of a page (its canonical address is another page's) is left to that page.
      const pages = indexedPages(locale.sitemap)
        .filter((entry) => isIndexed(entry.pathname.replace(/^\/bn(\/|$)/, '/')) && entry.canonical === at(entry.pathname).replace(/(.)\/$/, '$1'))
        .map(({pathname, title}) => ({pathname: at(pathname), title}));
      expect(pages.length).toBeGreaterThan(100);
      expect(pages.filter((entry) => entry.title === '').map((entry) => `${entry.pathname} has no h1`)).toEqual([]);
      await visit(page, locale.home);
      const missing = await page.evaluate(
        async ({entries, bundle}) => {
          const module = (await import(bundle)) as {
            createInstance: (options: object) => {options: (options: object) => Promise<void>; search: (query: string) => Promise<{results: {data: () => Promise<{url: string}>}[]}>};
          };
          const pagefind = module.createInstance({noWorker: true});
          await pagefind.options({baseUrl: '/'});
          const notFound: string[] = [];
          for (const entry of entries) {
            const {results} = await pagefind.search(entry.title);
            const urls = await Promise.all(results.slice(0, 10).map(async (result) => (await result.data()).url));
            if (!urls.includes(entry.pathname)) {
              notFound.push(`${entry.pathname} is not among the first 10 results for its title "${entry.title}" (found: ${urls.slice(0, 3).join(', ')})`);
            }
          }
          return notFound;
        },
        {entries: pages, bundle: at(locale.bundle)},
      );
      expect(missing).toEqual([]);
    });
  }
});

const firstResearcher = people.find((person) => person.group === 'researcher')!;

/** Typical queries and the page that must come first. */
const queries: [query: string, expectedPath: string][] = [
  ['Swatch', pagePath('swatch-of-no-ground')],
  [firstResearcher.name.replace(/^Dr\.? /, '').split(' ')[0]!, detailPath('people', firstResearcher.id)],
  ['hilsa', pagePath('migratory-routes-for-tenualosa-ilisha')],
  ['dolph', pagePath('habitat-for-irrawaddy-dolphin')],
  ['coral MPA', pagePath('corals-of-st-martin-island')],
  ['Sundarbans cruise', `${listPath('expeditions')}/sundarbans-research-cruise-september-2023`],
  ['Halophila seagrass', detailPath('people', '12')],
  // A paper's title words find the paper's own page.
  ['Meghna estuary phytoplankton', detailPath('publications', 'khanam2025plankton')],
  // The paper titled '… from three decades of satellite sea surface temperature' is the densest
  // match; the fact page on SST follows it.
  ['sea surface temperature', detailPath('publications', 'talukder2023heatwave')],
  ['internship', detailPath('undergraduate', 'bsc_internship')],
];

test.describe('the search box', () => {
  for (const [query, expectedPath] of queries) {
    test(`"${query}" puts ${expectedPath} first, and Enter opens it`, async ({page}, testInfo) => {
      test.skip(testInfo.project.name === 'mobile' && query !== 'Swatch', 'the ranking is the same on every screen; one query runs on a phone');
      await visit(page, '/');
      const box = page.getByRole('combobox', {name: 'Search'});
      await box.click();
      await box.fill(query);
      const first = page.getByRole('listbox', {name: 'Search results'}).getByRole('option').first();
      await expect(first).toBeVisible({timeout: 15_000});
      await expect(first.getByRole('link')).toHaveAttribute('href', at(expectedPath));
      await box.press('ArrowDown');
      await expect(first).toHaveAttribute('aria-selected', 'true');
      await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
      await box.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${expectedPath}$`));
    });
  }

  test('loads no search code before the box is focused, and follows the combobox pattern', async ({page}) => {
    const searchRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/pagefind/')) searchRequests.push(request.url());
    });
    await visit(page, '/');
    await page.waitForLoadState('networkidle');
    expect(searchRequests).toEqual([]);
    const box = page.getByRole('combobox', {name: 'Search'});
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await box.focus();
    await box.fill('hilsa');
    const options = page.getByRole('listbox', {name: 'Search results'}).getByRole('option');
    await expect(options.first()).toBeVisible({timeout: 15_000});
    expect(searchRequests.length).toBeGreaterThan(0);
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    // Each result names its section and highlights the match; the last entry opens the results page.
    await expect(options.first()).toContainText('Explore BOB Facts', {ignoreCase: true});
    await expect(options.first().locator('mark').first()).toHaveText(/hilsa/i);
    await expect(options.last()).toContainText('See all results for “hilsa”');
    await box.press('ArrowDown');
    await box.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await box.press('ArrowUp');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await box.press('Escape');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(box).toHaveValue('hilsa');
    await box.press('Escape');
    await expect(box).toHaveValue('');
    if (isMobile(page)) {
      await expect(box).toBeVisible();
    }
  });

  test('Enter with no result chosen opens the results page for the query', async ({page}) => {
    await visit(page, '/');
    const box = page.getByRole('combobox', {name: 'Search'});
    await box.fill('mangrove');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=mangrove$/);
    await expect(page.getByRole('status').filter({hasText: /pages? found for “mangrove”/})).toBeVisible({timeout: 15_000});
  });
});

test.describe('the results page', () => {
  test('shows the results of a shared address, with titles, sections and excerpts, moving nothing on the screen when they arrive', async ({page}) => {
    // Layout shifts of the whole visit, as the Cumulative Layout Shift metric counts them.
    await page.addInitScript(() => {
      const shifts = {total: 0};
      Object.assign(window, {layoutShifts: shifts});
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {value: number; hadRecentInput: boolean})[]) {
          if (!entry.hadRecentInput) {
            shifts.total += entry.value;
          }
        }
      }).observe({type: 'layout-shift', buffered: true});
    });
    await visit(page, '/search?q=hilsa');
    await expect(page.getByRole('heading', {level: 1, name: 'Search the site'})).toBeVisible();
    await expect(page.getByRole('searchbox', {name: 'Search'}).last()).toHaveValue('hilsa');
    const results = page.getByRole('main').getByRole('listitem');
    await expect(results.first()).toBeVisible({timeout: 15_000});
    await expect(results.first().getByRole('link')).toHaveAttribute('href', at(pagePath('migratory-routes-for-tenualosa-ilisha')));
    await expect(results.first().locator('mark').first()).toHaveText(/hilsa/i);
    await expect(page).toHaveTitle(/Search results for “hilsa”/);
    expect(await page.evaluate(() => (window as unknown as {layoutShifts: {total: number}}).layoutShifts.total)).toBeLessThanOrEqual(0.01);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('says clearly when nothing matches, and a new query updates the address', async ({page}) => {
    await visit(page, '/search?q=qwxzyv');
    await expect(page.getByRole('status').filter({hasText: 'No pages match “qwxzyv”'})).toBeVisible({timeout: 15_000});
    const box = page.getByRole('main').getByRole('searchbox', {name: 'Search'});
    await box.fill('Sonadia');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=Sonadia$/);
    await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible({timeout: 15_000});
  });
});

plainTest.describe('an index of two languages', () => {
  let server: Server;
  let origin = '';

  plainTest.beforeAll(async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'search-fixture-'));
    execFileSync(process.execPath, [require.resolve('jiti/bin/jiti.js'), path.join(__dirname, 'search-fixture/writeIndex.ts'), dir], {stdio: 'pipe'});
    expect(existsSync(path.join(dir, 'pagefind/pagefind.js'))).toBe(true);
    const types: Record<string, string> = {'.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.json': 'application/json'};
    server = createServer((request, response) => {
      const file = path.join(dir, decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
      if (!file.startsWith(dir) || !existsSync(file)) {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(200, {'content-type': types[path.extname(file)] ?? 'application/octet-stream'}).end(readFileSync(file));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });

  plainTest.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** Searches from the fixture page of `lang` and returns the URLs found. */
  async function searchFrom(page: import('@playwright/test').Page, lang: 'bn' | 'en', query: string): Promise<string[]> {
    await page.goto(`${origin}/${lang}.html`);
    return page.evaluate(async (term) => {
      const module = (await import('/pagefind/pagefind.js' as string)) as {
        createInstance: (options: object) => {search: (query: string) => Promise<{results: {data: () => Promise<{url: string}>}[]}>};
      };
      const {results} = await module.createInstance({noWorker: true}).search(term);
      return Promise.all(results.map(async (result) => (await result.data()).url));
    }, query);
  }

  plainTest('a Bengali page is found by a Bengali word, and by the start of one', async ({page}, testInfo) => {
    plainTest.skip(testInfo.project.name === 'mobile', 'the index is the same for every screen');
    expect(await searchFrom(page, 'bn', 'ইলিশ')).toEqual(['/bn/fixture/mohona']);
    expect(await searchFrom(page, 'bn', 'প্রজনন')).toEqual(['/bn/fixture/mohona']);
  });

  plainTest('each page searches the index of its own language', async ({page}, testInfo) => {
    plainTest.skip(testInfo.project.name === 'mobile', 'the index is the same for every screen');
    expect(await searchFrom(page, 'en', 'hilsa')).toEqual(['/fixture/estuary']);
    expect(await searchFrom(page, 'en', 'ইলিশ')).toEqual([]);
    expect(await searchFrom(page, 'bn', 'hilsa')).toEqual([]);
  });
});
