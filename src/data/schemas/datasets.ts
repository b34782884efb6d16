/**
 * Schema of the data sets (`content/datasets/`; `src/data/datasets.ts` describes the fields) and
 * of a data set page's entry (the data set with its coverage, `src/data/datasetCoverage.ts`).
 * `tests/unit/datasets.test.ts` checks every data set against it, and the collections plugin
 * every page entry at build time. It lives here, not next to the data, so pages do not ship zod.
 */
import {z} from '../zod';
import {personIdSchema} from './people';
import {datasetUnits, type Dataset} from '../datasets';
import type {DatasetWithCoverage} from '../datasetCoverage';
import {northernBayOfBengal} from './cruises';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be an ISO date, YYYY-MM-DD');

/** Schema of one measured variable. */
export const datasetVariableSchema = z.strictObject({
  name: z.string().regex(/^[a-z][a-z0-9_]*$/, 'a variable name is a CSV column: lower case, digits and "_"'),
  label: z
    .string()
    .min(1, "a variable's label must not be empty: leave it out to show the description")
    .max(24, 'a variable\'s label is at most 24 characters: the short name on a chart\'s axis, without the unit (e.g. "Water temperature")')
    .optional(),
  unit: z.enum(datasetUnits),
  description: z.string().min(5),
  reference: z
    .strictObject({
      value: z.number(),
      label: z.string().min(3).max(40, 'a reference\'s label is at most 40 characters, e.g. "hypoxia threshold"'),
    })
    .optional(),
});

const datasetFields = {
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'id must be kebab-case'),
  title: z.string().min(10).max(200),
  description: z.string().min(50, 'description must be at least 50 characters (data-set search engines ask for it)').max(5000),
  cruise: z.string().min(1),
  creators: z.array(personIdSchema).min(1),
  variables: z
    .array(datasetVariableSchema)
    .min(1)
    .refine((list) => new Set(list.map((variable) => variable.name)).size === list.length, 'variable names must be unique'),
  keywords: z.array(z.string().min(2)).min(1),
  license: z.literal('CC-BY-4.0'),
  released: isoDate,
  charts: z
    .strictObject({
      key: z.string().optional(),
      depth: z.boolean().optional(),
    })
    .optional(),
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
  }) satisfies z.ZodType<Dataset>;

const latitude = z.number().min(northernBayOfBengal.south).max(northernBayOfBengal.north);
const longitude = z.number().min(northernBayOfBengal.west).max(northernBayOfBengal.east);

/** Schema of a data set page's entry: the data set, its days and the bounding box of its stations. */
export const datasetWithCoverageSchema = z
  .strictObject({
    ...datasetFields,
    startDate: isoDate,
    endDate: isoDate,
    box: z.strictObject({south: latitude, west: longitude, north: latitude, east: longitude}),
    stationCount: z.number().int().positive(),
  })
  .refine((entry) => entry.box.south <= entry.box.north && entry.box.west <= entry.box.east, {
    message: 'box must have south ≤ north and west ≤ east',
    path: ['box'],
  }) satisfies z.ZodType<DatasetWithCoverage>;
