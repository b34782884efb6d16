/**
 * The charts of a data set's measurements, drawn when the site is built with Observable Plot on
 * a server-side DOM (linkedom), so a page gets SVG and no charting code. Each chart is one file
 * (`datasetChartPath` of `src/data/datasets.ts`, under the locale's base URL), whose root `<svg
 * id="chart">` a page shows with `<svg><use href="…#chart"/></svg>`: the marks are drawn in
 * `currentColor` and the site's colour variables, which the page's colour mode sets, and the
 * files stay out of the page's HTML and scripts (the words around a chart, its caption and its
 * table are the page's own, in its language: `src/components/DatasetChart`).
 *
 * The kinds (`chartKinds`), chosen for how the data were sampled:
 * - `stations`: every variable at every station of the cruise, in sampling order (the order of
 *   the values file, which is the order of the cruise's station list): along a coast, a channel
 *   or a transect. Station depth is drawn increasing downwards.
 * - `map`: the station map coloured by the data set's key variable (`charts.key`), with a
 *   colour key of five classes; the coast is Natural Earth's 1:10m land (public domain).
 * - `depth`: every other variable against station depth, depth increasing downwards, where the
 *   data set asks for it (`charts.depth`: a canyon's slope, a reef from its flat to its foot).
 * - `campaigns`: where a programme sampled the same stations again (`campaignsOf` of
 *   `src/data/datasets.ts`),
 *   each variable the campaigns share, every campaign on the same axes.
 * A variable's `reference` (a hypoxia threshold) is a dashed line on its charts.
 */
import * as Plot from '@observablehq/plot';
import {parseHTML} from 'linkedom';
import {feature} from 'topojson-client';
import type {GeometryCollection, Topology} from 'topojson-specification';
import type {MultiPolygon, Polygon, Position} from 'geojson';
import landTopology from 'world-atlas/land-10m.json';
import {datasetChartPath, keyVariable, type ChartKind, type Dataset, type DatasetVariable} from '../../src/data/datasets';
import type {DatasetRow} from '../../src/data/datasetCsv';

/** One station's value of a variable, in the variable's unit; `null` where it was not measured. */
export type ChartPoint = {station: string; value: number | null};

/** A point with a value. */
export type MeasuredPoint = {station: string; value: number};

/**
 * What a chart against the stations shows, in one sentence's parts: the variable rose or fell
 * from the first station to the last (when the change between them is at least half its whole
 * range), or else ranged from its lowest to its highest value, each with the station where it
 * was found. A map says where the lowest and the highest were (`ranged`).
 */
export type ChartFinding = {
  trend: 'rose' | 'fell' | 'ranged';
  from: MeasuredPoint;
  to: MeasuredPoint;
};

/**
 * What a chart against depth shows: the variable's mean at the shallower half of the stations
 * and at the deeper half, split at the median station depth (m).
 */
export type DepthFinding = {split: number; shallow: number; deep: number};

/** One campaign of a programme on a `campaigns` chart. */
export type Campaign = {
  /** The campaign's data set (its id), and the first and last days of its cruise, `YYYY-MM-DD`. */
  dataset: string;
  startDate: string;
  endDate: string;
  /** Whether it is the data set of the page. */
  current: boolean;
  /** Its value at each station of the chart's `stations`, in their order; `null` where not measured. */
  values: readonly (number | null)[];
  /** Its mean at the stations where every campaign has a value. */
  mean: number;
};

/** What every chart of a data set has, whatever its kind. */
type ChartBase = {
  /** The variable's name, its column in the values file. */
  variable: string;
  /** The SVG file, a path below the locale's base URL (`datasetChartPath`). */
  file: string;
  /** The drawing's size in CSS pixels (its `viewBox`). */
  width: number;
  height: number;
  /** The largest number of decimals the values file writes for the variable, to write every value alike. */
  decimals: number;
  /**
   * The stations, in sampling order, and each one's value (`null` where not measured), in the
   * same order: the table beside the chart. Two lists rather than one of pairs, to keep the
   * page's data small.
   */
  stations: readonly string[];
  values: readonly (number | null)[];
  /** The value the chart marks with a dashed line, when the variable has one. */
  reference?: DatasetVariable['reference'];
};

