/**
 * The site without JavaScript: list pages (both languages), map pages, Events and the form, opened with scripting off. Every
 * list holds every entry of its data; no disabled control lacks a `<noscript>` alternative, no list toggle shows; map frames
 * name their place and link it on OpenStreetMap; Events offers the calendar and its feed.
 */
import {readFileSync} from 'node:fs';
import type {Browser} from '@playwright/test';
import {test, expect, at, baseUrl, expectConsoleErrors, sitemapPages} from './fixtures';
import {calendarPattern} from './externalServices';
import {bibliographyFile, parseBibliography} from '../../plugins/publications/bibliography';
import {collections, detailPath, listPath, unlistedPages} from '../../src/collections';
import {calendarEmbedUrl, eventsCalendar, openStreetMapSite} from '../../src/config/externalServices';
import {cruises, pressItems} from '../shared/collections';
import {site} from '../../src/data/site';
import {pagePath} from '../../src/navigation';
import {listedFeaturedArticles} from '../shared/featuredArticles';

/** What a reader without JavaScript sees of one page. */
type PageRecord = {hrefs: string[]; disabled: string[]; noscriptNotice: boolean; toggles: string[]; mapFrames: {text: string; hrefs: string[]}[]};

const publications = parseBibliography(readFileSync(bibliographyFile, 'utf8'));
const bengali = JSON.parse(readFileSync('i18n/bn/code.json', 'utf8')) as Record<string, {message: string}>;
/** Labels of the list toggles in both languages. */
const toggleLabels = ['See More', 'See Less', 'Back', ...['seeMore.more', 'seeMore.less', 'publications.seeMore'].flatMap((id) => bengali[id]?.message ?? [])];
const eventsFeed = at('/calendar/events.ics');

/** Each list page, with the `href`s that must all be visible on it (internal ones without base and locale), from the data and the build. */
function expectedLists(): {path: string; hrefs: string[]}[] {
  const articles = listedFeaturedArticles().map((article) => article.permalink);
  const press = pressItems.map((item) => item.source);
  const lists = [
    {path: pagePath('news-releases'), hrefs: articles},
    {path: '/news', hrefs: [...articles, ...press]},
    {path: listPath('publications'), hrefs: publications.map((publication) => detailPath('publications', publication.key))},
  ];
  // A collection's entries, each a page of the build under its list's path.
  const built = sitemapPages('build/sitemap.xml').map((entry) => entry.pathname);
  for (const [name, collection] of Object.entries(collections)) {
    if ('detailView' in collection) {
      const hrefs = built.filter((path) => path.startsWith(`${collection.listPath}/`) && !path.slice(collection.listPath.length + 1).includes('/'));
      lists.push({path: collection.listPath, hrefs: hrefs.length === 0 ? [`(the entries of ${name})`] : name === 'press' ? [...hrefs, ...press] : hrefs});
    }
  }
  return lists;
}

/** Records what a reader sees of each path, four pages at a time, scripting off. */
async function recordPages(browser: Browser, baseURL: string, paths: string[]): Promise<Map<string, PageRecord>> {
  const context = await browser.newContext({baseURL, javaScriptEnabled: false});
  // Nothing leaves the machine, and images, fonts and media, which change nothing read here, are not fetched.
  const origin = new URL(baseURL).origin;
  await context.route('**/*', (route) =>
    new URL(route.request().url()).origin !== origin || ['image', 'font', 'media'].includes(route.request().resourceType()) ? route.abort('blockedbyclient') : route.fallback(),
  );
  const records = new Map<string, PageRecord>();
  const queue = [...paths];
  const worker = async () => {
    const page = await context.newPage();
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      const response = await page.goto(at(path));
      expect(response?.status(), path).toBe(200);
      const record = await page.evaluate(
        ({labels, base}) => {
          const shows = (element: Element) => element.checkVisibility({visibilityProperty: true});
          const describe = (element: Element) => `<${element.tagName.toLowerCase()}> ${element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 60) ?? ''}`;
          // Internal links without the base URL, as the data names them.
          const links = (root: ParentNode) => [...root.querySelectorAll('a[href]')].filter(shows).map((link) => (link.getAttribute('href') ?? '').replace(new RegExp(`^${base}`), '/'));
          return {
            hrefs: links(document),
            disabled: [...document.querySelectorAll(':is(button, input, select, textarea, fieldset):disabled, [aria-disabled="true"]')].filter(shows).map(describe),
            noscriptNotice: [...document.querySelectorAll('noscript *')].some((element) => shows(element) && (element.textContent ?? '').trim() !== ''),
            toggles: [...document.querySelectorAll('button')].filter((button) => shows(button) && labels.includes(button.textContent?.trim() ?? '')).map(describe),
            mapFrames: [...document.querySelectorAll('[data-map-frame]')].map((frame) => ({text: (frame as HTMLElement).innerText.trim(), hrefs: links(frame)})),
          };
        },
        {labels: toggleLabels, base: baseUrl},
      );
      records.set(path, record);
    }
    await page.close();
  };
  await Promise.all(Array.from({length: 4}, worker));
  await context.close();
  return records;
}

