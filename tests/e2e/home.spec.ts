/** The home page: the intro video and when it must not play, the Know Bay of Bengal carousel, STAY INFORMED. */
import type {Page} from '@playwright/test';
import {test, expect, visit, at} from './fixtures';
import {homeCarousel} from '../shared/collections';

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

/** The carousel's slides, labelled '3 of 20' by their position among all the cards of the data. */
const slides = (page: Page) => page.getByRole('group', {name: new RegExp(` of ${homeCarousel.length}$`)});

/** Aria labels of the slides fully inside the carousel's frame. */
const visibleSlides = (page: Page): Promise<string[]> =>
  slides(page).evaluateAll((all) => {
    const frame = all[0]!.closest('.swiper')!.getBoundingClientRect();
    const inside = all.filter((slide) => slide.getBoundingClientRect().left >= frame.left - 1 && slide.getBoundingClientRect().right <= frame.right + 1);
    return inside.map((slide) => slide.getAttribute('aria-label') ?? '');
  });

test('the intro video loads without shifting, plays muted, looping and inline over its poster, fills the screen, and pauses and resumes', async ({page}) => {
  const posterRequests: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('intro-poster')) posterRequests.push(new URL(sent.url()).pathname);
  });
  await visit(page, '/');
  await page.waitForTimeout(3000);
  expect(await layoutShift(page), 'CLS of the home page').toBeLessThanOrEqual(0.02);
  const video = page.locator('header video');
  for (const attribute of ['autoplay', 'loop', 'playsinline', 'muted', 'poster']) await expect(video).toHaveAttribute(attribute);
  await expect(video.locator('source[type="video/webm"]')).toHaveAttribute('src', at('/video/intro.webm'));
  await expect(video.locator('source[type="video/mp4"]')).toHaveAttribute('src', at('/video/intro.mp4'));
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.muted && !element.paused && element.currentTime > 0), {timeout: 10_000}).toBe(true);
  // The poster is the page's one preloaded image: fetched once, at the width the screen needs.
  await expect(page.locator('link[rel="preload"][as="image"]')).toHaveCount(1);
  const poster = page.locator('header picture img');
  await expect.poll(() => poster.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  const shown = new URL(await poster.evaluate((image: HTMLImageElement) => image.currentSrc)).pathname;
  expect(shown).toMatch(new RegExp(`^${at('/img/responsive/home/intro-poster-')}\\d+w\\.avif$`));
  expect(new Set(posterRequests)).toEqual(new Set([shown]));
  // Full width, down to the bottom of the screen, under the headline and its call to action.
  const hero = (await page.locator('header:has(video)').boundingBox())!;
  expect(hero.width).toBe(page.viewportSize()!.width);
  expect(hero.y + hero.height).toBeGreaterThanOrEqual(page.viewportSize()!.height - 1);
  await expect(page.getByRole('heading', {level: 1, name: /Exploring the northern Bay of Bengal/})).toBeVisible();
  await expect(page.getByRole('link', {name: 'EXPLORE OUR RESEARCH'})).toHaveAttribute('href', at('/what-we-do/understand/programs-and-projects'));
  const button = page.getByRole('button', {name: 'Pause background video'});
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused)).toBe(true);
});

test('under reduced motion or Save-Data the intro video shows only its poster and requests no video; reduced motion also starts the carousel paused', async ({page}) => {
  const videoRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/video/') || request.resourceType() === 'media') videoRequests.push(request.url());
  });
  await page.emulateMedia({reducedMotion: 'reduce'});
  await visit(page, '/');
  await expect(page.locator(`header img[src="${at('/img/home/intro-poster.webp')}"]`)).toBeVisible();
  await expect(page.getByRole('button', {name: 'Play', exact: true})).toBeVisible();
  const start = (await visibleSlides(page))[0];
  await page.waitForTimeout(3500);
  expect((await visibleSlides(page))[0], 'the carousel stays on its first cards').toBe(start);
  await expect(page.locator('video'), 'under reduced motion').toHaveCount(0);
  await expect(page.getByRole('button', {name: 'Pause background video'})).toHaveCount(0);
  // Left first: the page under reduced motion would start its video when the preference changes.
  await page.goto('about:blank');
  await page.emulateMedia({reducedMotion: 'no-preference'});
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', {configurable: true, value: Object.assign(new EventTarget(), {saveData: true, effectiveType: '4g'})});
  });
  await visit(page, '/');
  await page.waitForTimeout(1500);
  await expect(page.locator('video'), 'with Save-Data').toHaveCount(0);
  await expect(page.getByRole('button', {name: 'Pause background video'})).toHaveCount(0);
  expect(videoRequests).toEqual([]);
});

