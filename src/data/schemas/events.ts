/**
 * Schema of the laboratory events of `src/data/events.ts` (see that file's header for the
 * fields). `tests/unit/events.test.ts` checks every entry against it, and the people it names.
 *
 * It lives here, not next to the data, so that the Events page does not ship zod.
 */
import {z} from '../zod';
import {personIdSchema} from './people';
import {dhakaOffset, eventInterval, eventKinds, isAllDay, type LaboratoryEvent} from '../events';

/** An ISO calendar date that exists (`2027-02-30` does not). */
function realDate(value: string): boolean {
  const date = new Date(`${value.slice(0, 10)}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value.slice(0, 10));
}

/** A date-time in Bangladesh time, `YYYY-MM-DDTHH:mm+06:00`, or an all-day date `YYYY-MM-DD`. */
const eventTime = z
  .string()
  .regex(
    new RegExp(`^\\d{4}-\\d{2}-\\d{2}(T([01]\\d|2[0-3]):[0-5]\\d${dhakaOffset.replace('+', '\\+')})?$`),
    `must be a date-time in Bangladesh time, YYYY-MM-DDTHH:mm${dhakaOffset}, or a date, YYYY-MM-DD`,
  )
  .refine(realDate, 'must be a real calendar date');

const coordinates = {lat: z.number().min(-90).max(90).optional(), lng: z.number().min(-180).max(180).optional()};

/** Schema of one {@link LaboratoryEvent}. */
export const laboratoryEventSchema = z
  .strictObject({
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'id must be kebab-case'),
    kind: z.enum(eventKinds),
    title: z.string().min(5).max(120),
    description: z
      .string()
      .min(80)
      .max(1200)
      .refine((text) => text.split(/\n\s*\n/).length <= 2, 'description must be one or two paragraphs'),
    start: eventTime,
    end: eventTime,
    venue: z
      .strictObject({
        name: z.string().min(3),
        address: z.strictObject({street: z.string().min(3), city: z.string().min(2)}).optional(),
        ...coordinates,
      })
      .refine((venue) => (venue.lat === undefined) === (venue.lng === undefined), 'give both lat and lng, or neither')
      .optional(),
    online: z.strictObject({url: z.url({protocol: /^https$/}).optional()}).optional(),
    people: z.array(personIdSchema).min(1).optional(),
    registrationUrl: z
      .string()
      .refine((url) => /^https:\/\/\S+$/.test(url) || /^mailto:[^@\s]+@[^@\s]+$/.test(url), 'registrationUrl must be an https: URL or a mailto: address')
      .optional(),
    status: z.enum(['scheduled', 'cancelled']).optional(),
  })
  .refine((event) => event.venue !== undefined || event.online !== undefined, {message: 'give a venue, an online part, or both', path: ['venue']})
  .refine((event) => isAllDay(event) === (event.end.length === 10), {message: 'start and end must both be dates or both be date-times', path: ['end']})
  .refine((event) => !realDate(event.start) || !realDate(event.end) || eventInterval(event).end > eventInterval(event).start, {
    message: 'end must be after start (for dates: not before it)',
    path: ['end'],
  }) satisfies z.ZodType<LaboratoryEvent>;
