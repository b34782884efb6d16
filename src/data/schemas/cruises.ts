/**
 * Schema of the cruises (`content/cruises/`; `src/data/cruises.ts` describes the files), and
 * the source of their types: {@link Station}, {@link Cruise} and {@link CruiseWithStations} are
 * inferred from it. `tests/unit/collections.test.ts` checks every entry against it.
 *
 * It lives here, not next to the data, so that the cruise pages do not ship zod.
 */
import {z} from '../zod';
import {personIdSchema} from './people';

/** An ISO calendar date, `YYYY-MM-DD`, that exists. */
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be an ISO date, YYYY-MM-DD')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, 'must be a real calendar date');

/** The northern Bay of Bengal, where every cruise's area and stations must lie (decimal degrees). */
export const northernBayOfBengal = {south: 20, west: 88.5, north: 23.5, east: 92.7} as const;

const latitude = z.number().min(northernBayOfBengal.south).max(northernBayOfBengal.north);
const longitude = z.number().min(northernBayOfBengal.west).max(northernBayOfBengal.east);

/** Schema of one {@link Station}: an id like `S01`, a position in the northern Bay of Bengal, a depth in metres. */
export const stationSchema = z.strictObject({
  /** Station id, unique within its cruise, e.g. `S01`. */
  id: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, 'station id must be letters, digits, "-" or "_", e.g. S01'),
  /** Latitude, decimal degrees north (WGS 84). */
  lat: latitude,
  /** Longitude, decimal degrees east (WGS 84). */
  lng: longitude,
  /** Water depth at the station, in metres, when it was recorded. */
  depthM: z.number().positive().max(3000).optional(),
});

/** One sampling station of a cruise (`stations` of the cruise's file). */
export type Station = z.infer<typeof stationSchema>;

/** Schema of a cruise's station list: at least one station, ids unique within the cruise. */
export const stationListSchema = z
  .array(stationSchema)
  .min(1, 'a cruise needs at least one station')
  .superRefine((stations, context) => {
    const seen = new Set<string>();
    stations.forEach((station, index) => {
      if (seen.has(station.id)) {
        context.addIssue({code: 'custom', message: `station id "${station.id}" is used twice`, path: [index, 'id']});
      }
      seen.add(station.id);
    });
  });

const cruiseFields = {
  /** Kebab-case, unique; the last segment of the cruise's page. */
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'id must be kebab-case'),
  /** First day of the cruise, ISO `YYYY-MM-DD`. */
  startDate: isoDate,
  /** Last day of the cruise (inclusive), ISO `YYYY-MM-DD`, not before `startDate`. */
  endDate: isoDate,
  /** Cruise or expedition name. */
  name: z.string().min(5),
  /** One short paragraph: where, what was sampled, how many stations. */
  description: z.string().min(80).max(600),
  /** The working area: its name and a representative point, decimal degrees (WGS 84). */
  area: z.strictObject({
    name: z.string().min(3),
    lat: latitude,
    lng: longitude,
  }),
  /** The vessel or boat and its kind, as printed on the cruise's page. */
  vessel: z.string().min(5).max(160),
  /** The town of Bangladesh the cruise sailed from, its port of departure ('Teknaf'). */
  port: z.string().min(3).max(40),
  /** Ids of the people on board (`content/people/`), the cruise leader first. */
  participants: z.array(personIdSchema).min(1),
  // A programme's id is its file's number; written bare (`[3]`) or as the web editor writes it (`['3']`).
  /** Ids of the programmes the cruise served (`content/programs/`). */
  programs: z.array(z.union([z.number(), z.string()]).transform(Number).pipe(z.number().int().positive())),
};

const endNotBeforeStart = {message: 'endDate must not be before startDate', path: ['endDate']};

/** Schema of one {@link Cruise}. Area points must lie in the northern Bay of Bengal. */
export const cruiseSchema = z.strictObject(cruiseFields).refine((cruise) => cruise.endDate >= cruise.startDate, endNotBeforeStart);

/** A cruise or expedition of the laboratory. */
export type Cruise = z.infer<typeof cruiseSchema>;

/** Schema of a cruise's page entry: the cruise and its stations (checked by the collections plugin at build time). */
export const cruiseWithStationsSchema = z
  .strictObject({
    ...cruiseFields,
    /** The cruise's sampling stations, in sampling order. */
    stations: stationListSchema,
  })
  .refine((cruise) => cruise.endDate >= cruise.startDate, endNotBeforeStart);

/** A cruise with its stations: the entry of the cruise's page (the collections plugin joins them). */
export type CruiseWithStations = z.infer<typeof cruiseWithStationsSchema>;