/** A variable against the stations in sampling order. */
export type StationsChart = ChartBase & {
  kind: 'stations';
  /** Whether values grow downwards (station depth). */
  downwards: boolean;
  finding: ChartFinding;
};

/** The station map, coloured by a variable. */
export type MapChart = ChartBase & {kind: 'map'; finding: ChartFinding};

/** A variable against station depth; `depths` gives each station's depth (m), in the stations' order. */
export type DepthChart = ChartBase & {kind: 'depth'; depths: readonly number[]; finding: DepthFinding};

/**
 * The campaigns of a programme at the stations they share: `values` are the page's data set's
 * values there, `campaigns` every campaign oldest first, `finding.count` how many stations
 * every campaign measured (the means are over those).
 */
export type CampaignsChart = ChartBase & {kind: 'campaigns'; campaigns: readonly Campaign[]; finding: {count: number}};

/** A data set's chart of one variable, as its page shows it (the SVG itself is a file of its own). */
export type DatasetChart = StationsChart | MapChart | DepthChart | CampaignsChart;

/** Size of a chart against the stations or depth, in CSS pixels: two fit side by side in a wide page's column, one fills a phone's. */
export const chartSize = {width: 340, height: 200} as const;

/** Variables drawn increasing downwards. */
const downwardVariables = new Set(['depth']);

/** The colour scheme of the map's values (perceptually even, readable without red–green vision). */
const mapScheme = 'viridis';

/**
 * What `points` show ({@link ChartFinding}), or `undefined` when no station has a value.
 *
 * @param points the values in sampling order
 */
export function chartFinding(points: readonly ChartPoint[]): ChartFinding | undefined {
  const measured = points.filter((point): point is MeasuredPoint => point.value !== null);
  const first = measured[0];
  const last = measured.at(-1);
  if (!first || !last) return undefined;
  const lowest = measured.reduce((low, point) => (point.value < low.value ? point : low));
  const highest = measured.reduce((high, point) => (point.value > high.value ? point : high));
  const range = highest.value - lowest.value;
  if (range > 0 && Math.abs(last.value - first.value) >= range / 2) {
    return {trend: last.value > first.value ? 'rose' : 'fell', from: first, to: last};
  }
  return {trend: 'ranged', from: lowest, to: highest};
}

/** The mean of some numbers (`NaN` for none). */
const mean = (values: readonly number[]): number => values.reduce((sum, value) => sum + value, 0) / values.length;

/**
 * What values against depth show ({@link DepthFinding}): the median of the measured stations'
 * depths, and the mean value of the stations at most that deep and of those deeper; `undefined`
 * when fewer than two stations have a value or all lie at one depth.
 *
 * @param points the values, with `depths` their stations' depths in m in the same order
 */
export function depthFinding(points: readonly ChartPoint[], depths: readonly number[]): DepthFinding | undefined {
  const measured = points.flatMap((point, index) => (point.value === null ? [] : [{value: point.value, depth: depths[index]!}])).sort((a, b) => a.depth - b.depth);
  if (measured.length < 2) return undefined;
  const middle = Math.floor((measured.length - 1) / 2);
  const split = measured[middle]!.depth;
  const shallow = measured.filter((point) => point.depth <= split);
  const deep = measured.filter((point) => point.depth > split);
  if (deep.length === 0) return undefined;
  return {split, shallow: mean(shallow.map((point) => point.value)), deep: mean(deep.map((point) => point.value))};
}

/** The most decimals among the written cells of one column (`15.13` → 2). */
function decimalsOf(cells: readonly string[]): number {
  return Math.max(0, ...cells.map((cell) => (cell.includes('.') ? cell.length - cell.indexOf('.') - 1 : 0)));
}

/** The most station names a chart's axis has room for, all of them. */
const allStationTicks = 9;

/**
 * The stations whose names the axis shows: every one when there are few ({@link allStationTicks}),
 * else about `count` of them, evenly spaced, the first and the last always, so a long transect's
 * labels do not run into each other.
 */
