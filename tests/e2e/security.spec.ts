import {existsSync, readFileSync} from 'node:fs';
import {test, expect, visit} from './fixtures';
import {people} from '../../src/data/people';
import {detailPath} from '../../src/collections';
import {parseBibliography} from '../../plugins/publications/bibliography';
import {headersFileLimits, headersForPath, parseHeadersFile} from '../../plugins/security-headers/headersFile';
import {inlineScriptHashes} from '../../plugins/security-headers';

/** The paths of a sitemap's pages. */
const sitemapPaths = (file: string) => [...readFileSync(file, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '/').pathname);
/** Every page of the build, from its sitemap. */
const paths = sitemapPaths('build/sitemap.xml');

test.describe('security headers file', () => {
  test.skip(({page}) => (page.viewportSize()?.width ?? 0) < 997, 'build output: checked once');

  /** Every page of every language built, from the sitemaps. */
  const allPaths = [...paths, ...(existsSync('build/bn/sitemap.xml') ? sitemapPaths('build/bn/sitemap.xml') : [])];
  /** The headers the host sends for a path, from build/_headers read as the host reads it. */
  const rules = () => parseHeadersFile(readFileSync('build/_headers', 'utf8'));
  /** The built HTML file of a page's path. */
  const htmlFile = (path: string) => [`build${path}.html`, `build${path.replace(/\/$/, '')}/index.html`].find((file) => existsSync(file)) ?? '';

  test('is a handful of rules: security headers for every path, exactly one policy per page, allowing its inline scripts', () => {
    const headerRules = rules();
    expect(headerRules.length).toBeLessThanOrEqual(headersFileLimits.rules);
    expect(headerRules.length).toBeLessThan(20);
    expect(headerRules[0]?.path).toBe('/*');
    expect(allPaths.length).toBeGreaterThan(headerRules.length * 5);
    // One assertion over every path: the list of what is wrong (thousands of expects are slow).
    const problems: string[] = [];
    const check = (ok: boolean, path: string, what: string) => {
      if (!ok) problems.push(`${path}: ${what}`);
    };
    for (const path of allPaths) {
      const headers = headersForPath(headerRules, path);
      check(headers['strict-transport-security'] === 'max-age=31536000; includeSubDomains', path, 'Strict-Transport-Security');
      check(headers['referrer-policy'] === 'strict-origin-when-cross-origin', path, 'Referrer-Policy');
      check(headers['x-content-type-options'] === 'nosniff', path, 'X-Content-Type-Options');
      check(/^camera=\(\), microphone=\(\), geolocation=\(\)/.test(headers['permissions-policy'] ?? ''), path, 'Permissions-Policy');
      check(!headers['permissions-policy']?.includes('interest-cohort'), path, 'no interest-cohort');
      const policy = headers['content-security-policy'] ?? '';
      check(policy.match(/default-src/g)?.length === 1, path, 'one policy, not two joined');
      check(/^default-src 'self'; script-src 'self' 'wasm-unsafe-eval'( 'sha256-[A-Za-z0-9+/=]+')+;/.test(policy), path, 'script-src');
      check(policy.includes("frame-ancestors 'none'"), path, 'frame-ancestors');
      check(policy.includes("object-src 'none'"), path, 'object-src');
      check(!policy.includes("'unsafe-eval'"), path, 'WebAssembly is allowed, eval never');
      const file = htmlFile(path);
      check(file !== '', path, 'its built page');
      for (const hash of file ? inlineScriptHashes(readFileSync(file, 'utf8')) : []) {
        check(policy.includes(hash), path, `allows its inline script ${hash}`);
      }
    }
    expect(problems).toEqual([]);
  });

  test('ships robots.txt at the root, pointing at the sitemap of every language', () => {
    const robots = readFileSync('build/robots.txt', 'utf8');
    expect(robots).toContain('User-agent: *');
    const sitemaps = [...robots.matchAll(/^Sitemap: (https:\/\/\S+)$/gm)].map((match) => new URL(match[1] ?? '').pathname);
    const builtSitemaps = ['/sitemap.xml', ...(existsSync('build/bn') ? ['/bn/sitemap.xml'] : [])];
    expect(sitemaps).toEqual(builtSitemaps);
    for (const sitemap of sitemaps) {
      expect(existsSync(`build${sitemap}`), sitemap).toBe(true);
    }
    expect(existsSync('build/bn/robots.txt'), 'a robots.txt below the root is never read').toBe(false);
    expect(existsSync('build/bn/_headers'), 'a _headers file below the root is never read').toBe(false);
  });

  test('lets only the form page reach EmailJS, only map pages the tiles, only the events page the calendar', () => {
    const headerRules = rules();
    const wrong: string[] = [];
    for (const path of allPaths) {
      const policy = headersForPath(headerRules, path)['content-security-policy'] ?? '';
      const route = path.replace(/^\/bn(\/|$)/, '/').replace(/(.)\/$/, '$1');
      const expected = {
        emailjs: route === '/what-we-do/educate/become-member',
        // Directions, Cruise Planning, and each cruise's page (its station map)
        tiles: ['/who-we-are/visit-borl/directions', '/what-we-do/explore/cruise-planning'].includes(route) || /^\/what-we-do\/explore\/cruise-planning\/[a-z0-9-]+$/.test(route),
        calendar: route === '/who-we-are/visit-borl/events',
      };
      const actual = {emailjs: policy.includes('api.emailjs.com'), tiles: policy.includes('basemaps.cartocdn.com'), calendar: policy.includes('calendar.google.com')};
      if (JSON.stringify(actual) !== JSON.stringify(expected)) {
        wrong.push(`${path}: ${JSON.stringify(actual)}`);
      }
      if (!expected.calendar && !policy.includes("frame-src 'none'")) {
        wrong.push(`${path}: frames allowed`);
      }
    }
    expect(wrong).toEqual([]);
    // The feeds are served as iCalendar.
    expect(headersForPath(headerRules, '/calendar/events.ics')['content-type']).toBe('text/calendar; charset=utf-8');
  });
});

