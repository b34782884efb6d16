import type {Page} from '@playwright/test';
import {test, expect, visit, expectConsoleErrors, at} from './fixtures';
import {tileUrlPattern, tileZoom} from './externalServices';
import {calendarEmbedUrl, eventsCalendar, openStreetMapUrl} from '../../src/config/externalServices';
import {site} from '../../src/data/site';
import {cruiseMonths, cruisesByDate} from '../../src/data/cruises';
import {groupByPlace} from '../../src/components/CruiseMap/view';

/**
 * Directions (the location map) and Events (the shared calendar), with every tile and the
 * calendar answered locally (fixtures), and once with the tile server unreachable.
 */
const directionsPath = '/who-we-are/visit-borl/directions';
const eventsPath = '/who-we-are/visit-borl/events';

/** Tile URLs the page requests from now on. */
function recordTiles(page: Page): string[] {
  const tiles: string[] = [];
  page.on('request', (request) => {
    if (tileUrlPattern.test(request.url())) {
      tiles.push(request.url());
    }
  });
  return tiles;
}

/** Whether any stylesheet of the page has a rule mentioning `text`. */
function hasCssRule(page: Page, text: string): Promise<boolean> {
  return page.evaluate(
    (needle) => [...document.styleSheets].some((sheet) => [...sheet.cssRules].some((rule) => rule.cssText.includes(needle))),
    text,
  );
}

const marker = (page: Page) => page.getByRole('button', {name: site.name});

async function expectMarkerPopup(page: Page): Promise<void> {
  await marker(page).click();
  const popup = page.locator('.leaflet-popup');
  await expect(popup).toBeVisible();
  await expect(popup).toContainText(site.name);
  await expect(popup).toContainText(site.university.name);
}

test.describe('Our Location', () => {
  test('shows a 24 rem street map at zoom 18 centred on the laboratory, with the contributors’ credit', async ({page}) => {
    const tiles = recordTiles(page);
    await visit(page, directionsPath);
    await expect(page.getByRole('heading', {level: 1, name: 'Our Location'})).toBeVisible();
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
    // High-density screens (the mobile project) get the sharp @2x tiles, others the plain ones.
    const highDensity = await page.evaluate(() => window.devicePixelRatio > 1);
    expect(tiles.every((url) => url.includes('@2x.png') === highDensity)).toBe(true);
    await expect(page.getByRole('main').locator('address')).toContainText(site.address.street);
    await expectMarkerPopup(page);
  });

  test('opens the marker’s popup from the keyboard', async ({page}) => {
    await visit(page, directionsPath);
    await marker(page).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('.leaflet-popup')).toContainText(site.university.name);
  });

  test('leaves mouse-wheel zoom off: the page scrolls, the map keeps zoom 18', async ({page}) => {
    const tiles = recordTiles(page);
    await visit(page, directionsPath);
    await expect.poll(() => tiles.length).toBeGreaterThan(0);
    await page.locator('[data-map-frame]').hover();
    await page.mouse.wheel(0, 300);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.waitForTimeout(500);
    expect(new Set(tiles.map(tileZoom))).toEqual(new Set([18]));
  });

  test('renders no Leaflet on the server and loads its styles only on map pages', async ({page, request}) => {
    const html = await (await request.get(at(directionsPath))).text();
    expect(html).toContain('data-map-frame');
    expect(html).not.toContain('leaflet-container');
    await visit(page, eventsPath);
    expect(await hasCssRule(page, '.leaflet-container')).toBe(false);
    await visit(page, directionsPath);
    await expect(page.locator('.leaflet-container')).toBeVisible();
    expect(await hasCssRule(page, '.leaflet-container')).toBe(true);
  });

  test.describe('with the tile server unreachable', () => {
    // The browser reports each aborted tile; that line, for tile URLs only, is expected here.
    test.use({allowedConsoleErrors: expectConsoleErrors({text: /^Failed to load resource/, url: tileUrlPattern})});

    test('still shows the map frame, the marker, its popup and the address, and says why the map is blank', async ({page}) => {
      let blocked = 0;
      await page.route(tileUrlPattern, (route) => {
        blocked += 1;
        return route.abort('internetdisconnected');
      });
      await visit(page, directionsPath);
      await expect(page.locator('[data-map-frame] .leaflet-container')).toBeVisible();
      await expect.poll(() => blocked).toBeGreaterThan(0);
      await expect(marker(page)).toBeVisible();
      await expectMarkerPopup(page);
      await expect(page.getByRole('main').locator('address')).toContainText(site.address.city);
      await expect(page.getByText('The map could not be loaded')).toHaveCount(0);
      const notice = page.locator('[data-map-frame]').getByRole('status');
      await expect(notice).toContainText('The map tiles could not be loaded');
      await expect(notice.getByRole('link', {name: 'View on OpenStreetMap'})).toHaveAttribute('href', openStreetMapUrl(site.mapCentre, 18));
      // The notice leaves the marker uncovered and clickable (checked above) and visible.
      const noticeBox = await notice.boundingBox();
      const markerBox = await marker(page).boundingBox();
      expect((noticeBox?.y ?? 0) + (noticeBox?.height ?? 0)).toBeLessThan(markerBox?.y ?? 0);
    });
  });
});

