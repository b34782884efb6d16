/**
 * The data catalogue: the data sets the laboratory's cruises produced, each with a page under
 * Data and Repositories (`detailPath('datasets', id)`), a CSV file to download
 * (`/data/{id}.csv` at the site's root, written by `plugins/dataset-files` at build time) and
 * schema.org `Dataset` structured data for data-set search engines.
 *
 * SAMPLE DATA: the shipped data sets and their values are samples written for this site (the
 * values in `datasets/*.csv` were generated once by `scripts/make-sample-datasets.ts` with a
 * fixed seed); replace them with the laboratory's quality-controlled data before going live.
 *
 * To add a data set, append one entry to {@link datasets}:
 * - `id`: kebab-case, unique (e.g. `sundarbans-2025-09-water-quality`); its page's last segment
 *   and the name of its files;
 * - `title`: the data set's title, as it is cited;
 * - `description`: 50 to 5,000 characters: what was measured, where, when and how;
 * - `cruise`: the id of the cruise (`cruises.ts`) that collected it;
 * - `creators`: ids of people in `people.ts`, in the order of the citation;
 * - `variables`: the measured variables, each `{name, unit, description}`: `name` is the
 *   column of the values file (lower case, `_` between words), `unit` one of {@link datasetUnits}
 *   ('°C', 'PSU', 'mg/L', 'µg/L', 'NTU', 'm'), `description` one phrase; pick them from {@link variables};
 * - `keywords`: a few subject words;
 * - `license`: 'CC-BY-4.0' (the only licence the catalogue offers, see {@link licenses});
 * - `released`: the day the data set was published, ISO `YYYY-MM-DD` (the citation's year).
 * Then add its values as `src/data/datasets/{id}.csv`: a header row `station,date,` followed by
 * the variables' names in order, then one row per station of the cruise (station ids of
 * `cruiseStations.ts`, dates `YYYY-MM-DD` within the cruise, numbers with a `.` decimal point,
 * an empty cell for a missing value). Positions are never written there: the downloadable file
 * takes them from the cruise's stations, so the map and the file always agree. Run
 * `npm run test:unit` (`tests/unit/datasets.test.ts` checks all of this) and translate the texts
 * in `i18n/bn/borl-collections/datasets.json`.
 */

import type {CollectionReviewMetadata} from '../utils/contentReview';

/**
 * When this file's entries were last checked, by whom, and how often (months) they must be
 * checked again: update it after a review (`npm run content:review` lists files that are due).
 */
export const review: CollectionReviewMetadata = {lastReviewed: '2026-11-02', reviewer: 'Data Manager', reviewEvery: 12};

/**
 * The units the catalogue's variables are measured in, as printed in English and in the CSV
 * downloads. A page shows each in its own language (`src/components/DatasetUnit`, where a unit
 * added here needs its message; `tests/unit/datasets.test.ts` names a missing one).
 */
export const datasetUnits = ['m', '°C', 'PSU', 'mg/L', 'pH', 'NTU', 'µg/L', 'µmol/L', '%', 'ind/m³', 'ind/100 m³', 'ind/m²'] as const;

/** A unit of {@link datasetUnits}. */
export type DatasetUnit = (typeof datasetUnits)[number];

/** A measured variable of a data set. */
export type DatasetVariable = {
  /** Column name in the values file and in the CSV download, e.g. `temperature`. */
  name: string;
  /** Unit as printed in English, one of {@link datasetUnits}: `°C`, `PSU`, `mg/L`, `m`, `%`, …. */
  unit: DatasetUnit;
  /** What is measured, in one phrase (translated per locale). */
  description: string;
};

/** The licences the catalogue offers, with their names and deeds. */
export const licenses = {
  'CC-BY-4.0': {name: 'CC BY 4.0', url: 'https://creativecommons.org/licenses/by/4.0/'},
} as const satisfies Record<string, {name: string; url: string}>;

/** A licence of the catalogue (SPDX identifier). */
export type LicenseId = keyof typeof licenses;

/** A data set of the catalogue. */
export type Dataset = {
  /** Kebab-case, unique; the page's last segment and the name of the data set's files. */
  id: string;
  title: string;
  /** 50 to 5,000 characters. */
  description: string;
  /** Id of the cruise that collected the data (`cruises.ts`). */
  cruise: string;
  /** Ids of the creators (`people.ts`), in citation order. */
  creators: readonly string[];
  variables: readonly DatasetVariable[];
  keywords: readonly string[];
  license: LicenseId;
  /** Publication day, ISO `YYYY-MM-DD`. */
  released: string;
};

