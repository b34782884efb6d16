import {existsSync, statSync} from 'node:fs';
import type {Page} from '@playwright/test';
import {test, expect, visit, at} from './fixtures';
import {homeCarousel, carouselTarget, type CarouselKind} from '../../src/data/homeCarousel';
import {pressItems} from '../../src/data/press';
import {navigation} from '../../src/navigation';
import {listedFeaturedArticles} from '../shared/featuredArticles';

/** Whether the production build contains a page (other work may add it later). */
function built(path: string): boolean {
  return existsSync(`build${path}.html`) || existsSync(`build${path}/index.html`);
}

/** Video requests the page made. */
function recordVideoRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/video/') || request.resourceType() === 'media') {
      requests.push(request.url());
    }
  });
  return requests;
}

test.describe('intro video', () => {
  test('plays muted, looping and inline, from WebM or MP4, over its poster', async ({page}) => {
    await visit(page, '/');
    const video = page.locator('header video');
    await expect(video).toHaveCount(1);
    for (const attribute of ['autoplay', 'loop', 'playsinline', 'muted', 'poster']) {
      await expect(video).toHaveAttribute(attribute);
    }
    expect(await video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(true);
    await expect(video.locator('source[type="video/webm"]')).toHaveAttribute('src', at('/video/intro.webm'));
    await expect(video.locator('source[type="video/mp4"]')).toHaveAttribute('src', at('/video/intro.mp4'));
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused && element.currentTime > 0), {timeout: 10_000}).toBe(true);
    const poster = page.locator(`header img[src="${at('/img/home/intro-poster.webp')}"]`);
    await expect(poster).toHaveAttribute('width', '960');
    await expect(poster).toHaveAttribute('height', '540');
  });

  test('preloads its poster, at the width the screen needs, and no other image', async ({page, request}) => {
    const html = await (await request.get(at('/'))).text();
    const preloads = [...html.matchAll(/<link[^>]*rel="?preload"?[^>]*>/g)].map((match) => match[0]);
    const imagePreloads = preloads.filter((tag) => /as="?image/.test(tag));
    expect(imagePreloads).toHaveLength(1);
    expect(imagePreloads[0]).toContain(`${at('/img/responsive/home/intro-poster-480w.avif')} 480w`);
    expect(imagePreloads[0]).toMatch(/fetchpriority="?high/);
    // The browser fetches the preloaded copy once, and the picture then shows that same copy.
    const posterRequests: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('intro-poster')) posterRequests.push(new URL(sent.url()).pathname);
    });
    await visit(page, '/');
    const poster = page.locator('header picture img');
    await expect.poll(() => poster.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    const shown = new URL(await poster.evaluate((image: HTMLImageElement) => image.currentSrc)).pathname;
    expect(shown).toMatch(new RegExp(`^${at('/img/responsive/home/intro-poster-')}\\d+w\\.avif$`));
    expect(new Set(posterRequests)).toEqual(new Set([shown]));
  });

  test('fills the screen below the navigation bar, with the headline and EXPLORE OUR RESEARCH', async ({page}) => {
    await visit(page, '/');
    const viewport = page.viewportSize()!;
    const hero = await page.locator('header:has(video)').boundingBox();
    expect(hero?.width).toBe(viewport.width);
    expect(hero!.y + hero!.height).toBeGreaterThanOrEqual(viewport.height - 1);
    await expect(page.getByRole('heading', {level: 1, name: /Exploring the northern Bay of Bengal/})).toBeVisible();
    const path = '/what-we-do/understand/programs-and-projects';
    if (built(path)) {
      await expect(page.getByRole('link', {name: 'EXPLORE OUR RESEARCH'})).toHaveAttribute('href', at(path));
    } else {
      await expect(page.getByText('EXPLORE OUR RESEARCH', {exact: true})).toBeVisible();
    }
  });

  test('can be paused and resumed', async ({page}) => {
    await visit(page, '/');
    const video = page.locator('header video');
    const button = page.getByRole('button', {name: 'Pause background video'});
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused)).toBe(true);
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused)).toBe(true);
  });

  test('stays within its 1.5 MB budget (WebM and MP4 together)', () => {
    const bytes = statSync('build/video/intro.webm').size + statSync('build/video/intro.mp4').size;
    expect(bytes).toBeLessThanOrEqual(1.5 * 1024 * 1024);
  });
});

test.describe('intro video under reduced motion', () => {
  test.use({reducedMotion: 'reduce'});

  test('shows only the poster and requests no video', async ({page}) => {
    const requests = recordVideoRequests(page);
    await visit(page, '/');
    await expect(page.locator(`header img[src="${at('/img/home/intro-poster.webp')}"]`)).toBeVisible();
    await page.waitForTimeout(1500);
    await expect(page.locator('video')).toHaveCount(0);
    await expect(page.getByRole('button', {name: 'Pause background video'})).toHaveCount(0);
    expect(requests).toEqual([]);
  });
});

test.describe('intro video with Save-Data', () => {
  test('shows only the poster and requests no video', async ({page}) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', {configurable: true, value: Object.assign(new EventTarget(), {saveData: true, effectiveType: '4g'})});
    });
    const requests = recordVideoRequests(page);
    await visit(page, '/');
    await page.waitForTimeout(1500);
    await expect(page.locator('video')).toHaveCount(0);
    expect(requests).toEqual([]);
  });
});

test.describe('EXPLORE WITH US', () => {
  test('STAY INFORMED scrolls back to the top of the page', async ({page}) => {
    await visit(page, '/');
    const button = page.getByRole('button', {name: 'STAY INFORMED'});
    await button.scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY), {timeout: 5000}).toBe(0);
    await expect(page.getByRole('heading', {level: 1})).toBeFocused();
  });
});