test.describe('every page', () => {
  // Policies, link attributes and the no-JavaScript reading do not depend on the viewport.
  test.skip(({page}) => (page.viewportSize()?.width ?? 0) < 997, 'checked once, on desktop');

  for (const path of paths) {
    test(`${path}: social card, no policy violation, safe new-tab links, readable without JavaScript`, async ({page, browser}) => {
      const violations: string[] = [];
      await page.exposeFunction('reportPolicyViolation', (text: string) => violations.push(text));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          (window as unknown as {reportPolicyViolation: (text: string) => void}).reportPolicyViolation(
            `${event.violatedDirective} blocked ${event.blockedURI}`,
          );
        });
      });
      await visit(page, path);
      await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveCount(1);
      // Its own social card, generated from the title at build time.
      // Read from the HTML as served, as a crawler does (the client may re-render head tags).
      const served = await (await page.request.get(path)).text();
      const card = /<meta property="og:image" content="([^"]+)"/.exec(served)?.[1] ?? null;
      expect(served.match(/property="?og:image"?\s/g)).toHaveLength(1);
      expect(card).toMatch(/\/img\/social\/.+\.png$/);
      const cardResponse = await page.request.get(new URL(card ?? '', 'http://x').pathname);
      expect(cardResponse.status()).toBe(200);
      expect(cardResponse.headers()['content-type']).toContain('image/png');
      const unsafeLinks = await page.locator('a[target="_blank"]').evaluateAll((links) =>
        links
          .filter((link) => {
            const rel = (link.getAttribute('rel') ?? '').split(/\s+/);
            return !rel.includes('noopener') || !rel.includes('noreferrer');
          })
          .map((link) => link.getAttribute('href')),
      );
      expect(unsafeLinks).toEqual([]);
      expect(violations).toEqual([]);

      const noScript = await browser.newContext({javaScriptEnabled: false, viewport: page.viewportSize() ?? undefined});
      try {
        const staticPage = await noScript.newPage();
        await staticPage.goto(path);
        const heading = staticPage.locator('main h1, article h1, h1').first();
        await expect(heading).toBeVisible();
        expect((await heading.textContent())?.trim().length).toBeGreaterThan(2);
        const text = await staticPage.locator('main').first().innerText();
        expect(text.split(/\s+/).length, 'words of main content without JavaScript').toBeGreaterThan(10);
      } finally {
        await noScript.close();
      }
    });
  }
});