/**
 * The variables the shipped data sets measure, by column name: pick from here so that one
 * variable has one description and one unit across the catalogue.
 */
export const variables = {
  depth: {name: 'depth', unit: 'm', description: 'Water depth at the station'},
  temperature: {name: 'temperature', unit: '°C', description: 'Sea water temperature near the surface'},
  salinity: {name: 'salinity', unit: 'PSU', description: 'Practical salinity near the surface'},
  dissolved_oxygen: {name: 'dissolved_oxygen', unit: 'mg/L', description: 'Dissolved oxygen concentration'},
  ph: {name: 'ph', unit: 'pH', description: 'Acidity of the water (pH, NBS scale)'},
  turbidity: {name: 'turbidity', unit: 'NTU', description: 'Turbidity of the water'},
  chlorophyll_a: {name: 'chlorophyll_a', unit: 'µg/L', description: 'Chlorophyll-a concentration, a measure of phytoplankton'},
  nitrate: {name: 'nitrate', unit: 'µmol/L', description: 'Dissolved nitrate concentration'},
  phosphate: {name: 'phosphate', unit: 'µmol/L', description: 'Dissolved phosphate concentration'},
  suspended_sediment: {name: 'suspended_sediment', unit: 'mg/L', description: 'Suspended sediment concentration'},
  mud_fraction: {name: 'mud_fraction', unit: '%', description: 'Share of mud (grains finer than 63 µm) in the surface sediment'},
  organic_carbon: {name: 'organic_carbon', unit: '%', description: 'Organic carbon content of the surface sediment, by dry weight'},
  zooplankton_density: {name: 'zooplankton_density', unit: 'ind/m³', description: 'Zooplankton individuals per cubic metre of water filtered'},
  fish_larvae: {name: 'fish_larvae', unit: 'ind/100 m³', description: 'Fish larvae per 100 cubic metres of water filtered'},
  macrobenthos_density: {name: 'macrobenthos_density', unit: 'ind/m²', description: 'Bottom-living animals per square metre of mud'},
  live_coral_cover: {name: 'live_coral_cover', unit: '%', description: 'Share of the seabed covered by live coral'},
  rock_cover: {name: 'rock_cover', unit: '%', description: 'Share of the seabed covered by bare rock'},
  sand_cover: {name: 'sand_cover', unit: '%', description: 'Share of the seabed covered by sand or rubble'},
  bleached_colonies: {name: 'bleached_colonies', unit: '%', description: 'Share of tagged coral colonies showing bleaching'},
} as const satisfies Record<string, DatasetVariable>;

const v = variables;
const waterQuality = [v.depth, v.temperature, v.salinity, v.dissolved_oxygen, v.ph, v.turbidity, v.chlorophyll_a];