export function stationTicks(stations: readonly string[], count = stations.length <= allStationTicks ? stations.length : 5): string[] {
  if (stations.length <= count) return [...stations];
  const step = (stations.length - 1) / (count - 1);
  return [...new Set(Array.from({length: count}, (_, index) => stations[Math.round(index * step)]!))];
}

/** A document to draw in. */
const newDocument = (): Document => parseHTML('<!doctype html><html><body></body></html>').document as unknown as Document;

/**
 * The finished file of a drawing: colours written as `var()` become style properties (where
 * every browser reads `var()`; as presentation attributes, only some do), the root becomes
 * `<svg id="chart">` for `<use href>`, hidden from assistive technology (the page names and
 * describes the chart; the drawing is not announced twice).
 */
function chartFile(svg: SVGSVGElement): string {
  for (const element of svg.querySelectorAll('*')) {
    // Positions to a tenth of a pixel: the drawing's detail at about two thirds of the bytes.
    for (const attribute of ['d', 'points', 'transform', 'cx', 'cy', 'x', 'y', 'x1', 'x2', 'y1', 'y2', 'width', 'height']) {
      const value = element.getAttribute(attribute);
      if (value && /\d\.\d\d/.test(value)) element.setAttribute(attribute, value.replace(/(\d+\.\d)\d+/g, '$1'));
    }
    for (const property of ['fill', 'stroke'] as const) {
      const value = element.getAttribute(property);
      if (value?.startsWith('var(')) {
        element.removeAttribute(property);
        element.setAttribute('style', `${element.getAttribute('style') ?? ''}${property}:${value};`);
      }
    }
  }
  svg.setAttribute('id', 'chart');
  svg.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  svg.setAttribute('aria-hidden', 'true');
  return `${svg.outerHTML}\n`;
}

/** How a drawing writes numbers: with the digits of the page's language (`bn-BD` writes ১৫.১). */
const numberFormat = (htmlLang: string) => {
  const format = new Intl.NumberFormat(htmlLang, {maximumFractionDigits: 2});
  return (value: number) => format.format(value);
};

/** The plot options every chart shares: its size, margins, font and no background of its own. */
const frameOptions = {
  width: chartSize.width,
  height: chartSize.height,
  marginLeft: 44,
  marginRight: 12,
  marginTop: 12,
  marginBottom: 28,
  style: {fontSize: '11px', fontFamily: 'inherit', background: 'none'},
} as const;

/** The dashed line of a reference value, along `axis`. */
function referenceMark(reference: DatasetVariable['reference'], axis: 'x' | 'y'): Plot.Markish {
  if (!reference) return null;
  const options = {stroke: 'currentColor', strokeDasharray: '5 4', strokeWidth: 1.5};
  return axis === 'y' ? Plot.ruleY([reference.value], options) : Plot.ruleX([reference.value], options);
}

/** The options of drawing one variable: the page's language, and the variable's reference value. */
type DrawOptions = {htmlLang: string; reference?: DatasetVariable['reference']};

/**
 * One chart's SVG against the stations: the values as dots joined by a line, station names and
 * values on the axes with the locale's digits, no titles (the page writes them in its language).
 * The root is `<svg id="chart">`, with its own `viewBox`, for `<use href>`.
 *
 * @param points the values in sampling order
 * @param options the page's language, the reference value, and whether the values grow downwards
 */
export function drawChart(points: readonly ChartPoint[], {htmlLang, downwards, reference}: DrawOptions & {downwards: boolean}): string {
  const stations = points.map((point) => point.station);
  const svg = Plot.plot({
    document: newDocument(),
    ...frameOptions,
    x: {type: 'point', domain: stations, ticks: stationTicks(stations), label: null, tickSize: 4},
    y: {label: null, grid: true, reverse: downwards, nice: true, ticks: 4, tickFormat: numberFormat(htmlLang)},
    marks: [
      referenceMark(reference, 'y'),
      Plot.lineY(points, {x: 'station', y: 'value', stroke: 'var(--site-chart-mark)', strokeWidth: 1.5}),
      Plot.dot(points, {x: 'station', y: 'value', r: 2.5, fill: 'var(--site-chart-mark)'}),
    ],
  }) as unknown as SVGSVGElement;
  return chartFile(svg);
}