test.describe('Recent News', () => {
  test('shows the newest article large, the next two medium, three more under Featured Research, and three press items', async ({page}) => {
    await visit(page, '/');
    const section = page.getByRole('region', {name: 'Recent News'});
    const articleLinks = section.locator(`a[href^="${at('/news/featured-article/')}"]`);
    const hrefs = await articleLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(listedFeaturedArticles().slice(0, 6).map((article) => at(article.permalink)));
    const widths = await articleLinks.evaluateAll((links) => links.map((link) => link.closest('article')!.getBoundingClientRect().width));
    // The lead story is the widest card; on small screens all cards share the width.
    expect(Math.round(widths[0]!)).toBeGreaterThanOrEqual(Math.round(Math.max(...widths.slice(1))));
    await expect(section.getByRole('heading', {level: 3, name: 'Featured Research'})).toBeVisible();
    const press = section.locator('a[target="_blank"]');
    const newestPress = pressItems.slice(0, 3);
    await expect(press).toHaveCount(newestPress.length);
    for (const [index, item] of newestPress.entries()) {
      await expect(press.nth(index)).toHaveAttribute('rel', /\bnoopener\b/);
      await expect(press.nth(index)).toHaveAttribute('rel', /\bnoreferrer\b/);
      await expect(press.nth(index)).toHaveAttribute('href', item.source);
    }
  });
});

/** The carousel's slides, labelled '3 of 20' by their position among all the cards of the data. */
const slideName = new RegExp(` of ${homeCarousel.length}$`);

/** Aria labels of the slides fully inside the carousel's frame. */
async function visibleSlides(page: Page): Promise<string[]> {
  return page.getByRole('group', {name: slideName}).evaluateAll((slides) => {
    const frame = slides[0]!.closest('.swiper')!.getBoundingClientRect();
    return slides
      .filter((slide) => {
        const box = slide.getBoundingClientRect();
        return box.left >= frame.left - 1 && box.right <= frame.right + 1;
      })
      .map((slide) => slide.getAttribute('aria-label') ?? '');
  });
}

test.describe('Know Bay of Bengal carousel', () => {
  for (const [width, perView] of [
    [390, 1],
    [800, 2],
    [1280, 3],
  ] as const) {
    test.describe(`at ${width} px`, () => {
      test.use({viewport: {width, height: 900}});

      test(`shows ${perView} of the cards, 20 px apart`, async ({page}, testInfo) => {
        test.skip(testInfo.project.name === 'mobile', 'viewport set explicitly; the desktop project covers all widths');
        await visit(page, '/');
        const carousel = page.getByRole('region', {name: 'Know Bay of Bengal'}).last();
        await carousel.scrollIntoViewIfNeeded();
        await page.getByRole('button', {name: 'Pause', exact: true}).click();
        await page.waitForTimeout(600);
        await expect(page.getByRole('group', {name: slideName})).toHaveCount(homeCarousel.length);
        expect(await visibleSlides(page)).toHaveLength(perView);
        if (perView > 1) {
          const [first, second] = await page
            .getByRole('group', {name: slideName})
            .evaluateAll((slides) => slides.slice(0, 2).map((slide) => slide.getBoundingClientRect()));
          expect(Math.round(second!.left - first!.right)).toBe(20);
        }
      });
    });
  }

  test('cards lead to the four research pages, each card to the page of its kind', async ({page}) => {
    await visit(page, '/');
    const titles = await page
      .getByRole('group', {name: slideName})
      .evaluateAll((slides) => slides.map((slide) => slide.querySelector('a, span')?.textContent ?? ''));
    const kinds: CarouselKind[] = ['publications', 'multimedia', 'news-releases', 'in-the-news'];
    for (const kind of kinds) {
      const target = carouselTarget(navigation, kind);
      if (!target) throw new Error(`the menu has no page for carousel cards of kind ${kind}`);
      const cards = homeCarousel.filter((card) => card.kind === kind).length;
      expect(titles.filter((text) => text.includes(target.label)), `cards titled ${target.label}`).toHaveLength(cards);
      if (kind === 'news-releases' || kind === 'in-the-news') {
        await expect(page.locator(`.swiper a[href="${at(target.path)}"]`)).toHaveCount(cards);
      }
    }
  });

  test('advances every 2.5 s, keeps going after a swipe or a click, and stops with Pause', async ({page}) => {
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

    // Pause is visible, stops the slides and keeps its size (no layout shift).
    const pause = page.getByRole('button', {name: 'Pause', exact: true});
    await expect(pause).toBeVisible();
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
});

test.describe('carousel under reduced motion', () => {
  test.use({reducedMotion: 'reduce'});

  test('starts paused, with a Play button', async ({page}) => {
    await visit(page, '/');
    await expect(page.getByRole('button', {name: 'Play', exact: true})).toBeVisible();
    const start = (await visibleSlides(page))[0];
    await page.waitForTimeout(3500);
    expect((await visibleSlides(page))[0]).toBe(start);
  });
});

test.describe('layout stability', () => {
  test('the home page does not shift while it loads (CLS at most 0.02)', async ({page}) => {
    await visit(page, '/');
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & {value: number; hadRecentInput: boolean})[]) {
              if (!entry.hadRecentInput) {
                total += entry.value;
              }
            }
          }).observe({type: 'layout-shift', buffered: true});
          setTimeout(() => resolve(total), 3000);
        }),
    );
    expect(shift).toBeLessThanOrEqual(0.02);
  });
});
