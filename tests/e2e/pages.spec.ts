import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {test, expect, visit} from './fixtures';
import {listPath, detailPath} from '../../src/collections';
import {site} from '../../src/data/site';
import {people} from '../../src/data/people';
import {programs} from '../../src/data/research';
import {formatDate} from '../../src/utils/formatDate';

// What these tests check (footers, dates, addresses, titles) is the same at every width.
test.beforeEach(() => {
  test.skip(test.info().project.name === 'mobile', 'the same for every screen; the desktop project covers it');
});

/** Whether the build has the Bengali edition (`SITE_LOCALES=en` builds English alone). */
const bengaliBuilt = existsSync('build/bn/sitemap.xml');

/** A locale of the site: its path prefix, the language its dates are written in, its texts. */
type Locale = {prefix: string; intl: string; messages: (file: string) => Record<string, {message: string}>};
const english: Locale = {prefix: '', intl: 'en-GB', messages: () => ({})};
const bengali: Locale = {
  prefix: '/bn',
  intl: 'bn-BD',
  messages: (file) => JSON.parse(readFileSync(path.join('i18n/bn', file), 'utf8')) as Record<string, {message: string}>,
};
const locales = bengaliBuilt ? [english, bengali] : [english];

/** A doc page (under the docs plugin, with a last-update footer). */
const docPath = '/who-we-are/about-borl/history';
/** A blog post (a featured article) and a collection detail page. */
const articlePath = detailPath('featuredArticles', 1);
const programPath = detailPath('programs', programs[0]!.id);

/** Every `<time>` in the page's main content whose `datetime` is a calendar day or a timestamp, with its text. */
async function dayTimes(page: Page): Promise<{datetime: string; text: string}[]> {
  return page
    .locator('main time[datetime]')
    .evaluateAll((elements) =>
      elements.map((element) => ({datetime: element.getAttribute('datetime') ?? '', text: (element.textContent ?? '').trim()})),
    )
    .then((times) => times.filter(({datetime}) => /^\d{4}-\d{2}-\d{2}($|T)/.test(datetime)));
}

test.describe('nothing of the build on public pages', () => {
  for (const locale of locales) {
    test(`a doc's footer names no Git identity and offers no edit link without a repository (${locale.intl})`, async ({page}) => {
      test.skip(Boolean(process.env.REPOSITORY_URL), 'the build was configured with a repository');
      await visit(page, `${locale.prefix}${docPath}`);
      const lastUpdated = page.locator('.theme-last-updated');
      await expect(lastUpdated).toBeVisible();
      const datetime = (await lastUpdated.locator('time').getAttribute('datetime')) ?? '';
      // The shipped registry of Git authors is empty: the date alone, in the site's format.
      const date = formatDate(datetime, locale.intl);
      await expect(lastUpdated).toHaveText(locale === english ? `Last updated on ${date}` : new RegExp(`^[^A-Za-z]*${date}[^A-Za-z]*$`));
      await expect(lastUpdated.locator('b')).toHaveCount(1);
      await expect(page.locator('.theme-edit-this-page')).toHaveCount(0);
      await expect(page.locator('a[href*="/edit/"]')).toHaveCount(0);
    });
  }
});

test.describe('one date format', () => {
  for (const locale of locales) {
    test(`article headers, cards, doc footers and tag pages write days as formatDate does (${locale.intl})`, async ({page}) => {
      const samples = [
        {path: articlePath, least: 1},
        {path: listPath('featuredArticles'), least: 8},
        {path: docPath, least: 1},
        {path: `${listPath('featuredArticles')}/tags/expeditions`, least: 1},
        {path: '/news', least: 3},
      ];
      for (const sample of samples) {
        await visit(page, `${locale.prefix}${sample.path}`);
        const times = await dayTimes(page);
        expect(times.length, `${sample.path}: dated items`).toBeGreaterThanOrEqual(sample.least);
        for (const {datetime, text} of times) {
          expect(text, `${sample.path}: <time datetime="${datetime}">`).toBe(formatDate(datetime, locale.intl));
        }
      }
    });
  }
});

test.describe('addresses with a trailing slash', () => {
  test.use({allowedStatuses: [404]});

  const pages = [programPath, docPath, articlePath];
  for (const locale of locales) {
    for (const pagePath of pages) {
      const address = `${locale.prefix}${pagePath}`;
      const file = path.join('build', `${address}.html`);

      test(`${address}/ shows the page at ${address}, whatever the host answers (${locale.intl})`, async ({page}) => {
        const heading = page.getByRole('heading', {level: 1});
        // The test server redirects to the address without the slash.
        await visit(page, `${address}/`);
        await expect(page).toHaveURL(address);
        const title = (await heading.textContent()) ?? '';
        expect(title).not.toBe('');

        // A host that serves the page's own file for the address with a slash.
        await page.route(`**${address}/`, (route) => route.fulfill({status: 200, contentType: 'text/html', body: readFileSync(file)}));
        await visit(page, `${address}/`);
        await expect(page).toHaveURL(address);
        await expect(heading).toHaveText(title);

        // A host that answers its not-found page for it.
        await page.route(`**${address}/`, (route) =>
          route.fulfill({status: 404, contentType: 'text/html', body: readFileSync(path.join('build', locale.prefix, '404.html'))}),
        );
        await page.goto(`${address}/`);
        await expect(page).toHaveURL(address);
        await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
        await expect(heading).toHaveText(title);
        // The console and page errors (a hydration error among them) fail the test by the fixture.
      });
    }
  }
});

test.describe('the title of a not-found page names what was not found', () => {
  test.use({allowedStatuses: [404]});

  for (const locale of locales) {
    const notFound = locale.messages('borl-collections/not-found.json');
    const siteName = locale.messages('borl-collections/site.json')['site.name']?.message ?? site.name;
    const pageNotFound = locale.messages('code.json')['theme.NotFound.title']?.message ?? 'Page not found';
    const cases = [
      {path: `${listPath('people')}/${people.length + 999}`, heading: notFound['notFound.people.title']?.message ?? 'Person not found'},
      {path: `${listPath('programs')}/${programs.length + 999}`, heading: notFound['notFound.programs.title']?.message ?? 'Program not found'},
      {path: '/no-such-page/anywhere', heading: pageNotFound},
    ];
    for (const {path: unknown, heading} of cases) {
      test(`${locale.prefix}${unknown} is titled '${heading}' (${locale.intl})`, async ({page}) => {
        if (locale.prefix) {
          // The test server answers every unknown path with the English 404.html; a static host
          // answers with the nearest one up the path, the locale's own.
          const body = readFileSync(path.join('build', locale.prefix, '404.html'));
          await page.route(`**${locale.prefix}${unknown}`, (route) => route.fulfill({status: 404, contentType: 'text/html', body}));
        }
        const response = await page.goto(`${locale.prefix}${unknown}`);
        expect(response?.status()).toBe(404);
        await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
        await expect(page.getByRole('heading', {level: 1})).toHaveText(heading);
        await expect(page).toHaveTitle(`${heading} | ${siteName}`);
      });
    }
  }
});
