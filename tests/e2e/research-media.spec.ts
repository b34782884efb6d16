/** Research Publications' See More and Back; the Multimedia Gallery: thumbnails, autoplay and pause, previous and next, keyboard, full screen. */
import {readFileSync} from 'node:fs';
import type {Page} from '@playwright/test';
import {test, expect, visit, at} from './fixtures';
import {bibliographyFile, parseBibliography} from '../../plugins/publications/bibliography';
import {groupByYear, initialYearCount} from '../../src/data/publications';
import {galleryItems} from '../shared/collections';

const multimediaPath = '/know-bay-of-bengal/dive-into-our-research/multimedia';
const allYears = groupByYear(parseBibliography(readFileSync(bibliographyFile, 'utf8'))).map((group) => String(group.year));

/**
 * The layout shift of the page's main content since it loaded (CLS): its buffered shifts without
 * recent input that moved something inside `<main>`, summed.
 */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        type Shift = PerformanceEntry & {value: number; hadRecentInput: boolean; sources: {node?: Node}[]};
        const inMain = (shift: Shift) => shift.sources.some((source) => source.node && document.querySelector('main')?.contains(source.node));
        new PerformanceObserver((list) => resolve((list.getEntries() as Shift[]).reduce((sum, shift) => sum + (shift.hadRecentInput || !inMain(shift) ? 0 : shift.value), 0))).observe({
          type: 'layout-shift',
          buffered: true,
        });
        setTimeout(() => resolve(0), 500);
      }),
  );

/** The gallery's counter, 'Image 3 of 12'. */
const counter = (page: Page) => page.getByText(/^Image \d+ of \d+$/);

test('Research Publications shows the newest years, See More every year with focus on the first revealed, and Back returns', async ({page}) => {
  expect(allYears.length, 'content/publications.bib needs more years than the page shows at first').toBeGreaterThan(initialYearCount);
  await visit(page, multimediaPath);
  await visit(page, '/know-bay-of-bengal/dive-into-our-research/publications');
  await expect(page.getByRole('heading', {level: 1, name: 'Research Publications'})).toBeVisible();
  // Each year heading holds the year alone.
  const yearHeadings = page.getByRole('main').getByRole('heading', {level: 2});
  await expect(yearHeadings).toHaveText(allYears.slice(0, initialYearCount));
  await page.getByRole('button', {name: 'See More'}).click();
  await expect(yearHeadings).toHaveText(allYears);
  // Keyboard and screen-reader users land on the first year that was revealed.
  await expect(page.getByRole('heading', {level: 2, name: allYears[initialYearCount], exact: true})).toBeFocused();
  await expect(page.getByRole('button', {name: 'See More'})).toHaveCount(0);
  await page.getByRole('button', {name: 'Back'}).click();
  await expect(page).toHaveURL(at(multimediaPath));
});

