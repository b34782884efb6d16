/**
 * Reading offline: the site served by a server of the test's own, which the test stops to go
 * offline (not only the browser's offline switch), so the service worker alone answers.
 */
import {mkdtempSync, symlinkSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {test, expect, type Page} from '@playwright/test';
import {baseUrl} from './fixtures';
import {startStaticServer} from '../../scripts/bench/static-server.mjs';
import {pagePath} from '../../src/navigation';
import {listPath} from '../../src/collections';

/** The build served under its base URL, as the host serves it, by a server the test can stop. */
async function serveBuild(): Promise<{url: string; close: () => Promise<void>}> {
  const root = mkdtempSync(path.join(tmpdir(), 'borl-offline-'));
  const served = path.join(root, baseUrl.replace(/^\/|\/$/g, ''));
  if (served !== root) symlinkSync(path.resolve('build'), served);
  return startStaticServer(baseUrl === '/' ? path.resolve('build') : root);
}

/** Waits until the service worker controls the page (a first visit's page is controlled once it has claimed it). */
async function controlled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, {once: true}));
  });
}

/** What a reader sees of a page: its heading, the navigation bar's background (the stylesheet applied) and its images that drew. */
const looks = (page: Page) =>
  page.evaluate(() => ({
    heading: document.querySelector('h1')?.textContent?.trim(),
    navbar: getComputedStyle(document.querySelector('.navbar')!).backgroundColor,
    images: [...document.images].filter((image) => image.complete && image.naturalWidth > 0).map((image) => image.currentSrc).sort(),
  }));

test('pages read online open offline with their styles and images, in English and Bengali; a page never read shows the offline page of its language; the editor is never kept', async ({browser}) => {
  const server = await serveBuild();
  const context = await browser.newContext({baseURL: server.url, serviceWorkers: 'allow'});
  const page = await context.newPage();
  const read = [pagePath('swatch-of-no-ground'), `/bn${pagePath('swatch-of-no-ground')}`, `/bn${listPath('people')}`].map((sitePath) => `${baseUrl.replace(/\/$/, '')}${sitePath}`);
  const online = new Map<string, Awaited<ReturnType<typeof looks>>>();
  await page.goto(read[0]!);
  await controlled(page);
  for (const address of read) {
    await page.goto(address, {waitUntil: 'networkidle'});
    online.set(address, await looks(page));
  }
  await page.goto(`${baseUrl}admin/`, {waitUntil: 'load'});
  await server.close();

  for (const address of read) {
    await page.goto(address);
    const offline = await looks(page);
    expect(offline.heading, address).toBe(online.get(address)!.heading);
    expect(offline.navbar, `${address}: styles`).toBe(online.get(address)!.navbar);
    for (const image of online.get(address)!.images) expect(offline.images, `${address}: images`).toContain(image);
  }
  // A page never read: the offline page, in its language, with the pages kept.
  await page.goto(`${baseUrl.replace(/\/$/, '')}${listPath('people')}`);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('You are offline');
  await expect(page.locator('[data-kept-pages] a')).toHaveText([online.get(read[0]!)!.heading!]);
  await page.goto(`${baseUrl}bn${pagePath('news')}`);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('আপনি অফলাইনে আছেন');
  await expect(page.locator('[data-kept-pages] a')).toHaveCount(2);
  await expect(page.getByRole('link', {name: 'প্রথম পাতায় যান'})).toHaveAttribute('href', `${baseUrl}bn/`);
  const kept = await page.evaluate(async () => (await Promise.all((await caches.keys()).map(async (name) => (await (await caches.open(name)).keys()).map((request) => request.url)))).flat());
  expect(kept.filter((url) => new URL(url).pathname.startsWith(`${baseUrl}admin`))).toEqual([]);
  await context.close();
});
