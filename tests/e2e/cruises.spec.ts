/** Cruise Planning's table, cards and map; one cruise page in both languages; one data set's CSV and charts. Tiles are answered locally. */
import type {Page} from '@playwright/test';
import {test, expect, visit, at, axeViolations} from './fixtures';
import {cruiseMonths} from '../../src/data/cruises';
import {campaignsOf, keyVariable} from '../../src/data/datasets';
import {cruises, datasets, findPerson, stationsOf} from '../shared/collections';
import {detailPath, listPath} from '../../src/collections';
import {groupByPlace} from '../../src/components/CruiseMap/view';

const main = (page: Page) => page.locator('main').last();
const cruise = cruises.find((entry) => entry.id === 'sundarbans-2023-09')!;
const stations = stationsOf(cruise.id);
const dataset = datasets.find((entry) => entry.cruise === cruise.id)!;

test.use({localServices: true});

test('Cruise Planning lists every cruise from the oldest in a table, as cards on small screens, and on a map with popups', async ({page}) => {
  await visit(page, listPath('cruises'));
  const table = main(page).getByRole('table');
  const cards = main(page)
    .getByRole('list')
    .filter({has: page.getByRole('heading', {level: 3})});
  await expect(table).toBeVisible();
  await expect(cards).toBeHidden();
  await expect(table.getByRole('columnheader')).toHaveText(['Cruise Date', 'Cruise/Expedition Name', 'Description']);
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(cruises.length);
  const texts = await rows.allInnerTexts();
  expect(texts).toEqual(cruises.map((entry) => expect.stringContaining(cruiseMonths(entry, 'en-GB'))));
  expect(texts).toEqual(cruises.map((entry) => expect.stringContaining(entry.name)));
  await expect(page.getByRole('link', {name: 'Download the .ics file'})).toHaveAttribute('href', at('/calendar/cruises.ics'));

  // The map: one marker per place, naming each cruise there with its date, its popup the same.
  const frame = page.locator('[data-map-frame]');
  await expect(frame.locator('.leaflet-container')).toBeVisible();
  const markers = frame.locator('.leaflet-marker-icon');
  const places = groupByPlace(cruises.map((entry) => ({id: entry.id, label: entry.name, date: cruiseMonths(entry, 'en-GB'), lat: entry.area.lat, lng: entry.area.lng})));
  await expect(markers).toHaveCount(places.length);
  // Each marker is named for assistive technology by aria-label, not only by its tooltip.
  const names = (await markers.evaluateAll((icons) => icons.map((icon) => icon.getAttribute('aria-label') ?? ''))).join('; ');
  expect(cruises.filter((entry) => !names.includes(`${entry.name} (${cruiseMonths(entry, 'en-GB')})`)).map((entry) => entry.id)).toEqual([]);
  const firstLabel = (await markers.first().getAttribute('title')) ?? '';
  await markers.first().click();
  const popup = page.locator('.leaflet-popup');
  await expect(popup).toBeVisible();
  const firstCruise = cruises.find((entry) => firstLabel.includes(entry.name));
  expect(firstCruise, `a cruise named in "${firstLabel}"`).toBeDefined();
  await expect(popup).toContainText(firstCruise?.name ?? '');
  await expect(popup).toContainText(firstCruise ? cruiseMonths(firstCruise, 'en-GB') : '');

  await page.setViewportSize({width: 390, height: 844});
  await expect(table).toBeHidden();
  await expect(cards.getByRole('heading', {level: 3})).toHaveText(cruises.map((entry) => entry.name));
  await page.setViewportSize({width: 1280, height: 900});
  // Each cruise's name leads to its page.
  const first = cruises[0]!;
  await main(page).getByRole('link', {name: first.name}).filter({visible: true}).click();
  await expect(page).toHaveURL(at(detailPath('cruises', first.id)));
  await expect(page.getByRole('heading', {level: 1, name: first.name})).toBeVisible();
});

