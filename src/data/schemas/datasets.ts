/**
 * Schema of the data sets (`content/datasets/`; `src/data/datasets.ts` describes the files) and
 * of a data set page's entry (the data set with its coverage, `src/data/datasetCoverage.ts`),
 * and the source of their types ({@link Dataset}, {@link DatasetWithCoverage} and their parts).
 * `tests/unit/datasets.test.ts` checks every data set against it, and the collections plugin
 * every page entry at build time. It lives here, not next to the data, so pages do not ship zod.
 */
import {z} from '../zod';
import {personIdSchema} from './people';
import {datasetUnits} from '../datasets';
import {northernBayOfBengal} from './cruises';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be an ISO date, YYYY-MM-DD');

/** Schema of one measured variable. */
export const datasetVariableSchema = z.strictObject({
  /** Column name in the values file and in the CSV download, e.g. `temperature`. */
  name: z.string().regex(/^[a-z][a-z0-9_]*$/, 'a variable name is a CSV column: lower case, digits and "_"'),
  /**
   * The short name a chart's axis and a table's heading show, before the unit (translated per
   * locale): at most 24 characters, sentence case, without the unit, e.g. `Water temperature`;
   * one variable name has one label across the catalogue. Default: the description.
   */
  label: z
    .string()
    .min(1, "a variable's label must not be empty: leave it out to show the description")
    .max(24, 'a variable\'s label is at most 24 characters: the short name on a chart\'s axis, without the unit (e.g. "Water temperature")')
    .optional(),
  /** Unit as printed in English, one of {@link datasetUnits}: `°C`, `PSU`, `mg/L`, `m`, `%`, …. */
  unit: z.enum(datasetUnits),
  /** What is measured, in one phrase (translated per locale). */
  description: z.string().min(5),
  /**
   * A value the variable's charts mark with a dashed line, in the variable's unit, and what it
   * is (translated per locale), e.g. `{value: 2, label: hypoxia threshold}` for dissolved
   * oxygen: below 2 mg/L most animals cannot live.
   */
  reference: z
    .strictObject({
      value: z.number(),
      label: z.string().min(3).max(40, 'a reference\'s label is at most 40 characters, e.g. "hypoxia threshold"'),
    })
    .optional(),
});

/** A measured variable of a data set. */
export type DatasetVariable = z.infer<typeof datasetVariableSchema>;

/** Schema of a data set's {@link DatasetCharts}. */
export const datasetChartsSchema = z.strictObject({
  /**
   * The variable the station map is coloured by and the data set's chart on its cruise's page
   * shows, the one that tells most of what the cruise found. Default: the first variable that
   * is not `depth`.
   */
  key: z.string().optional(),
  /**
   * Whether every variable is also drawn against station depth: for data sampled across a range
   * of depths (a canyon's slope, a reef from its flat to its foot). Default: false.
   */
  depth: z.boolean().optional(),
});

/**
 * How a data set's measurements are drawn (`plugins/collections/datasetCharts.ts`): every
 * variable against the stations in sampling order, and the station map coloured by one variable.
 */
export type DatasetCharts = z.infer<typeof datasetChartsSchema>;

const datasetFields = {
  /** Kebab-case, unique; the page's last segment and the name of the data set's files. */
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'id must be kebab-case'),
  title: z.string().min(10).max(200),
  /** 50 to 5,000 characters. */
  description: z.string().min(50, 'description must be at least 50 characters (data-set search engines ask for it)').max(5000),
  /** Id of the cruise that collected the data (`content/cruises/`). */
  cruise: z.string().min(1),
  /** Ids of the creators (`content/people/`), in citation order. */
  creators: z.array(personIdSchema).min(1),
  variables: z
    .array(datasetVariableSchema)
    .min(1)
    .refine((list) => new Set(list.map((variable) => variable.name)).size === list.length, 'variable names must be unique'),
  keywords: z.array(z.string().min(2)).min(1),
  license: z.literal('CC-BY-4.0'),
  /** Publication day, ISO `YYYY-MM-DD`. */
  released: isoDate,
  /** Which charts the data set's page draws beyond the default ({@link DatasetCharts}). */
  charts: datasetChartsSchema.optional(),
};

/** Schema of one {@link Dataset}. */
export const datasetSchema = z
  .strictObject(datasetFields)
  .refine((dataset) => dataset.charts?.key === undefined || dataset.variables.some((variable) => variable.name === dataset.charts?.key), {
    message: "charts.key must name one of the data set's variables",
    path: ['charts', 'key'],
  })
  .refine((dataset) => !dataset.charts?.depth || dataset.variables.some((variable) => variable.name === 'depth'), {
    message: 'charts.depth needs a depth variable (station depth in m)',
    path: ['charts', 'depth'],
  });

/** A data set of the catalogue. */
export type Dataset = z.infer<typeof datasetSchema>;

const latitude = z.number().min(northernBayOfBengal.south).max(northernBayOfBengal.north);
const longitude = z.number().min(northernBayOfBengal.west).max(northernBayOfBengal.east);

/** Schema of a data set page's entry: the data set, its days and the bounding box of its stations. */
export const datasetWithCoverageSchema = z
  .strictObject({
    ...datasetFields,
    /** First day of the cruise, ISO `YYYY-MM-DD`. */
    startDate: isoDate,
    /** Last day of the cruise, ISO `YYYY-MM-DD`. */
    endDate: isoDate,
    /** The bounding box of the cruise's stations. */
    box: z.strictObject({south: latitude, west: longitude, north: latitude, east: longitude}),
    /** How many stations the data set has rows for (all of its cruise's). */
    stationCount: z.number().int().positive(),
  })
  .refine((entry) => entry.box.south <= entry.box.north && entry.box.west <= entry.box.east, {
    message: 'box must have south ≤ north and west ≤ east',
    path: ['box'],
  });

/** A data set with what it covers: the entry of its page. */
export type DatasetWithCoverage = z.infer<typeof datasetWithCoverageSchema>;