/**
 * The SVG of a variable against station depth: one dot per station, the value across, depth
 * down (increasing downwards), the reference value as a dashed vertical line.
 *
 * @param points the values, with `depths` their stations' depths in m in the same order
 */
export function drawDepthChart(points: readonly ChartPoint[], depths: readonly number[], {htmlLang, reference}: DrawOptions): string {
  const data = points.map((point, index) => ({...point, depth: depths[index]}));
  const format = numberFormat(htmlLang);
  const svg = Plot.plot({
    document: newDocument(),
    ...frameOptions,
    x: {label: null, nice: true, ticks: 4, tickFormat: format, tickSize: 4},
    y: {label: null, grid: true, reverse: true, nice: true, ticks: 4, tickFormat: format},
    marks: [referenceMark(reference, 'x'), Plot.dot(data, {x: 'value', y: 'depth', r: 3, fill: 'var(--site-chart-mark)'})],
  }) as unknown as SVGSVGElement;
  return chartFile(svg);
}

/**
 * The SVG of the campaigns of a programme at the same stations: one line per campaign, the
 * page's own solid with filled dots, the others dashed with open dots in the second mark colour,
 * so they differ by more than colour.
 *
 * @param stations the stations, in the page's data set's sampling order
 * @param campaigns the campaigns, each with its values at those stations
 */
export function drawCampaignsChart(stations: readonly string[], campaigns: readonly Pick<Campaign, 'current' | 'values'>[], {htmlLang, reference}: DrawOptions): string {
  const marks = campaigns.flatMap((campaign) => {
    const points = stations.map((station, index) => ({station, value: campaign.values[index] ?? null}));
    const colour = campaign.current ? 'var(--site-chart-mark)' : 'var(--site-chart-mark-2)';
    return [
      Plot.lineY(points, {x: 'station', y: 'value', stroke: colour, strokeWidth: 1.5, strokeDasharray: campaign.current ? undefined : '4 3'}),
      campaign.current ? Plot.dot(points, {x: 'station', y: 'value', r: 2.5, fill: colour}) : Plot.dot(points, {x: 'station', y: 'value', r: 2.5, stroke: colour, fill: 'none', strokeWidth: 1.2}),
    ];
  });
  const svg = Plot.plot({
    document: newDocument(),
    ...frameOptions,
    x: {type: 'point', domain: [...stations], ticks: stationTicks(stations), label: null, tickSize: 4},
    y: {label: null, grid: true, nice: true, ticks: 4, tickFormat: numberFormat(htmlLang)},
    marks: [referenceMark(reference, 'y'), ...marks],
  }) as unknown as SVGSVGElement;
  return chartFile(svg);
}

/** The land around the Bay of Bengal, from Natural Earth's 1:10m land (public domain, npm `world-atlas`). */
let bayLand: MultiPolygon | undefined;

/**
 * The land polygons of Natural Earth's 1:10m land that reach into the northern Bay of Bengal
 * (85° to 95° E, 15° to 27° N), read once. The whole layer is not usable as one shape: one of
 * its far-away rings is wound so that it reads as covering the globe.
 */
export function landAroundTheBay(): MultiPolygon {
  if (bayLand) return bayLand;
  const topology = landTopology as unknown as Topology<{land: GeometryCollection}>;
  const polygons = feature(topology, topology.objects.land).features.flatMap((shape): Position[][][] => {
    const geometry = shape.geometry as Polygon | MultiPolygon;
    return geometry.type === 'MultiPolygon' ? geometry.coordinates : [geometry.coordinates];
  });
  bayLand = {type: 'MultiPolygon', coordinates: polygons.filter((polygon) => polygon[0]!.some(([lng, lat]) => lng! > 85 && lng! < 95 && lat! > 15 && lat! < 27))};
  return bayLand;
}

