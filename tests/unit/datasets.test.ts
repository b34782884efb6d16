/**
 * @jest-environment node
 */
/** The cruises' stations, the data catalogue and what is built from them: CSV downloads, structured data, map rules. */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {type Station} from '@site/src/data/cruises';
import {campaignsOf, datasetCsvPath, datasetPackagePath, datasetUnits, keyVariable, variables, type Dataset, type DatasetUnit} from '@site/src/data/datasets';
import {boundingBox, withCoverage} from '@site/src/data/datasetCoverage';
import {columnHeading, datasetCsv, datasetValues} from '@site/src/data/datasetCsv';
import {chartFinding, chartSize, datasetCharts, depthFinding, stationTicks, type DatasetChart} from '@site/plugins/collections/datasetCharts';
import {JSDOM} from 'jsdom';
import {cruiseEvent, datasetCitation, datasetStructuredData, geoShapeBox} from '@site/src/data/researchStructuredData';
import {cruiseWithStationsSchema, stationListSchema} from '@site/src/data/schemas/cruises';
import {datasetSchema, datasetVariableSchema, datasetWithCoverageSchema} from '@site/src/data/schemas/datasets';
import {copyFile, readCollection} from '@site/plugins/collections/entryFiles';
import {datasetFiles} from '@site/plugins/site-files';
import {detailPath, listPath} from '@site/src/collections';
import {stationMapBounds} from '@site/src/components/StationMap/view';
import {unitLabel} from '@site/src/components/DatasetUnit';
import {withLanguage} from '@site/src/components/StructuredData';
import {duplicates, schemaProblems, type Collection} from './helpers/review';
import {cruises, datasets, datasetsWithCoverage, stationsOf} from '@site/tests/shared/collections';
import {site} from '@site/src/data/site';

// The stand-in answers with the message id, so a test sees which message a unit shows.
jest.mock('@docusaurus/Translate', () => ({translate: ({id}: {id: string}) => id}));

const root = path.join(__dirname, '../..');
const cruisesFile: Collection = {label: 'cruise', file: 'content/cruises/'};
const datasetsFile: Collection = {label: 'data set', file: 'content/datasets/'};

describe('cruise stations', () => {
  it('every cruise with its stations matches the page schema (northern Bay of Bengal, ids unique per cruise)', () => {
    expect(schemaProblems(cruisesFile, cruises, cruiseWithStationsSchema, (cruise) => cruise.id)).toEqual([]);
  });

  it('rejects a station outside the box and a repeated station id', () => {
    const result = stationListSchema.safeParse([
      {id: 'S01', lat: 21.5, lng: 91.9},
      {id: 'S01', lat: 19.5, lng: 91.9},
    ]);
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];
    expect(messages.some((message) => message.startsWith('1.lat'))).toBe(true);
    expect(messages.some((message) => message.includes('"S01" is used twice'))).toBe(true);
  });

  // Unknown participants and programmes are the connections' check (tests/unit/connections.test.ts).
  it('lists each participant of a cruise once', () => {
    expect(cruises.flatMap((cruise) => duplicates(cruisesFile, `participants of '${cruise.id}'`, cruise.participants))).toEqual([]);
  });

  it('the station map opens on the stations, at least 0.02° wide', () => {
    const [[s, w], [n, e]] = stationMapBounds([{lat: 21.5, lng: 91.9}]);
    expect([s, w, n, e].map((value) => value.toFixed(2))).toEqual(['21.49', '91.89', '21.51', '91.91']);
    const [[south, west], [north, east]] = stationMapBounds([
      {lat: 20.9, lng: 91.8},
      {lat: 22.6, lng: 92.2},
    ]);
    expect([south <= 20.9, west <= 91.8, north >= 22.6, east >= 92.2]).toEqual([true, true, true, true]);
  });
});

