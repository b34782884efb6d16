/**
 * When an event takes place, as the Events page writes it in the page's language: the day (or
 * days) and, for an event given as date-times, its hours in Bangladesh time. English reads
 * 'Thursday, 3 December 2026' and '15:00–16:30'; Bengali gives the day in its own words and
 * digits ('বৃহস্পতিবার, ৩ ডিসেম্বর ২০২৬') and the hours as they are said, not on a 24-hour clock
 * ('বিকেল ৩টা থেকে সাড়ে ৪টা', `bengaliSpokenTime`). Days are computed from the written dates and
 * hours in the Asia/Dhaka zone, so the text is the same on the server and in any visitor's
 * browser, whatever its time zone.
 */
import {isAllDay, type LaboratoryEvent} from '@site/src/data/events';
import {bengaliSpokenTime, type ClockTime} from '@site/src/utils/bengaliTime';
import {formatDate} from '@site/src/utils/formatDate';

/** The laboratory's time zone, in which event hours are written. */
export const laboratoryTimeZone = 'Asia/Dhaka';

/** The day and hours of an event, as texts. */
export type EventWhen = {
  /** The day ('Thursday, 3 December 2026') or the days ('18–19 June 2025'). */
  days: string;
  /** Start and end hours in Bangladesh time ('15:00–16:30', 'বিকেল ৩টা থেকে সাড়ে ৪টা'); absent for an all-day event. */
  hours?: string;
};

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One cached formatter per locale and purpose: creating one is far slower than using one. */
function formatter(locale: string, purpose: 'weekday' | 'days' | 'hours'): Intl.DateTimeFormat {
  const key = `${locale}|${purpose}`;
  let found = formatters.get(key);
  if (!found) {
    const options: Record<typeof purpose, Intl.DateTimeFormatOptions> = {
      weekday: {weekday: 'long', timeZone: 'UTC'},
      days: {day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC'},
      hours: {hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: laboratoryTimeZone},
    };
    found = new Intl.DateTimeFormat(locale, options[purpose]);
    formatters.set(key, found);
  }
  return found;
}

/** The time of day of an event time in Bangladesh (`2026-12-03T15:00+06:00` → 15:00). */
function dhakaClockTime(eventTime: string): ClockTime {
  const parts = formatter('en-GB', 'hours').formatToParts(new Date(eventTime));
  const part = (type: 'hour' | 'minute') => Number(parts.find((candidate) => candidate.type === type)?.value);
  return {hours: part('hour'), minutes: part('minute')};
}

/** Midnight UTC of the calendar day an event time is written in (`2026-12-03T15:00+06:00` → 3 December). */
function dayOf(eventTime: string): Date {
  return new Date(`${eventTime.slice(0, 10)}T00:00:00Z`);
}

/**
 * A range of days ('29 November – 2 December 2026'), without the comma Intl puts before the
 * year in Bengali, as `formatDate` writes a single day. The thin spaces some Intl versions put
 * around the dash become ordinary ones, so the server's text and the browser's agree.
 */
function formatDays(first: Date, last: Date, locale: string): string {
  return formatter(locale, 'days')
    .formatRangeToParts(first, last)
    .map((part, index, parts) => (part.type === 'literal' && parts[index - 1]?.type === 'month' && parts[index + 1]?.type === 'year' ? part.value.replace(/^,\s*/, ' ') : part.value))
    .join('')
    .replace(/[\u2009\u202f]/g, ' ');
}

/**
 * When `event` takes place, in `locale` (a BCP 47 tag, as `useIntlLocale` gives): one day with
 * its weekday, or the first to the last day; hours from the start to the end time (for an event
 * over several days, the first day's start to the last day's end). In Bengali the hours are
 * written as spoken ({@link bengaliSpokenTime}); in other languages on the locale's 24-hour clock.
 *
 * @throws RangeError when `locale` is not a valid language tag
 */
export function eventWhen(event: Pick<LaboratoryEvent, 'start' | 'end'>, locale: string): EventWhen {
  const first = dayOf(event.start);
  const last = dayOf(event.end);
  const days = first.getTime() === last.getTime() ? `${formatter(locale, 'weekday').format(first)}, ${formatDate(event.start, locale)}` : formatDays(first, last, locale);
  if (isAllDay(event)) {
    return {days};
  }
  if (new Intl.Locale(locale).language === 'bn') {
    return {days, hours: bengaliSpokenTime(dhakaClockTime(event.start), dhakaClockTime(event.end))};
  }
  const hours = formatter(locale, 'hours');
  return {days, hours: `${hours.format(new Date(event.start))}–${hours.format(new Date(event.end))}`};
}
