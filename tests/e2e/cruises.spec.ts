/**
 * Cruise and data set pages, sampled rather than walked (the sitemap spec visits every page):
 * one cruise page with its station map, table, people and structured data; one data set page
 * with its CSV download and Dataset structured data; one Bengali cruise page; one cruise page
 * without JavaScript.
 */
import type {Page} from '@playwright/test';
import {existsSync} from 'node:fs';
import {test, expect, visit, isMobile, at} from './fixtures';
import {cruiseMonths, cruises} from '../../src/data/cruises';
import {cruiseStations} from '../../src/data/cruiseStations';
import {datasets} from '../../src/data/datasets';
import {findPerson} from '../../src/data/people';
import {detailPath, listPath} from '../../src/collections';

const main = (page: Page) => page.locator('main').last();
const cruise = cruises.find((entry) => entry.id === 'sundarbans-2023-09')!;
const stations = cruiseStations[cruise.id]!;
const dataset = datasets.find((entry) => entry.cruise === cruise.id)!;

/** The JSON-LD objects of the current page, parsed (a parse error fails the test). */
async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((block) => {
    const parsed = JSON.parse(block) as Record<string, unknown> | Record<string, unknown>[];
    return Array.isArray(parsed) ? parsed : [parsed];
  });
}

test.describe('a cruise page', () => {
  test('shows the cruise, its stations on the map and in the table, and links its people', async ({page}) => {
    await visit(page, detailPath('cruises', cruise.id));
    await expect(page.getByRole('heading', {level: 1})).toHaveText(cruise.name);
    await expect(main(page)).toContainText(cruise.vessel);
    const frame = page.locator('[data-map-frame]');
    await expect(frame.locator('.leaflet-container')).toBeVisible();
    await expect(frame.locator('path.leaflet-interactive')).toHaveCount(stations.length);
    const table = main(page).getByRole('table');
    await expect(table.locator('tbody tr')).toHaveCount(stations.length);
    await expect(table.locator('tbody tr').first()).toContainText(stations[0]!.id);
    const first = findPerson(cruise.participants[0]!)!;
    const link = main(page).getByRole('link', {name: first.name});
    await expect(link).toHaveAttribute('href', at(detailPath('people', first.id)));
    await expect(main(page).getByRole('link', {name: dataset.title})).toHaveAttribute('href', at(detailPath('datasets', dataset.id)));
    await expect(main(page).getByRole('link', {name: 'Back to Cruise Planning'})).toHaveAttribute('href', at(listPath('cruises')));
  });

  test('describes the cruise as an Event', async ({page}) => {
    test.skip(isMobile(page), 'markup: checked once');
    await visit(page, detailPath('cruises', cruise.id));
    const event = (await jsonLd(page)).find((item) => item['@type'] === 'Event');
    expect(event).toMatchObject({
      name: cruise.name,
      startDate: cruise.startDate,
      endDate: cruise.endDate,
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {'@type': 'Place', name: cruise.area.name},
      organizer: {'@type': 'ResearchOrganization'},
    });
    expect(String(event?.url)).toMatch(new RegExp(`${detailPath('cruises', cruise.id)}$`));
  });

  test('without JavaScript, names the working area in the map frame with an OpenStreetMap link, and shows the station table', async ({browser, page}) => {
    test.skip(isMobile(page), 'server-rendered markup: checked once');
    const context = await browser.newContext({javaScriptEnabled: false});
    try {
      const staticPage = await context.newPage();
      await staticPage.goto(at(detailPath('cruises', cruise.id)));
      const frame = staticPage.locator('[data-map-frame]');
      await expect(frame).toContainText(cruise.area.name);
      const link = frame.getByRole('link', {name: 'View on OpenStreetMap'});
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', new RegExp(`^https://www\\.openstreetmap\\.org/\\?mlat=${cruise.area.lat}&mlon=${cruise.area.lng}#map=\\d+/`));
      await expect(staticPage.locator('main table tbody tr')).toHaveCount(stations.length);
      await expect(staticPage.locator('main table tbody tr').first()).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test('in Bengali: Bengali months and digits, the same stations', async ({page}) => {
    test.skip(!existsSync('build/bn/sitemap.xml'), 'the build has no Bengali edition');
    await visit(page, `/bn${detailPath('cruises', cruise.id)}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn-BD');
    await expect(main(page)).toContainText(cruiseMonths(cruise, 'bn-BD').split(' ')[0]!);
    await expect(main(page).getByRole('table').locator('tbody tr')).toHaveCount(stations.length);
    await expect(main(page).getByRole('table').locator('tbody tr').first()).toContainText('২২.৩২');
    await expect(page.locator('[data-map-frame] path.leaflet-interactive')).toHaveCount(stations.length);
  });
});

test.describe('a data set page', () => {
  test('offers its CSV file: one row per station, positions as on the cruise map', async ({page}) => {
    await visit(page, detailPath('datasets', dataset.id));
    await expect(page.getByRole('heading', {level: 1})).toHaveText(dataset.title);
    const download = main(page).getByRole('link', {name: 'Download CSV'});
    const href = (await download.getAttribute('href')) ?? '';
    expect(href).toBe(at(`/data/${dataset.id}.csv`));
    const response = await page.request.get(href);
    expect(response.status()).toBe(200);
    const lines = (await response.text()).trimEnd().split('\r\n');
    expect(lines[0]).toMatch(/^station,latitude,longitude,date,depth \(m\),temperature \(°C\)/);
    expect(lines).toHaveLength(stations.length + 1);
    expect(lines[1]).toMatch(new RegExp(`^${stations[0]!.id},${stations[0]!.lat},${stations[0]!.lng},`));
    await expect(main(page).getByRole('link', {name: cruise.name}).first()).toHaveAttribute('href', at(detailPath('cruises', cruise.id)));
  });

  test('describes the data set for data-set search engines', async ({page}) => {
    test.skip(isMobile(page), 'markup: checked once');
    await visit(page, detailPath('datasets', dataset.id));
    const json = (await jsonLd(page)).find((item) => item['@type'] === 'Dataset');
    expect(json).toBeDefined();
    for (const field of ['name', 'description', 'creator', 'license', 'temporalCoverage', 'spatialCoverage', 'variableMeasured', 'distribution', 'citation', 'identifier', 'keywords', 'isAccessibleForFree', 'includedInDataCatalog']) {
      expect(json?.[field], field).toBeDefined();
    }
    expect(json?.temporalCoverage).toBe(`${cruise.startDate}/${cruise.endDate}`);
    const [distribution] = json?.distribution as {contentUrl: string; encodingFormat: string}[];
    expect(distribution?.encodingFormat).toBe('text/csv');
    expect(new URL(distribution?.contentUrl ?? '').pathname).toBe(at(`/data/${dataset.id}.csv`));
  });

  test('links to the root CSV file from the Bengali page too', async ({page}) => {
    test.skip(!existsSync('build/bn/sitemap.xml'), 'the build has no Bengali edition');
    test.skip(isMobile(page), 'checked once');
    await visit(page, `/bn${detailPath('datasets', dataset.id)}`);
    await expect(main(page).getByRole('link', {name: 'সিএসভি ডাউনলোড করুন'})).toHaveAttribute('href', at(`/data/${dataset.id}.csv`));
  });
});
