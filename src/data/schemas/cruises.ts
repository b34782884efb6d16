/**
 * Schema of the cruises of `src/data/cruises.ts` (see that file's header for the fields).
 * `tests/unit/collections.test.ts` checks every entry against it.
 *
 * It lives here, not next to the data, so that the cruise pages do not ship zod.
 */
import {z} from '../zod';
import type {Cruise} from '../cruises';

/** An ISO calendar date, `YYYY-MM-DD`, that exists. */
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be an ISO date, YYYY-MM-DD')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, 'must be a real calendar date');

/** Schema of one {@link Cruise}. Area points must lie in the northern Bay of Bengal. */
export const cruiseSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'id must be kebab-case'),
  date: z.string().regex(/^[A-Z][a-z]+ \d{4}( – [A-Z][a-z]+ \d{4})?$/, "date must read like 'October 2022'"),
  yearMonth: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'yearMonth must be YYYY-MM'),
  startDate: isoDate,
  endDate: isoDate,
  name: z.string().min(5),
  description: z.string().min(80).max(600),
  area: z.strictObject({
    name: z.string().min(3),
    lat: z.number().min(20).max(23.5),
    lng: z.number().min(88.5).max(92.7),
  }),
})
  .refine((cruise) => cruise.startDate.startsWith(cruise.yearMonth), {message: 'startDate must fall in the month yearMonth', path: ['startDate']})
  .refine((cruise) => cruise.endDate >= cruise.startDate, {message: 'endDate must not be before startDate', path: ['endDate']}) satisfies z.ZodType<Cruise>;