test('a cruise page shows its stations on the map and in the table and links its people, in Bengali with Bengali months and digits', async ({page}) => {
  await visit(page, detailPath('cruises', cruise.id));
  await expect(page.getByRole('heading', {level: 1})).toHaveText(cruise.name);
  await expect(main(page)).toContainText(cruise.vessel);
  const frame = page.locator('[data-map-frame]');
  await expect(frame.locator('.leaflet-container')).toBeVisible();
  await expect(frame.locator('path.leaflet-interactive')).toHaveCount(stations.length);
  const rows = main(page).getByRole('table').locator('tbody tr');
  await expect(rows).toHaveCount(stations.length);
  await expect(rows.first()).toContainText(stations[0]!.id);
  const participant = findPerson(cruise.participants[0]!)!;
  await expect(main(page).getByRole('link', {name: participant.name})).toHaveAttribute('href', at(detailPath('people', participant.id)));
  await expect(main(page).getByRole('link', {name: dataset.title, exact: true})).toHaveAttribute('href', at(detailPath('datasets', dataset.id)));
  // The key chart of its data set, linked to the data set's page.
  const keyChart = main(page)
    .locator('figure')
    .filter({has: page.getByRole('img', {name: /^Chart of /})});
  await expect(keyChart).toHaveCount(1);
  await expect(keyChart.getByRole('link')).toHaveAttribute('href', at(detailPath('datasets', dataset.id)));
  await expect(main(page).getByRole('link', {name: 'Back to Cruise Planning'})).toHaveAttribute('href', at(listPath('cruises')));
  // The expedition post it lists links back to it, below the text.
  await main(page)
    .locator(`a[href^="${at(listPath('expeditions'))}/"]`)
    .first()
    .click();
  await expect(main(page).getByText('From the cruise:')).toBeVisible();
  await expect(main(page).getByRole('link', {name: cruise.name})).toHaveAttribute('href', at(detailPath('cruises', cruise.id)));

  await visit(page, `/bn${detailPath('cruises', cruise.id)}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn-BD');
  await expect(main(page)).toContainText(cruiseMonths(cruise, 'bn-BD').split(' ')[0]!);
  await expect(rows).toHaveCount(stations.length);
  const bengaliLatitude = stations[0]!.lat.toFixed(2).replace(/\d/g, (digit) => '০১২৩৪৫৬৭৮৯'[Number(digit)]!);
  await expect(rows.first()).toContainText(bengaliLatitude);
  await expect(page.locator('[data-map-frame] path.leaflet-interactive')).toHaveCount(stations.length);
});

test("a data set page offers its CSV file, one row per station at the cruise map's positions, from the Bengali page too", async ({page}) => {
  await visit(page, detailPath('datasets', dataset.id));
  await expect(page.getByRole('heading', {level: 1})).toHaveText(dataset.title);
  const href = (await main(page).getByRole('link', {name: 'Download CSV'}).getAttribute('href')) ?? '';
  expect(href).toBe(at(`/data/${dataset.id}.csv`));
  const response = await page.request.get(href);
  expect(response.status()).toBe(200);
  const lines = (await response.text()).trimEnd().split('\r\n');
  expect(lines[0]).toMatch(/^station,latitude,longitude,date,depth \(m\),temperature \(°C\)/);
  expect(lines).toHaveLength(stations.length + 1);
  expect(lines[1]).toMatch(new RegExp(`^${stations[0]!.id},${stations[0]!.lat},${stations[0]!.lng},`));
  await expect(main(page).getByRole('link', {name: cruise.name}).first()).toHaveAttribute('href', at(detailPath('cruises', cruise.id)));

  await visit(page, `/bn${detailPath('datasets', dataset.id)}`);
  await expect(main(page).getByRole('link', {name: 'সিএসভি ডাউনলোড করুন'})).toHaveAttribute('href', at(`/data/${dataset.id}.csv`));
});

test("Data and Repositories shows how to cite with a real data set, exactly as that data set's page prints it, in both languages", async ({page}) => {
  const citation = main(page).locator('p[class*="citation"]');
  for (const prefix of ['', '/bn']) {
    await visit(page, `${prefix}${listPath('datasets')}`);
    const example = (await citation.innerText()).trim();
    const url = /https?:\/\/\S+$/.exec(example)?.[0] ?? '';
    expect(url, `the example cites a data set page: ${example}`).toContain(`${prefix}${listPath('datasets')}/`);
    await visit(page, new URL(url).pathname.slice(at('').length));
    await expect(citation).toHaveText(example);
  }
});

/** A data set whose programme sampled its stations in another campaign too: its page has every kind of chart but depth. */
const charted = datasets.find((entry) => campaignsOf(entry, datasets, cruises).length > 0)!;

/** The contrast ratio (WCAG 2) of two colours given as `rgb(r, g, b)`. */
function contrast(first: string, second: string): number {
  const luminance = (colour: string) => {
    const [r, g, b] = (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map((channel) => {
      const value = Number(channel) / 255;
      return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

test('a data set page draws its measurements: a figure per chart with its finding, a named drawing that fits and its table, at 320 and 1280 px, in both languages and in dark mode', async ({page}) => {
  const stationCount = stationsOf(charted.cruise).length;
  const key = charted.variables.find((variable) => variable.name === keyVariable(charted))!;
  for (const prefix of ['', '/bn']) {
    await visit(page, `${prefix}${detailPath('datasets', charted.id)}`);
    const figures = main(page)
      .locator('figure')
      .filter({has: page.locator('svg[role="img"] use')});
    // The map, a chart per variable, and one per variable the campaigns share.
    expect(await figures.count()).toBeGreaterThan(charted.variables.length + 1);
    for (const width of [320, 1280]) {
      await page.setViewportSize({width, height: 800});
      const drawings = await figures
        .locator('svg[role="img"]')
        .evaluateAll((svgs) =>
          svgs.map((svg) => ({name: svg.getAttribute('aria-label') ?? '', width: svg.getBoundingClientRect().width, drawn: (svg.querySelector('use') as SVGUseElement).getBBox().width})),
        );
      for (const drawing of drawings) {
        expect(drawing.name.length, 'an accessible name').toBeGreaterThan(10);
        // Drawn from its file, and no wider than the screen.
        expect(drawing.drawn, `${drawing.name}: drawn`).toBeGreaterThan(100);
        expect(drawing.width, `${drawing.name}: at ${width} px`).toBeLessThanOrEqual(width);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `no sideways scroll at ${width} px`).toBeLessThanOrEqual(width);
    }
    const map = figures.first();
    const caption = (await map.locator('figcaption').innerText()).replace(/\s+/g, ' ');
    if (prefix === '') {
      const [name, unit] = [key.label ?? key.description, key.unit].map((text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'));
      expect(caption).toMatch(new RegExp(`^${name} \\(${unit}\\) ${name} was lowest at S\\d+ \\([\\d.]+ ${unit}\\) and highest at S\\d+ \\([\\d.]+ ${unit}\\)\\.$`));
    } else {
      // Bengali digits in the sentence; Latin ones only in the station codes.
      expect(caption).toMatch(/[০-৯]+\.[০-৯]+/);
      expect(caption.replace(/S\d+/g, '')).not.toMatch(/[0-9]/);
    }
    await map.locator('summary').click();
    await expect(map.locator('table caption')).toBeVisible();
    await expect(map.locator('tbody tr')).toHaveCount(stationCount);
    await expect(map.locator('tbody th[scope="row"]').first()).toHaveText(stationsOf(charted.cruise)[0]!.id);
    // Dark mode: the marks 3:1 and the text 4.5:1 on the background; axe finds nothing at 320 px.
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    const colours = await page.evaluate(() => {
      const probe = document.createElement('span');
      document.querySelector('main')!.append(probe);
      const read = (value: string) => {
        probe.style.color = value;
        return getComputedStyle(probe).color;
      };
      const found = {
        background: read('var(--ifm-background-color)'),
        mark: read('var(--site-chart-mark)'),
        other: read('var(--site-chart-mark-2)'),
        text: getComputedStyle(document.querySelector('figure svg[role="img"]')!).color,
      };
      probe.remove();
      return found;
    });
    expect(contrast(colours.mark, colours.background)).toBeGreaterThanOrEqual(3);
    expect(contrast(colours.other, colours.background)).toBeGreaterThanOrEqual(3);
    expect(contrast(colours.text, colours.background)).toBeGreaterThanOrEqual(4.5);
    await page.setViewportSize({width: 320, height: 640});
    expect(await axeViolations(page)).toEqual([]);
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'light'));
  }
});
