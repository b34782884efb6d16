/**
 * The site without JavaScript: the list pages in both languages, the map pages, the Events page
 * and the membership form are opened once, with scripting off and several pages at a time (no
 * hydration, so each loads fast), and what a reader sees is recorded; the tests then check the
 * record:
 *
 * - every list holds every entry of its data (featured articles, press, publications, and the
 *   entries of every collection of `src/collections.ts` on its list page), none folded away;
 * - no page shows a disabled control without a visible alternative (a `<noscript>` notice),
 *   nor a 'See More' that could do nothing;
 * - every map frame says in words what it shows and links the place on OpenStreetMap;
 * - the Events page offers the shared calendar and its feed.
 *
 * Expected entries come from the data modules, so that an editor adding an entry adds it here.
 * Server-rendered markup does not depend on the window's width: the desktop project runs it.
 */
import {existsSync, readFileSync} from 'node:fs';
import type {Browser, BrowserContext} from '@playwright/test';
import {test, expect, at, baseUrl, expectConsoleErrors, isMobile} from './fixtures';
import {calendarPattern} from './externalServices';
import {parseBibliography} from '../../plugins/publications/bibliography';
import {collections, detailPath, listPath, unlistedPages, type CollectionName} from '../../src/collections';
import {calendarEmbedUrl, eventsCalendar, openStreetMapSite} from '../../src/config/externalServices';
import {alumni} from '../../src/data/alumni';
import {careerOpportunities} from '../../src/data/careers';
import {cruises} from '../../src/data/cruises';
import {cruisesWithStations, datasetsWithCoverage} from '../../src/data/datasetCoverage';
import {graduateDisciplines, undergraduatePrograms} from '../../src/data/education';
import {people} from '../../src/data/people';
import {pressItems} from '../../src/data/press';
import {programs, researchAreas} from '../../src/data/research';
import {pagePath} from '../../src/navigation';
import {listedFeaturedArticles} from '../shared/featuredArticles';

/** What a reader without JavaScript sees of one page. */
type PageRecord = {
  /** The `href` of every visible link. */
  hrefs: string[];
  /** Visible disabled controls (`disabled` or `aria-disabled="true"`), described. */
  disabled: string[];
  /** Whether a `<noscript>` notice with text shows (the alternative to a control that needs scripting). */
  noscriptNotice: boolean;
  /** Names of visible buttons that fold or unfold a list, which only scripting could run. */
  toggles: string[];
  /** Each map frame: its visible text and the visible links it holds. */
  mapFrames: {text: string; hrefs: string[]}[];
};

/** Pages opened at a time. */
const concurrency = 4;
const hasBengali = existsSync('build/bn/sitemap.xml');
const bengali = hasBengali ? (JSON.parse(readFileSync('i18n/bn/code.json', 'utf8')) as Record<string, {message: string}>) : {};

/** Labels of the list toggles in both languages (English as the components write them). */
const toggleLabels = new Set(['See More', 'See Less', 'Back', ...['seeMore.more', 'seeMore.less', 'publications.seeMore'].flatMap((id) => bengali[id]?.message ?? [])]);

/**
 * The entries of each collection that has them, as its `loadEntries` reads them (the tests
 * cannot load them the registry's way, by dynamic import). A collection added to the registry
 * with entries fails the list test until it is added here.
 */
const collectionEntries: Partial<Record<CollectionName, readonly unknown[]>> = {
  people,
  alumni,
  programs,
  researchAreas,
  undergraduate: undergraduatePrograms,
  graduate: graduateDisciplines,
  press: pressItems,
  careers: careerOpportunities,
  cruises: cruisesWithStations(),
  datasets: datasetsWithCoverage(),
};

/** Each list page, with the `href`s that must all be visible on it (internal ones without locale). */
function expectedLists(): {path: string; hrefs: string[]}[] {
  const articles = listedFeaturedArticles().map((article) => article.permalink);
  const press = pressItems.map((item) => item.source);
  const publications = parseBibliography(readFileSync('src/data/publications.bib', 'utf8')).map((publication) => detailPath('publications', publication.key));
  const lists = [
    {path: pagePath('news-releases'), hrefs: articles},
    {path: '/news', hrefs: [...articles, ...press]},
    {path: listPath('press'), hrefs: [...press, ...pressItems.map((item) => detailPath('press', item.id))]},
    {path: listPath('publications'), hrefs: publications},
  ];
  for (const [name, collection] of Object.entries(collections) as [CollectionName, (typeof collections)[CollectionName]][]) {
    if ('loadEntries' in collection && collection.idOf) {
      const idOf = collection.idOf as (entry: unknown) => string | number;
      const entries = collectionEntries[name];
      lists.push({path: collection.listPath, hrefs: entries ? entries.map((entry) => detailPath(name, idOf(entry))) : [`(the entries of ${name})`]});
    }
  }
  return lists;
}

