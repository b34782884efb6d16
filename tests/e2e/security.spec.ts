import {existsSync, readFileSync} from 'node:fs';
import {test, expect, visit, at, baseUrl} from './fixtures';
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

  /** Every page of every language built, from the sitemaps. */
  const allPaths = [...paths, ...(existsSync('build/bn/sitemap.xml') ? sitemapPaths('build/bn/sitemap.xml') : [])];
  /** The headers the host sends for a path, from build/_headers read as the host reads it. */
  const rules = () => parseHeadersFile(readFileSync('build/_headers', 'utf8'));
  /** The built HTML file of a page's path. */
  const htmlFile = (fullPath: string) => {
    const path = `/${fullPath.slice(baseUrl.length)}`;
    return [`build${path}.html`, `build${path.replace(/\/$/, '')}/index.html`].find((file) => existsSync(file)) ?? '';
  };

  test('is a handful of rules: security headers for every path, exactly one policy per page, allowing its inline scripts', () => {
    const headerRules = rules();
    expect(headerRules.length).toBeLessThanOrEqual(headersFileLimits.rules);
    // Security headers, the page policies and the year-long caching of hashed files, per language.
    expect(headerRules.length).toBeLessThan(25);
    expect(headerRules[0]?.path).toBe(`${baseUrl}*`);
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
    expect(sitemaps).toEqual([at('/sitemap.xml'), at('/bn/sitemap.xml')]);
    expect(existsSync('build/bn/robots.txt'), 'a robots.txt below the root is never read').toBe(false);
    expect(existsSync('build/bn/_headers'), 'a _headers file below the root is never read').toBe(false);
  });

  test('lets only the form page reach EmailJS, only map pages the tiles, only the events page the calendar', () => {
    const headerRules = rules();
    const wrong: string[] = [];
    for (const path of allPaths) {
      const policy = headersForPath(headerRules, path)['content-security-policy'] ?? '';
      const route = `/${path.slice(baseUrl.length)}`.replace(/^\/bn(\/|$)/, '/').replace(/(.)\/$/, '$1');
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
    expect(headersForPath(headerRules, at('/calendar/events.ics'))['content-type']).toBe('text/calendar; charset=utf-8');
  });
});

test.describe('structured data', () => {

  /** The JSON-LD objects of a built page, parsed (a parse error fails the test). */
  function jsonLd(path: string): Record<string, unknown>[] {
    const html = readFileSync(path === '/' ? 'build/index.html' : `build${path}.html`, 'utf8');
    const blocks = [...html.matchAll(/<script[^>]*\stype="?application\/ld\+json"?[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');
    return blocks.flatMap((block) => {
      const parsed = JSON.parse(block) as Record<string, unknown> | Record<string, unknown>[];
      return Array.isArray(parsed) ? parsed : [parsed];
    });
  }
  const types = (objects: Record<string, unknown>[]) => objects.map((object) => object['@type']);

  test('home: the laboratory as a ResearchOrganization', () => {
    const objects = jsonLd('/');
    const organization = objects.find((object) => object['@type'] === 'ResearchOrganization');
    expect(organization?.name).toBe('Bay of Bengal Ocean Research Laboratory');
    expect(organization?.['@context']).toBe('https://schema.org');
  });

  test('a person page: a Person affiliated with the laboratory', () => {
    const objects = jsonLd(detailPath('people', people[0]!.id));
    const person = objects.find((object) => object['@type'] === 'Person');
    expect(typeof person?.name).toBe('string');
    expect((person?.affiliation as Record<string, unknown>)?.name).toBe('Bay of Bengal Ocean Research Laboratory');
    // Profiles (the faculty profile at least) and the research areas of the person's programmes.
    expect(person?.sameAs).toContain(people[0]!.detailsLink);
    expect((person?.knowsAbout as string[] | undefined)?.length).toBeGreaterThan(0);
  });

  test('an article: a BlogPosting', () => {
    expect(types(jsonLd('/news/featured-article/1'))).toContain('BlogPosting');
  });

  test('publications: one ScholarlyArticle per entry, each with its DOI', () => {
    const articles = (jsonLd('/know-bay-of-bengal/dive-into-our-research/publications')).filter(
      (object) => object['@type'] === 'ScholarlyArticle',
    );
    const entries = parseBibliography(readFileSync('src/data/publications.bib', 'utf8'));
    expect(articles.map((article) => (article.identifier as Record<string, unknown>).value).sort()).toEqual(entries.map((entry) => entry.doi).sort());
    for (const article of articles) {
      expect((article.identifier as Record<string, unknown>).value).toMatch(/^10\.\d{4,}\//);
    }
  });

  test('alias routes name their canonical page', () => {
    const canonical = (path: string) => /<link[^>]*rel="?canonical"?[^>]*href="?([^"\s>]+)/.exec(readFileSync(`build${path}.html`, 'utf8'))?.[1];
    expect(canonical('/article')).toMatch(/\/know-bay-of-bengal\/dive-into-our-research\/news-releases$/);
    expect(canonical('/what-we-do/educate/start-career')).toMatch(/\/who-we-are\/work-with-borl\/careers$/);
  });
});

test.describe('pages with their own policy', () => {
  test('are loaded as a new document, so the form may reach EmailJS after a link from home', async ({page}) => {
    await visit(page, '/');
    await page.evaluate(() => ((window as unknown as {stillTheSameDocument: boolean}).stillTheSameDocument = true));
    // A client-side route change to the membership form.
    await page.evaluate((path) => {
      window.history.pushState({}, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, at('/what-we-do/educate/become-member'));
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
