/**
 * Schema of the cruises of `src/data/cruises.ts` (see that file's header for the fields).
 * `tests/unit/collections.test.ts` checks every entry against it.
 *
 * It lives here, not next to the data, so that the cruise pages do not ship zod.
 */
import {z} from '../zod';
import type {Cruise} from '../cruises';

/** Schema of one {@link Cruise}. Area points must lie in the northern Bay of Bengal. */
export const cruiseSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'id must be kebab-case'),
  date: z.string().regex(/^[A-Z][a-z]+ \d{4}( – [A-Z][a-z]+ \d{4})?$/, "date must read like 'October 2022'"),
  yearMonth: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'yearMonth must be YYYY-MM'),
  name: z.string().min(5),
  description: z.string().min(80).max(600),
  area: z.strictObject({
    name: z.string().min(3),
    lat: z.number().min(20).max(23.5),
    lng: z.number().min(88.5).max(92.7),
  }),
}) satisfies z.ZodType<Cruise>;
