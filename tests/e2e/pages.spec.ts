/**
 * Every kind of page in a browser. One page of each template, in both languages, at 1280 px and
 * then at 320 px: a heading, no broken image, nothing reaching past the screen's width, and no
 * violation of axe's WCAG 2.2 A/AA rules. Then a cheap sweep over every
 * page of both sitemaps on the phone, without axe: it answers 200, has one `h1`, logs no
 * console error, fails no request, breaks no security policy and does not scroll sideways.
 * What only reads the built files is checked in Node (`scripts/check-build.ts`).
 */
import type {Page} from '@playwright/test';
import {readFileSync} from 'node:fs';
import {test, expect, at, axeViolations, installLocalServices, sitemapPages} from './fixtures';

/**
 * One page of each template (pages of two collections that share a view count once).
 * `experimental`: the shell pages also pass axe's experimental rules (label in name among them).
 * `status`: what the page answers. `services`: the page calls a third-party service (a map's
 * tiles, the shared calendar, EmailJS).
 */
const templates: {name: string; path: string; experimental?: boolean; status?: number; services?: true}[] = [
  {name: 'home', path: '/', experimental: true},
  {name: 'prose doc', path: '/who-we-are/about-borl/history', experimental: true},
  {name: 'fact page', path: '/know-bay-of-bengal/explore-bob-facts/swatch-of-no-ground', experimental: true},
  {name: 'map page', path: '/who-we-are/visit-borl/directions', services: true},
  {name: 'calendar page', path: '/who-we-are/visit-borl/events', services: true},
  {name: 'gallery', path: '/know-bay-of-bengal/dive-into-our-research/multimedia', experimental: true},
  {name: 'people list', path: '/who-we-are/about-borl/our-people'},
  {name: 'person', path: '/who-we-are/about-borl/our-people/1'},
  {name: 'alumni list', path: '/who-we-are/about-borl/lab-alumni'},
  {name: 'alumnus', path: '/who-we-are/about-borl/lab-alumni/1'},
  {name: 'leadership', path: '/who-we-are/about-borl/leadership'},
  {name: 'card grid', path: '/who-we-are/work-with-borl/services'},
  {name: 'logo grid', path: '/who-we-are/work-with-borl/collaboration'},
  {name: 'careers list', path: '/who-we-are/work-with-borl/careers'},
  {name: 'opportunity', path: '/who-we-are/work-with-borl/careers/studentship'},
  {name: 'programme list', path: '/what-we-do/understand/programs-and-projects'},
  {name: 'programme', path: '/what-we-do/understand/programs-and-projects/1'},
  {name: 'undergraduate list', path: '/what-we-do/educate/undergraduate'},
  {name: 'undergraduate entry', path: '/what-we-do/educate/undergraduate/bsc_internship'},
  {name: 'cruise list', path: '/what-we-do/explore/cruise-planning', services: true},
  {name: 'cruise', path: '/what-we-do/explore/cruise-planning/sundarbans-2023-09', services: true},
  {name: 'data set list', path: '/what-we-do/understand/data-and-repo'},
  {name: 'data set', path: '/what-we-do/understand/data-and-repo/sundarbans-2023-09-water-benthos'},
  {name: 'publication list', path: '/know-bay-of-bengal/dive-into-our-research/publications'},
  {name: 'publication', path: '/know-bay-of-bengal/dive-into-our-research/publications/khan2021hilsa'},
  {name: 'press list', path: '/know-bay-of-bengal/dive-into-our-research/borl-in-the-news'},
  {name: 'press item', path: '/know-bay-of-bengal/dive-into-our-research/borl-in-the-news/1'},
  {name: 'article list', path: '/news/featured-article'},
  {name: 'tag page', path: '/news/featured-article/tags/expeditions'},
  {name: 'blog post', path: '/news/featured-article/1'},
  {name: 'news landing', path: '/news', experimental: true},
  {name: 'search results', path: '/search?q=ilisha'},
  {name: 'membership form', path: '/what-we-do/educate/become-member'},
  {name: 'not found', path: '/no-such-page', status: 404, experimental: true},
];

/**
 * Known defects that a template's check finds, each with its page, project and axe rule, and
 * why. Not a design: the list should only shrink.
 */
const knownDefects: {path: string; width: number; rule: string; why: string}[] = [
  {path: '/what-we-do/explore/cruise-planning', width: 320, rule: 'target-size', why: 'the markers of the cruise map overlap at 320 px'},
];

