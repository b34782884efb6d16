/**
 * Reading offline: the site served by a server of the test's own, which the test stops to go
 * offline (not only the browser's offline switch), so the service worker alone answers.
 */
import {mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {test, expect, type Page} from '@playwright/test';
import {baseUrl} from './fixtures';
import {startStaticServer} from '../../scripts/static-server.mjs';
import {pagePath} from '../../src/navigation';
import {detailPath, listPath, unlistedPages} from '../../src/collections';
import {cruises, datasets} from '../shared/collections';
import {offlinePagePath, serviceWorkerPath} from '../../src/offline/routes';
import {datasetCsvPath} from '../../src/data/datasets';

/** A path of the site under the build's base URL. */
const address = (sitePath: string) => `${baseUrl.replace(/\/$/, '')}${sitePath}`;

/**
 * The build served under its base URL, as the host serves it, by a server the test can stop;
 * with `newVersion`, a later build: the same files but a service worker that differs.
 */
async function serveBuild({port = 0, newVersion = false}: {port?: number; newVersion?: boolean} = {}): Promise<{url: string; close: () => Promise<void>}> {
  const root = mkdtempSync(path.join(tmpdir(), 'borl-offline-'));
  const served = path.join(root, baseUrl.replace(/^\/|\/$/g, ''));
  if (!newVersion) {
    symlinkSync(path.resolve('build'), served);
  } else {
    mkdirSync(served, {recursive: true});
    for (const entry of readdirSync('build')) if (entry !== serviceWorkerPath.slice(1)) symlinkSync(path.resolve('build', entry), path.join(served, entry));
    writeFileSync(path.join(served, serviceWorkerPath.slice(1)), `${readFileSync(path.join('build', serviceWorkerPath.slice(1)), 'utf8')}\n// a new build\n`);
  }
  // What the browser asks outside the base URL (`/favicon.ico`) is answered by the site's 404 page.
  if (served !== root) symlinkSync(path.resolve('build/404.html'), path.join(root, '404.html'));
  return startStaticServer(root, port);
}

/** Waits until the service worker controls the page (a first visit's page is controlled once it has claimed it). */
async function controlled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, {once: true}));
  });
}

/** Whether the page at `url` (a path) is kept on the device, in any of the site's caches. */
const kept = (page: Page, url: string) => page.evaluate(async (path) => Boolean(await caches.match(new URL(path, location.href).href)), url);

/** What a reader sees of a page: its heading, the navigation bar's background (the stylesheet applied) and its images that drew. */
const looks = (page: Page) =>
  page.evaluate(() => ({
    heading: document.querySelector('h1')?.textContent?.trim(),
    navbar: getComputedStyle(document.querySelector('.navbar')!).backgroundColor,
    images: [...document.images]
      .filter((image) => image.complete && image.naturalWidth > 0)
      .map((image) => image.currentSrc)
      .sort(),
  }));

test('pages read online (a first visit, a move within the site, later visits) open offline with their styles and images, in English and Bengali; a search made online answers offline; a page never read shows the offline page of its language; the editor is never kept', async ({
  browser,
}) => {
  const server = await serveBuild();
  const context = await browser.newContext({baseURL: server.url, serviceWorkers: 'allow'});
  const page = await context.newPage();
  const read = [pagePath('swatch-of-no-ground'), `/bn${pagePath('swatch-of-no-ground')}`, `/bn${listPath('people')}`].map(address);
  const online = new Map<string, Awaited<ReturnType<typeof looks>>>();
  // A first visit: the page came before the worker, which is asked to keep it and what it loaded.
  await page.goto(read[0]!, {waitUntil: 'networkidle'});
  online.set(read[0]!, await looks(page));
  await controlled(page);
  // The install kept the shell alone: the two offline pages, and files (no other page).
  const shell = await page.evaluate(async () => {
    const name = (await caches.keys()).find((key) => key.includes('precache'));
    return name ? (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname) : [];
  });
  expect(shell.filter((path) => !/\.[a-z0-9]+$/.test(path)).sort()).toEqual([address(`/bn${offlinePagePath}`), address(offlinePagePath)].sort());
  expect(shell.length).toBeLessThan(15);
  await expect.poll(() => kept(page, read[0]!)).toBe(true);
  // A move within the site fetches no HTML: the page is kept all the same.
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  const link = page.getByRole('link', {name: 'HOME', exact: true}).first();
  const home = (await link.getAttribute('href'))!;
  await link.click();
  await expect(page).toHaveURL(`${server.url}${home}`);
  await expect(page.locator('h1').first()).not.toHaveText(online.get(read[0]!)!.heading!);
  await page.waitForLoadState('networkidle');
  online.set(home, await looks(page));
  await expect.poll(() => kept(page, home)).toBe(true);
  for (const later of read.slice(1)) {
    await page.goto(later, {waitUntil: 'networkidle'});
    online.set(later, await looks(page));
  }
  // A search made online: the parts of the index it fetched are kept.
  const results = page.getByRole('listbox', {name: 'Search results'}).getByRole('option');
  await page.goto(read[0]!);
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await page.getByRole('combobox', {name: 'Search'}).fill('hilsa');
  await expect(results.first()).toBeVisible({timeout: 15_000});
  const found = await results.allInnerTexts();
  await page.goto(`${baseUrl}admin/`, {waitUntil: 'load'});
  await server.close();

  for (const [shown, seen] of online) {
    await page.goto(shown);
    const offline = await looks(page);
    expect(offline.heading, shown).toBe(seen.heading);
    expect(offline.navbar, `${shown}: styles`).toBe(seen.navbar);
    for (const image of seen.images) expect(offline.images, `${shown}: images`).toContain(image);
  }
  // The same search offline finds the same pages.
  await page.goto(read[0]!);
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await page.getByRole('combobox', {name: 'Search'}).fill('hilsa');
  await expect(results.first()).toBeVisible({timeout: 15_000});
  expect(await results.allInnerTexts()).toEqual(found);
  // A page never read: the offline page, in its language, with the pages kept.
  await page.goto(address(listPath('people')));
  await expect(page.getByRole('heading', {level: 1})).toHaveText('You are offline');
  await expect(page.locator('[data-kept-pages] a')).toHaveText([online.get(home)!.heading!, online.get(read[0]!)!.heading!].sort((a, b) => a.localeCompare(b, 'en-GB')));
  await page.goto(`${baseUrl}bn${pagePath('news')}`);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('আপনি অফলাইনে আছেন');
  await expect(page.locator('[data-kept-pages] a')).toHaveCount(2);
  await expect(page.getByRole('link', {name: 'প্রথম পাতায় যান'})).toHaveAttribute('href', `${baseUrl}bn/`);
  const keptUrls = await page.evaluate(async () => (await Promise.all((await caches.keys()).map(async (name) => (await (await caches.open(name)).keys()).map((request) => request.url)))).flat());
  expect(keptUrls.filter((url) => new URL(url).pathname.startsWith(`${baseUrl}admin`))).toEqual([]);
  await context.close();
});

