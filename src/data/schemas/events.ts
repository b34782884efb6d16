/**
 * Schema of the laboratory events of `src/data/events.ts` (see that file's header for the
 * fields' rules), and the source of their types: {@link LaboratoryEvent}, {@link EventVenue},
 * {@link OnlineAccess} and {@link EventStatus} are inferred from it.
 * `tests/unit/events.test.ts` checks every entry against it, and the people it names.
 *
 * It lives here, not next to the data, so that the Events page does not ship zod.
 */
import {z} from '../zod';
import {personIdSchema} from './people';
import {dhakaOffset, eventInterval, eventKinds, isAllDay} from '../events';

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

/** Schema of an {@link EventVenue}: a name, an address outside the laboratory, both coordinates or neither. */
export const eventVenueSchema = z
  .strictObject({
    /** Room and building, or the place's name. */
    name: z.string().min(3),
    /** Street and city of a place outside the laboratory; absent: at the laboratory (`site.address`). */
    address: z.strictObject({street: z.string().min(3), city: z.string().min(2)}).optional(),
    /** Latitude, decimal degrees north (WGS 84). */
    lat: z.number().min(-90).max(90).optional(),
    /** Longitude, decimal degrees east (WGS 84). */
    lng: z.number().min(-180).max(180).optional(),
  })
  .refine((venue) => (venue.lat === undefined) === (venue.lng === undefined), 'give both lat and lng, or neither');

/** A place where an event is held. */
export type EventVenue = z.infer<typeof eventVenueSchema>;

/** Schema of an {@link OnlineAccess}. */
export const onlineAccessSchema = z.strictObject({
  /** Public link to join or watch; absent when the link is sent to those who register. */
  url: z.url({protocol: /^https$/}).optional(),
});

/** The online part of an event. */
export type OnlineAccess = z.infer<typeof onlineAccessSchema>;

/** Schema of an {@link EventStatus}. */
export const eventStatusSchema = z.enum(['scheduled', 'cancelled']);

/** Whether the event takes place as planned or was called off (it stays listed either way). */
export type EventStatus = z.infer<typeof eventStatusSchema>;

/** Schema of one {@link LaboratoryEvent}. */
export const laboratoryEventSchema = z
  .strictObject({
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'id must be kebab-case'),
    kind: z.enum(eventKinds),
    title: z.string().min(5).max(120),
    /** One or two paragraphs separated by a blank line. */
    description: z
      .string()
      .min(80)
      .max(1200)
      .refine((text) => text.split(/\n\s*\n/).length <= 2, 'description must be one or two paragraphs'),
    /** `YYYY-MM-DDTHH:mm+06:00`, or `YYYY-MM-DD` for an all-day event. */
    start: eventTime,
    /** Same form as `start`; for dates, the last day (inclusive). */
    end: eventTime,
    venue: eventVenueSchema.optional(),
    online: onlineAccessSchema.optional(),
    /** Ids of people of `content/people/` who speak, teach or host. */
    people: z.array(personIdSchema).min(1).optional(),
    /** Where to register: an `https:` URL or a `mailto:` address. */
    registrationUrl: z
      .string()
      .refine((url) => /^https:\/\/\S+$/.test(url) || /^mailto:[^@\s]+@[^@\s]+$/.test(url), 'registrationUrl must be an https: URL or a mailto: address')
      .optional(),
    /** Absent: scheduled. */
    status: eventStatusSchema.optional(),
  })
  .refine((event) => event.venue !== undefined || event.online !== undefined, {message: 'give a venue, an online part, or both', path: ['venue']})
  .refine((event) => isAllDay(event) === (event.end.length === 10), {message: 'start and end must both be dates or both be date-times', path: ['end']})
  .refine((event) => !realDate(event.start) || !realDate(event.end) || eventInterval(event).end > eventInterval(event).start, {
    message: 'end must be after start (for dates: not before it)',
    path: ['end'],
  });

/** An event of the laboratory (see the header of `src/data/events.ts` for each field's rules). */
export type LaboratoryEvent = z.infer<typeof laboratoryEventSchema>;
