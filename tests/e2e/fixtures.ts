import {existsSync, mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {test as base, expect, type BrowserContext, type Page} from '@playwright/test';
import {createRequire} from 'node:module';
import {calendarPattern, corsHeaders, emailJsPattern, localCalendarPage, localTileFor, tileUrlPattern} from './externalServices';
import {builtBaseUrl} from '../../scripts/check-links';

/** The base URL the build under test was made with (`/borl/`), read from its sitemap. */
export const baseUrl = existsSync('build/sitemap.xml') ? builtBaseUrl('build') : '/';

/**
 * A path of the site (`/news`, `/bn/`) as the test server serves it, under the build's base URL
 * (`/borl/news`, `/borl/bn/`). Tests name pages by their path on the site; `visit` adds the base.
 */
export const at = (sitePath: string): string => `${baseUrl.replace(/\/$/, '')}${sitePath}`;

/** axe-core's browser script, injected into a page by {@link axeViolations}. */
const axeSource = readFileSync(createRequire(__filename).resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.2 A and AA rule tags (axe-core). */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** A console error a test expects: its text, and optionally the URL it is reported for. */
export type ExpectedConsoleError = {text: RegExp; url?: RegExp};

/**
 * The value of `test.use({allowedConsoleErrors: expectConsoleErrors(...)})`. The list is wrapped
 * because Playwright would read a bare list of two objects as a fixture's [value, options].
 */
export function expectConsoleErrors(...errors: ExpectedConsoleError[]): [ExpectedConsoleError[], {scope: 'test'}] {
  return [errors, {scope: 'test'}];
}

type Fixtures = {
  /** Problems seen while the test ran: console errors, page errors, failed same-origin requests. */
  pageProblems: string[];
  /** HTTP statuses a test expects from same-origin responses (e.g. 404 for the not-found page). */
  allowedStatuses: number[];
  /**
   * Console errors a test expects and explicitly allows (e.g. the error the membership form
   * logs when sending fails). Every other console error still fails the test.
   */
  allowedConsoleErrors: ExpectedConsoleError[];
  /**
   * Whether the page gets local answers for the third-party services (map tiles, EmailJS, the
   * shared calendar; {@link installLocalServices}). Off by default: intercepting requests slows
   * every page, and only maps, the form and the events page call a service.
   */
  localServices: boolean;
  /** A context of the test's own, not the worker's profile: for a test that fakes the clock, which stays with a context. */
  ownContext: boolean;
  /** Reports every request to another origin; with `localServices`, answers the services. */
  externalServices: void;
};

/**
 * The test function every e2e spec uses: it fails a test on any console error, uncaught page
 * error or failed same-origin request, whatever the test itself checks.
 */
type WorkerFixtures = {
  /**
   * A browser with a profile on disk, kept for all the tests of a worker (one project). A page
   * opened in it finds the site's scripts compiled in the profile's code cache; a fresh context
   * compiles them again, which costs a test about a second before its first page is ready.
   */
  profile: BrowserContext;
};

export const test = base.extend<Fixtures, WorkerFixtures>({
  profile: [
    async ({playwright, launchOptions}, use, workerInfo) => {
      const {viewport, isMobile, hasTouch, deviceScaleFactor, userAgent, baseURL} = workerInfo.project.use;
      const folder = mkdtempSync(path.join(tmpdir(), 'borl-e2e-'));
      const context = await playwright.chromium.launchPersistentContext(folder, {...launchOptions, viewport, isMobile, hasTouch, deviceScaleFactor, userAgent, baseURL});
      await use(context);
      await context.close();
      rmSync(folder, {recursive: true, force: true});
    },
    {scope: 'worker'},
  ],
  // Each test's context is the worker's profile, emptied after the test (its pages, cookies,
  // storage, permissions and routes; not its caches). A test that asks for other options (no
  // JavaScript) gets a context of its own.
  context: async ({profile, browser, baseURL, viewport, isMobile, hasTouch, deviceScaleFactor, userAgent, javaScriptEnabled, ownContext}, provide, testInfo) => {
    const {viewport: projectViewport, isMobile: projectMobile} = testInfo.project.use;
    if (ownContext || javaScriptEnabled === false || JSON.stringify(viewport) !== JSON.stringify(projectViewport) || Boolean(isMobile) !== Boolean(projectMobile)) {
      const context = await browser.newContext({baseURL, viewport, isMobile, hasTouch, deviceScaleFactor, userAgent, javaScriptEnabled});
      await provide(context);
      await context.close();
      return;
    }
    const kept = profile.pages().slice(0, 1);
    await provide(profile);
    await Promise.all(
      profile
        .pages()
        .filter((page) => !kept.includes(page))
        .map((page) => page.close()),
    );
    await profile.unrouteAll({behavior: 'ignoreErrors'});
    await profile.clearCookies();
    await profile.clearPermissions();
    const blank = kept[0] ?? (await profile.newPage());
    const session = await profile.newCDPSession(blank);
    await session.send('Storage.clearDataForOrigin', {origin: new URL(baseURL ?? 'http://127.0.0.1').origin, storageTypes: 'local_storage,indexeddb,service_workers,cache_storage'});
    await session.detach();
  },
  allowedStatuses: [[], {option: true}],
  allowedConsoleErrors: [[], {option: true}],
  localServices: [false, {option: true}],
  ownContext: [false, {option: true}],
  externalServices: [
    async ({page, baseURL, pageProblems, localServices}, use) => {
      const origin = new URL(baseURL ?? 'http://127.0.0.1').origin;
      if (localServices) {
        await installLocalServices(page, origin, pageProblems);
      } else {
        // No interception (it slows every request): Chromium resolves no other host (see
        // playwright.config.ts), so a request to another origin that no route answers fails.
        page.on('requestfailed', (request) => {
          if (!request.url().startsWith(origin) && request.url().startsWith('http')) pageProblems.push(`request to another origin: ${request.url()}`);
        });
      }
      await use();
    },
    {auto: true},
  ],
  pageProblems: [
    async ({page, baseURL, allowedStatuses, allowedConsoleErrors}, use) => {
      const problems: string[] = [];
      const origin = new URL(baseURL ?? 'http://127.0.0.1').origin;
      const sameOrigin = (url: string) => url.startsWith(origin);
      page.on('console', (message) => {
        if (message.type() !== 'error') {
          return;
        }
        const allowedLoadFailure = allowedStatuses.some((status) => message.text().includes(`status of ${status}`));
        const expected = allowedConsoleErrors.some(({text, url}) => text.test(message.text()) && (!url || url.test(message.location().url)));
        if (!allowedLoadFailure && !expected) {
          problems.push(`console error on ${page.url()}: ${message.text()} (${message.location().url})`);
        }
      });
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('requestfailed', (request) => {
        if (sameOrigin(request.url()) && request.failure()?.errorText !== 'net::ERR_ABORTED') {
          problems.push(`request failed: ${request.url()} ${request.failure()?.errorText ?? ''}`);
        }
      });
      page.on('response', (response) => {
        if (sameOrigin(response.url()) && response.status() >= 400 && !allowedStatuses.includes(response.status())) {
          problems.push(`HTTP ${response.status()}: ${response.url()}`);
        }
      });
      await use(problems);
      expect(problems, 'console errors or failed requests').toEqual([]);
    },
    {auto: true},
  ],
});

export {expect};

/**
 * Answers the third-party services locally on `page`: map tiles, EmailJS and the shared
 * calendar. Any other request to another origin than the site's (`origin`, as
 * `http://127.0.0.1:3210`) is aborted and added to `problems`. A test may
 * override a service with its own `page.route`, which takes precedence.
 */
export async function installLocalServices(page: Page, origin: string, problems: string[]): Promise<void> {
  // Registered first, so it only sees what the services below do not answer.
  await page.route(
    (url) => url.origin !== origin && url.protocol.startsWith('http'),
    async (route) => {
      problems.push(`request to another origin: ${route.request().url()}`);
      await route.abort('blockedbyclient');
    },
  );
  await page.route(tileUrlPattern, (route) => route.fulfill({status: 200, contentType: 'image/png', headers: corsHeaders, body: localTileFor(route.request().url())}));
  await page.route(emailJsPattern, (route) => route.fulfill({status: 200, contentType: 'text/plain', headers: corsHeaders, body: 'OK'}));
  await page.route(calendarPattern, (route) => route.fulfill({status: 200, contentType: 'text/html; charset=utf-8', body: localCalendarPage}));
}

/** Loads a path and waits until React has hydrated the server-rendered page. */
export async function visit(page: Page, path: string): Promise<void> {
  await page.goto(at(path));
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
}

/**
 * Resolves once the page's scroll position has stayed the same for `frames` animation frames
 * in a row: the site scrolls smoothly (`scroll-behavior: smooth`), so a focus move or an anchor
 * link scrolls for a few hundred milliseconds after the action that caused it.
 */
export async function scrollSettled(page: Page, frames = 5): Promise<void> {
  await page.evaluate(
    (needed) =>
      new Promise<void>((resolve) => {
        let last = '';
        let still = 0;
        const check = () => {
          const position = `${window.scrollX},${window.scrollY}`;
          still = position === last ? still + 1 : 0;
          last = position;
          if (still >= needed) resolve();
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
    frames,
  );
}

/**
 * Runs axe with the WCAG 2.2 A/AA rules and returns a readable list of violations. It waits for
 * a smooth scroll in progress to end first ({@link scrollSettled}): axe's rules of geometry
 * (target size, overlapping text) read element positions one by one, and a page that moves
 * between two readings shows targets overlapping that do not. With
 * `experimental`, axe's experimental rules run too, which it leaves out by default: label in
 * name (a control's visible words in its accessible name), paragraphs styled as headings, table
 * headers and captions, orientation lock, focus order semantics. With `rules`, only those axe
 * rules run (`['color-contrast']`). Every `<details>` is open while axe runs.
 */
export async function axeViolations(page: Page, {experimental = false, rules}: {experimental?: boolean; rules?: string[]} = {}): Promise<string[]> {
  await scrollSettled(page);
  // axe-core itself, in the page: the Playwright wrapper finishes every run in a new page,
  // which costs seconds a run.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const tags = experimental ? [...wcagTags, 'experimental'] : wcagTags;
  type Violation = {id: string; impact: string; help: string; nodes: {target: string[]}[]};
  // axe skips what is hidden, so a closed <details> (past events, a data table) hides its
  // contents from every rule: each is opened for the run and closed again after it.
  const violations = await page.evaluate(
    async ({values, only}) => {
      const closed = [...document.querySelectorAll('details:not([open])')];
      for (const details of closed) details.setAttribute('open', '');
      // What was hidden takes the page's current colours only now, through the theme's
      // transitions: colours are read once they have ended.
      await Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation instanceof CSSTransition)
          .map((animation) => animation.finished.catch(() => undefined)),
      );
      try {
        const results = await (window as unknown as {axe: {run: (context: Document, options: object) => Promise<{violations: Violation[]}>}}).axe.run(document, {
          runOnly: only ? {type: 'rule', values: only} : {type: 'tag', values},
          resultTypes: ['violations'],
        });
        return results.violations.map(({id, impact, help, nodes}) => ({id, impact, help, nodes: nodes.map((node) => ({target: node.target}))}));
      } finally {
        for (const details of closed) details.removeAttribute('open');
      }
    },
    {values: tags, only: rules},
  );
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.nodes
        .slice(0, 5)
        .map((node) => node.target.join(' '))
        .join('\n  ')}`,
  );
}

/** Whether the test runs in the small-screen project. */
export function isMobile(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 997;
}

/**
 * The pages a built sitemap lists (`build/sitemap.xml`, `build/bn/sitemap.xml`), each as its
 * path on the site (without the host and the base URL, as `visit` takes it) and the HTML file
 * the build wrote for it (`/a/b` → `build/a/b.html`, `/bn/` → `build/bn/index.html`).
 */
export function sitemapPages(sitemap: string): {pathname: string; file: string}[] {
  return [...readFileSync(sitemap, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
    const pathname = `/${new URL(match[1] ?? '/').pathname.slice(baseUrl.length)}`;
    return {pathname, file: path.join('build', pathname.endsWith('/') ? `${pathname}index.html` : `${pathname}.html`)};
  });
}