/** Records what a reader sees of each path, `concurrency` pages at a time, scripting off. */
async function recordPages(browser: Browser, baseURL: string, paths: string[]): Promise<Map<string, PageRecord>> {
  const context: BrowserContext = await browser.newContext({baseURL, javaScriptEnabled: false});
  const origin = new URL(baseURL).origin;
  // Nothing leaves the machine: another origin's images and frames are refused. Images, fonts
  // and media change nothing the tests read (links, controls, text), so they are not fetched.
  await context.route(
    (url) => url.origin !== origin,
    (route) => route.abort('blockedbyclient'),
  );
  await context.route('**/*', (route) => (['image', 'font', 'media'].includes(route.request().resourceType()) ? route.abort('blockedbyclient') : route.fallback()));
  const records = new Map<string, PageRecord>();
  const queue = [...paths];
  const worker = async () => {
    const page = await context.newPage();
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      const response = await page.goto(at(path));
      expect(response?.status(), path).toBe(200);
      const record = await page.evaluate(({labels, base}) => {
        const shows = (element: Element) => element.checkVisibility({visibilityProperty: true});
        const describe = (element: Element) =>
          `<${element.tagName.toLowerCase()}> ${element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 60) ?? ''}`;
        // Internal links without the base URL, as the data names them.
        const links = (root: ParentNode) =>
          [...root.querySelectorAll('a[href]')].filter(shows).map((link) => (link.getAttribute('href') ?? '').replace(new RegExp(`^${base}`), '/'));
        return {
          hrefs: links(document),
          disabled: [...document.querySelectorAll(':is(button, input, select, textarea, fieldset):disabled, [aria-disabled="true"]')].filter(shows).map(describe),
          noscriptNotice: [...document.querySelectorAll('noscript *')].some((element) => shows(element) && (element.textContent ?? '').trim() !== ''),
          toggles: [...document.querySelectorAll('button')].filter((button) => shows(button) && labels.includes(button.textContent?.trim() ?? '')).map(describe),
          mapFrames: [...document.querySelectorAll('[data-map-frame]')].map((frame) => ({text: (frame as HTMLElement).innerText.trim(), hrefs: links(frame)})),
        };
      }, {labels: [...toggleLabels], base: baseUrl});
      records.set(path, record);
    }
    await page.close();
  };
  await Promise.all(Array.from({length: concurrency}, worker));
  await context.close();
  return records;
}

test.describe('without JavaScript', () => {
  // One walk of the pages serves every test below: they run in order, in one worker.
  test.describe.configure({mode: 'default'});
  test.skip(({page}) => isMobile(page), 'server-rendered markup: checked once, on desktop');

  let lists: {path: string; hrefs: string[]}[] = [];
  let records = new Map<string, PageRecord>();
  const mapPages = [pagePath('directions'), listPath('cruises'), ...cruises.map((cruise) => detailPath('cruises', cruise.id))];

  test.beforeAll(async ({browser}, testInfo) => {
    if (testInfo.project.name !== 'desktop') {
      return;
    }
    test.setTimeout(300_000);
    lists = expectedLists();
    const paths = [...lists.map((list) => list.path), pagePath('events'), unlistedPages.becomeMember, ...mapPages];
    records = await recordPages(browser, String(testInfo.project.use.baseURL), [...new Set([...paths, ...lists.map((list) => `/bn${list.path}`)])]);
  });

  test('every list holds every entry of its data, in English and in Bengali', () => {
    expect(lists.length).toBeGreaterThan(4);
    const problems: string[] = [];
    for (const locale of hasBengali ? ['', '/bn'] : ['']) {
      for (const list of lists) {
        const path = `${locale}${list.path}`;
        const record = records.get(path);
        if (!record) {
          problems.push(`${path}: not in the sitemap`);
          continue;
        }
        const shown = new Set(record.hrefs);
        const missing = list.hrefs.filter((href) => !shown.has(href.startsWith('/') ? `${locale}${href}` : href));
        if (missing.length > 0) {
          problems.push(`${path}: ${missing.length} of ${list.hrefs.length} entries not shown: ${missing.slice(0, 5).join(', ')}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  test('no page shows a disabled control without an alternative, nor a list toggle', () => {
    expect(records.size).toBeGreaterThan(lists.length);
    const problems = [...records].flatMap(([path, record]) => [
      ...(record.noscriptNotice ? [] : record.disabled.map((control) => `${path}: disabled ${control} and no notice`)),
      ...record.toggles.map((toggle) => `${path}: ${toggle} cannot work`),
    ]);
    expect(problems).toEqual([]);
  });

  test('every map frame names its place and links it on OpenStreetMap', () => {
    const problems: string[] = mapPages.filter((path) => !records.get(path)?.mapFrames.length).map((path) => `${path}: no map frame`);
    for (const [path, record] of records) {
      for (const frame of record.mapFrames) {
        if (!/\p{L}{3}/u.test(frame.text)) {
          problems.push(`${path}: a map frame without words`);
        }
        if (!frame.hrefs.some((href) => href.startsWith(`${openStreetMapSite}/?mlat=`))) {
          problems.push(`${path}: a map frame without an OpenStreetMap link`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  test('the Events page offers the shared calendar and its feed', () => {
    const record = records.get(pagePath('events'));
    expect(record?.hrefs).toContain(calendarEmbedUrl(eventsCalendar));
    expect(record?.hrefs).toContain('/calendar/events.ics');
    expect(record?.hrefs.some((href) => new RegExp(`^webcal://[^/]+${at('/calendar/events.ics')}$`).test(href))).toBe(true);
  });
});

test.describe('with the shared calendar blocked', () => {
  // The browser reports the refused frame; that line, for the calendar only, is expected here.
  test.use({allowedConsoleErrors: expectConsoleErrors({text: /calendar\.google\.com|ERR_BLOCKED_BY_CLIENT|Failed to load resource/})});

  test('the Events page still offers the calendar and its feed', async ({page}) => {
    test.skip(isMobile(page), 'checked once, on desktop');
    await page.route(calendarPattern, (route) => route.abort('blockedbyclient'));
    await page.goto(at(pagePath('events')));
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await expect(page.getByRole('link', {name: 'Open the calendar in a new tab'})).toHaveAttribute('href', calendarEmbedUrl(eventsCalendar));
    await expect(page.getByRole('link', {name: 'Subscribe in a calendar app'})).toBeVisible();
    await expect(page.getByRole('link', {name: 'Download the .ics file'})).toHaveAttribute('href', at('/calendar/events.ics'));
  });
});