/** All data sets, in the order of their cruises. */
export const datasets: readonly Dataset[] = [
  {
    id: 'sonadia-2022-10-water-quality',
    title: 'Sonadia Island channels: water quality, October 2022',
    description:
      'Surface water quality at 12 stations in the channels and on the open coast around Sonadia Island, measured with a multiparameter probe during the ecosystem baseline cruise of October 2022. The values are the first reference point for the long-term study of the Sonadia channel ecosystem.',
    cruise: 'sonadia-channel-2022-10',
    creators: ['9', '12', '10'],
    variables: waterQuality,
    keywords: ['water quality', 'Sonadia Island', 'mangrove channels', 'baseline survey'],
    license: 'CC-BY-4.0',
    released: '2023-06-15',
  },
  {
    id: 'moheshkhali-2022-12-water-sediment',
    title: 'Moheshkhali channel: water and surface sediment, December 2022',
    description:
      'CTD and water-sample results with the mud fraction and organic carbon of a surface grab at each of the 73 locations of the Moheshkhali channel survey of December 2022, in the channel from Cox\'s Bazar to Kutubdia and along the open coast west of Moheshkhali Island.',
    cruise: 'moheshkhali-channel-2022-12',
    creators: ['6', '21', '10'],
    variables: [v.depth, v.temperature, v.salinity, v.chlorophyll_a, v.nitrate, v.phosphate, v.mud_fraction, v.organic_carbon],
    keywords: ['sediment', 'nutrients', 'CTD', 'Moheshkhali channel'],
    license: 'CC-BY-4.0',
    released: '2023-09-01',
  },
  {
    id: 'feni-teknaf-2023-02-water-quality',
    title: 'Feni-Teknaf coastal belt monitoring: water quality, February 2023',
    description:
      'Seven of the 17 water-quality parameters of the annual dry-season monitoring, measured at 80 locations along the coast from the Feni estuary to Teknaf in February 2023. The other parameters (among them ammonium, silicate and faecal bacteria) follow in a later release.',
    cruise: 'feni-teknaf-2023-02',
    creators: ['1', '5', '20'],
    variables: waterQuality,
    keywords: ['water quality', 'coastal monitoring', 'Feni-Teknaf', 'dry season'],
    license: 'CC-BY-4.0',
    released: '2023-08-20',
  },
  {
    id: 'st-martins-2023-04-reef-stations',
    title: "Saint Martin's Island permanent coral stations: water conditions, April 2023",
    description:
      "Depth, temperature, salinity and turbidity at the eight permanent coral stations marked around Saint Martin's Island during the reconnaissance of April 2023, where the temperature loggers of the coral bleaching watch were deployed.",
    cruise: 'st-martins-reconnaissance-2023-04',
    creators: ['2', '16'],
    variables: [v.depth, v.temperature, v.salinity, v.turbidity],
    keywords: ["Saint Martin's Island", 'coral reef', 'marine protected area', 'temperature'],
    license: 'CC-BY-4.0',
    released: '2023-07-10',
  },
  {
    id: 'meghna-2023-05-salinity-transect',
    title: 'Meghna estuary salinity transect, May 2023',
    description:
      'Temperature, salinity, turbidity and suspended sediment at 29 locations over about 275 km from the lower Meghna to the open shelf, sampled in May 2023 before the monsoon to map the salinity fronts of the estuary.',
    cruise: 'meghna-estuary-2023-05',
    creators: ['17', '1', '8'],
    variables: [v.depth, v.temperature, v.salinity, v.turbidity, v.suspended_sediment],
    keywords: ['salinity front', 'Meghna estuary', 'suspended sediment', 'transect'],
    license: 'CC-BY-4.0',
    released: '2024-01-30',
  },
  {
    id: 'sundarbans-2023-09-water-benthos',
    title: 'Sundarbans research cruise: water quality and benthos, September 2023',
    description:
      'Water quality from the Wet Lab team and the density of bottom-living animals from the Benthic team at the 34 stations of the Sundarbans research cruise of September 2023, along the Pasur and Shibsa rivers and the sea face of the mangrove forest.',
    cruise: 'sundarbans-2023-09',
    creators: ['1', '22', '5'],
    variables: [...waterQuality, v.macrobenthos_density],
    keywords: ['Sundarbans', 'mangrove', 'benthos', 'water quality'],
    license: 'CC-BY-4.0',
    released: '2024-03-12',
  },
  {
    id: 'swatch-2023-11-ctd-plankton',
    title: 'Swatch of No Ground: CTD sections and zooplankton, November 2023',
    description:
      'Surface temperature, salinity, dissolved oxygen and chlorophyll-a with the zooplankton density of a vertical net haul at the 18 stations of three CTD sections across the head of the Swatch of No Ground canyon, November 2023.',
    cruise: 'swatch-of-no-ground-2023-11',
    creators: ['30', '5', '1'],
    variables: [v.depth, v.temperature, v.salinity, v.dissolved_oxygen, v.chlorophyll_a, v.zooplankton_density],
    keywords: ['Swatch of No Ground', 'submarine canyon', 'zooplankton', 'CTD'],
    license: 'CC-BY-4.0',
    released: '2024-05-05',
  },
  {
    id: 'st-martins-2023-12-reef-survey',
    title: "St Martin's Island expedition: reef survey and water quality, December 2023 to January 2024",
    description:
      "Live coral cover from diver transects with the water quality measured at the same places, at the 54 stations of the St Martin's Island expedition of December 2023 to January 2024.",
    cruise: 'st-martins-expedition-2023-12',
    creators: ['2', '16', '9'],
    variables: [v.depth, v.temperature, v.salinity, v.turbidity, v.live_coral_cover],
    keywords: ["St Martin's Island", 'coral cover', 'reef survey', 'scuba'],
    license: 'CC-BY-4.0',
    released: '2024-06-20',
  },
  {
    id: 'st-martins-2024-03-rov-habitat',
    title: "St Martin's Island ROV coral habitat cover, March 2024",
    description:
      "The share of live coral, bare rock and sand or rubble seen in the video of the remotely operated vehicle at each of the 58 ROV stations around St Martin's Island and its outer reefs, March 2024: the basis of the first habitat map of the deeper reef.",
    cruise: 'st-martins-rov-2024-03',
    creators: ['25', '2'],
    variables: [v.depth, v.live_coral_cover, v.rock_cover, v.sand_cover],
    keywords: ['ROV', 'habitat mapping', 'coral', "St Martin's Island"],
    license: 'CC-BY-4.0',
    released: '2024-10-01',
  },
  {
    id: 'kutubdia-2024-05-plankton',
    title: 'Kutubdia channel: plankton, fish larvae and water quality, May 2024',
    description:
      'Zooplankton and fish-larvae densities from net tows, with temperature, salinity and chlorophyll-a, at 12 stations along the Kutubdia channel in May 2024.',
    cruise: 'kutubdia-channel-2024-05',
    creators: ['5', '4', '13'],
    variables: [v.depth, v.temperature, v.salinity, v.chlorophyll_a, v.zooplankton_density, v.fish_larvae],
    keywords: ['plankton', 'fish larvae', 'Kutubdia channel', 'fisheries'],
    license: 'CC-BY-4.0',
    released: '2024-12-10',
  },
  {
    id: 'karnaphuli-2024-08-monsoon-plume',
    title: 'Karnaphuli river plume at the peak of the monsoon, August 2024',
    description:
      'Temperature, salinity, turbidity, suspended sediment and nitrate at 14 stations following the Karnaphuli river plume out to sea in August 2024, timed with satellite passes for the calibration of ocean-colour images.',
    cruise: 'karnaphuli-plume-2024-08',
    creators: ['19', '5'],
    variables: [v.depth, v.temperature, v.salinity, v.turbidity, v.suspended_sediment, v.nitrate],
    keywords: ['river plume', 'monsoon', 'ocean colour', 'Karnaphuli'],
    license: 'CC-BY-4.0',
    released: '2025-02-14',
  },
  {
    id: 'sundarbans-2024-11-channel-water',
    title: 'Sundarbans waterways: channel water quality, November 2024',
    description:
      'Temperature, salinity, dissolved oxygen and turbidity in the channel off each of the 26 land spots of the Sundarbans waterways expedition of November 2024, on the Pasur, Shibsa and Baleswar rivers.',
    cruise: 'sundarbans-waterways-2024-11',
    creators: ['1', '22', '31'],
    variables: [v.depth, v.temperature, v.salinity, v.dissolved_oxygen, v.turbidity],
    keywords: ['Sundarbans', 'salinity', 'mangrove channels', 'water quality'],
    license: 'CC-BY-4.0',
    released: '2025-04-22',
  },
  {
    id: 'feni-teknaf-2025-01-water-quality',
    title: 'Feni-Teknaf coastal belt monitoring: water quality, January 2025',
    description:
      'Seven of the 17 water-quality parameters of the annual monitoring, measured at the same 80 locations from the Feni estuary to Teknaf as in earlier years, in January 2025.',
    cruise: 'feni-teknaf-2025-01',
    creators: ['1', '5', '20', '21'],
    variables: waterQuality,
    keywords: ['water quality', 'coastal monitoring', 'Feni-Teknaf', 'dry season'],
    license: 'CC-BY-4.0',
    released: '2025-07-01',
  },
  {
    id: 'st-martins-2025-03-bleaching-watch',
    title: "Saint Martin's Island coral bleaching watch, March 2025",
    description:
      "Water temperature and the share of tagged coral colonies showing bleaching at the eight permanent stations around Saint Martin's Island, checked in March 2025 before the monsoon.",
    cruise: 'st-martins-bleaching-watch-2025-03',
    creators: ['16', '2', '25'],
    variables: [v.depth, v.temperature, v.bleached_colonies],
    keywords: ['coral bleaching', 'sea temperature', "Saint Martin's Island", 'monitoring'],
    license: 'CC-BY-4.0',
    released: '2025-06-05',
  },
];

/** The data sets of one cruise, in catalogue order. */
export function datasetsOfCruise(cruiseId: string): Dataset[] {
  return datasets.filter((dataset) => dataset.cruise === cruiseId);
}

/** Path of a data set's CSV download under the site's root (no base URL): `/data/{id}.csv`. */
export function datasetCsvPath(id: string): string {
  return `/data/${id}.csv`;
}
