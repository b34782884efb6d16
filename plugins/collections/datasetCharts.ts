/**
 * The charts of a data set's measurements, drawn when the site is built with Observable Plot on
 * a server-side DOM (linkedom), so a page gets SVG and no charting code. Each chart is one file,
 * `data/charts/<data set>/<variable>.svg` under the locale's base URL, whose root `<svg
 * id="chart">` a page shows with `<svg><use href="…#chart"/></svg>`: the marks are drawn in
 * `currentColor` and the site's colour variables, which the page's colour mode sets, and the
 * files stay out of the page's HTML and scripts (the words around a chart, its caption and its
 * table are the page's own, in its language: `src/pages/what-we-do/understand/_components/DatasetPage`).
 *
 * A chart shows one variable at every station of the cruise, in sampling order (the order of the
 * values file, which is the order of the cruise's station list): along a coast, a channel or a
 * transect. Station depth is drawn increasing downwards.
 */
import * as Plot from '@observablehq/plot';
import {parseHTML} from 'linkedom';
import {datasetChartPath, type Dataset} from '../../src/data/datasets';
import type {DatasetRow} from '../../src/data/datasetCsv';

/** One station's value of a variable, in the variable's unit; `null` where it was not measured. */
export type ChartPoint = {station: string; value: number | null};

/**
 * What a chart shows, in one sentence's parts: the variable rose or fell from the first station
 * to the last (when the change between them is at least half its whole range), or else ranged
 * from its lowest to its highest value, each with the station where it was found.
 */
export type ChartFinding = {
  trend: 'rose' | 'fell' | 'ranged';
  from: {value: number; station: string};
  to: {value: number; station: string};
};

/** A data set's chart of one variable, as its page shows it (the SVG itself is a file of its own). */
export type DatasetChart = {
  /** The variable's name, its column in the values file. */
  variable: string;
  /** The SVG file, a path below the locale's base URL (`/data/charts/<id>/<variable>.svg`). */
  file: string;
  /** The drawing's size in CSS pixels (its `viewBox`). */
  width: number;
  height: number;
  /** The largest number of decimals the values file writes for the variable, to write every value alike. */
  decimals: number;
  /** Whether values grow downwards (station depth). */
  downwards: boolean;
  finding: ChartFinding;
  /** Every station's value, in sampling order: the table beside the chart. */
  points: readonly ChartPoint[];
};

/** Size of every chart, in CSS pixels: two fit side by side in a wide page's column, one fills a phone's. */
export const chartSize = {width: 340, height: 200} as const;

/** Variables drawn increasing downwards. */
const downwardVariables = new Set(['depth']);

/**
 * What `points` show ({@link ChartFinding}), or `undefined` when no station has a value.
 *
 * @param points the values in sampling order
 */
export function chartFinding(points: readonly ChartPoint[]): ChartFinding | undefined {
  const measured = points.filter((point): point is {station: string; value: number} => point.value !== null);
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

/** The most decimals among the written cells of one column (`15.13` → 2). */
function decimalsOf(cells: readonly string[]): number {
  return Math.max(0, ...cells.map((cell) => (cell.includes('.') ? cell.length - cell.indexOf('.') - 1 : 0)));
}

/**
 * The stations whose names the axis shows: about `count` of them, evenly spaced, the first and
 * the last always, so a long transect's labels do not run into each other.
 */
export function stationTicks(stations: readonly string[], count = 5): string[] {
  if (stations.length <= count) return [...stations];
  const step = (stations.length - 1) / (count - 1);
  return [...new Set(Array.from({length: count}, (_, index) => stations[Math.round(index * step)]!))];
}

/**
 * One chart's SVG: the values as dots joined by a line, station names and values on the axes
 * with the locale's digits (`htmlLang`, `bn-BD` writes ১৫.১), no titles (the page writes them in
 * its language). The root is `<svg id="chart">`, with its own `viewBox`, for `<use href>`.
 *
 * @param points the values in sampling order
 * @param options the page's language, and whether the values grow downwards
 */
export function drawChart(points: readonly ChartPoint[], {htmlLang, downwards}: {htmlLang: string; downwards: boolean}): string {
  const {document} = parseHTML('<!doctype html><html><body></body></html>');
  const stations = points.map((point) => point.station);
  const format = new Intl.NumberFormat(htmlLang, {maximumFractionDigits: 2});
  const svg = Plot.plot({
    document: document as unknown as Document,
    width: chartSize.width,
    height: chartSize.height,
    marginLeft: 44,
    marginRight: 12,
    marginTop: 12,
    marginBottom: 28,
    style: {fontSize: '11px', fontFamily: 'inherit', background: 'none'},
    x: {type: 'point', domain: stations, ticks: stationTicks(stations), label: null, tickSize: 4},
    y: {label: null, grid: true, reverse: downwards, nice: true, ticks: 4, tickFormat: (value: number) => format.format(value)},
    marks: [
      Plot.lineY(points, {x: 'station', y: 'value', stroke: 'var(--site-chart-mark)', strokeWidth: 1.5}),
      Plot.dot(points, {x: 'station', y: 'value', r: 2.5, fill: 'var(--site-chart-mark)'}),
    ],
  }) as unknown as SVGSVGElement;
  // The marks' colour is the page's variable: as a style property, where every browser reads
  // var() (as a presentation attribute, only some do).
  for (const element of svg.querySelectorAll('*')) {
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
  // The page names and describes the chart; the drawing itself is not announced twice.
  svg.setAttribute('aria-hidden', 'true');
  return `${svg.outerHTML}\n`;
}

/** A data set's charts and the SVG files they are drawn in. */
export type DrawnCharts = {charts: DatasetChart[]; files: {path: string; svg: string}[]};

/**
 * The charts of every variable of a data set, in the order of its variables; a variable with no
 * value at any station gets none.
 *
 * @param dataset the data set (its id and variables)
 * @param rows its values file, read and checked (`datasetValues`)
 * @param htmlLang the language of the pages (`en-GB`, `bn-BD`), whose digits the axes use
 */
export function datasetCharts(dataset: Pick<Dataset, 'id' | 'variables'>, rows: readonly DatasetRow[], htmlLang: string): DrawnCharts {
  const drawn = dataset.variables.flatMap((variable, column) => {
    const points = rows.map((row) => ({station: row.station.id, value: row.values[variable.name] ?? null}));
    const finding = chartFinding(points);
    if (!finding) return [];
    const downwards = downwardVariables.has(variable.name);
    const file = datasetChartPath(dataset.id, variable.name);
    const chart: DatasetChart = {
      variable: variable.name,
      file,
      ...chartSize,
      decimals: decimalsOf(rows.map((row) => row.cells[column] ?? '')),
      downwards,
      finding,
      points,
    };
    return [{chart, file: {path: file, svg: drawChart(points, {htmlLang, downwards})}}];
  });
  return {charts: drawn.map(({chart}) => chart), files: drawn.map(({file}) => file)};
}