/** A station on the map: its id, position (decimal degrees) and value. */
type MapPoint = ChartPoint & {lat: number; lng: number};

/**
 * The area a map shows: the stations' box with a margin of half its size (at least 0.08°) on
 * every side, widened or heightened so the map is between 0.7 and 1.2 times as high as wide.
 */
function mapFrame(points: readonly MapPoint[]): Polygon {
  const lats = points.map((point) => point.lat);
  const lngs = points.map((point) => point.lng);
  let [south, north, west, east] = [Math.min(...lats), Math.max(...lats), Math.min(...lngs), Math.max(...lngs)];
  const marginLat = Math.max(0.08, (north - south) / 2);
  const marginLng = Math.max(0.08, (east - west) / 2);
  [south, north, west, east] = [south - marginLat, north + marginLat, west - marginLng, east + marginLng];
  // A degree of longitude is cos(latitude) of a degree of latitude on the map.
  const aspect = (north - south) / ((east - west) * Math.cos((((north + south) / 2) * Math.PI) / 180));
  if (aspect > 1.2) {
    const grow = ((east - west) * (aspect / 1.2 - 1)) / 2;
    [west, east] = [west - grow, east + grow];
  } else if (aspect < 0.7) {
    const grow = ((north - south) * (0.7 / aspect - 1)) / 2;
    [south, north] = [south - grow, north + grow];
  }
  return {
    type: 'Polygon',
    coordinates: [
      [
        [west, south],
        [west, north],
        [east, north],
        [east, south],
        [west, south],
      ],
    ],
  };
}

/** The height of the map's colour key, in CSS pixels. */
const mapKeyHeight = 44;

/**
 * The SVG of the station map coloured by a variable: the land, one dot per station filled by
 * its value in five classes (stations without a value as open dots), and the colour key above
 * it with the classes' bounds in the page's digits.
 *
 * @param points the stations with their positions and values
 * @returns the SVG and its height (its width is {@link chartSize}'s)
 */
export function drawMap(points: readonly MapPoint[], {htmlLang}: {htmlLang: string}): {svg: string; height: number} {
  const document = newDocument();
  const measured = points.filter((point) => point.value !== null);
  const format = numberFormat(htmlLang);
  const figure = Plot.plot({
    document,
    width: chartSize.width,
    margin: 4,
    style: {fontSize: '11px', fontFamily: 'inherit', background: 'none'},
    projection: {type: 'mercator', domain: mapFrame(points)},
    color: {type: 'quantize', n: 5, scheme: mapScheme, legend: true, label: null, tickFormat: format},
    marks: [
      Plot.frame({stroke: 'currentColor', strokeOpacity: 0.5}),
      Plot.geo(landAroundTheBay(), {fill: 'var(--site-chart-land)', stroke: 'currentColor', strokeOpacity: 0.5, strokeWidth: 0.5}),
      Plot.dot(
        points.filter((point) => point.value === null),
        {x: 'lng', y: 'lat', r: 3.5, stroke: 'currentColor', fill: 'none'},
      ),
      Plot.dot(measured, {x: 'lng', y: 'lat', r: points.length > 40 ? 3 : 4, fill: 'value', stroke: 'currentColor', strokeWidth: 0.75}),
    ],
  }) as unknown as HTMLElement;
  // The plot comes as a figure of two drawings, the colour key and the map: one drawing of the
  // two, the key above, for <use>.
  const [key, map] = [...figure.querySelectorAll('svg')] as unknown as SVGSVGElement[];
  if (!key || !map) throw new Error('the map has no colour key');
  const mapHeight = Number(map.getAttribute('height'));
  const height = mapKeyHeight + mapHeight;
  const root = document.createElementNS('http://www.w3.org/2000/svg', 'svg') as unknown as SVGSVGElement;
  root.setAttribute('viewBox', `0 0 ${chartSize.width} ${height}`);
  root.setAttribute('width', String(chartSize.width));
  root.setAttribute('height', String(height));
  root.setAttribute('font-size', '11');
  key.setAttribute('x', '4');
  // The key's numbers in the page's font, as the rest of the chart (the library names a system font).
  key.setAttribute('font-family', 'inherit');
  key.setAttribute('font-size', '11');
  map.setAttribute('y', String(mapHeight === 0 ? 0 : mapKeyHeight));
  root.append(key, map);
  return {svg: chartFile(root), height};
}

