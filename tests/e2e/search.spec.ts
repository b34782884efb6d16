/** The site search: the index, the navbar's box (a combobox), the results page, and an index per language (a fixture indexed as the site is). */
import {execFileSync} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {test as plainTest, type Page} from '@playwright/test';
import {test, expect, visit, sitemapPages, at} from './fixtures';
import {detailPath, listPath} from '../../src/collections';
import {pagePath} from '../../src/navigation';
import {datasets, people} from '../shared/collections';
import {isIndexed} from '../../plugins/search';
import {earlySearchGlobal} from '../../src/search/pagefind';

/** The URLs of the first ten results for each query, from the Pagefind bundle at `bundle`, searched in the page. */
const searchIn = (page: Page, bundle: string, queries: string[]): Promise<string[][]> =>
  page.evaluate(
    async ({bundle, queries}) => {
      type Pagefind = {options: (options: object) => Promise<void>; search: (query: string) => Promise<{results: {data: () => Promise<{url: string}>}[]}>};
      const pagefind = ((await import(bundle)) as {createInstance: (options: object) => Pagefind}).createInstance({noWorker: true});
      await pagefind.options({baseUrl: '/'});
      const found: string[][] = [];
      for (const query of queries) {
        const {results} = await pagefind.search(query);
        found.push(await Promise.all(results.slice(0, 10).map(async (result) => (await result.data()).url)));
      }
      return found;
    },
    {bundle, queries},
  );

/** The layout shift of the page since it loaded (CLS): its buffered shifts without recent input, summed. */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        type Shift = PerformanceEntry & {value: number; hadRecentInput: boolean};
        new PerformanceObserver((list) => resolve((list.getEntries() as Shift[]).reduce((sum, shift) => sum + (shift.hadRecentInput ? 0 : shift.value), 0))).observe({
          type: 'layout-shift',
          buffered: true,
        });
        setTimeout(() => resolve(0), 500);
      }),
  );

/** About ten indexed pages of a sitemap, spread over it, each with the text of its h1 (what a result is titled). */
function samplePages(sitemap: string): {pathname: string; title: string}[] {
  const pages = sitemapPages(sitemap).flatMap(({pathname, file}) => {
    const html = readFileSync(file, 'utf8');
    const heading = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '';
    const title = heading
      .replace(/<[^>]+>/g, '')
      .replace(/&amp;/g, '&')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&quot;/g, '"')
      .trim();
    return isIndexed(pathname.replace(/^\/bn(\/|$)/, '/')) ? [{pathname: at(pathname), title}] : [];
  });
  return pages.filter((_, index) => index % Math.max(1, Math.floor(pages.length / 10)) === 0);
}

test('the index of each language finds a sample of its sitemap by their titles', async ({page}) => {
  const missing: string[] = [];
  for (const {sitemap, home} of [
    {sitemap: 'build/sitemap.xml', home: '/'},
    {sitemap: 'build/bn/sitemap.xml', home: '/bn/'},
  ]) {
    const pages = samplePages(sitemap);
    expect(pages.length, `pages sampled from ${sitemap}`).toBeGreaterThanOrEqual(10);
    await visit(page, home);
    const found = await searchIn(
      page,
      at(`${home}pagefind/pagefind.js`),
      pages.map(({title}) => title),
    );
    pages.forEach(({pathname, title}, index) => {
      if (!found[index]!.includes(pathname)) missing.push(`${pathname} is not in the first 10 results for "${title}" (found: ${found[index]!.slice(0, 3).join(', ')})`);
    });
  }
  expect(missing).toEqual([]);
  // A data set's charts are indexed: a variable its charts name and a place its description names find it.
  const coastal = datasets.find((dataset) => dataset.description.includes('Teknaf') && dataset.variables.some((variable) => variable.name === 'salinity'))!;
  const [found] = await searchIn(page, at('/pagefind/pagefind.js'), ['salinity Teknaf']);
  expect(found!.slice(0, 5)).toContain(at(detailPath('datasets', coastal.id)));
});

