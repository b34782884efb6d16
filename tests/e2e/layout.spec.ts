/** Layout rules a visitor notices: controls in the page's font, buttons large enough to read and hit, the footer lined up with the pages. */
import type {Page} from '@playwright/test';
import {test, expect, visit} from './fixtures';
import {pagePath} from '../../src/navigation';
import {unlistedPages} from '../../src/collections';

/** The same page in the Bengali edition. */
const bengali = (path: string) => (path === '/' ? '/bn/' : `/bn${path}`);

/** The left and right edges of the content box (border box less padding) of the first element `selector` matches. */
const contentEdges = (page: Page, selector: string): Promise<{left: number; right: number}> =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return {left: box.left + parseFloat(style.paddingLeft), right: box.right - parseFloat(style.paddingRight)};
    });

test('every button and card link has 14 px text and a 24 × 24 px target, buttons 44 px tall on a 320 px touch screen', async ({page}) => {
  const problems: string[] = [];
  const devTools = await page.context().newCDPSession(page);
  for (const path of [pagePath('news'), pagePath('our-people'), pagePath('programs-and-projects'), pagePath('lab-alumni')]) {
    await visit(page, path);
    for (const width of [1280, 320]) {
      await page.setViewportSize({width, height: 900});
      // At 320 px, a touch screen: `pointer: coarse`, for which buttons are 44 px tall.
      await devTools.send('Emulation.setTouchEmulationEnabled', {enabled: width === 320});
      const targets = await page.locator('main').evaluate((main) =>
        [...main.querySelectorAll<HTMLElement>('.button, button, .card a')]
          // A card's title link covers the whole card: its own box is the heading's text.
          .filter((element) => !element.closest('h2, h3, h4') && element.checkVisibility())
          .map((element) => {
            const {width: w, height: h} = element.getBoundingClientRect();
            const fontSize = parseFloat(getComputedStyle(element).fontSize);
            const name = `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 30)}": ${fontSize} px text, ${Math.round(w)} × ${Math.round(h)} px`;
            return {name, fontSize, w, h, button: element.classList.contains('button')};
          }),
      );
      if (targets.length === 0) problems.push(`${path} at ${width} px: no button or card link`);
      const small = targets.filter(({fontSize, w, h, button}) => fontSize < 14 || w < 24 || h < 24 || (width === 320 && button && h < 43.5));
      problems.push(...small.map(({name}) => `${path} at ${width} px: ${name}`));
    }
  }
  expect(problems).toEqual([]);
});

test("buttons and fields use the page font in both languages; the footer's content lines up with the page's container at every width", async ({page}) => {
  // The search box, the carousel's Pause, See More, text fields, selects, submit, filters; the footer against the home page's and the news page's container.
  const english = ['/', pagePath('news'), unlistedPages.becomeMember, pagePath('publications')];
  const containers: Record<string, string> = {'/': 'section[aria-labelledby="recent-news-heading"] > .container', [pagePath('news')]: 'main.container, main .container'};
  const problems: string[] = [];
  for (const path of [...english, ...english.map(bengali)]) {
    await visit(page, path);
    const {body, controls} = await page.evaluate(() => ({
      body: getComputedStyle(document.body).fontFamily,
      controls: [...document.querySelectorAll<HTMLElement>('button, input:not([type="hidden"]), select, textarea')]
        .filter((element) => element.checkVisibility())
        .map((element) => ({
          name: `${element.tagName.toLowerCase()} "${(element.textContent || element.getAttribute('aria-label') || element.getAttribute('name') || '').trim().slice(0, 30)}"`,
          font: getComputedStyle(element).fontFamily,
        })),
    }));
    if (controls.length === 0) problems.push(`${path}: no control shown`);
    problems.push(...controls.filter(({font}) => font !== body).map(({name, font}) => `${path}: ${name} in ${font}, not ${body}`));
    if (path.startsWith('/bn/') && !body.includes('Noto Sans Bengali')) problems.push(`${path}: the body font ${body} has no Noto Sans Bengali`);
    const selector = containers[path.replace(/^\/bn(\/|$)/, '/')];
    if (!selector) continue;
    for (const width of [320, 390, 1280, 1440]) {
      await page.setViewportSize({width, height: 900});
      const main = await contentEdges(page, selector);
      const footer = await contentEdges(page, 'footer .container');
      const where = `${path} at ${width} px`;
      const [footerLeft, footerRight, mainLeft, mainRight] = [footer.left, footer.right, main.left, main.right].map(Math.round);
      if (footerLeft !== mainLeft || footerRight !== mainRight) problems.push(`${where}: footer ${footerLeft}–${footerRight}, page ${mainLeft}–${mainRight}`);
      if (footer.left < 16 || footer.right > width - 16) problems.push(`${where}: the footer loses its 16 px side padding`);
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
      if (cramped.length > 0) problems.push(`${where}: footer headings wider than their column: ${cramped.join(', ')}`);
    }
    await page.setViewportSize({width: 1280, height: 900});
  }
  expect(problems).toEqual([]);
});
