/**
 * The downloadable CSV file of a data set: its values (`content/datasets/{id}.csv`, one row per
 * station) joined with the positions of the cruise's stations (`content/cruises/`), so the file
 * and the cruise's map show the same places. Written at build time by `plugins/site-files`.
 */
import type {Station} from './cruises';
import type {Dataset} from './datasets';

/** A column heading of the download: the variable's name and, in brackets, its unit. */
export function columnHeading(variable: Dataset['variables'][number]): string {
  return `${variable.name} (${variable.unit})`;
}

/** A CSV field, quoted when it holds a comma, a quote or a line break. */
function field(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** The cells of each line of a simple CSV text (no quoted fields), blank lines left out. */
function parseRows(text: string): string[][] {
  return text
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .map((line) => line.split(',').map((cell) => cell.trim()));
}

/** One station's row of a data set's values file, as read and checked by {@link datasetValues}. */
export type DatasetRow = {
  /** The station, as the cruise lists it (id and position). */
  station: Station;
  /** The day it was sampled, `YYYY-MM-DD`. */
  date: string;
  /** Each variable's value by its name, in the variable's unit; `null` where the cell is empty (not measured). */
  values: Readonly<Record<string, number | null>>;
  /** The cells as written, in the header's order after `station` and `date` (the download repeats them exactly). */
  cells: readonly string[];
};

/**
 * The rows of a data set's values file (`content/datasets/{id}.csv`), checked: the header names
 * `station`, `date` and then every variable of the data set in its order, each either alone
 * (`salinity`) or with its unit in brackets, which must be the variable's (`salinity (PSU)`);
 * then one row per station of the cruise, in the file's order (the sampling order), each with a
 * date `YYYY-MM-DD` and a number or nothing in each variable's column.
 *
 * @param dataset the data set (its variables name the value columns, in order)
 * @param stations the stations of the data set's cruise
 * @param valuesCsv the text of the values file
 * @throws Error naming the file, the line and the column of the first problem: a header that does
 *   not list the variables or gives another unit, a row with the wrong number of cells, an unknown
 *   or repeated station, a station without a row, a value that is not a number, a date that is
 *   not `YYYY-MM-DD`
 */
export function datasetValues(dataset: Pick<Dataset, 'id' | 'variables'>, stations: readonly Station[], valuesCsv: string): DatasetRow[] {
  const fail = (problem: string): never => {
    throw new Error(`content/datasets/${dataset.id}.csv: ${problem}`);
  };
  const [header, ...rows] = parseRows(valuesCsv);
  const expected = ['station', 'date', ...dataset.variables.map((variable) => variable.name)];
  const written = (header ?? []).map((cell) => /^(.*?)\s*(?:\((.*)\))?$/.exec(cell) ?? [cell, cell]);
  if (!header || written.map(([, name]) => name).join(',') !== expected.join(',')) {
    fail(`the header must be "${expected.join(',')}", not "${header?.join(',') ?? ''}"`);
  }
  for (const [index, [, name, unit]] of written.entries()) {
    const variable = dataset.variables[index - 2];
    if (unit !== undefined && unit !== variable?.unit) {
      fail(`line 1, column ${name}: the unit "${unit}" is not the variable's, "${variable?.unit ?? 'none'}" (content/datasets/${dataset.id}.md)`);
    }
  }
  const byId = new Map(stations.map((station) => [station.id, station]));
  const seen = new Set<string>();
  const read = rows.map((cells, index): DatasetRow => {
    const line = index + 2;
    if (cells.length !== expected.length) {
      fail(`line ${line} has ${cells.length} cells, the header ${expected.length}`);
    }
    const [stationId = '', date = '', ...valueCells] = cells;
    const station = byId.get(stationId) ?? fail(`line ${line}: station "${stationId}" is not a station of the cruise`);
    if (seen.has(stationId)) {
      fail(`line ${line}: station "${stationId}" has a second row`);
    }
    seen.add(stationId);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) {
      fail(`line ${line}, column date: "${date}" must be YYYY-MM-DD`);
    }
    const values = Object.fromEntries(
      dataset.variables.map((variable, column) => {
        const cell = valueCells[column] ?? '';
        if (cell !== '' && !Number.isFinite(Number(cell))) {
          fail(`line ${line}, column ${variable.name}: "${cell}" is not a number`);
        }
        return [variable.name, cell === '' ? null : Number(cell)];
      }),
    );
    return {station, date, values, cells: valueCells};
  });
  const missing = stations.filter((station) => !seen.has(station.id)).map((station) => station.id);
  if (missing.length > 0) {
    fail(`no row for station ${missing.join(', ')}`);
  }
  return read;
}

/**
 * The CSV download of a data set: the header row
 * `station,latitude,longitude,date,<name (unit)>…`, then one row per station of its values file
 * ({@link datasetValues}, which checks it) in that file's order, with the station's latitude and
 * longitude (decimal degrees, WGS 84) as the cruise's station list gives them. Lines end with
 * CRLF, as RFC 4180 asks.
 *
 * @throws Error as {@link datasetValues} does
 */
export function datasetCsv(dataset: Pick<Dataset, 'id' | 'variables'>, stations: readonly Station[], valuesCsv: string): string {
  const lines = datasetValues(dataset, stations, valuesCsv).map(({station, date, cells}) => [station.id, String(station.lat), String(station.lng), date, ...cells].map(field).join(','));
  const heading = ['station', 'latitude', 'longitude', 'date', ...dataset.variables.map(columnHeading)].map(field).join(',');
  return `${[heading, ...lines].join('\r\n')}\r\n`;
}

/** A field of a Frictionless Table Schema: a column of the CSV download. */
export type TableSchemaField = {name: string; type: 'string' | 'number' | 'date'; title?: string; description: string};

/**
 * A data set's Frictionless Data package (`tabular-data-package`): the data set's name, title,
 * licence and page, and one `tabular-data-resource`, the CSV download at `csvUrl`, whose Table
 * Schema lists every column of the download in its order with its type (`string`, `number`,
 * `date`) and, for a variable, its label as `title` and its unit in the description: a program
 * can read the file with the right types without the page.
 *
 * @param dataset the data set
 * @param urls the absolute addresses of its CSV download and its page, and of its licence
 */
export function datasetPackage(dataset: Pick<Dataset, 'id' | 'title' | 'variables'>, urls: {csv: string; page: string; licence: {name: string; url: string}}): object {
  const fields: TableSchemaField[] = [
    {name: 'station', type: 'string', description: "The station's code, as the cruise's station list names it"},
    {name: 'latitude', type: 'number', description: 'Latitude of the station, decimal degrees north (WGS 84)'},
    {name: 'longitude', type: 'number', description: 'Longitude of the station, decimal degrees east (WGS 84)'},
    {name: 'date', type: 'date', description: 'The day the station was sampled'},
    ...dataset.variables.map((variable): TableSchemaField => ({
      name: columnHeading(variable),
      type: 'number',
      title: variable.label ?? variable.description,
      description: `${variable.description}, in ${variable.unit}`,
    })),
  ];
  return {
    profile: 'tabular-data-package',
    name: dataset.id,
    title: dataset.title,
    homepage: urls.page,
    licenses: [{name: urls.licence.name, path: urls.licence.url}],
    resources: [{name: dataset.id, path: urls.csv, profile: 'tabular-data-resource', format: 'csv', mediatype: 'text/csv', encoding: 'utf-8', schema: {fields, primaryKey: ['station']}}],
  };
}