test('typical queries in the search box put the right page first, and ArrowDown and Enter open it', async ({page}) => {
  const researcher = people.find((person) => person.group === 'researcher')!;
  const queries: [query: string, expectedPath: string][] = [
    ['Swatch', pagePath('swatch-of-no-ground')],
    [researcher.name.replace(/^Dr\.? /, '').split(' ')[0]!, detailPath('people', researcher.id)],
    ['hilsa', pagePath('migratory-routes-for-tenualosa-ilisha')],
    ['dolph', pagePath('habitat-for-irrawaddy-dolphin')],
    ['Sundarbans cruise', `${listPath('expeditions')}/sundarbans-research-cruise-september-2023`],
    // A paper's title words find the paper's own page.
    ['Meghna estuary phytoplankton', detailPath('publications', 'khanam2025plankton')],
    ['internship', detailPath('undergraduate', 'bsc_internship')],
  ];
  await visit(page, '/');
  for (const [query, expectedPath] of queries) {
    const box = page.getByRole('combobox', {name: 'Search'});
    await box.fill(query);
    const first = page.getByRole('listbox', {name: 'Search results'}).getByRole('option').first();
    await expect(first.getByRole('link'), `the first result for "${query}"`).toHaveAttribute('href', at(expectedPath), {timeout: 15_000});
    await box.press('ArrowDown');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
    await box.press('Enter');
    await expect(page).toHaveURL(at(expectedPath));
  }
});

test('the box loads no code before focus, is a combobox, and Enter opens the results page; a shared results address, no match, a new query', async ({page}) => {
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
  await box.fill('mangrove');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=mangrove$/);
  await expect(page.getByRole('status').filter({hasText: /pages? found for “mangrove”/})).toBeVisible({timeout: 15_000});
  // The results page from a shared address.
  await visit(page, '/search?q=hilsa');
  await expect(page.getByRole('heading', {level: 1, name: 'Search the site'})).toBeVisible();
  const resultsBox = page.getByRole('main').getByRole('searchbox', {name: 'Search'});
  await expect(resultsBox).toHaveValue('hilsa');
  const results = page.getByRole('main').getByRole('listitem');
  await expect(results.first()).toBeVisible({timeout: 15_000});
  await expect(results.first().getByRole('link')).toHaveAttribute('href', at(pagePath('migratory-routes-for-tenualosa-ilisha')));
  await expect(results.first().locator('mark').first()).toHaveText(/hilsa/i);
  await expect(page).toHaveTitle(/Search results for “hilsa”/);
  // The page's inline script started the search before the page's scripts ran (a policy
  // violation, which would block it, fails the test through the fixture's console check).
  expect(await page.evaluate((name) => typeof (window as unknown as Record<string, {url?: string} | undefined>)[name]?.url, earlySearchGlobal)).toBe('string');
  // Nothing moved on the screen while the page loaded and the results arrived.
  expect(await layoutShift(page)).toBeLessThanOrEqual(0.01);
  await visit(page, '/search?q=qwxzyv');
  await expect(page.getByRole('status').filter({hasText: 'No pages match “qwxzyv”'})).toBeVisible({timeout: 15_000});
  await resultsBox.fill('Sonadia');
  await resultsBox.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=Sonadia$/);
  await expect(results.first()).toBeVisible({timeout: 15_000});
});

plainTest('each page searches the index of its own language; a Bengali page is found by a Bengali word and by the start of one', async ({page}) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'search-fixture-'));
  execFileSync(process.execPath, [require.resolve('jiti/bin/jiti.js'), path.join(__dirname, 'search-fixture/writeIndex.ts'), dir], {stdio: 'pipe'});
  // The fixture's two pages and their index, answered from its folder.
  await page.route('http://127.0.0.1:9/**', (route) => {
    const file = path.join(dir, decodeURIComponent(new URL(route.request().url()).pathname));
    return existsSync(file) ? route.fulfill({path: file}) : route.fulfill({status: 404});
  });
  for (const [lang, query, expected] of [
    ['bn', 'ইলিশ', ['/bn/fixture/mohona']],
    ['bn', 'প্রজনন', ['/bn/fixture/mohona']],
    ['en', 'hilsa', ['/fixture/estuary']],
    ['en', 'ইলিশ', []],
    ['bn', 'hilsa', []],
  ] as const) {
    await page.goto(`http://127.0.0.1:9/${lang}.html`);
    expect((await searchIn(page, '/pagefind/pagefind.js', [query]))[0], `${query} from the ${lang} page`).toEqual(expected);
  }
});