test('without JavaScript, lists are complete, controls have alternatives, map frames name their place, Events offers its calendar', async ({browser}, testInfo) => {
  test.setTimeout(240_000);
  const lists = expectedLists();
  expect(lists.length).toBeGreaterThan(10);
  const mapPages = [pagePath('directions'), listPath('cruises'), ...cruises.map((cruise) => detailPath('cruises', cruise.id))];
  const localised = lists.flatMap((list) => [list.path, `/bn${list.path}`]);
  const paths = [...new Set([...localised, pagePath('events'), unlistedPages.becomeMember, ...mapPages])];
  const records = await recordPages(browser, String(testInfo.project.use.baseURL), paths);

  const problems: string[] = [];
  for (const locale of ['', '/bn']) {
    for (const list of lists) {
      const shown = new Set(records.get(`${locale}${list.path}`)?.hrefs);
      const missing = list.hrefs.filter((href) => !shown.has(href.startsWith('/') ? `${locale}${href}` : href));
      if (missing.length > 0) problems.push(`${locale}${list.path}: ${missing.length} of ${list.hrefs.length} entries not shown: ${missing.slice(0, 5).join(', ')}`);
    }
  }
  for (const [path, record] of records) {
    if (!record.noscriptNotice) problems.push(...record.disabled.map((control) => `${path}: disabled ${control} and no notice`));
    problems.push(...record.toggles.map((toggle) => `${path}: ${toggle} cannot work`));
    for (const frame of record.mapFrames) {
      if (!/\p{L}{3}/u.test(frame.text)) problems.push(`${path}: a map frame without words`);
      if (!frame.hrefs.some((href) => href.startsWith(`${openStreetMapSite}/?mlat=`))) problems.push(`${path}: a map frame without an OpenStreetMap link`);
    }
  }
  problems.push(...mapPages.filter((path) => !records.get(path)?.mapFrames.length).map((path) => `${path}: no map frame`));
  const events = records.get(pagePath('events'))?.hrefs ?? [];
  for (const feed of [calendarEmbedUrl(eventsCalendar), '/calendar/events.ics', new RegExp(`^webcal://[^/]+${eventsFeed}$`)]) {
    if (!events.some((href) => (typeof feed === 'string' ? href === feed : feed.test(href)))) problems.push(`Events: no link to ${feed}`);
  }
  expect(problems).toEqual([]);
});

test.describe('with scripting off', () => {
  test.use({javaScriptEnabled: false});

  test('the form offers to apply by e-mail, the publications list says filtering needs JavaScript, a publication offers its files', async ({page}) => {
    for (const [path, words] of [
      [unlistedPages.becomeMember, 'Sending this form needs JavaScript'],
      [`/bn${unlistedPages.becomeMember}`, 'জাভাস্ক্রিপ্ট'],
    ] as const) {
      await page.goto(at(path));
      // Playwright's text locators skip <noscript>, whose content shows when scripts are off.
      const notice = page.locator('main noscript p');
      await expect(notice).toBeVisible();
      await expect(notice).toContainText(words);
      await expect(notice.locator('a')).toHaveText(site.outreachEmail);
      await expect(notice.locator('a')).toHaveAttribute('href', `mailto:${site.outreachEmail}`);
    }

    const years = [...new Set(publications.map((publication) => publication.year))].sort((a, b) => b - a);
    await page.goto(at(`${listPath('publications')}?year=${years[0]}`));
    await expect(page.getByRole('main').getByRole('heading', {level: 2})).toHaveText(years.map(String));
    await expect(page.locator('main noscript p')).toContainText('Filtering the list needs JavaScript.');
    await expect(page.locator('main noscript p')).toBeVisible();
    // The filter form takes no room (not merely invisible, as it is until the page runs).
    expect(await page.locator('main form').evaluateAll((forms) => forms.map((form) => getComputedStyle(form).display))).toEqual(['none']);

    const sample = publications[0]!;
    await page.goto(at(detailPath('publications', sample.key)));
    await expect(page.locator('pre').first()).toContainText(sample.bibtex.split('\n')[0]!);
    await expect(page.getByRole('button', {name: /^Copy/})).toHaveCount(0);
    const href = await page.getByRole('link', {name: `Download ${sample.key}.ris`}).getAttribute('href');
    expect((await page.request.get(href!)).status()).toBe(200);
    await expect(page.getByRole('link', {name: /Back to Research Publications/})).toHaveAttribute('href', at(listPath('publications')));
  });
});

test.describe('with the shared calendar blocked', () => {
  // The browser reports the refused frame; that line, for the calendar only, is expected here.
  test.use({localServices: true, allowedConsoleErrors: expectConsoleErrors({text: /calendar\.google\.com|ERR_BLOCKED_BY_CLIENT|Failed to load resource/})});

  test('the Events page still offers the calendar and its feed', async ({page}) => {
    await page.route(calendarPattern, (route) => route.abort('blockedbyclient'));
    await page.goto(at(pagePath('events')));
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await expect(page.getByRole('link', {name: 'Open the calendar in a new tab'})).toHaveAttribute('href', calendarEmbedUrl(eventsCalendar));
    await expect(page.getByRole('link', {name: 'Subscribe in a calendar app'})).toBeVisible();
    await expect(page.getByRole('link', {name: 'Download the .ics file'})).toHaveAttribute('href', eventsFeed);
  });
});
