import {test, expect, visit, axeViolations, sitemapPages} from './fixtures';

/** Every page of the production build, read from its sitemap. */
const paths = sitemapPages('build/sitemap.xml').map((page) => page.pathname);

test('the sitemap lists the pages of the site', () => {
  expect(paths).toContain('/');
  expect(paths).toContain('/know-bay-of-bengal/explore-bob-facts/swatch-of-no-ground');
  expect(paths.length).toBeGreaterThanOrEqual(26);
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
