/**
 * Every kind of page in a browser. One page of each template, in both languages, in the desktop
 * (1280 px) and phone (320 px) projects: a heading, no broken image, nothing reaching past the
 * screen's width, and no violation of axe's WCAG 2.2 A/AA rules. Then a cheap sweep over every
 * page of both sitemaps on the phone, without axe: it answers 200, has one `h1`, logs no
 * console error, fails no request, breaks no security policy and does not scroll sideways.
 * What only reads the built files is checked in Node (`scripts/check-build.ts`).
 */
import type {Page} from '@playwright/test';
import {readFileSync} from 'node:fs';
import {test, expect, at, axeViolations, sitemapPages} from './fixtures';

/**
 * One page of each template. `experimental`: the shell pages also pass axe's experimental rules
 * (label in name among them). `status`: what the page answers.
 */
const templates: {name: string; path: string; experimental?: boolean; status?: number}[] = [
  {name: 'home', path: '/', experimental: true},
  {name: 'prose doc', path: '/who-we-are/about-borl/history', experimental: true},
  {name: 'fact page', path: '/know-bay-of-bengal/explore-bob-facts/swatch-of-no-ground', experimental: true},
  {name: 'map page', path: '/who-we-are/visit-borl/directions'},
  {name: 'calendar page', path: '/who-we-are/visit-borl/events'},
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
  {name: 'research area list', path: '/what-we-do/understand/area-of-research'},
  {name: 'research area', path: '/what-we-do/understand/area-of-research/1'},
  {name: 'undergraduate list', path: '/what-we-do/educate/undergraduate'},
  {name: 'undergraduate entry', path: '/what-we-do/educate/undergraduate/bsc_internship'},
  {name: 'graduate list', path: '/what-we-do/educate/graduate'},
  {name: 'graduate discipline', path: '/what-we-do/educate/graduate/marine_fisheries'},
  {name: 'cruise list', path: '/what-we-do/explore/cruise-planning'},
  {name: 'cruise', path: '/what-we-do/explore/cruise-planning/sundarbans-2023-09'},
  {name: 'data set list', path: '/what-we-do/understand/data-and-repo'},
  {name: 'data set', path: '/what-we-do/understand/data-and-repo/sundarbans-2023-09-water-benthos'},
  {name: 'publication list', path: '/know-bay-of-bengal/dive-into-our-research/publications'},
  {name: 'publication', path: '/know-bay-of-bengal/dive-into-our-research/publications/khan2021hilsa'},
  {name: 'press list', path: '/know-bay-of-bengal/dive-into-our-research/borl-in-the-news'},
  {name: 'press item', path: '/know-bay-of-bengal/dive-into-our-research/borl-in-the-news/1'},
  {name: 'article list', path: '/news/featured-article'},
  {name: 'tag page', path: '/news/featured-article/tags/expeditions'},
  {name: 'blog post', path: '/news/featured-article/1'},
  {name: 'expedition post', path: '/what-we-do/explore/expedition-blogs/sundarbans-research-cruise-september-2023'},
  {name: 'news landing', path: '/news', experimental: true},
  {name: 'search results', path: '/search?q=ilisha'},
  {name: 'membership form', path: '/what-we-do/educate/become-member'},
  {name: 'not found', path: '/no-such-page', status: 404, experimental: true},
];

/**
 * Known defects that a template's check finds, each with its page, project and axe rule, and
 * why. Not a design: the list should only shrink.
 */
const knownDefects: {path: string; project: string; rule: string; why: string}[] = [
  {path: '/what-we-do/explore/cruise-planning', project: 'phone', rule: 'target-size', why: 'the markers of the cruise map overlap at 320 px'},
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
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} "${(element.textContent ?? '').trim().slice(0, 30)}"`;
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

for (const language of ['en', 'bn'] as const) {
  test.describe(`one page of each template (${language})`, {tag: '@phone'}, () => {
    for (const {name, path, experimental, status} of templates) {
      const address = language === 'en' ? path : `/bn${path}`;
      test.describe(name, () => {
        test.use({allowedStatuses: status ? [status] : []});
        test(address, async ({page}) => {
          // axe reads every element of a long page: slow on a busy machine.
          test.setTimeout(120_000);
          if (status === 404) {
            // The test server answers every unknown path with the English 404.html; a static
            // host answers with the nearest one up the path, the locale's own.
            const body = readFileSync(language === 'en' ? 'build/404.html' : 'build/bn/404.html');
            await page.route(`**${at(address)}`, (route) => route.fulfill({status: 404, contentType: 'text/html', body}));
          }
          const response = await page.goto(at(address));
          expect(response?.status()).toBe(status ?? 200);
          await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
          await expect(page.locator('h1').first()).toBeVisible();
          if (path.startsWith('/search')) {
            await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible({timeout: 15_000});
          }
          const brokenImages = await page.locator('img').evaluateAll((images) =>
            (images as HTMLImageElement[]).filter((image) => image.loading !== 'lazy' && image.complete && image.naturalWidth === 0).map((image) => image.src),
          );
          expect(brokenImages, 'images that did not load').toEqual([]);
          expect(await overflow(page), 'reaches past the screen').toEqual([]);
          const known = knownDefects.filter((defect) => defect.path === path && defect.project === test.info().project.name).map((defect) => `${defect.rule} `);
          const violations = await axeViolations(page, {experimental});
          expect(violations.filter((violation) => !known.some((rule) => violation.startsWith(rule)))).toEqual([]);
        });
      });
    }
  });
}

test.describe('every page of both sitemaps, on the phone', {tag: '@phone'}, () => {
  test.skip(({isMobile}) => !isMobile, 'once, at 320 px');
  const pages = [...sitemapPages('build/sitemap.xml'), ...sitemapPages('build/bn/sitemap.xml')].map((entry) => entry.pathname);
  const size = 20;
  for (let start = 0; start < pages.length; start += size) {
    const batch = pages.slice(start, start + size);
    test(`pages ${start + 1}–${start + batch.length} of ${pages.length}`, async ({page}) => {
      test.setTimeout(batch.length * 6_000);
      const violations: string[] = [];
      await page.exposeFunction('reportPolicyViolation', (text: string) => violations.push(text));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          (window as unknown as {reportPolicyViolation: (text: string) => void}).reportPolicyViolation(`${event.violatedDirective} blocked ${event.blockedURI}`);
        });
      });
      // Images and media change nothing this sweep reads (their files are checked in Node).
      await page.route('**/*', (route) => (['image', 'media'].includes(route.request().resourceType()) ? route.abort('aborted') : route.fallback()));
      const problems: string[] = [];
      for (const path of batch) {
        const response = await page.goto(at(path), {waitUntil: 'domcontentloaded'});
        await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
        const found = [
          ...(response?.status() === 200 ? [] : [`HTTP ${response?.status()}`]),
          ...(await page.evaluate(() => {
            const root = document.documentElement;
            const headings = document.querySelectorAll('h1').length;
            return [
              ...(headings === 1 ? [] : [`${headings} h1 elements`]),
              ...(root.scrollWidth > root.clientWidth ? [`scrolls sideways to ${root.scrollWidth} px`] : []),
            ];
          })),
          ...violations.splice(0),
        ];
        problems.push(...found.map((problem) => `${path}: ${problem}`));
      }
      // Console errors and failed requests fail the test through the fixture, with their page.
      expect(problems).toEqual([]);
    });
  }
});
