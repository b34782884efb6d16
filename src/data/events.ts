/**
 * Laboratory events: seminars, workshops, open days, training courses and public lectures,
 * listed on the Events page (`/who-we-are/visit-borl/events`, one anchor per event, `#<id>`)
 * under the shared calendar, and published as the iCalendar feed `calendar/events.ics`
 * (`plugins/site-files`).
 *
 * The entries below are sample content written for this site; replace them with the
 * laboratory's own.
 *
 * Each event is a Markdown file, `content/events/<id>.md` (pages sort events by start). The file
 * name is the id: kebab-case, e.g. `open-day-2027-03`; it becomes the event's anchor on the
 * Events page and its iCalendar UID, so do not change it once published. The body is the
 * description, one or two paragraphs. The front matter holds:
 * - `kind`: one of {@link eventKinds};
 * - `title`: the event's name, as on a poster;
 * - `start`, `end`: either both date-times in Bangladesh time with the offset written out,
 *   `'2026-12-03T10:00+06:00'` (minutes, no seconds), or both calendar dates for an all-day event,
 *   `'2027-02-20'`. `end` is inclusive for dates (a one-day event has `end` equal to `start`)
 *   and after `start` for date-times;
 * - `venue`: where it happens. For a room of the laboratory give its name only (`'Seminar
 *   Room'`): the laboratory's address and map point of `src/data/site.ts` are added. For a place
 *   elsewhere give `{street, city}` too, and `lat`/`lng` (decimal degrees) when a map pin helps;
 * - `online`: for an online or hybrid event, `{}` or `{url}` (the public link to join or watch);
 *   an event has a venue, an online part, or both;
 * - `people` (optional): ids of speakers, trainers or hosts in `content/people/`;
 * - `registrationUrl` (optional): an `https:` page or a `mailto:` address to register; a
 *   `mailto:` may carry an English `subject=` for the e-mail (`Ocean%20modelling%20workshop`).
 *   On a page in another language the Events page writes the subject in that language from the
 *   event's translated title ({@link withMailSubject}), so a copy never repeats the address;
 * - `status` (optional): `'cancelled'` keeps a cancelled event listed, marked as such.
 * The Bengali copy beside each file, `content/events/<id>.bn.md`, holds `title`, the venue's names and
 * the description. The build checks every file against `src/data/schemas/events.ts`.
 */

import type {LaboratoryEvent} from './schemas/events';

export type {EventStatus, EventVenue, LaboratoryEvent, OnlineAccess} from './schemas/events';

/** The kinds of event, a closed set (the page prints a translated label for each). */
export const eventKinds = ['seminar', 'workshop', 'open-day', 'training', 'public-lecture'] as const;

/** The kind of an event. */
export type EventKind = (typeof eventKinds)[number];

/** The laboratory's offset from UTC, as every date-time of an event writes it (Asia/Dhaka, no daylight saving). */
export const dhakaOffset = '+06:00';

/** The first and last instant of an event, in milliseconds since the epoch; `end` is exclusive. */
export type EventInterval = {start: number; end: number};

/**
 * An event's `start` and `end` as its file writes them (see {@link LaboratoryEvent}). Written out
 * rather than picked from that type because the schema that type is inferred from calls the
 * helpers below.
 */
type EventTimes = {start: string; end: string};

/** Whether an event is given as calendar dates (all day) rather than date-times. */
export function isAllDay(event: Pick<EventTimes, 'start'>): boolean {
  return event.start.length === 10;
}

/** The day after an ISO date (`2026-12-31` → `2027-01-01`). */
export function nextDay(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/**
 * When an event starts and ends: date-times as written, and an all-day event from midnight of
 * its first day to midnight after its last day, Bangladesh time.
 */
export function eventInterval(event: EventTimes): EventInterval {
  if (isAllDay(event)) {
    return {start: Date.parse(`${event.start}T00:00${dhakaOffset}`), end: Date.parse(`${nextDay(event.end)}T00:00${dhakaOffset}`)};
  }
  return {start: Date.parse(event.start), end: Date.parse(event.end)};
}

/**
 * An event's registration link with `subject` as the e-mail's subject: a `mailto:` address gets
 * it in place of the one it has (`mailto:a@b?subject=Course` → `mailto:a@b?subject=…`), other
 * fields of the address staying; an `https:` page is returned as it is. The subject is
 * percent-encoded as RFC 6068 asks (a space as `%20`, never `+`).
 */
export function withMailSubject(registrationUrl: string, subject: string): string {
  if (!registrationUrl.startsWith('mailto:')) return registrationUrl;
  const queryStart = registrationUrl.indexOf('?');
  const address = queryStart === -1 ? registrationUrl : registrationUrl.slice(0, queryStart);
  const others =
    queryStart === -1
      ? []
      : registrationUrl
          .slice(queryStart + 1)
          .split('&')
          .filter((field) => field !== '' && !/^subject=/i.test(field));
  return `${address}?${[`subject=${encodeURIComponent(subject)}`, ...others].join('&')}`;
}

/**
 * The events that have not ended at `now` (ongoing ones included), earliest first, and those
 * that have, latest first.
 *
 * @param now milliseconds since the epoch
 */
export function splitByTime(events: readonly LaboratoryEvent[], now: number): {upcoming: LaboratoryEvent[]; past: LaboratoryEvent[]} {
  const sorted = [...events].sort((a, b) => eventInterval(a).start - eventInterval(b).start);
  return {
    upcoming: sorted.filter((event) => eventInterval(event).end > now),
    past: sorted.filter((event) => eventInterval(event).end <= now).reverse(),
  };
}