test.describe('Events', () => {
  test('embeds the shared calendar in a 600 px lazy frame in Bangladesh time, titled, with a new-tab link', async ({page}) => {
    await visit(page, eventsPath);
    await expect(page.getByRole('heading', {level: 1, name: 'Events'})).toBeVisible();
    const url = calendarEmbedUrl(eventsCalendar);
    const frame = page.locator('iframe');
    await expect(frame).toHaveCount(1);
    await expect(frame).toHaveAttribute('src', url);
    expect(url).toMatch(/^https:\/\/calendar\.google\.com\/calendar\/embed\?src=.+&ctz=Asia%2FDhaka$/);
    await expect(frame).toHaveAttribute('loading', 'lazy');
    await expect(frame).toHaveAttribute('height', '600');
    await expect(frame).toHaveAttribute('title', 'BORL events calendar (Google Calendar)');
    await frame.scrollIntoViewIfNeeded();
    expect(Math.round((await frame.boundingBox())?.height ?? 0)).toBe(600);
    await expect(page.frameLocator('iframe').getByRole('heading', {name: 'Events calendar'})).toBeVisible();

    const link = page.getByRole('link', {name: 'Open the calendar in a new tab'});
    await expect(link).toHaveAttribute('href', url);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
    await expect(link).toHaveAttribute('rel', /noreferrer/);
  });
});

test.describe('Cruise map', () => {
  test('shows the working area of every cruise, each popup naming a cruise and its date', async ({page}) => {
    await visit(page, '/what-we-do/explore/cruise-planning');
    const frame = page.locator('[data-map-frame]');
    await expect(frame.locator('.leaflet-container')).toBeVisible();
    const markers = frame.locator('.leaflet-marker-icon');
    const places = groupByPlace(cruisesByDate.map((cruise) => ({id: cruise.id, label: cruise.name, date: cruiseMonths(cruise, 'en-GB'), lat: cruise.area.lat, lng: cruise.area.lng})));
    await expect(markers).toHaveCount(places.length);
    // Every cruise is named, with its date, by one of the markers.
    const names = (await markers.evaluateAll((icons) => icons.map((icon) => icon.getAttribute('aria-label') ?? icon.getAttribute('title') ?? ''))).join('; ');
    for (const cruise of cruisesByDate) {
      expect(names).toContain(`${cruise.name} (${cruiseMonths(cruise, 'en-GB')})`);
    }
    const firstLabel = (await markers.first().getAttribute('title')) ?? '';
    await markers.first().click();
    const popup = page.locator('.leaflet-popup');
    await expect(popup).toBeVisible();
    // The popup names the same cruises and dates as the marker's label.
    const firstCruise = cruisesByDate.find((cruise) => firstLabel.includes(cruise.name));
    expect(firstCruise, `a cruise named in "${firstLabel}"`).toBeDefined();
    await expect(popup).toContainText(firstCruise?.name ?? '');
    await expect(popup).toContainText(firstCruise ? cruiseMonths(firstCruise, 'en-GB') : '');
  });
});