test('the Know Bay of Bengal carousel shows all its cards, 3, 2 or 1 at a time by width, 20 px apart; STAY INFORMED goes to the top', async ({page}) => {
  await visit(page, '/');
  await expect(slides(page)).toHaveCount(homeCarousel.length);
  await page.getByRole('region', {name: 'Know Bay of Bengal'}).last().scrollIntoViewIfNeeded();
  await page.getByRole('button', {name: 'Pause', exact: true}).click();
  const problems: string[] = [];
  for (const [width, perView] of [
    [1280, 3],
    [800, 2],
    [390, 1],
  ] as const) {
    await page.setViewportSize({width, height: 900});
    await page.waitForTimeout(600);
    const shown = (await visibleSlides(page)).length;
    if (shown !== perView) problems.push(`${width} px: ${shown} cards shown, not ${perView}`);
    const [first, second] = await slides(page).evaluateAll((all) => all.slice(0, 2).map((slide) => slide.getBoundingClientRect()));
    const gap = Math.round(second!.left - first!.right);
    if (perView > 1 && gap !== 20) problems.push(`${width} px: cards ${gap} px apart`);
  }
  expect(problems).toEqual([]);
  // STAY INFORMED, further down, takes the visitor back to the top.
  const stayInformed = page.getByRole('button', {name: 'STAY INFORMED'});
  await stayInformed.scrollIntoViewIfNeeded();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  await stayInformed.click();
  await expect.poll(() => page.evaluate(() => window.scrollY), {timeout: 5000}).toBe(0);
  await expect(page.getByRole('heading', {level: 1})).toBeFocused();
});

test('the Know Bay of Bengal carousel advances every 2.5 s, keeps going after a click or a swipe, and stops with Pause', async ({page}) => {
  await visit(page, '/');
  await page.getByRole('region', {name: 'Know Bay of Bengal'}).last().scrollIntoViewIfNeeded();
  const first = async () => (await visibleSlides(page))[0];
  const start = await first();
  await expect.poll(first, {timeout: 4000}).not.toBe(start);
  // Interaction does not stop autoplay: a click on an arrow, then a swipe.
  await page.getByRole('button', {name: 'Next cards'}).click();
  const afterClick = await first();
  await expect.poll(first, {timeout: 4000}).not.toBe(afterClick);
  const frame = (await page.locator('.swiper').boundingBox())!;
  await page.mouse.move(frame.x + frame.width * 0.8, frame.y + frame.height / 2);
  await page.mouse.down();
  await page.mouse.move(frame.x + frame.width * 0.2, frame.y + frame.height / 2, {steps: 8});
  await page.mouse.up();
  await page.mouse.move(0, 0);
  const afterSwipe = await first();
  await expect.poll(first, {timeout: 4000}).not.toBe(afterSwipe);
  // Pause stops the slides and keeps its size as it turns into Play (no layout shift).
  const pause = page.getByRole('button', {name: 'Pause', exact: true});
  const before = await pause.boundingBox();
  await pause.click();
  const play = page.getByRole('button', {name: 'Play', exact: true});
  await expect(play).toBeVisible();
  expect(await play.boundingBox()).toEqual(before);
  await page.waitForTimeout(400);
  const paused = await first();
  await page.waitForTimeout(3500);
  expect(await first()).toBe(paused);
  await play.click();
  await expect.poll(first, {timeout: 4000}).not.toBe(paused);
});
