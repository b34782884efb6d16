/** The headers file and robots.txt the host reads, and security in the browser. Page markup is checked in Node (`scripts/check-build.ts`). */
import {existsSync, readFileSync} from 'node:fs';
import {test, expect, visit, at, baseUrl, sitemapPages} from './fixtures';
import {headersFileLimits, headersForPath, parseHeadersFile} from '../../plugins/security-headers/headersFile';
import {inlineScriptHashes} from '../../plugins/security-headers';

test('the headers file: security headers for every path, one policy per page allowing its inline scripts and services; robots.txt', () => {
  const allPages = [...sitemapPages('build/sitemap.xml'), ...sitemapPages('build/bn/sitemap.xml')];
  // The headers the host sends for a path, from build/_headers read as the host reads it.
  const headerRules = parseHeadersFile(readFileSync('build/_headers', 'utf8'));
  expect(headerRules.length).toBeLessThanOrEqual(headersFileLimits.rules);
  // Security headers, the page policies and the year-long caching of hashed files, per language.
  expect(headerRules.length).toBeLessThan(25);
  expect(headerRules[0]?.path).toBe(`${baseUrl}*`);
  expect(allPages.length).toBeGreaterThan(headerRules.length * 5);
  // One assertion over every path: the list of what is wrong (thousands of expects are slow).
  const problems: string[] = [];
  const check = (ok: boolean, path: string, what: string) => {
    if (!ok) problems.push(`${path}: ${what}`);
  };
  for (const {pathname, file} of allPages) {
    const path = at(pathname);
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
    // Only the form may reach EmailJS, only map pages the tiles (Directions, Cruise Planning, each cruise), only Events the calendar.
    const route = pathname.replace(/^\/bn(\/|$)/, '/').replace(/(.)\/$/, '$1');
    const expected = {
      emailjs: route === '/what-we-do/educate/become-member',
      tiles: ['/who-we-are/visit-borl/directions', '/what-we-do/explore/cruise-planning'].includes(route) || /^\/what-we-do\/explore\/cruise-planning\/[a-z0-9-]+$/.test(route),
      calendar: route === '/who-we-are/visit-borl/events',
    };
    const actual = {emailjs: policy.includes('api.emailjs.com'), tiles: policy.includes('basemaps.cartocdn.com'), calendar: policy.includes('calendar.google.com')};
    check(JSON.stringify(actual) === JSON.stringify(expected), path, `services ${JSON.stringify(actual)}`);
    check(expected.calendar || policy.includes("frame-src 'none'"), path, 'frames allowed');
    for (const hash of inlineScriptHashes(readFileSync(file, 'utf8'))) check(policy.includes(hash), path, `allows its inline script ${hash}`);
  }
  expect(problems).toEqual([]);
  // The feeds are served as iCalendar.
  expect(headersForPath(headerRules, at('/calendar/events.ics'))['content-type']).toBe('text/calendar; charset=utf-8');
  // robots.txt at the root (the only one read), pointing at the sitemap of every language.
  const robots = readFileSync('build/robots.txt', 'utf8');
  expect(robots).toContain('User-agent: *');
  expect([...robots.matchAll(/^Sitemap: (https:\/\/\S+)$/gm)].map((match) => new URL(match[1] ?? '').pathname)).toEqual([at('/sitemap.xml'), at('/bn/sitemap.xml')]);
  expect(existsSync('build/bn/robots.txt'), 'a robots.txt below the root is never read').toBe(false);
  expect(existsSync('build/bn/_headers'), 'a _headers file below the root is never read').toBe(false);
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

  test('//, /\\ and /// followed by a host stay on the site', async ({page, baseURL}) => {
    // A host that answers every unknown address with the site's not-found page, whose trailing-slash
    // module then rewrites the address: it must stay on the site (the fixture reports any request
    // to another origin). The test server answers only under the base URL, so the host is stood in for.
    const origin = new URL(baseURL!).origin;
    const body = readFileSync('build/404.html');
    await page.route(
      (url) => url.origin === origin && url.pathname.includes('evil.example.com'),
      (route) => route.fulfill({status: 404, contentType: 'text/html', body}),
    );
    for (const hostile of ['//evil.example.com/', '/\\evil.example.com/', '///evil.example.com/']) {
      await page.goto(`${origin}${hostile}`);
      await expect(page, hostile).toHaveURL(`${origin}/evil.example.com`);
      await expect(page.getByRole('heading', {level: 1, name: 'Page not found'}), hostile).toBeVisible();
    }
  });
});
