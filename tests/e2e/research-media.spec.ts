import {readFileSync} from 'node:fs';
import type {Page} from '@playwright/test';
import {test, expect, visit, isMobile, at} from './fixtures';
import {parseBibliography} from '../../plugins/publications/bibliography';
import {groupByYear, initialYearCount} from '../../src/data/publications';
import {galleryItems} from '../../src/data/gallery';

const publicationsPath = '/know-bay-of-bengal/dive-into-our-research/publications';
const multimediaPath = '/know-bay-of-bengal/dive-into-our-research/multimedia';
const blogPath = '/what-we-do/explore/expedition-blogs';
const postPath = `${blogPath}/sundarbans-research-cruise-september-2023`;
const publicationYears = groupByYear(parseBibliography(readFileSync('src/data/publications.bib', 'utf8')));
const allYears = publicationYears.map((group) => String(group.year));
/** Years shown before See More: the five newest. */
const firstYears = 5;

test.describe('Research Publications', () => {
  const yearHeadings = (page: Page) => page.getByRole('main').getByRole('heading', {level: 2});

  test('shows the 5 newest years, See More shows every year, then Back returns to the previous page', async ({page}) => {
    expect(initialYearCount).toBe(firstYears);
    expect(allYears.length, 'src/data/publications.bib needs more years than the page shows at first').toBeGreaterThan(firstYears);
    await visit(page, multimediaPath);
    await visit(page, publicationsPath);
    await expect(page.getByRole('heading', {level: 1, name: 'Research Publications'})).toBeVisible();
    // Each year heading holds the year alone.
    await expect(yearHeadings(page)).toHaveText(allYears.slice(0, firstYears));

    await page.getByRole('button', {name: 'See More'}).click();
    await expect(yearHeadings(page)).toHaveText(allYears);
    // Keyboard and screen-reader users land on the first year that was revealed.
    await expect(page.getByRole('heading', {level: 2, name: allYears[firstYears], exact: true})).toBeFocused();
    await expect(page.getByRole('button', {name: 'See More'})).toHaveCount(0);

    await page.getByRole('button', {name: 'Back'}).click();
    await expect(page).toHaveURL(at(multimediaPath));
  });

});

