/**
 * The data catalogue: the data sets the laboratory's cruises produced, each with a page under
 * Data and Repositories (`detailPath('datasets', id)`), a CSV file to download
 * (`/data/{id}.csv` at the site's root, written by `plugins/site-files` at build time) and
 * schema.org `Dataset` structured data for data-set search engines.
 *
 * SAMPLE DATA: the shipped data sets and their values are samples written for this site (the
 * values were generated once by `scripts/samples/make-sample-datasets.ts` with a fixed seed); replace
 * them with the laboratory's quality-controlled data before going live.
 *
 * Each data set is two files in `content/datasets/`, named by its id (kebab-case, e.g.
 * `sundarbans-2025-09-water-quality`: its page's last segment and the name of its download):
 * - `<id>.md`: the body is the description (50 to 5,000 characters: what was measured, where,
 *   when and how); the front matter holds `title` (as it is cited), `cruise` (the id of the
 *   cruise in `content/cruises/` that collected it), `creators` (ids of people in
 *   `content/people/`, in citation order), `variables` (one per line,
 *   `- {name: salinity, label: Salinity, unit: PSU, description: Practical salinity near the surface}`:
 *   `name` is the column of the values file, lower case with `_` between words; `label`
 *   (optional) the short name a chart's axis shows before the unit, at most 24 characters;
 *   `unit` one of {@link datasetUnits}; `reference` (optional) a value its charts mark, as
 *   `{value: 2, label: hypoxia threshold}`; take name, label, unit, description and reference
 *   from {@link variables} so that one variable reads the same across the catalogue), `keywords` (a
 *   few subject words), `license` (`CC-BY-4.0`, the only licence the catalogue offers, see
 *   {@link licenses}), `released` (the day the data set was published, `YYYY-MM-DD`) and
 *   `position` (order in the catalogue); optionally `charts` ({@link DatasetCharts}: `key`, the
 *   variable the station map is coloured by, and `depth: true` to draw every variable against
 *   station depth too);
 * - `<id>.csv`: the values, a header row `station,date,` followed by the variables' names in
 *   order, then one row per station of the cruise (its station ids, dates `YYYY-MM-DD` within
 *   the cruise, numbers with a `.` decimal point, an empty cell for a missing value). Positions
 *   are never written there: the download takes them from the cruise's stations, so the map and
 *   the file always agree.
 * The Bengali copy beside each file, `content/datasets/<id>.bn.md`, holds `title`, `variables` (the
 * whole list, with the labels and descriptions in Bengali; one Bengali label per variable name
 * across the catalogue), `keywords` and the description. The build checks every file against
 * `src/data/schemas/datasets.ts`, and the values file against the cruise's stations
 * (`src/data/datasetCsv.ts`).
 */

import type {CruiseWithStations} from './cruises';
import type {Dataset, DatasetVariable} from './schemas/datasets';

export type {Dataset, DatasetCharts, DatasetVariable} from './schemas/datasets';

/**
 * The units the catalogue's variables are measured in, as printed in English and in the CSV
 * downloads. A page shows each in its own language (`src/components/DatasetUnit`, where a unit
 * added here needs its message; `tests/unit/datasets.test.ts` names a missing one).
 */
export const datasetUnits = ['m', '°C', 'PSU', 'mg/L', 'pH', 'NTU', 'µg/L', 'µmol/L', '%', 'ind/m³', 'ind/100 m³', 'ind/m²'] as const;

/** A unit of {@link datasetUnits}. */
export type DatasetUnit = (typeof datasetUnits)[number];

/**
 * The UN/CEFACT Recommendation 20 code of each unit that has one (schema.org's `unitCode`):
 * metre MTR, degree Celsius CEL, milligram per litre M1, microgram per litre H29, percent P1.
 * Practical salinity, turbidity units, pH, micromoles per litre and counts of individuals have
 * no code there and are named by their text alone.
 */
export const unitCodes: Readonly<Partial<Record<DatasetUnit, string>>> = {m: 'MTR', '°C': 'CEL', 'mg/L': 'M1', 'µg/L': 'H29', '%': 'P1'};

/** The licences the catalogue offers, with their names and deeds. */
export const licenses = {
  'CC-BY-4.0': {name: 'CC BY 4.0', url: 'https://creativecommons.org/licenses/by/4.0/'},
} as const satisfies Record<string, {name: string; url: string}>;

/** A licence of the catalogue (SPDX identifier). */
export type LicenseId = keyof typeof licenses;

/**
 * The variables the shipped data sets measure, by column name: copy a data set's variable
 * from here so that one variable has one label, one description and one unit across the catalogue.
 */