/** A data set, the way its charts are drawn: its id, variables and chart choices. */
type ChartedDataset = Pick<Dataset, 'id' | 'variables' | 'charts'>;

/** A campaign's days: the first and last days of its cruise, `YYYY-MM-DD`. */
export type CampaignDays = {startDate: string; endDate: string};

/** Another campaign of the data set's programme: its data set, its cruise's days and its values. */
export type OtherCampaign = CampaignDays & {dataset: Pick<Dataset, 'id' | 'variables'>; rows: readonly DatasetRow[]};

/**
 * A data set's key chart as its cruise's page shows it: the chart of its key variable
 * ({@link keyVariable}) against the stations, with the data set's id and title and the variable.
 */
export type CruiseKeyChart = {dataset: string; title: string; variable: DatasetVariable; chart: StationsChart};

/** A data set's charts and the SVG files they are drawn in. */
export type DrawnCharts = {charts: DatasetChart[]; files: {path: string; svg: string}[]};

/**
 * The charts of a data set, kind by kind (the map first, then every variable against the
 * stations, against depth where the data set asks, and beside the other campaigns of its
 * programme); a variable with no value at any station gets none.
 *
 * @param dataset the data set (its id, variables and chart choices)
 * @param rows its values file, read and checked (`datasetValues`)
 * @param htmlLang the language of the pages (`en-GB`, `bn-BD`), whose digits the drawings use
 * @param context the days of the data set's cruise and the other campaigns of its programme
 *   at the same stations (`campaignsOf`)
 */
export function datasetCharts(
  dataset: ChartedDataset,
  rows: readonly DatasetRow[],
  htmlLang: string,
  {days = {startDate: '', endDate: ''}, campaigns = []}: {days?: CampaignDays; campaigns?: readonly OtherCampaign[]} = {},
): DrawnCharts {
  const drawn: {chart: DatasetChart; svg: string}[] = [];
  const key = keyVariable(dataset);
  const depths = rows.map((row) => row.values.depth ?? row.station.depthM ?? null);
  for (const [column, variable] of dataset.variables.entries()) {
    const points = rows.map((row) => ({station: row.station.id, value: row.values[variable.name] ?? null}));
    const finding = chartFinding(points);
    if (!finding) continue;
    const base = {variable: variable.name, decimals: decimalsOf(rows.map((row) => row.cells[column] ?? '')), ...table(points), reference: variable.reference};
    const file = (kind: ChartKind) => datasetChartPath(dataset.id, variable.name, kind);
    if (variable.name === key) {
      const map = drawMap(
        rows.map((row, index) => ({...points[index]!, lat: row.station.lat, lng: row.station.lng})),
        {htmlLang},
      );
      // The map leads the charts; it draws no reference value.
      drawn.unshift({
        chart: {kind: 'map', ...base, reference: undefined, file: file('map'), width: chartSize.width, height: map.height, finding: {trend: 'ranged', ...lowestAndHighest(points)}},
        svg: map.svg,
      });
    }
    const downwards = downwardVariables.has(variable.name);
    drawn.push({chart: {kind: 'stations', ...base, file: file('stations'), ...chartSize, downwards, finding}, svg: drawChart(points, {htmlLang, downwards, reference: variable.reference})});
  }
  if (dataset.charts?.depth) {
    for (const [column, variable] of dataset.variables.entries()) {
      if (variable.name === 'depth') continue;
      const withDepth = rows.flatMap((row, index) => (depths[index] === null ? [] : [{point: {station: row.station.id, value: row.values[variable.name] ?? null}, depth: depths[index]!}]));
      const points = withDepth.map(({point}) => point);
      const pointDepths = withDepth.map(({depth}) => depth);
      const finding = depthFinding(points, pointDepths);
      if (!finding) continue;
      drawn.push({
        chart: {
          kind: 'depth',
          variable: variable.name,
          file: datasetChartPath(dataset.id, variable.name, 'depth'),
          ...chartSize,
          decimals: decimalsOf(rows.map((row) => row.cells[column] ?? '')),
          ...table(points),
          depths: pointDepths,
          reference: variable.reference,
          finding,
        },
        svg: drawDepthChart(points, pointDepths, {htmlLang, reference: variable.reference}),
      });
    }
  }
  if (campaigns.length > 0) {
    for (const [column, variable] of dataset.variables.entries()) {
      const chart = campaignsChart(dataset, rows, {days, campaigns}, variable);
      if (!chart) continue;
      const others = campaigns.flatMap((campaign) => campaign.rows.map((row) => row.cells[campaign.dataset.variables.findIndex((candidate) => candidate.name === variable.name)] ?? ''));
      chart.decimals = decimalsOf([...rows.map((row) => row.cells[column] ?? ''), ...others]);
      drawn.push({chart, svg: drawCampaignsChart(chart.stations, chart.campaigns, {htmlLang, reference: variable.reference})});
    }
  }
  return {charts: drawn.map(({chart}) => chart), files: drawn.map(({chart, svg}) => ({path: chart.file, svg}))};
}

