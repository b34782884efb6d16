import {existsSync, readFileSync} from 'node:fs';
import {test, expect, visit, axeViolations, sitemapPages} from './fixtures';
import {canonicalPathOf} from '../../plugins/search';
import {searchPagePath} from '../../src/search/pagefind';

/** Every page of the production build, read from its sitemap. */
const paths = sitemapPages('build/sitemap.xml').map((page) => page.pathname);
/** The sitemap of each language the build has. */
const sitemaps = ['build/sitemap.xml', 'build/bn/sitemap.xml'].filter((file) => existsSync(file));

test('the sitemap lists the pages of the site', () => {
  expect(paths).toContain('/');
  expect(paths).toContain('/know-bay-of-bengal/explore-bob-facts/swatch-of-no-ground');
  expect(paths.length).toBeGreaterThanOrEqual(26);
});

// Read in Node from the built files: a sitemap lists only pages that search engines are to index.
test('every page a sitemap lists names itself as canonical, and no sitemap lists the search page', () => {
  const pages = sitemaps.flatMap((sitemap) => sitemapPages(sitemap));
  expect(pages.length).toBeGreaterThan(paths.length);
  const elsewhere = pages.flatMap(({pathname, file}) => {
    const own = pathname.replace(/(.)\/$/, '$1');
    const canonical = canonicalPathOf(readFileSync(file, 'utf8'));
    return canonical === own ? [] : [`${pathname} names ${canonical ?? 'no page'} as canonical`];
  });
  expect(elsewhere).toEqual([]);
  expect(pages.map(({pathname}) => pathname).filter((pathname) => pathname.endsWith(searchPagePath))).toEqual([]);
});

for (const path of paths) {
  test(`${path} renders with a heading, no console error and no axe violation`, async ({page}) => {
    await visit(page, path);
    await expect(page.locator('h1').first()).toBeVisible();
    // Every image on the page has loaded (no broken image anywhere).
    const brokenImages = await page.locator('img').evaluateAll((images) =>
      (images as HTMLImageElement[])
        .filter((image) => image.loading !== 'lazy' && image.complete && image.naturalWidth === 0)
        .map((image) => image.src),
    );
    expect(brokenImages).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
  });
}