describe('data catalogue', () => {
  // A cruise whose data are not published yet has no data set: `npm run content:review` lists it.
  it('every data set matches the schema, with a unique id, and names a cruise that exists', () => {
    expect(schemaProblems(datasetsFile, datasets, datasetSchema, (dataset) => dataset.id)).toEqual([]);
    expect(
      duplicates(
        datasetsFile,
        'id',
        datasets.map((dataset) => dataset.id),
      ),
    ).toEqual([]);
    expect(schemaProblems(datasetsFile, datasetsWithCoverage(), datasetWithCoverageSchema, (dataset) => dataset.id)).toEqual([]);
    const cruiseIds = new Set(cruises.map((cruise) => cruise.id));
    expect(datasets.filter((dataset) => !cruiseIds.has(dataset.cruise)).map((dataset) => `data set '${dataset.id}': cruise '${dataset.cruise}' is not in content/cruises/`)).toEqual([]);
  });

  it('every data set has a values file and a coverage map', () => {
    const missing = datasets.flatMap((dataset) => [
      ...(existsSync(path.join(root, 'content/datasets', `${dataset.id}.csv`)) ? [] : [`content/datasets/${dataset.id}.csv does not exist`]),
      ...(existsSync(path.join(root, 'static/img/stations', `${dataset.cruise}.svg`))
        ? []
        : [`data set '${dataset.id}': static/img/stations/${dataset.cruise}.svg does not exist (run node scripts/samples/draw-stations.mjs)`]),
    ]);
    expect(missing).toEqual([]);
  });

  it('covers the days of its cruise and the box of its stations', () => {
    for (const dataset of datasetsWithCoverage()) {
      const cruise = cruises.find((entry) => entry.id === dataset.cruise);
      const stations = stationsOf(dataset.cruise);
      const expected = {id: dataset.id, days: [cruise?.startDate, cruise?.endDate], box: boundingBox(stations), stations: stations.length};
      expect({id: dataset.id, days: [dataset.startDate, dataset.endDate], box: dataset.box, stations: dataset.stationCount}).toEqual(expected);
    }
    expect(() => boundingBox([])).toThrow('at least one station');
    expect(() => withCoverage({...datasets[0]!, cruise: 'no-such-cruise'}, cruises)).toThrow('cruise "no-such-cruise" is not in content/cruises/');
  });
});