test.describe('Multimedia Gallery', () => {
  const counter = (page: Page) => page.getByText(/^Image \d+ of \d+$/);

  test('shows the carousel with a thumbnail for every image, and no play button', async ({page}) => {
    await visit(page, multimediaPath);
    await expect(page.getByRole('heading', {level: 1, name: 'Multimedia Gallery'})).toBeVisible();
    const carousel = page.getByRole('region', {name: 'Gallery images'});
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = carousel.locator('.swiper-slide');
    await expect(slides).toHaveCount(galleryItems.length);
    const total = galleryItems.length;
    await expect(page.getByRole('button', {name: /^Show image \d+:/})).toHaveCount(total);
    await expect(counter(page)).toHaveText(`Image 1 of ${total}`);
    await expect(slides.first().getByRole('img')).toBeVisible();
    // The first image is drawn at once, with its size set.
    expect(await slides.first().getByRole('img').evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByRole('button', {name: /\bplay\b/i})).toHaveCount(0);
    await expect(page.getByRole('button', {name: 'Pause slideshow'})).toBeVisible();
    await expect(page.getByRole('button', {name: 'Full screen'})).toBeVisible();
  });

  test('moves on every 4000 ms until paused, and resumes', async ({page}) => {
    await visit(page, multimediaPath);
    await expect(counter(page)).toHaveText(/^Image 1 of/);
    await expect(counter(page)).toHaveText(/^Image 2 of/, {timeout: 6000});
    const changed = Date.now();
    await expect(counter(page)).toHaveText(/^Image 3 of/, {timeout: 6000});
    const interval = Date.now() - changed;
    expect(interval).toBeGreaterThan(3400);
    expect(interval).toBeLessThan(5000);

    await page.getByRole('button', {name: 'Pause slideshow'}).click();
    await expect(page.getByRole('button', {name: 'Resume slideshow'})).toBeVisible();
    await page.waitForTimeout(5000);
    await expect(counter(page)).toHaveText(/^Image 3 of/);

    await page.getByRole('button', {name: 'Resume slideshow'}).click();
    await expect(page.getByRole('button', {name: 'Pause slideshow'})).toBeVisible();
    await expect(counter(page)).toHaveText(/^Image 4 of/, {timeout: 6000});
  });

  test('goes to an image from its thumbnail and with previous and next', async ({page}) => {
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
  });

  test('stops when keyboard focus enters it, and every thumbnail can be reached and chosen with the keyboard', async ({page}) => {
    await visit(page, multimediaPath);
    await page.getByRole('button', {name: 'Previous image'}).focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', {name: 'Next image'})).toBeFocused();
    await expect(page.getByRole('button', {name: 'Resume slideshow'})).toBeVisible();
    const thumbnails = page.getByRole('button', {name: /^Show image \d+:/});
    const total = await thumbnails.count();
    const last = thumbnails.last();
    // Next image, Resume slideshow, Full screen, then the thumbnails.
    for (let step = 0; step < 2 + total; step += 1) {
      await page.keyboard.press('Tab');
    }
    await expect(last).toBeFocused();
    const strip = await page.locator('.swiper').last().boundingBox();
    await expect.poll(async () => (await last.boundingBox())?.x ?? 0).toBeGreaterThanOrEqual(strip?.x ?? 0);
    await expect
      .poll(async () => {
        const box = await last.boundingBox();
        return (box?.x ?? 0) + (box?.width ?? 0);
      })
      .toBeLessThanOrEqual((strip?.x ?? 0) + (strip?.width ?? 0) + 1);
    await page.keyboard.press('Enter');
    await expect(counter(page)).toHaveText(`Image ${total} of ${total}`);
  });

  test('opens and leaves full screen', async ({page}) => {
    await visit(page, multimediaPath);
    await page.getByRole('button', {name: 'Full screen'}).click();
    await expect.poll(() => page.evaluate(() => document.fullscreenElement?.contains(document.querySelector('.swiper')) ?? false)).toBe(true);
    await page.getByRole('button', {name: 'Exit full screen'}).click();
    await expect.poll(() => page.evaluate(() => document.fullscreenElement)).toBeNull();
    await expect(page.getByRole('button', {name: 'Full screen'})).toBeVisible();
  });

  test('does not play by itself for visitors who ask for reduced motion', async ({page}) => {
    await page.emulateMedia({reducedMotion: 'reduce'});
    await visit(page, multimediaPath);
    await expect(page.getByRole('button', {name: 'Resume slideshow'})).toBeVisible();
    await page.waitForTimeout(4600);
    await expect(counter(page)).toHaveText(/^Image 1 of/);
  });

  test('reserves the carousel height: no layout shift while it loads', async ({page}) => {
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as {layoutShifts: number[]}).layoutShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {value: number; hadRecentInput: boolean})[]) {
          if (!entry.hadRecentInput) {
            shifts.push(entry.value);
          }
        }
      }).observe({type: 'layout-shift', buffered: true});
    });
    await visit(page, multimediaPath);
    await page.waitForTimeout(1500);
    const total = await page.evaluate(() =>
      (window as unknown as {layoutShifts: number[]}).layoutShifts.reduce((sum, value) => sum + value, 0),
    );
    expect(total).toBeLessThanOrEqual(0.02);
  });

  test("keeps Swiper's code off the other pages", async ({page, request}) => {
    // The home page has its own Swiper carousel; these pages have none.
    for (const path of ['/news', publicationsPath]) {
      await visit(page, path);
      const scripts = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((name) => name.endsWith('.js')),
      );
      for (const script of scripts) {
        // A parameter name of Swiper's own code (class names such as swiper-wrapper also appear
        // in the home carousel's markup before Swiper starts, and its chunk may be prefetched).
        expect(await (await request.get(script)).text(), `${script} on ${path}`).not.toContain('slideToClickedSlide');
      }
    }
  });
});

test.describe('Expedition blog', () => {
  test('lists the Sundarbans cruise with the side menu, like other what-we-do pages', async ({page}) => {
    await visit(page, blogPath);
    await expect(page.getByRole('heading', {level: 1, name: 'Expedition Blogs'})).toBeVisible();
    if (!isMobile(page)) {
      const sideMenu = page.getByRole('navigation', {name: 'WHAT WE DO pages'});
      await expect(sideMenu).toBeVisible();
      await expect(sideMenu.locator('[aria-current="page"]')).toHaveText('Expedition Blogs');
    }
    const title = page.getByRole('heading', {level: 2, name: /Sundarbans research cruise of September 2023/});
    await expect(title).toBeVisible();
    await title.getByRole('link').click();
    await expect(page).toHaveURL(at(postPath));
  });
});