export const variables = {
  depth: {name: 'depth', label: 'Station depth', unit: 'm', description: 'Water depth at the station'},
  temperature: {name: 'temperature', label: 'Water temperature', unit: '°C', description: 'Sea water temperature near the surface'},
  salinity: {name: 'salinity', label: 'Salinity', unit: 'PSU', description: 'Practical salinity near the surface'},
  dissolved_oxygen: {name: 'dissolved_oxygen', label: 'Dissolved oxygen', unit: 'mg/L', description: 'Dissolved oxygen concentration', reference: {value: 2, label: 'hypoxia threshold'}},
  ph: {name: 'ph', label: 'pH', unit: 'pH', description: 'Acidity of the water (pH, NBS scale)'},
  turbidity: {name: 'turbidity', label: 'Turbidity', unit: 'NTU', description: 'Turbidity of the water'},
  chlorophyll_a: {name: 'chlorophyll_a', label: 'Chlorophyll-a', unit: 'µg/L', description: 'Chlorophyll-a concentration, a measure of phytoplankton'},
  nitrate: {name: 'nitrate', label: 'Nitrate', unit: 'µmol/L', description: 'Dissolved nitrate concentration'},
  phosphate: {name: 'phosphate', label: 'Phosphate', unit: 'µmol/L', description: 'Dissolved phosphate concentration'},
  suspended_sediment: {name: 'suspended_sediment', label: 'Suspended sediment', unit: 'mg/L', description: 'Suspended sediment concentration'},
  mud_fraction: {name: 'mud_fraction', label: 'Mud fraction', unit: '%', description: 'Share of mud (grains finer than 63 µm) in the surface sediment'},
  organic_carbon: {name: 'organic_carbon', label: 'Organic carbon', unit: '%', description: 'Organic carbon content of the surface sediment, by dry weight'},
  zooplankton_density: {name: 'zooplankton_density', label: 'Zooplankton density', unit: 'ind/m³', description: 'Zooplankton individuals per cubic metre of water filtered'},
  fish_larvae: {name: 'fish_larvae', label: 'Fish larvae density', unit: 'ind/100 m³', description: 'Fish larvae per 100 cubic metres of water filtered'},
  macrobenthos_density: {name: 'macrobenthos_density', label: 'Macrobenthos density', unit: 'ind/m²', description: 'Bottom-living animals per square metre of mud'},
  live_coral_cover: {name: 'live_coral_cover', label: 'Live coral cover', unit: '%', description: 'Share of the seabed covered by live coral'},
  rock_cover: {name: 'rock_cover', label: 'Rock cover', unit: '%', description: 'Share of the seabed covered by bare rock'},
  sand_cover: {name: 'sand_cover', label: 'Sand or rubble cover', unit: '%', description: 'Share of the seabed covered by sand or rubble'},
  bleached_colonies: {name: 'bleached_colonies', label: 'Bleached colonies', unit: '%', description: 'Share of tagged coral colonies showing bleaching'},
} as const satisfies Record<string, DatasetVariable>;

/** Path of a data set's CSV download under the site's root (no base URL): `/data/{id}.csv`. */
export function datasetCsvPath(id: string): string {
  return `/data/${id}.csv`;
}

/** The path of a data set's Frictionless Data package descriptor, beside its CSV download (`src/data/datasetCsv.ts`). */
export function datasetPackagePath(id: string): string {
  return `/data/${id}.datapackage.json`;
}

/**
 * The kinds of chart a data set's page draws (`plugins/collections/datasetCharts.ts`): a
 * variable against the stations in sampling order, the station map coloured by a variable, a
 * variable against station depth, and the campaigns of a programme at the same stations.
 */
export const chartKinds = ['stations', 'map', 'depth', 'campaigns'] as const;

/**
 * A class name the charting library (Observable Plot) writes into every chart it draws: found
 * in a script, the library would reach the browser, which gets the drawn SVG alone.
 */
export const chartingLibraryMark = 'plot-d6a7b5';

/** One of {@link chartKinds}. */
export type ChartKind = (typeof chartKinds)[number];

/**
 * The path, below a locale's base URL, of the chart of one variable of a data set:
 * `/data/charts/{id}/{variable}.svg` against the stations, `/data/charts/{id}/{variable}-{kind}.svg`
 * for the other kinds (a variable's name has no `-`).
 */
export function datasetChartPath(id: string, variable: string, kind: ChartKind = 'stations'): string {
  return `/data/charts/${id}/${variable}${kind === 'stations' ? '' : `-${kind}`}.svg`;
}

/** The variable whose map a data set draws and whose chart its cruise's page shows: `charts.key`, else the first variable but depth. */
export function keyVariable(dataset: Pick<Dataset, 'variables' | 'charts'>): string {
  return dataset.charts?.key ?? (dataset.variables.find((variable) => variable.name !== 'depth') ?? dataset.variables[0]!).name;
}

/** How near two positions must be, in degrees of latitude and of longitude, to be the same station. */
const samePlace = 0.001;

/**
 * The other campaigns of a data set's programme: the data sets whose cruises share a programme
 * with its cruise and sampled the same stations again (at least three, and at least half of
 * the smaller cruise's, with the same id at the same place, within 0.001°).
 *
 * @param dataset the data set
 * @param datasets every data set of the catalogue
 * @param cruises every cruise, with its stations and programmes
 * @returns the other data sets' ids, in catalogue order
 */
export function campaignsOf(
  dataset: Pick<Dataset, 'id' | 'cruise'>,
  datasets: readonly Pick<Dataset, 'id' | 'cruise'>[],
  cruises: readonly Pick<CruiseWithStations, 'id' | 'programs' | 'stations'>[],
): string[] {
  const cruiseOf = (id: string) => cruises.find((cruise) => cruise.id === id);
  const own = cruiseOf(dataset.cruise);
  if (!own) return [];
  return datasets
    .filter((other) => {
      const cruise = cruiseOf(other.cruise);
      if (other.id === dataset.id || !cruise || cruise.id === own.id) return false;
      if (!cruise.programs.some((program) => own.programs.some((mine) => String(mine) === String(program)))) return false;
      const shared = own.stations.filter((station) =>
        cruise.stations.some((candidate) => candidate.id === station.id && Math.abs(candidate.lat - station.lat) < samePlace && Math.abs(candidate.lng - station.lng) < samePlace),
      );
      return shared.length >= 3 && shared.length >= Math.min(own.stations.length, cruise.stations.length) / 2;
    })
    .map((other) => other.id);
}