describe('variable labels', () => {
  const bengaliDatasets: readonly Dataset[] = readCollection('datasets', {siteDir: root, locale: 'bn', defaultLocale: 'en'});
  const editions = [
    {language: 'English', folder: 'content/datasets/', fileOf: (id: string) => `content/datasets/${id}.md`, entries: datasets},
    {language: 'Bengali', folder: 'content/datasets/ (bn)', fileOf: (id: string) => copyFile('bn', 'datasets', id), entries: bengaliDatasets},
  ];

  /** "variable 'depth' in <folder> has 2 labels: "A" (set-1), "B" (set-2); give it one" for every name with more than one label. */
  function labelConflicts(folder: string, entries: readonly Dataset[]): string[] {
    const labels = new Map<string, Map<string, string[]>>();
    for (const dataset of entries) {
      for (const variable of dataset.variables) {
        if (variable.label === undefined) continue;
        const byLabel = labels.get(variable.name) ?? new Map<string, string[]>();
        byLabel.set(variable.label, [...(byLabel.get(variable.label) ?? []), dataset.id]);
        labels.set(variable.name, byLabel);
      }
    }
    return [...labels]
      .filter(([, byLabel]) => byLabel.size > 1)
      .map(([name, byLabel]) => `variable '${name}' in ${folder} has ${byLabel.size} labels: ${[...byLabel].map(([label, ids]) => `"${label}" (${ids.join(', ')})`).join(', ')}; give it one`);
  }

  it.each(editions.map((edition) => [edition.language, edition]))('gives every shipped variable a label, in %s', (_language, {fileOf, entries}) => {
    const missing = entries.flatMap((dataset) =>
      dataset.variables.filter((variable) => variable.label === undefined).map((variable) => `${fileOf(dataset.id)}: variable '${variable.name}' has no label`),
    );
    expect(missing).toEqual([]);
  });

  it.each(editions.map((edition) => [edition.language, edition]))('gives one variable name one label across the data sets, in %s', (_language, {folder, entries}) => {
    expect(labelConflicts(folder, entries)).toEqual([]);
  });

  it('takes the English labels from the list of variables, and writes the Bengali ones in Bengali', () => {
    const catalogue: Record<string, {label: string}> = variables;
    const english = datasets.flatMap((dataset) =>
      dataset.variables
        .filter((variable) => variable.label !== undefined && variable.label !== catalogue[variable.name]?.label)
        .map(
          (variable) => `content/datasets/${dataset.id}.md: variable '${variable.name}' is labelled "${variable.label}", src/data/datasets.ts "${catalogue[variable.name]?.label ?? '(not listed)'}"`,
        ),
    );
    expect(english).toEqual([]);
    const bengali = bengaliDatasets.flatMap((dataset) =>
      dataset.variables
        .filter((variable) => variable.label !== undefined && !/[\u0980-\u09FF]/u.test(variable.label))
        .map((variable) => `${copyFile('bn', 'datasets', dataset.id)}: variable '${variable.name}' keeps the label "${variable.label}"`),
    );
    expect(bengali).toEqual([]);
  });

  it('names the data set and the variable of a label given twice', () => {
    const entry = (id: string, label: string): Dataset => ({...datasets[0]!, id, variables: [{name: 'salinity', label, unit: 'PSU', description: 'Practical salinity'}]});
    expect(labelConflicts('content/datasets/', [entry('a', 'Salinity'), entry('b', 'Surface salinity'), entry('c', 'Salinity')])).toEqual([
      'variable \'salinity\' in content/datasets/ has 2 labels: "Salinity" (a, c), "Surface salinity" (b); give it one',
    ]);
  });

  it('is optional, 1 to 24 characters', () => {
    const variable = {name: 'salinity', unit: 'PSU', description: 'Practical salinity near the surface'};
    expect(datasetVariableSchema.safeParse(variable).success).toBe(true);
    expect(datasetVariableSchema.safeParse({...variable, label: 'Salinity'}).success).toBe(true);
    const messages = (label: string) => datasetVariableSchema.safeParse({...variable, label}).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    expect(messages('')).toEqual([expect.stringMatching(/^label: a variable's label must not be empty/)]);
    expect(messages('Practical salinity near the surface')).toEqual([expect.stringMatching(/^label: a variable's label is at most 24 characters/)]);
    expect(datasetVariableSchema.safeParse({...variable, label: 'x'.repeat(24)}).success).toBe(true);
  });
});

describe('units', () => {
  const bengali = JSON.parse(readFileSync(path.join(root, 'i18n/bn/code.json'), 'utf8')) as Record<string, {message: string}>;
  const bengaliUnit = (unit: DatasetUnit) => bengali[unitLabel(unit)]?.message ?? unitLabel(unit);

  it('each show in Bengali in the words of the Bengali pages, with Bengali digits', () => {
    // The percent sign is the same in both languages; every other unit has its own message.
    const words = datasetUnits.filter((unit) => unit !== '%');
    expect(new Set(words.map(unitLabel)).size).toBe(words.length);
    expect(words.map(bengaliUnit).filter((label) => !/^[\u0980-\u09FF°/ ]+$/u.test(label))).toEqual([]);
    expect(bengaliUnit('%')).toBe('%');
    // As the fact pages write them: '১,৩০০ মিটার', '২৮ °সে', '২ মিগ্রা/লিটারের নিচে'.
    expect((['m', '°C', 'mg/L'] as const).map(bengaliUnit)).toEqual(['মিটার', '°সে', 'মিগ্রা/লিটার']);
  });
});

describe('CSV downloads', () => {
  const siteRoot = 'https://borl.ac.bd/borl/';
  const written = datasetFiles(root, siteRoot);
  const files = written.filter((file) => file.path.endsWith('.csv'));

  it('describe each CSV file as a Frictionless Data package: every column in order, with a type its every cell has', () => {
    expect(written.map((file) => file.path)).toEqual(datasets.flatMap((dataset) => [`/data/${dataset.id}.csv`, datasetPackagePath(dataset.id)]));
    for (const [index, dataset] of datasets.entries()) {
      type Field = {name: string; type: string; title?: string};
      const descriptor = JSON.parse(written.find((file) => file.path === datasetPackagePath(dataset.id))!.text) as {
        profile: string;
        name: string;
        licenses: {name: string; path: string}[];
        resources: {name: string; path: string; profile: string; format: string; mediatype: string; schema: {fields: Field[]; primaryKey: string[]}}[];
      };
      expect(descriptor).toMatchObject({profile: 'tabular-data-package', name: dataset.id, licenses: [{name: dataset.license, path: expect.stringMatching(/^https:\/\//)}]});
      // A package's and a resource's name: lower case, digits, '-', '_', '.'.
      expect(descriptor.name).toMatch(/^[a-z0-9._-]+$/);
      const [resource, ...others] = descriptor.resources;
      expect(others).toEqual([]);
      expect(resource).toMatchObject({name: dataset.id, path: `${siteRoot}data/${dataset.id}.csv`, profile: 'tabular-data-resource', format: 'csv', mediatype: 'text/csv'});
      const lines = files[index]!.text.trimEnd().split('\r\n');
      const {fields, primaryKey} = resource!.schema;
      expect(fields.map((field) => field.name).join(',')).toBe(lines[0]);
      expect(fields.filter((field) => !['string', 'number', 'date'].includes(field.type))).toEqual([]);
      expect(fields.slice(4).map((field) => field.title)).toEqual(dataset.variables.map((variable) => variable.label));
      const cellProblems = lines.slice(1).flatMap((line, row) =>
        line.split(',').flatMap((cell, column) => {
          const type = fields[column]?.type;
          const fits = type === 'number' ? cell === '' || Number.isFinite(Number(cell)) : type === 'date' ? /^\d{4}-\d{2}-\d{2}$/.test(cell) : cell !== '';
          return fits ? [] : [`${dataset.id}.csv line ${row + 2}, column ${fields[column]?.name}: "${cell}" is not a ${type}`];
        }),
      );
      expect(cellProblems).toEqual([]);
      expect(primaryKey).toEqual(['station']);
      expect(new Set(lines.slice(1).map((line) => line.split(',')[0])).size).toBe(lines.length - 1);
    }
  });

  it('are written for every data set at /data/{id}.csv: the header row, then a row per station at its position, dated within the cruise', () => {
    expect(files.map((file) => file.path)).toEqual(datasets.map((dataset) => `/data/${dataset.id}.csv`));
    expect(datasetCsvPath('x')).toBe('/data/x.csv');
    for (const [index, file] of files.entries()) {
      const dataset = datasets[index]!;
      const stations = stationsOf(dataset.cruise);
      const lines = file.text.trimEnd().split('\r\n');
      expect(lines[0]).toBe(['station', 'latitude', 'longitude', 'date', ...dataset.variables.map(columnHeading)].join(','));
      expect(lines).toHaveLength(stations.length + 1);
      const byId = new Map(stations.map((station) => [station.id, station]));
      for (const line of lines.slice(1)) {
        const [id = '', lat, lng, date = ''] = line.split(',');
        const station = byId.get(id);
        expect({id, lat: Number(lat), lng: Number(lng)}).toEqual({id, lat: station?.lat, lng: station?.lng});
        const cruise = cruises.find((entry) => entry.id === dataset.cruise)!;
        expect(date >= cruise.startDate && date <= cruise.endDate).toBe(true);
      }
    }
  });

  it('name the data set, the file and the line of a bad values file', () => {
    const stations: Station[] = [
      {id: 'S01', lat: 21.5, lng: 91.9},
      {id: 'S02', lat: 21.6, lng: 91.95},
    ];
    const dataset = {id: 'test-set', variables: [{name: 'temperature', unit: '°C' as const, description: 'Temperature'}]};
    const csv = 'station,latitude,longitude,date,temperature (°C)\r\nS01,21.5,91.9,2024-01-01,25.1\r\nS02,21.6,91.95,2024-01-02,\r\n';
    expect(datasetCsv(dataset, stations, 'station,date,temperature\nS01,2024-01-01,25.1\nS02,2024-01-02,\n')).toBe(csv);
    expect(() => datasetCsv(dataset, stations, 'station,date,salinity\n')).toThrow('content/datasets/test-set.csv: the header must be "station,date,temperature"');
    expect(() => datasetCsv(dataset, stations, 'station,date,temperature\nS09,2024-01-01,25\n')).toThrow('line 2: station "S09" is not a station of the cruise');
    expect(() => datasetCsv(dataset, stations, 'station,date,temperature\nS01,2024-01-01,25\n')).toThrow('no row for station S02');
    expect(() => datasetCsv(dataset, stations, 'station,date,temperature\nS01,2024-01-01,warm\nS02,2024-01-01,1\n')).toThrow(
      'content/datasets/test-set.csv: line 2, column temperature: "warm" is not a number',
    );
    // A unit in the header must be the variable's.
    expect(datasetCsv(dataset, stations, 'station,date,temperature (°C)\nS01,2024-01-01,25.1\nS02,2024-01-02,\n')).toBe(csv);
    expect(() => datasetCsv(dataset, stations, 'station,date,temperature (°F)\nS01,2024-01-01,77\nS02,2024-01-02,\n')).toThrow(
      'content/datasets/test-set.csv: line 1, column temperature: the unit "°F" is not the variable\'s, "°C"',
    );
  });
});

describe('structured data', () => {
  const homeUrl = 'https://borl.ac.bd/';

  it('describes a cruise as an Event held in person at its working area, organised by the laboratory', () => {
    const cruise = cruises.find((entry) => entry.id === 'sundarbans-2023-09')!;
    const event = cruiseEvent(cruise, {pageUrl: `https://borl.ac.bd${detailPath('cruises', cruise.id)}`, homeUrl, site});
    expect(event).toMatchObject({
      '@type': 'Event',
      startDate: '2023-09-17',
      endDate: '2023-09-19',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {name: cruise.area.name, geo: {'@type': 'GeoCoordinates', latitude: cruise.area.lat, longitude: cruise.area.lng}},
      organizer: {'@type': 'ResearchOrganization', '@id': `${homeUrl}#organization`},
      url: `https://borl.ac.bd${listPath('cruises')}/sundarbans-2023-09`,
    });
  });

  it.each(cruises.map((cruise) => [cruise.id, cruise]))('gives the place of the %s cruise the postal address event results require: its port, in Bangladesh', (_id, cruise) => {
    const event = cruiseEvent(cruise, {pageUrl: `https://borl.ac.bd${detailPath('cruises', cruise.id)}`, homeUrl, site});
    expect(event).toMatchObject({location: {'@type': 'Place', address: {'@type': 'PostalAddress', addressLocality: cruise.port, addressCountry: 'BD'}}});
    expect(cruise.port.trim()).not.toBe('');
  });

  it('describes a data set with every field data-set search engines require and recommend, and cites creators, year, title, publisher, URL', () => {
    const dataset = datasetsWithCoverage()[0]!;
    const json = datasetStructuredData(dataset, {
      pageUrl: `https://borl.ac.bd${detailPath('datasets', dataset.id)}`,
      homeUrl,
      site,
      csvUrl: `https://borl.ac.bd/data/${dataset.id}.csv`,
      creators: [{name: 'A Person', url: 'https://borl.ac.bd/p/1'}],
      citation: 'A Person (2023). Title [Data set]. Laboratory. https://borl.ac.bd/x',
      catalogue: {name: 'Data and Repositories', url: `https://borl.ac.bd${listPath('datasets')}`},
    }) as unknown as Record<string, unknown>;
    const fields = ['name', 'description', 'creator', 'license', 'temporalCoverage', 'spatialCoverage', 'variableMeasured', 'distribution', 'citation', 'identifier', 'keywords'];
    for (const field of [...fields, 'isAccessibleForFree', 'includedInDataCatalog', 'url']) expect(json[field]).toBeDefined();
    expect(json.license).toBe('https://creativecommons.org/licenses/by/4.0/');
    expect(json.temporalCoverage).toBe(`${dataset.startDate}/${dataset.endDate}`);
    expect(json.spatialCoverage).toEqual({'@type': 'Place', geo: {'@type': 'GeoShape', box: geoShapeBox(dataset.box)}});
    expect(geoShapeBox({south: 21.4, west: 91.8, north: 21.6, east: 92})).toBe('21.4 91.8 21.6 92');
    expect(json.distribution).toEqual([{'@type': 'DataDownload', contentUrl: `https://borl.ac.bd/data/${dataset.id}.csv`, encodingFormat: 'text/csv'}]);
    expect(json.variableMeasured).toContainEqual({'@type': 'PropertyValue', propertyID: 'temperature', name: 'Water temperature', description: expect.any(String), unitText: '°C', unitCode: 'CEL'});
    // A unit UN/CEFACT has no code for is named by its text alone.
    expect(json.variableMeasured).toContainEqual({'@type': 'PropertyValue', propertyID: 'salinity', name: 'Salinity', description: expect.any(String), unitText: 'PSU'});
    expect(String(json.description).length).toBeGreaterThanOrEqual(50);
    expect(json.includedInDataCatalog).toMatchObject({'@type': 'DataCatalog', name: 'Data and Repositories'});
    const citation = datasetCitation({creators: ['A B', 'C D'], year: '2024', title: 'T', dataSetLabel: 'Data set', publisher: 'Lab', url: 'https://x/'});
    expect(citation).toBe('A B, C D (2024). T [Data set]. Lab. https://x/');
  });

  it("states the page's language on a data set or a cruise, a paper's own language, and none where schema.org has no such property", () => {
    const dataset = {'@type': 'Dataset', name: 'ডেটাসেট'};
    expect(withLanguage(dataset, 'bn-BD')).toEqual({...dataset, inLanguage: 'bn-BD'});
    expect(withLanguage({'@type': 'Event', name: 'সমুদ্রযাত্রা'}, 'bn-BD')).toMatchObject({inLanguage: 'bn-BD'});
    expect(withLanguage({'@type': 'ScholarlyArticle', inLanguage: 'en'}, 'bn-BD')).toEqual({'@type': 'ScholarlyArticle', inLanguage: 'en'});
    for (const type of ['Person', 'ResearchOrganization', 'JobPosting']) expect(withLanguage({'@type': type}, 'bn-BD')).toEqual({'@type': type});
  });
});

describe('the charts of a data set, drawn when the site is built', () => {
  const parseSvg = (svg: string) => new JSDOM(svg, {contentType: 'image/svg+xml'}).window.document;
  const stations: Station[] = ['S01', 'S02', 'S03', 'S04', 'S05', 'S06', 'S07'].map((id, index) => ({id, lat: 21.5 + index / 10, lng: 91.9}));
  const dataset = {
    id: 'test-set',
    variables: [
      {name: 'depth', unit: 'm' as const, description: 'Water depth at the station'},
      {name: 'salinity', label: 'Salinity', unit: 'PSU' as const, description: 'Practical salinity near the surface'},
      {name: 'turbidity', unit: 'NTU' as const, description: 'Turbidity'},
    ],
  };
  const values = [
    'station,date,depth,salinity (PSU),turbidity',
    'S01,2024-01-01,4.5,15.1,40',
    'S02,2024-01-01,12,18.25,95',
    'S03,2024-01-02,20,20.4,',
    'S04,2024-01-02,35,22,12',
    'S05,2024-01-03,18,24.8,60',
    'S06,2024-01-03,9,25.5,33',
    'S07,2024-01-04,6,26.0,41',
  ].join('\n');
  const rows = datasetValues(dataset, stations, values);

  /** The charts of one kind. */
  const ofKind = <K extends DatasetChart['kind']>(charts: readonly DatasetChart[], kind: K) => charts.filter((chart): chart is Extract<DatasetChart, {kind: K}> => chart.kind === kind);
  /** The files of one kind's charts. */
  const filesOf = (drawn: ReturnType<typeof datasetCharts>, kind: DatasetChart['kind']) => drawn.files.filter((file) => drawn.charts.some((chart) => chart.kind === kind && chart.file === file.path));

  it('says what each chart against the stations shows: a rise or fall from the first station to the last, or else the range', () => {
    const charts = ofKind(datasetCharts(dataset, rows, 'en-GB').charts, 'stations');
    expect(charts.map((chart) => [chart.variable, chart.finding.trend])).toEqual([
      ['depth', 'ranged'],
      ['salinity', 'rose'],
      ['turbidity', 'ranged'],
    ]);
    expect(charts[1]!.finding).toEqual({trend: 'rose', from: {station: 'S01', value: 15.1}, to: {station: 'S07', value: 26}});
    expect(charts[2]!.finding).toEqual({trend: 'ranged', from: {station: 'S04', value: 12}, to: {station: 'S02', value: 95}});
    expect(
      chartFinding([
        {station: 'A', value: 9},
        {station: 'B', value: 8},
        {station: 'C', value: 2},
      ]),
    ).toEqual({trend: 'fell', from: {station: 'A', value: 9}, to: {station: 'C', value: 2}});
    expect(chartFinding([{station: 'A', value: null}])).toBeUndefined();
    // Every station in sampling order, an unmeasured one as null; values written alike.
    expect(charts[2]!.values).toEqual([40, 95, null, 12, 60, 33, 41]);
    expect(charts[2]!.stations).toEqual(stations.map((station) => station.id));
    expect(charts.map((chart) => chart.decimals)).toEqual([1, 2, 0]);
    expect(charts.map((chart) => chart.file)).toEqual(['/data/charts/test-set/depth.svg', '/data/charts/test-set/salinity.svg', '/data/charts/test-set/turbidity.svg']);
  });

  it('draws each variable against the stations, depth downwards, with thinned station labels and the page’s digits', () => {
    expect(
      stationTicks(
        stations.map((station) => station.id),
        4,
      ),
    ).toEqual(['S01', 'S03', 'S05', 'S07']);
    const english = filesOf(datasetCharts(dataset, rows, 'en-GB'), 'stations');
    const bengali = filesOf(datasetCharts(dataset, rows, 'bn-BD'), 'stations');
    const svg = parseSvg(english[1]!.svg).documentElement;
    expect(svg.getAttribute('id')).toBe('chart');
    expect(svg.getAttribute('viewBox')).toBe(`0 0 ${chartSize.width} ${chartSize.height}`);
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    const ticks = (file: {svg: string}, axis: string) => [...parseSvg(file.svg).querySelectorAll(`g[aria-label="${axis}-axis tick label"] text`)].map((text) => text.textContent);
    // Seven stations: every name fits; of many, about five evenly spaced, the first and the last.
    expect(ticks(english[1]!, 'x')).toEqual(['S01', 'S02', 'S03', 'S04', 'S05', 'S06', 'S07']);
    expect(stationTicks(Array.from({length: 80}, (_, index) => `S${index + 1}`))).toEqual(['S1', 'S21', 'S41', 'S60', 'S80']);
    expect(ticks(english[1]!, 'y')).toEqual(['16', '18', '20', '22', '24', '26']);
    expect(ticks(bengali[1]!, 'y')).toEqual(['১৬', '১৮', '২০', '২২', '২৪', '২৬']);
    // Depth grows downwards: the smaller the depth, the higher its tick (a smaller y).
    expect(tickPositions(english[0]!.svg, 'y').length).toBeGreaterThan(2);
    expect(increasesDownwards(tickPositions(english[0]!.svg, 'y'))).toBe(true);
    // The marks take the page's colour; one dot per measured station.
    expect(english[2]!.svg).toContain('style="stroke:var(--site-chart-mark);"');
    expect(english[2]!.svg).not.toMatch(/(fill|stroke)="var\(/);
    expect(parseSvg(english[2]!.svg).querySelectorAll('g[aria-label="dot"] circle')).toHaveLength(6);
  });

  /** An axis's ticks: each value (Latin digits) and its position along the axis. */
  function tickPositions(svg: string, axis: 'x' | 'y'): {value: number; at: number}[] {
    return [...parseSvg(svg).querySelectorAll(`g[aria-label="${axis}-axis tick label"] text`)].map((text) => {
      const [x, y] = (/translate\(([\d.-]+),([\d.-]+)\)/.exec(text.getAttribute('transform') ?? '') ?? []).slice(1).map(Number);
      return {value: Number(text.textContent), at: axis === 'x' ? x! : y!};
    });
  }
  /** Whether the ticks' positions grow with their values (downwards on a y axis). */
  const increasesDownwards = (ticks: readonly {value: number; at: number}[]) => {
    const byValue = [...ticks].sort((a, b) => a.value - b.value);
    return byValue.every((tick, index) => index === 0 || tick.at > byValue[index - 1]!.at);
  };

  it('colours the station map by the key variable, the first but depth unless the data set names one, with a colour key in the page’s digits', () => {
    expect(keyVariable(dataset)).toBe('salinity');
    expect(keyVariable({...dataset, charts: {key: 'turbidity'}})).toBe('turbidity');
    const drawn = datasetCharts({...dataset, charts: {key: 'turbidity'}}, rows, 'bn-BD');
    const [map] = ofKind(drawn.charts, 'map');
    expect(drawn.charts[0]).toBe(map);
    expect(map).toMatchObject({variable: 'turbidity', file: '/data/charts/test-set/turbidity-map.svg', width: chartSize.width});
    // The finding names the lowest and the highest station.
    expect(map!.finding).toEqual({trend: 'ranged', from: {station: 'S04', value: 12}, to: {station: 'S02', value: 95}});
    const document = parseSvg(filesOf(drawn, 'map')[0]!.svg);
    expect(document.documentElement.getAttribute('viewBox')).toBe(`0 0 ${chartSize.width} ${map!.height}`);
    // Land from the coast data, six filled dots and one open (S03 has no turbidity).
    expect(document.querySelector('g[aria-label="geo"] path')?.getAttribute('d')?.length).toBeGreaterThan(100);
    const dots = [...document.querySelectorAll('g[aria-label="dot"] circle')];
    expect(dots).toHaveLength(7);
    expect(document.querySelectorAll('g[aria-label="dot"][fill="none"] circle')).toHaveLength(1);
    // Higher values take other colours than lower ones; the key's bounds are in Bengali digits.
    const fills = new Set(dots.map((dot) => dot.getAttribute('fill')).filter((fill) => fill !== null));
    expect(fills.size).toBeGreaterThanOrEqual(3);
    const keyLabels = [...document.querySelectorAll('svg > svg:first-child text')].map((text) => text.textContent ?? '').filter((label) => label !== '');
    expect(keyLabels.length).toBeGreaterThanOrEqual(3);
    for (const label of keyLabels) expect(label).toMatch(/^[০-৯.,]+$/);
  });

  it('draws every variable against station depth where the data set asks, and says how the shallower and the deeper half differ', () => {
    expect(ofKind(datasetCharts(dataset, rows, 'en-GB').charts, 'depth')).toEqual([]);
    const drawn = datasetCharts({...dataset, charts: {depth: true}}, rows, 'en-GB');
    const depth = ofKind(drawn.charts, 'depth');
    expect(depth.map((chart) => chart.variable)).toEqual(['salinity', 'turbidity']);
    // Sorted by depth: 4.5, 6, 9, 12 | 18, 20, 35 m; salinity 15.1, 26, 25.5, 18.25 | 24.8, 20.4, 22.
    expect(depth[0]!.finding.split).toBe(12);
    expect(depth[0]!.finding.shallow).toBeCloseTo(21.2125);
    expect(depth[0]!.finding.deep).toBeCloseTo(22.4);
    expect(depth[0]!.depths).toEqual([4.5, 12, 20, 35, 18, 9, 6]);
    expect(
      depthFinding(
        [
          {station: 'A', value: 1},
          {station: 'B', value: 2},
        ],
        [5, 5],
      ),
    ).toBeUndefined();
    // Depth is the vertical axis, deeper lower; the values run across.
    const svg = filesOf(drawn, 'depth')[0]!.svg;
    expect(increasesDownwards(tickPositions(svg, 'y'))).toBe(true);
    expect(Math.max(...tickPositions(svg, 'y').map((tick) => tick.value))).toBeGreaterThanOrEqual(35);
  });

  it('marks a variable’s reference value with a dashed line inside the drawn range', () => {
    const withReference = {...dataset, variables: dataset.variables.map((variable) => (variable.name === 'turbidity' ? {...variable, reference: {value: 5, label: 'limit'}} : variable))};
    const drawn = datasetCharts(withReference, rows, 'en-GB');
    const chart = ofKind(drawn.charts, 'stations').find((candidate) => candidate.variable === 'turbidity')!;
    expect(chart.reference).toEqual({value: 5, label: 'limit'});
    const svg = filesOf(drawn, 'stations').find((file) => file.path === chart.file)!.svg;
    const rule = parseSvg(svg).querySelector('g[aria-label="rule"]');
    expect(rule?.getAttribute('stroke-dasharray')).toBe('5 4');
    // The lowest value is 12: the axis reaches down to the reference.
    expect(Math.min(...tickPositions(svg, 'y').map((tick) => tick.value))).toBeLessThanOrEqual(5);
  });

  it('finds the campaigns of a programme that sampled the same stations, and draws each shared variable on the same axes', () => {
    const moved = stations.map((station, index) => (index < 5 ? station : {...station, lat: station.lat + 0.05}));
    const cruiseList = [
      {id: 'c-2024', programs: [3], stations},
      {id: 'c-2022', programs: [3, 4], stations},
      {id: 'c-other-programme', programs: [5], stations},
      {id: 'c-moved', programs: [3], stations: moved.slice(3)},
    ];
    const catalogue = [
      {id: 'test-set', cruise: 'c-2024'},
      {id: 'earlier', cruise: 'c-2022'},
      {id: 'elsewhere', cruise: 'c-other-programme'},
      {id: 'moved', cruise: 'c-moved'},
    ];
    // Same programme and stations; not another programme's; not one with two stations in common (S04, S05).
    expect(campaignsOf(catalogue[0]!, catalogue, cruiseList)).toEqual(['earlier']);
    const earlier = {id: 'earlier', variables: dataset.variables.slice(0, 2)};
    const earlierRows = datasetValues(earlier, stations, ['station,date,depth,salinity', ...stations.map((station, index) => `${station.id},2022-03-01,5,${10 + index}`)].join('\n'));
    const drawn = datasetCharts(dataset, rows, 'en-GB', {
      days: {startDate: '2024-01-01', endDate: '2024-01-04'},
      campaigns: [{dataset: earlier, startDate: '2022-03-01', endDate: '2022-03-02', rows: earlierRows}],
    });
    const [chart, ...others] = ofKind(drawn.charts, 'campaigns');
    // Only the variable both measured; station depth is the same at the same stations.
    expect(others).toEqual([]);
    expect(chart).toMatchObject({variable: 'salinity', file: '/data/charts/test-set/salinity-campaigns.svg', decimals: 2, finding: {count: 7}});
    expect(chart!.campaigns.map((campaign) => [campaign.dataset, campaign.current])).toEqual([
      ['earlier', false],
      ['test-set', true],
    ]);
    expect(chart!.campaigns[0]!.mean).toBeCloseTo(13);
    expect(chart!.campaigns[1]!.mean).toBeCloseTo((15.1 + 18.25 + 20.4 + 22 + 24.8 + 25.5 + 26) / 7);
    // Two lines, the other campaign's dashed.
    const svg = parseSvg(filesOf(drawn, 'campaigns')[0]!.svg);
    const lines = [...svg.querySelectorAll('g[aria-label="line"]')];
    expect(lines).toHaveLength(2);
    expect(lines.map((line) => line.getAttribute('stroke-dasharray'))).toEqual(['4 3', null]);
  });

  it('refuses a key or depth charts the data set cannot have', () => {
    const entry = datasets[0]!;
    expect(datasetSchema.safeParse({...entry, charts: {key: 'no_such_column'}}).error?.issues[0]?.message).toBe("charts.key must name one of the data set's variables");
    expect(datasetSchema.safeParse({...entry, variables: entry.variables.filter((variable) => variable.name !== 'depth'), charts: {depth: true}}).error?.issues[0]?.message).toBe(
      'charts.depth needs a depth variable (station depth in m)',
    );
  });
});