/**
 * What reaches past the screen's right or left edge: the page scrolling sideways, or an element
 * outside the screen that no ancestor clips or scrolls (a wide table in its own scroll box is
 * fine). Left aside: carousels, which slide sideways on purpose, and inert content (the phone
 * menu's panel waiting beside the open one).
 */
function overflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const name = (element: Element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} "${(element.textContent ?? '').trim().slice(0, 30)}"`;
    const problems: string[] = [];
    if (document.documentElement.scrollWidth > width) {
      problems.push(`the page scrolls to ${document.documentElement.scrollWidth} px in ${width} px`);
    }
    const clipped = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== 'visible') return true;
      }
      return false;
    };
    const outside = [...document.body.querySelectorAll('*')].filter((element) => {
      if (element.closest('[aria-roledescription="carousel"], [inert], .swiper')) return false;
      const box = element.getBoundingClientRect();
      return box.width > 1 && (box.right > width + 1 || box.left < -1) && element.checkVisibility({visibilityProperty: true}) && !clipped(element);
    });
    // The outermost element of each stray branch names it.
    problems.push(...outside.filter((element) => !outside.includes(element.parentElement!)).map((element) => `outside the screen: ${name(element)}`));
    return problems;
  });
}

/**
 * What one template's page breaks, loaded in `page` at `address`: its answer, a heading, images
 * that do not load, and at 1280 px and then 320 px wide, what reaches past the screen and axe's
 * violations (less the known defects); then, on English pages, colour contrast in the dark mode.
 */
async function templateProblems(page: Page, address: string, {path, experimental, status}: (typeof templates)[number]): Promise<string[]> {
  const response = await page.goto(at(address));
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  if (path.startsWith('/search')) {
    await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible({timeout: 15_000});
  }
  const problems = [
    ...(response?.status() === (status ?? 200) ? [] : [`HTTP ${response?.status()}`]),
    ...((await page.locator('h1').first().isVisible()) ? [] : ['no visible h1']),
    ...(await page
      .locator('img')
      .evaluateAll((images) =>
        (images as HTMLImageElement[]).filter((image) => image.loading !== 'lazy' && image.complete && image.naturalWidth === 0).map((image) => `an image that did not load: ${image.src}`),
      )),
  ];
  for (const width of [1280, 320]) {
    await page.setViewportSize({width, height: width === 320 ? 640 : 900});
    problems.push(...(await overflow(page)).map((problem) => `at ${width} px: ${problem}`));
    const known = knownDefects.filter((defect) => defect.path === path && defect.width === width).map((defect) => `${defect.rule} `);
    const violations = await axeViolations(page, {experimental});
    problems.push(...violations.filter((violation) => !known.some((rule) => violation.startsWith(rule))).map((violation) => `at ${width} px: ${violation}`));
  }
  // Colours in the dark mode too (the theme's data-theme, as its toggle sets it): text, badges and
  // labels. A page's colours are the same in every language, so the default language's pages are checked.
  if (!address.startsWith('/bn/')) {
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    problems.push(...(await axeViolations(page, {rules: ['color-contrast']})).map((violation) => `in dark mode: ${violation}`));
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'light'));
  }
  return problems.map((problem) => `${address}: ${problem}`);
}

/** Templates a test checks in one page, one after the other (a warm page loads faster). */
const batchSize = 9;
const pageTemplates = templates.filter((template) => !template.status);

for (const language of ['en', 'bn'] as const) {
  const prefix = language === 'en' ? '' : '/bn';
  test.describe(`one page of each template (${language})`, () => {
    for (let start = 0; start < pageTemplates.length; start += batchSize) {
      const batch = pageTemplates.slice(start, start + batchSize);
      test(batch.map((template) => template.name).join(', '), async ({page, baseURL}) => {
        test.setTimeout(batch.length * 20_000);
        const origin = new URL(baseURL ?? 'http://127.0.0.1').origin;
        const problems: string[] = [];
        for (const template of batch) {
          // Only pages that call a service have it answered locally (routing slows every request).
          await page.unrouteAll({behavior: 'ignoreErrors'});
          if (template.services) await installLocalServices(page, origin, problems);
          problems.push(...(await templateProblems(page, `${prefix}${template.path}`, template)));
          await page.setViewportSize({width: 1280, height: 900});
        }
        expect(problems).toEqual([]);
      });
    }

    for (const template of templates.filter((entry) => entry.status)) {
      test.describe(template.name, () => {
        test.use({allowedStatuses: [template.status ?? 200]});
        test(`${prefix}${template.path}`, async ({page}) => {
          // The test server answers every unknown path with the English 404.html; a static
          // host answers with the nearest one up the path, the locale's own.
          const body = readFileSync(language === 'en' ? 'build/404.html' : 'build/bn/404.html');
          await page.route(`**${at(`${prefix}${template.path}`)}`, (route) => route.fulfill({status: 404, contentType: 'text/html', body}));
          expect(await templateProblems(page, `${prefix}${template.path}`, template)).toEqual([]);
        });
      });
    }
  });
}

/**
 * Shows `path` as a visitor going there by a link in the same language would: a route change in
 * the page (the browser history's `popstate`, which the router follows) that renders the page in
 * the running app. Resolves once the page's head names it as canonical (every sitemap page is its
 * own canonical page) and it shows a heading, or after a few seconds without one.
 */
async function routeTo(page: Page, path: string): Promise<void> {
  await page.evaluate((address) => {
    // Marks the page's headings, so that the wait below is for the new page's own.
    document.querySelectorAll('h1').forEach((heading) => heading.setAttribute('data-sweep-left', ''));
    window.history.pushState(null, '', address);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, at(path));
  await page.waitForFunction((address) => {
    const canonical = document.querySelector('link[rel="canonical"]')?.getAttribute('href');
    return canonical !== undefined && canonical !== null && new URL(canonical).pathname === address;
  }, at(path));
  // The head may change before the page's content has rendered; a page without a heading is
  // reported by the sweep once this has waited a few seconds for one.
  await page.waitForFunction(() => document.querySelector('h1:not([data-sweep-left])') !== null, undefined, {timeout: 5_000}).catch(() => undefined);
}

test.describe('every page of both sitemaps, on the phone', {tag: '@phone'}, () => {
  test.skip(({isMobile}) => !isMobile, 'once, at 320 px');
  const pages = [...sitemapPages('build/sitemap.xml'), ...sitemapPages('build/bn/sitemap.xml')];
  const size = Math.ceil(pages.length / 4);
  for (let start = 0; start < pages.length; start += size) {
    const batch = pages.slice(start, start + size);
    test(`pages ${start + 1}–${start + batch.length} of ${pages.length}`, async ({page, baseURL}) => {
      const origin = new URL(baseURL ?? 'http://127.0.0.1').origin;
      test.setTimeout(batch.length * 3_000);
      const violations: string[] = [];
      await page.exposeFunction('reportPolicyViolation', (text: string) => violations.push(text));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          (window as unknown as {reportPolicyViolation: (text: string) => void}).reportPolicyViolation(`${event.violatedDirective} blocked ${event.blockedURI}`);
        });
      });
      const problems: string[] = [];
      // A page is loaded as a new document when the site's links would load it so: first, or in
      // another language; the others are reached by a route change, as by a link (one policy,
      // the header of the first document, serves them all). The outside services a page calls
      // (a map's tiles, the calendar) are answered locally.
      let loaded: {language: string} | undefined;
      for (const {pathname: path} of batch) {
        const language = path.startsWith('/bn/') ? 'bn' : 'en';
        const found: string[] = [];
        if (loaded?.language === language) {
          const response = await page.request.head(at(path));
          if (response.status() !== 200) found.push(`HTTP ${response.status()}`);
          await routeTo(page, path);
        } else {
          await page.unrouteAll({behavior: 'ignoreErrors'});
          await installLocalServices(page, origin, problems);
          const response = await page.goto(at(path), {waitUntil: 'domcontentloaded'});
          await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
          if (response?.status() !== 200) found.push(`HTTP ${response?.status()}`);
          loaded = {language};
        }
        found.push(
          ...(await page.evaluate(() => {
            const root = document.documentElement;
            const headings = document.querySelectorAll('h1').length;
            return [...(headings === 1 ? [] : [`${headings} h1 elements`]), ...(root.scrollWidth > root.clientWidth ? [`scrolls sideways to ${root.scrollWidth} px`] : [])];
          })),
          ...violations.splice(0),
        );
        problems.push(...found.map((problem) => `${path}: ${problem}`));
      }
      // Console errors and failed requests fail the test through the fixture, with their page.
      expect(problems).toEqual([]);
    });
  }
});