/** A cruise with one data set: saved from the cruise's page, the data set's page opens offline unread. */
const cruise = cruises.find((candidate) => datasets.filter((dataset) => dataset.cruise === candidate.id).length === 1)!;
const dataset = datasets.find((candidate) => candidate.cruise === cruise.id)!;

test('a cruise saved for offline opens with its unread data set page, CSV file and charts; its map shows the coast; the form offline keeps what was typed', async ({browser}) => {
  const server = await serveBuild();
  const context = await browser.newContext({baseURL: server.url, serviceWorkers: 'allow'});
  const page = await context.newPage();
  await page.goto(address(detailPath('cruises', cruise.id)));
  await controlled(page);
  await page.reload();
  // It says how much it stores before it does; saved, it says so after a reload, and can be removed.
  const save = page.getByRole('button', {name: /^Save for offline \(\d+ KB\)$/});
  await expect(save).toBeVisible();
  await expect(page.getByRole('group', {name: /without a connection/})).toContainText(/\(\d+ KB\)/);
  await save.click();
  await expect(page.getByText('Saved for offline reading on this device.')).toBeVisible({timeout: 15_000});
  await page.reload();
  await page.getByRole('button', {name: 'Remove from this device'}).click();
  await expect(save).toBeVisible();
  await save.click();
  await expect(page.getByText('Saved for offline reading on this device.')).toBeVisible({timeout: 15_000});
  await expect(page.locator('.leaflet-coast-pane path')).not.toHaveCount(0);
  await page.goto(address(unlistedPages.becomeMember), {waitUntil: 'networkidle'});
  await server.close();

  // The data set's page, never read: its heading, its charts drawn, its CSV file.
  await page.goto(address(detailPath('datasets', dataset.id)));
  await expect(page.getByRole('heading', {level: 1})).toHaveText(dataset.title);
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await expect(page.getByText('Saved for offline reading on this device.')).toBeVisible();
  const drawn = await page.locator('figure svg[role="img"] use').evaluateAll((uses) => uses.map((use) => (use as SVGUseElement).getBBox().width));
  expect(drawn.length).toBeGreaterThan(dataset.variables.length);
  for (const width of drawn) expect(width).toBeGreaterThan(100);
  const csv = await page.evaluate(async (url) => (await fetch(url)).text(), address(datasetCsvPath(dataset.id)));
  expect(csv).toMatch(/^station,latitude,longitude,date,/);
  // The cruise's map, offline: the coast under the stations, and why there are no streets.
  await page.goto(address(detailPath('cruises', cruise.id)));
  await expect(page.locator('.leaflet-coast-pane path')).not.toHaveCount(0);
  await expect(page.getByText('the map shows the coastline alone')).toBeVisible();

  // The form, offline: said at once, nothing sent, nothing lost.
  await context.setOffline(true);
  await page.goto(address(unlistedPages.becomeMember));
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  await page.getByLabel('Full name').fill('Nusrat Jahan');
  await page.getByLabel('E-mail address').fill('nusrat.jahan@example.com');
  await page.getByRole('checkbox', {name: /I agree to abide by the membership rules/}).check();
  await page.getByRole('button', {name: 'Submit Application'}).click();
  await expect(page.getByRole('status').filter({hasText: 'This device has no connection'})).toBeVisible();
  await expect(page.getByLabel('Full name')).toHaveValue('Nusrat Jahan');
  await expect(page.getByLabel('E-mail address')).toHaveValue('nusrat.jahan@example.com');
  await context.close();
});

test('after a new build is served, an open page offers to reload', async ({browser}) => {
  const server = await serveBuild();
  const context = await browser.newContext({baseURL: server.url, serviceWorkers: 'allow'});
  const page = await context.newPage();
  await page.goto(address('/'));
  await controlled(page);
  await page.reload();
  await expect(page.locator('[data-new-version]')).toHaveCount(0);
  const port = Number(new URL(server.url).port);
  await server.close();
  const later = await serveBuild({port, newVersion: true});
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
  const notice = page.getByRole('status').filter({hasText: 'A new version of the site is available.'});
  await expect(notice).toBeVisible({timeout: 15_000});
  await notice.getByRole('button', {name: 'Reload'}).click();
  await expect(page.locator('[data-new-version]')).toHaveCount(0);
  await later.close();
  await context.close();
});