/** The stations and values of a chart's table, from its points. */
const table = (points: readonly ChartPoint[]) => ({stations: points.map((point) => point.station), values: points.map((point) => point.value)});

/** The lowest and the highest measured point (for a map's finding). */
function lowestAndHighest(points: readonly ChartPoint[]): {from: MeasuredPoint; to: MeasuredPoint} {
  const measured = points.filter((point): point is MeasuredPoint => point.value !== null);
  return {
    from: measured.reduce((low, point) => (point.value < low.value ? point : low)),
    to: measured.reduce((high, point) => (point.value > high.value ? point : high)),
  };
}

/**
 * The chart of one variable across the campaigns, or `undefined` when the variable is not in
 * every campaign, or no station has a value in all of them. Station depth is left out: the
 * same stations have the same depth. The stations are those every campaign sampled, in the
 * page's data set's order.
 */
function campaignsChart(
  dataset: ChartedDataset,
  rows: readonly DatasetRow[],
  {days, campaigns}: {days: CampaignDays; campaigns: readonly OtherCampaign[]},
  variable: DatasetVariable,
): CampaignsChart | undefined {
  if (variable.name === 'depth' || !campaigns.every((campaign) => campaign.dataset.variables.some((candidate) => candidate.name === variable.name))) return undefined;
  const all = [
    {dataset: dataset.id, ...days, rows, current: true},
    ...campaigns.map((campaign) => ({dataset: campaign.dataset.id, startDate: campaign.startDate, endDate: campaign.endDate, rows: campaign.rows, current: false})),
  ].sort((a, b) => a.startDate.localeCompare(b.startDate));
  const valueAt = (campaignRows: readonly DatasetRow[], station: string) => campaignRows.find((row) => row.station.id === station)?.values[variable.name] ?? null;
  const stations = rows.map((row) => row.station.id).filter((station) => all.every((campaign) => campaign.rows.some((row) => row.station.id === station)));
  const complete = stations.filter((station) => all.every((campaign) => valueAt(campaign.rows, station) !== null));
  if (complete.length === 0) return undefined;
  return {
    kind: 'campaigns',
    variable: variable.name,
    file: datasetChartPath(dataset.id, variable.name, 'campaigns'),
    ...chartSize,
    decimals: 0,
    stations,
    values: stations.map((station) => valueAt(rows, station)),
    reference: variable.reference,
    campaigns: all.map((campaign) => ({
      dataset: campaign.dataset,
      startDate: campaign.startDate,
      endDate: campaign.endDate,
      current: campaign.current,
      values: stations.map((station) => valueAt(campaign.rows, station)),
      mean: mean(complete.map((station) => valueAt(campaign.rows, station)!)),
    })),
    finding: {count: complete.length},
  };
}
