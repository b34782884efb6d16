/**
 * Layout invariants a visitor notices: controls in the page's font, small buttons large enough
 * to read and hit, the footer lined up with the pages' container, the home page's lead story
 * without blank space, and the press item page's Back and source buttons.
 */
import {existsSync} from 'node:fs';
import type {Page} from '@playwright/test';
import {test, expect, visit, isMobile} from './fixtures';
import {pagePath} from '../../src/navigation';
import {detailPath, listPath, unlistedPages} from '../../src/collections';
import {pressItems} from '../../src/data/press';

/** Whether the build holds the Bengali edition (`SITE_LOCALES` may build English alone). */
const bengaliBuilt = existsSync('build/bn/index.html');

/** The same page in the Bengali edition. */
const bengali = (path: string) => (path === '/' ? '/bn/' : `/bn${path}`);

/** A content box's left and right edges in CSS pixels (border box less padding). */
type Edges = {left: number; right: number};

/** The content box's edges of the first element `selector` matches. */
const contentEdges = (page: Page, selector: string): Promise<Edges> =>
  page.locator(selector).first().evaluate((element) => {
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    return {left: box.left + parseFloat(style.paddingLeft), right: box.right - parseFloat(style.paddingRight)};
  });

test.describe('controls', () => {
  const pages = [
    // The search box in the bar, the carousel's Pause button, See More.
    '/',
    pagePath('news'),
    // Text fields, selects and the submit button.
    unlistedPages.becomeMember,
    pagePath('publications'),
  ];
  const paths = bengaliBuilt ? [...pages, ...pages.map(bengali)] : pages;

  for (const path of paths) {
    test(`${path}: every button and field uses the page's font`, async ({page}) => {
      await visit(page, path);
      const {body, controls} = await page.evaluate(() => ({
        body: getComputedStyle(document.body).fontFamily,
        controls: [...document.querySelectorAll<HTMLElement>('button, input:not([type="hidden"]), select, textarea')]
          .filter((element) => element.checkVisibility())
          .map((element) => ({
            control: `${element.tagName.toLowerCase()} "${(element.textContent || element.getAttribute('aria-label') || element.getAttribute('name') || '').trim().slice(0, 30)}"`,
            fontFamily: getComputedStyle(element).fontFamily,
          })),
      }));
      expect(controls.length, 'the page shows controls').toBeGreaterThan(0);
      expect(controls.filter((control) => control.fontFamily !== body)).toEqual([]);
      if (path.startsWith('/bn/')) {
        expect(body, 'Bengali pages name the Bengali font').toContain('Noto Sans Bengali');
      }
    });
  }
});

test.describe('buttons on cards', () => {
  for (const path of [pagePath('news'), pagePath('our-people'), pagePath('programs-and-projects'), pagePath('lab-alumni')]) {
    test(`${path}: every button and card link has 14 px text and a target of 24 × 24 px at least`, async ({page}) => {
      await visit(page, path);
      const targets = await page.locator('main').evaluate((main) =>
        [...main.querySelectorAll<HTMLElement>('.button, button, .card a')]
          // A card's title link covers the whole card: its own box is the heading's text.
          .filter((element) => !element.closest('h2, h3, h4'))
          .filter((element) => element.checkVisibility())
          .map((element) => {
            const box = element.getBoundingClientRect();
            return {
              target: `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 30)}"`,
              fontSize: parseFloat(getComputedStyle(element).fontSize),
              width: box.width,
              height: box.height,
              button: element.classList.contains('button'),
            };
          }),
      );
      expect(targets.length, 'the page shows buttons or card links').toBeGreaterThan(0);
      expect(targets.filter((target) => target.fontSize < 14 || target.width < 24 || target.height < 24)).toEqual([]);
      if (isMobile(page)) {
        // Phones have a touch screen: buttons are 44 px tall.
        expect(targets.filter((target) => target.button && target.height < 43.5)).toEqual([]);
      }
    });
  }
});

