/**
 * Writes the SAMPLE values of every data set of content/datasets/ that has no values file
 * yet: content/datasets/{id}.csv, header `station,date,<variable names>`, one row per station
 * of its cruise (`stations` of its file in content/cruises/), sampling days spread over the
 * cruise's days.
 *
 * Run by hand with `npx jiti scripts/samples/make-sample-datasets.ts` (add `--force` to rewrite every
 * file). Values are drawn with a fixed seed per data set inside ranges typical of each area and
 * season (below), so a rerun writes the same files; the station's depth is copied from the
 * station list. Replace the files with measured values: the build and the tests use whatever
 * the files hold.
 */
import {existsSync, mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {Dataset} from '../../src/data/datasets';
import {readCollection} from '../../plugins/collections/entryFiles';

const [cruises, datasets] = [readCollection('cruises'), readCollection('datasets')];

/** A value range, and whether values rise (`up`) or fall (`down`) along the station order. */
type Range = {min: number; max: number; digits: number; trend?: 'up' | 'down'};

/** Typical ranges of each variable in the coastal waters of the northern Bay of Bengal. */
const typical: Record<string, Range> = {
  temperature: {min: 26.5, max: 29.5, digits: 2},
  salinity: {min: 18, max: 31, digits: 2},
  dissolved_oxygen: {min: 5.2, max: 7.4, digits: 2},
  ph: {min: 7.7, max: 8.2, digits: 2},
  turbidity: {min: 12, max: 120, digits: 1},
  chlorophyll_a: {min: 0.8, max: 6.5, digits: 2},
  nitrate: {min: 1.5, max: 12, digits: 2},
  phosphate: {min: 0.3, max: 2.4, digits: 2},
  suspended_sediment: {min: 40, max: 600, digits: 0},
  mud_fraction: {min: 20, max: 92, digits: 1},
  organic_carbon: {min: 0.3, max: 1.9, digits: 2},
  zooplankton_density: {min: 800, max: 9500, digits: 0},
  fish_larvae: {min: 5, max: 140, digits: 0},
  macrobenthos_density: {min: 150, max: 2600, digits: 0},
  live_coral_cover: {min: 2, max: 38, digits: 1},
  rock_cover: {min: 20, max: 65, digits: 1},
  // replaced by what live coral and rock leave of the seabed (below)
  sand_cover: {min: 0, max: 100, digits: 1},
  bleached_colonies: {min: 0, max: 18, digits: 1},
};

/** Ranges of particular data sets, where the place or season differs from the typical one. */
const overrides: Record<string, Record<string, Range>> = {
  'sonadia-2022-10-water-quality': {temperature: {min: 28.2, max: 30.1, digits: 2}, salinity: {min: 24, max: 29, digits: 2}},
  'moheshkhali-2022-12-water-sediment': {temperature: {min: 23.5, max: 25.5, digits: 2}, salinity: {min: 26, max: 31, digits: 2}},
  'feni-teknaf-2023-02-water-quality': {temperature: {min: 22.5, max: 25.8, digits: 2}, salinity: {min: 14, max: 32, digits: 2, trend: 'up'}},
  'st-martins-2023-04-reef-stations': {temperature: {min: 28.6, max: 30.2, digits: 2}, salinity: {min: 32, max: 33.6, digits: 2}, turbidity: {min: 1.5, max: 6, digits: 1}},
  'meghna-2023-05-salinity-transect': {
    temperature: {min: 29.5, max: 31.2, digits: 2},
    salinity: {min: 0.2, max: 27, digits: 2, trend: 'up'},
    turbidity: {min: 40, max: 650, digits: 1, trend: 'down'},
    suspended_sediment: {min: 60, max: 1800, digits: 0, trend: 'down'},
  },
  'sundarbans-2023-09-water-benthos': {temperature: {min: 29.2, max: 31, digits: 2}, salinity: {min: 2.5, max: 14, digits: 2}},
  'swatch-2023-11-ctd-plankton': {temperature: {min: 27.4, max: 28.6, digits: 2}, salinity: {min: 30.5, max: 33.2, digits: 2}, chlorophyll_a: {min: 0.2, max: 1.4, digits: 2}},
  'st-martins-2023-12-reef-survey': {temperature: {min: 24.2, max: 25.8, digits: 2}, salinity: {min: 31.8, max: 33.4, digits: 2}, turbidity: {min: 1.2, max: 8, digits: 1}},
  'st-martins-2024-03-rov-habitat': {live_coral_cover: {min: 0, max: 32, digits: 1}},
  'kutubdia-2024-05-plankton': {temperature: {min: 29.4, max: 31.2, digits: 2}, salinity: {min: 20, max: 28, digits: 2}},
  'karnaphuli-2024-08-monsoon-plume': {
    temperature: {min: 28.8, max: 30.4, digits: 2},
    salinity: {min: 1.5, max: 22, digits: 2, trend: 'up'},
    turbidity: {min: 30, max: 420, digits: 1, trend: 'down'},
    suspended_sediment: {min: 80, max: 1200, digits: 0, trend: 'down'},
  },
  'sundarbans-2024-11-channel-water': {temperature: {min: 24.5, max: 27.2, digits: 2}, salinity: {min: 6, max: 19, digits: 2}},
  'feni-teknaf-2025-01-water-quality': {temperature: {min: 21.8, max: 25.2, digits: 2}, salinity: {min: 15, max: 32.5, digits: 2, trend: 'up'}},
  'st-martins-2025-03-bleaching-watch': {temperature: {min: 27.6, max: 29.4, digits: 2}},
};

/** mulberry32: a small generator with a fixed seed, so every run gives the same values. */
function generator(seedText: string): () => number {
  let state = [...seedText].reduce((hash, ch) => Math.imul(hash ^ ch.charCodeAt(0), 16777619), 2166136261) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The day `offset` days after an ISO date. */
function addDays(isoDate: string, offset: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

function valuesCsv(dataset: Dataset): string {
  const cruise = cruises.find((candidate) => candidate.id === dataset.cruise);
  if (!cruise) throw new Error(`data set ${dataset.id}: unknown cruise ${dataset.cruise}`);
  const {stations} = cruise;
  const days = Math.round((Date.parse(cruise.endDate) - Date.parse(cruise.startDate)) / 86_400_000) + 1;
  const random = generator(dataset.id);
  const rows = stations.map((station, index) => {
    const position = stations.length > 1 ? index / (stations.length - 1) : 0;
    const cells = dataset.variables.map((variable) => {
      if (variable.name === 'depth') return String(station.depthM ?? '');
      const range = overrides[dataset.id]?.[variable.name] ?? typical[variable.name];
      if (!range) throw new Error(`no range for ${variable.name}`);
      const share = range.trend ? 0.75 * (range.trend === 'up' ? position : 1 - position) + 0.25 * random() : random();
      return (range.min + (range.max - range.min) * share).toFixed(range.digits);
    });
    // rock and sand or rubble share what live coral leaves of the seabed
    if (dataset.variables.some((variable) => variable.name === 'sand_cover')) {
      const coral = Number(cells[dataset.variables.findIndex((variable) => variable.name === 'live_coral_cover')]);
      const rockIndex = dataset.variables.findIndex((variable) => variable.name === 'rock_cover');
      const rock = Math.min(Number(cells[rockIndex]), 100 - coral);
      cells[rockIndex] = rock.toFixed(1);
      cells[dataset.variables.findIndex((variable) => variable.name === 'sand_cover')] = (100 - coral - rock).toFixed(1);
    }
    const date = addDays(cruise.startDate, Math.min(days - 1, Math.floor((index * days) / stations.length)));
    return [station.id, date, ...cells].join(',');
  });
  return `${['station', 'date', ...dataset.variables.map((variable) => variable.name)].join(',')}\n${rows.join('\n')}\n`;
}

const force = process.argv.includes('--force');
const dir = path.join(__dirname, '../../content/datasets');
mkdirSync(dir, {recursive: true});
for (const dataset of datasets) {
  const file = path.join(dir, `${dataset.id}.csv`);
  if (force || !existsSync(file)) {
    writeFileSync(file, valuesCsv(dataset));
    console.log(`wrote ${path.relative(process.cwd(), file)}`);
  }
}
