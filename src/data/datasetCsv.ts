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

/**
 * The CSV download of a data set: the header row
 * `station,latitude,longitude,date,<name (unit)>…`, then one row per station of its values file
 * in that file's order, with the station's latitude and longitude (decimal degrees, WGS 84) as
 * the cruise's station list gives them. Lines end with CRLF, as RFC 4180 asks.
 *
 * @param dataset the data set (its variables name the value columns)
 * @param stations the stations of the data set's cruise
 * @param valuesCsv the text of the values file: header `station,date,<variable names>`
 * @throws Error naming the data set and the problem: a header that does not list its variables,
 *   a row with the wrong number of cells, an unknown or repeated station, a station without
 *   a row, a value that is not a number, a date that is not `YYYY-MM-DD`
 */
export function datasetCsv(dataset: Pick<Dataset, 'id' | 'variables'>, stations: readonly Station[], valuesCsv: string): string {
  const fail = (problem: string): never => {
    throw new Error(`content/datasets/${dataset.id}.csv: ${problem}`);
  };
  const [header, ...rows] = parseRows(valuesCsv);
  const expected = ['station', 'date', ...dataset.variables.map((variable) => variable.name)];
  if (!header || header.join(',') !== expected.join(',')) {
    fail(`the header must be "${expected.join(',')}", not "${header?.join(',') ?? ''}"`);
  }
  const byId = new Map(stations.map((station) => [station.id, station]));
  const seen = new Set<string>();
  const lines = rows.map((cells, index) => {
    const line = index + 2;
    if (cells.length !== expected.length) {
      fail(`line ${line} has ${cells.length} cells, the header ${expected.length}`);
    }
    const [stationId = '', date = '', ...values] = cells;
    const station = byId.get(stationId) ?? fail(`line ${line}: station "${stationId}" is not a station of the cruise`);
    if (seen.has(stationId)) {
      fail(`line ${line}: station "${stationId}" has a second row`);
    }
    seen.add(stationId);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) {
      fail(`line ${line}: date "${date}" must be YYYY-MM-DD`);
    }
    for (const value of values) {
      if (value !== '' && !Number.isFinite(Number(value))) {
        fail(`line ${line}: "${value}" is not a number`);
      }
    }
    return [station.id, String(station.lat), String(station.lng), date, ...values].map(field).join(',');
  });
  const missing = stations.filter((station) => !seen.has(station.id)).map((station) => station.id);
  if (missing.length > 0) {
    fail(`no row for station ${missing.join(', ')}`);
  }
  const heading = ['station', 'latitude', 'longitude', 'date', ...dataset.variables.map(columnHeading)].map(field).join(',');
  return `${[heading, ...lines].join('\r\n')}\r\n`;
}