test.describe("with the page's clock in the test's hands", () => {
  test.use({ownContext: true});

  test('the gallery shows a thumbnail for every image without shifting, moves on every 4 s until paused, resumes, and stays still under reduced motion', async ({page}) => {
    // The page's clock is the test's: the slideshow's seconds pass when the test says so, and
    // each slide's 0.5 s move (a CSS transition, in real time) ends before the next step.
    const wait = async (ms: number) => {
      await page.clock.runFor(ms);
      await page.waitForTimeout(600);
    };
    await page.clock.install();
    await visit(page, multimediaPath);
    const carousel = page.getByRole('region', {name: 'Gallery images'});
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(carousel.locator('.swiper-slide')).toHaveCount(galleryItems.length);
    await expect(page.getByRole('button', {name: /^Show image \d+:/})).toHaveCount(galleryItems.length);
    await expect(counter(page)).toHaveText(`Image 1 of ${galleryItems.length}`);
    // The carousel's height is reserved: nothing in the main content moved while the page loaded (CLS).
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
    // The first image is drawn at once; there is no play button, only Pause and Full screen.
    expect(
      await carousel
        .locator('.swiper-slide')
        .first()
        .getByRole('img')
        .evaluate((image: HTMLImageElement) => image.naturalWidth),
    ).toBeGreaterThan(0);
    await expect(page.getByRole('button', {name: /\bplay\b/i})).toHaveCount(0);
    await expect(page.getByRole('button', {name: 'Full screen'})).toBeVisible();
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 10);
    await wait(4_000);
    await expect(counter(page)).toHaveText(/^Image 2 of/);
    // The next image comes after more than 3.4 s and at most 5 s.
    await wait(3_400);
    await expect(counter(page)).toHaveText(/^Image 2 of/);
    await wait(1_600);
    await expect(counter(page)).toHaveText(/^Image 3 of/);
    await page.getByRole('button', {name: 'Pause slideshow'}).click();
    await wait(5_000);
    await expect(counter(page)).toHaveText(/^Image 3 of/);
    await page.getByRole('button', {name: 'Resume slideshow'}).click();
    await expect(page.getByRole('button', {name: 'Pause slideshow'})).toBeVisible();
    await wait(5_000);
    await expect(counter(page)).toHaveText(/^Image 4 of/);
    await page.emulateMedia({reducedMotion: 'reduce'});
    await page.clock.resume();
    await visit(page, multimediaPath);
    await expect(page.getByRole('button', {name: 'Resume slideshow'})).toBeVisible();
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 10);
    await wait(4_600);
    await expect(counter(page)).toHaveText(/^Image 1 of/);
  });
});

test('the gallery goes by thumbnail, previous and next, opens full screen, stops when keyboard focus enters, and reaches every thumbnail by keyboard', async ({page}) => {
  await visit(page, multimediaPath);
  await page.getByRole('button', {name: 'Pause slideshow'}).click();
  const third = page.getByRole('button', {name: /^Show image 3:/});
  await third.click();
  await expect(counter(page)).toHaveText(/^Image 3 of/);
  await expect(third).toHaveAttribute('aria-current', 'true');
  await page.getByRole('button', {name: 'Next image'}).click();
  await expect(counter(page)).toHaveText(/^Image 4 of/);
  await page.getByRole('button', {name: 'Previous image'}).click();
  await page.getByRole('button', {name: 'Previous image'}).click();
  await expect(counter(page)).toHaveText(/^Image 2 of/);
  await page.getByRole('button', {name: 'Full screen'}).click();
  await expect.poll(() => page.evaluate(() => document.fullscreenElement?.contains(document.querySelector('.swiper')) ?? false)).toBe(true);
  await page.getByRole('button', {name: 'Exit full screen'}).click();
  await expect.poll(() => page.evaluate(() => document.fullscreenElement)).toBeNull();
  await expect(page.getByRole('button', {name: 'Full screen'})).toBeVisible();
  // Playing again on a fresh page: keyboard focus entering the gallery stops it.
  await visit(page, multimediaPath);
  await page.getByRole('button', {name: 'Previous image'}).focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', {name: 'Next image'})).toBeFocused();
  await expect(page.getByRole('button', {name: 'Resume slideshow'})).toBeVisible();
  const thumbnails = page.getByRole('button', {name: /^Show image \d+:/});
  const total = await thumbnails.count();
  // Next image, Resume slideshow, Full screen, then the thumbnails.
  for (let step = 0; step < 2 + total; step += 1) await page.keyboard.press('Tab');
  await expect(thumbnails.last()).toBeFocused();
  // The strip scrolls the focused thumbnail into its frame.
  const strip = (await page.locator('.swiper').last().boundingBox())!;
  const inStrip = async () => {
    const box = (await thumbnails.last().boundingBox())!;
    return box.x >= strip.x && box.x + box.width <= strip.x + strip.width + 1;
  };
  await expect.poll(inStrip).toBe(true);
  await page.keyboard.press('Enter');
  await expect(counter(page)).toHaveText(`Image ${total} of ${total}`);
});
