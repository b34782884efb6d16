/** Security in the browser. The headers file, robots.txt and page markup are checked in Node (`scripts/check-build.ts`). */
import {readFileSync} from 'node:fs';
import {test, expect, visit, at} from './fixtures';

test.describe('the one security policy', () => {
  test('lets a page reached by a route change use its outside service: the form may reach EmailJS after a link from home', async ({page}) => {
    // The policy arrives once, as the header of the first document (from _headers).
    const firstDocument = page.waitForResponse((response) => response.request().resourceType() === 'document');
    await visit(page, '/');
    const policy = (await firstDocument).headers()['content-security-policy'];
    await page.evaluate(() => ((window as unknown as {stillTheSameDocument: boolean}).stillTheSameDocument = true));
    // A client-side route change to the membership form.
    await page.evaluate((path) => {
      window.history.pushState({}, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, at('/what-we-do/educate/become-member'));
    await expect(page.getByRole('heading', {level: 1})).toContainText(/member/i);
    expect(await page.evaluate(() => Boolean((window as unknown as {stillTheSameDocument?: boolean}).stillTheSameDocument))).toBe(true);
    expect(policy).toMatch(/connect-src 'self' https:\/\/api\.emailjs\.com/);
    await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveCount(0);
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