test.describe('structured data', () => {
  test.skip(({page}) => (page.viewportSize()?.width ?? 0) < 997, 'markup: checked once');

  /** The JSON-LD objects of a page, parsed (a parse error fails the test). */
  async function jsonLd(page: import('@playwright/test').Page, path: string): Promise<Record<string, unknown>[]> {
    await visit(page, path);
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    return blocks.flatMap((block) => {
      const parsed = JSON.parse(block) as Record<string, unknown> | Record<string, unknown>[];
      return Array.isArray(parsed) ? parsed : [parsed];
    });
  }
  const types = (objects: Record<string, unknown>[]) => objects.map((object) => object['@type']);

  test('home: the laboratory as a ResearchOrganization', async ({page}) => {
    const objects = await jsonLd(page, '/');
    const organization = objects.find((object) => object['@type'] === 'ResearchOrganization');
    expect(organization?.name).toBe('Bay of Bengal Ocean Research Laboratory');
    expect(organization?.['@context']).toBe('https://schema.org');
  });

  test('a person page: a Person affiliated with the laboratory', async ({page}) => {
    const objects = await jsonLd(page, detailPath('people', people[0]!.id));
    const person = objects.find((object) => object['@type'] === 'Person');
    expect(typeof person?.name).toBe('string');
    expect((person?.affiliation as Record<string, unknown>)?.name).toBe('Bay of Bengal Ocean Research Laboratory');
    // Profiles (the faculty profile at least) and the research areas of the person's programmes.
    expect(person?.sameAs).toContain(people[0]!.detailsLink);
    expect((person?.knowsAbout as string[] | undefined)?.length).toBeGreaterThan(0);
  });

  test('an article: a BlogPosting', async ({page}) => {
    expect(types(await jsonLd(page, '/news/featured-article/1'))).toContain('BlogPosting');
  });

  test('publications: one ScholarlyArticle per entry, each with its DOI', async ({page}) => {
    const articles = (await jsonLd(page, '/know-bay-of-bengal/dive-into-our-research/publications')).filter(
      (object) => object['@type'] === 'ScholarlyArticle',
    );
    const entries = parseBibliography(readFileSync('src/data/publications.bib', 'utf8'));
    expect(articles.map((article) => (article.identifier as Record<string, unknown>).value).sort()).toEqual(entries.map((entry) => entry.doi).sort());
    for (const article of articles) {
      expect((article.identifier as Record<string, unknown>).value).toMatch(/^10\.\d{4,}\//);
    }
  });

  test('alias routes name their canonical page', async ({page}) => {
    await visit(page, '/article');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/know-bay-of-bengal\/dive-into-our-research\/news-releases$/);
    await visit(page, '/what-we-do/educate/start-career');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/who-we-are\/work-with-borl\/careers$/);
  });
});

test.describe('pages with their own policy', () => {
  test('are loaded as a new document, so the form may reach EmailJS after a link from home', async ({page}) => {
    await visit(page, '/');
    await page.evaluate(() => ((window as unknown as {stillTheSameDocument: boolean}).stillTheSameDocument = true));
    // A client-side route change to the membership form.
    await page.evaluate(() => {
      window.history.pushState({}, '', '/what-we-do/educate/become-member');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page).toHaveURL(/\/what-we-do\/educate\/become-member$/);
    await expect.poll(() => page.evaluate(() => Boolean((window as unknown as {stillTheSameDocument?: boolean}).stillTheSameDocument))).toBe(false);
    await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveAttribute('content', /connect-src 'self' https:\/\/api\.emailjs\.com/);
  });
});

test.describe('addresses that name another host', () => {
  test.use({allowedStatuses: [404]});
  // The host answers each with the not-found page, whose trailing-slash module then rewrites the
  // address: it must stay on the site (the fixture reports any request to another origin).
  for (const hostile of ['//evil.example.com/', '/\\evil.example.com/', '///evil.example.com/']) {
    test(`${hostile} stays on the site`, async ({page, baseURL}) => {
      await page.goto(`${baseURL}${hostile}`);
      await expect(page.getByRole('heading', {level: 1, name: 'Page not found'})).toBeVisible();
      await expect(page).toHaveURL(`${baseURL}/evil.example.com`);
      expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
    });
  }
});
