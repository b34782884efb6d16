/**
 * Layout invariants a visitor notices: controls in the page's font, small buttons large enough
 * to read and hit, the footer lined up with the pages' container.
 */
import type {Page} from '@playwright/test';
import {test, expect, visit, isMobile} from './fixtures';
import {pagePath} from '../../src/navigation';
import {unlistedPages} from '../../src/collections';

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
  const paths = [...pages, ...pages.map(bengali)];

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
  const containers = [...english, ...english.map((entry) => ({...entry, path: bengali(entry.path)}))];
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