test.describe('footer', () => {
  const english = [
    {path: '/', selector: 'section[aria-labelledby="recent-news-heading"] > .container'},
    {path: pagePath('news'), selector: 'main.container, main .container'},
  ];
  const containers = bengaliBuilt ? [...english, ...english.map((entry) => ({...entry, path: bengali(entry.path)}))] : english;
  for (const {path, selector} of containers) {
    test(`${path}: the footer's content lines up with the page's container at every width`, async ({page}) => {
      await visit(page, path);
      for (const width of [320, 390, 1280, 1440]) {
        await page.setViewportSize({width, height: 900});
        const main = await contentEdges(page, selector);
        const footer = await contentEdges(page, 'footer .container');
        expect({width, left: Math.round(footer.left), right: Math.round(footer.right)}).toEqual({
          width,
          left: Math.round(main.left),
          right: Math.round(main.right),
        });
        expect(footer.left, `${width} px: the footer keeps the side padding`).toBeGreaterThanOrEqual(16);
        expect(footer.right).toBeLessThanOrEqual(width - 16);
        // Each heading's words fit its column: none would need to break inside a word.
        const cramped = await page.locator('footer h2').evaluateAll((headings) =>
          headings
            .filter((heading) => {
              heading.style.overflowWrap = 'normal';
              const overflows = heading.scrollWidth > heading.clientWidth + 1;
              heading.style.overflowWrap = '';
              return overflows;
            })
            .map((heading) => heading.textContent),
        );
        expect(cramped, `${width} px: footer headings wider than their column`).toEqual([]);
      }
    });
  }
});

test('the home page lead story has no blank space under its text', async ({page}) => {
  await visit(page, '/');
  const lead = page.getByRole('region', {name: 'Recent News'}).getByRole('article').first();
  const gap = await lead.evaluate((card) => {
    const bottom = Math.max(...[...card.querySelectorAll('img, time, h3, p')].map((element) => element.getBoundingClientRect().bottom));
    return card.getBoundingClientRect().bottom - bottom;
  });
  expect(gap).toBeGreaterThanOrEqual(0);
  expect(gap).toBeLessThan(32);
});

test.describe('press item page', () => {
  const list = listPath('press');
  const itemPath = detailPath('press', pressItems[0]!.id);
  const backToList = 'Back to BORL in the News';

  test('reached from another site, Back is a link to the press list', async ({page, baseURL}) => {
    await visit(page, '/');
    await page.goto(`${baseURL}${itemPath}`, {referer: 'https://search.example/?q=borl'});
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await expect(page.getByRole('link', {name: backToList})).toBeVisible();
    await expect(page.getByRole('button', {name: 'Back', exact: true})).toHaveCount(0);
  });

  // Following a link inside the site (client-side navigation) is checked by news.spec.ts.
  test('loaded from a page of the site, Back returns to that page', async ({page, baseURL}) => {
    await visit(page, '/');
    await page.goto(`${baseURL}${itemPath}`, {referer: `${baseURL}/`});
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await page.getByRole('button', {name: 'Back', exact: true}).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test.describe('without JavaScript', () => {
    test.use({javaScriptEnabled: false});
    test('Back is a link to the press list', async ({page, baseURL}) => {
      await page.goto(itemPath, {referer: `${baseURL}/`});
      await expect(page.getByRole('link', {name: backToList})).toHaveAttribute('href', list);
    });
  });

  test('every press item keeps its buttons inside the content, on the narrowest screens too', async ({page}) => {
    const widths = isMobile(page) ? [320, 390] : [1280];
    const outside: string[] = [];
    // Bengali labels are longer: their pages at the narrowest width.
    const pages = (width: number) => {
      const english = pressItems.map((press) => detailPath('press', press.id));
      return bengaliBuilt && width === Math.min(...widths) ? [...english, ...english.map(bengali)] : english;
    };
    for (const width of widths) {
      await page.setViewportSize({width, height: 800});
      for (const path of pages(width)) {
        await visit(page, path);
        const article = await contentEdges(page, 'main article');
        const buttons = await page.locator('main article .button').evaluateAll((elements) =>
          elements.map((element) => ({text: (element.textContent ?? '').trim(), ...element.getBoundingClientRect().toJSON()})),
        );
        expect(buttons.length).toBeGreaterThanOrEqual(2);
        for (const button of buttons as {text: string; left: number; right: number}[]) {
          if (button.left < article.left - 0.5 || button.right > article.right + 0.5) {
            outside.push(`${width} px, ${path}: "${button.text}" spans ${Math.round(button.left)}–${Math.round(button.right)}, content ${Math.round(article.left)}–${Math.round(article.right)}`);
          }
        }
      }
    }
    expect(outside).toEqual([]);
  });
});
