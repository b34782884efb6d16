import type {Page} from '@playwright/test';
import {test, expect, visit, expectConsoleErrors} from './fixtures';
import {tileUrlPattern, tileZoom} from './externalServices';
import {openStreetMapUrl} from '../../src/config/externalServices';
import {site} from '../../src/data/site';

/** Directions (the location map), its tiles answered locally, and with the tile server unreachable. Cruise maps: `cruises.spec.ts`. */
const directionsPath = '/who-we-are/visit-borl/directions';

test.use({localServices: true});

/** Tile URLs the page requests from now on. */
function recordTiles(page: Page): string[] {
  const tiles: string[] = [];
  page.on('request', (request) => {
    if (tileUrlPattern.test(request.url())) tiles.push(request.url());
  });
  return tiles;
}

const marker = (page: Page) => page.getByRole('button', {name: site.name});

test('Our Location: a 24 rem street map at zoom 18 centred on the laboratory, its popup opened from the keyboard, no wheel zoom', async ({page}) => {
  const tiles = recordTiles(page);
  await visit(page, directionsPath);
  const frame = page.locator('[data-map-frame]');
  await expect(frame.locator('.leaflet-container')).toBeVisible();
  const rootFontSize = await page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize));
  expect(Math.round((await frame.boundingBox())?.height ?? 0)).toBe(24 * rootFontSize);
  await expect.poll(() => tiles.length).toBeGreaterThan(0);
  expect(new Set(tiles.map(tileZoom))).toEqual(new Set([18]));

  // The marker stands at the centre of the map.
  const frameBox = await frame.boundingBox();
  const markerBox = await marker(page).boundingBox();
  expect(Math.abs((markerBox?.x ?? 0) + (markerBox?.width ?? 0) / 2 - ((frameBox?.x ?? 0) + (frameBox?.width ?? 0) / 2))).toBeLessThan(3);
  const attribution = page.locator('.leaflet-control-attribution');
  await expect(attribution).toContainText('© OpenStreetMap contributors © CARTO');
  await expect(attribution.getByRole('link', {name: 'OpenStreetMap'})).toHaveAttribute('href', 'https://www.openstreetmap.org/copyright');
  await expect(attribution.getByRole('link', {name: 'CARTO'})).toHaveAttribute('href', 'https://carto.com/attributions');

  await marker(page).focus();
  await page.keyboard.press('Enter');
  const popup = page.locator('.leaflet-popup');
  await expect(popup).toContainText(site.name);
  await expect(popup).toContainText(site.university.name);

  // The mouse wheel over the map (beside the popup) scrolls the page and leaves the map at zoom 18.
  await frame.hover({position: {x: 60, y: 300}});
  await page.mouse.wheel(0, 300);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.waitForTimeout(500);
  expect(new Set(tiles.map(tileZoom))).toEqual(new Set([18]));
});

test.describe('with the tile server unreachable', () => {
  // The browser reports each aborted tile; that line, for tile URLs only, is expected here.
  test.use({allowedConsoleErrors: expectConsoleErrors({text: /^Failed to load resource/, url: tileUrlPattern})});

  test('still shows the map frame, the coast the site serves, the marker, its popup and the address, and says why there are no streets', async ({page}) => {
    let blocked = 0;
    await page.route(tileUrlPattern, (route) => {
      blocked += 1;
      return route.abort('internetdisconnected');
    });
    await visit(page, directionsPath);
    await expect(page.locator('[data-map-frame] .leaflet-container')).toBeVisible();
    await expect.poll(() => blocked).toBeGreaterThan(0);
    await marker(page).click();
    const popup = page.locator('.leaflet-popup');
    await expect(popup).toContainText(site.name);
    await expect(popup).toContainText(site.university.name);
    await expect(page.getByRole('main').locator('address')).toContainText(site.address.city);
    await expect(page.getByText('The map could not be loaded')).toHaveCount(0);
    const notice = page.locator('[data-map-frame]').getByRole('status');
    // The site's own coast stands in for the tiles.
    await expect(page.locator('[data-map-frame] .leaflet-coast-pane path')).not.toHaveCount(0);
    await expect(notice).toContainText('The street map could not be loaded: the map shows the coastline alone');
    await expect(notice.getByRole('link', {name: 'View on OpenStreetMap'})).toHaveAttribute('href', openStreetMapUrl(site.mapCentre, 18));
    // The notice leaves the marker uncovered (clicked above) and visible.
    const noticeBox = await notice.boundingBox();
    const markerBox = await marker(page).boundingBox();
    expect((noticeBox?.y ?? 0) + (noticeBox?.height ?? 0)).toBeLessThan(markerBox?.y ?? 0);
  });
});
