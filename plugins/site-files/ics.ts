/**
 * iCalendar (RFC 5545) text of the laboratory's feeds, made with the `ics` package: one VEVENT
 * per laboratory event or cruise, with a stable UID (`{id}@{site host}`), the page that tells
 * more as URL, and a DTSTAMP given by the caller, so that the same data gives the same file.
 * Lines are folded at 75 octets of UTF-8, as the RFC asks (`ics` counts characters).
 *
 * Times: an event given as date-times is written in UTC (`DTSTART:20261203T090000Z`), which
 * every calendar program shows in its own zone without a VTIMEZONE block; an all-day event or a
 * cruise is written as dates (`DTSTART;VALUE=DATE:20230917`), its DTEND the day after its last
 * day, as RFC 5545 counts it (exclusive).
 */
import {createEvents, type DateArray, type EventAttributes} from 'ics';
import {detailPath} from '../../src/collections';
import {pagePath} from '../../src/navigation';
import {site} from '../../src/data/site';
import {readCollection} from '../collections/entryFiles';
import {isAllDay, nextDay, type LaboratoryEvent} from '../../src/data/events';
import type {Cruise} from '../../src/data/cruises';

/** What every VEVENT of a build shares. */
export type FeedContext = {
  /** Absolute URL of the site's root for the default locale, ending in `/` (`https://borl.ac.bd/`). */
  siteRoot: string;
  /** The right-hand side of every UID: the site's host name (`borl.ac.bd`). */
  host: string;
  /** DTSTAMP of every VEVENT, milliseconds since the epoch. */
  stamp: number;
};

/**
 * One VEVENT as `ics` takes it, with its DTSTAMP: `ics` reads `timestamp` (and would write the
 * current time without it) though its type does not declare it.
 */
export type FeedEntry = EventAttributes & {timestamp: number};

/** The calendar-wide properties of a feed. */
export type FeedHeader = {
  /** X-WR-CALNAME: the name a calendar program gives the subscription. */
  name: string;
  /** X-WR-CALDESC: one sentence. */
  description: string;
};

/** The absolute URL of a site path (no base URL) under `siteRoot`. */
export function siteUrl(siteRoot: string, path: string): string {
  return `${siteRoot.replace(/\/$/, '')}${path}`;
}

/** `[year, month, day]` of an ISO date, as `ics` takes an all-day date. */
function dateArray(isoDate: string): DateArray {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return [year, month, day];
}

/** Octets of one character in UTF-8. */
function utf8Length(character: string): number {
  const codePoint = character.codePointAt(0) ?? 0;
  return codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;
}

/** TEXT as iCalendar writes it: backslash, semicolon, comma and line breaks escaped (RFC 5545, 3.3.11). */
function escapeText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/**
 * A content line folded as RFC 5545 (3.1) asks: at most 75 octets of UTF-8 per line, each
 * continuation after a line break and one space. A character is never split: a Bengali letter
 * takes three octets, so a line of Bengali breaks after at most 25 of them.
 */
function foldLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    // The first line holds 75 octets, each continuation (after its leading space) 74.
    if (octets + utf8Length(character) > (lines.length === 0 ? 75 : 74)) {
      lines.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += utf8Length(character);
  }
  lines.push(current);
  return lines.join('\r\n ');
}

/**
 * The iCalendar text of a feed: its header and one VEVENT per entry.
 *
 * @throws when `ics` rejects an entry (the message names the feed)
 */
export function calendarText(header: FeedHeader, entries: readonly FeedEntry[]): string {
  const {error, value} = createEvents([...entries], {
    productId: `-//${site.name}//${header.name}//EN`,
    method: 'PUBLISH',
    calName: header.name,
  });
  if (error || !value) {
    throw new Error(`Calendar feed "${header.name}": ${error?.message ?? 'no output'}`);
  }
  // `ics` folds at 75 characters, not octets, so a line with letters of several octets runs
  // past the limit: its lines are unfolded and folded again. It also writes no calendar
  // description, which goes after the calendar's name.
  const lines = value.replace(/\r\n[ \t]/g, '').split('\r\n');
  return lines
    .flatMap((line) => (line.startsWith('X-WR-CALNAME:') ? [line, `X-WR-CALDESC:${escapeText(header.description)}`] : [line]))
    .map(foldLine)
    .join('\r\n');
}

/** The postal address of the laboratory, on one line. */
function laboratoryAddress(): string {
  return `${site.address.street}, ${site.address.city} ${site.address.postalCode}, ${site.address.country}`;
}

/** Where an event happens, on one line: the venue and its address, and/or 'Online'. */
export function eventLocation(event: LaboratoryEvent): string {
  const venue = event.venue ? `${event.venue.name}, ${event.venue.address ? `${event.venue.address.street}, ${event.venue.address.city}, ${site.address.country}` : laboratoryAddress()}` : undefined;
  return [venue, event.online ? 'Online' : undefined].filter(Boolean).join(' and ');
}

/**
 * The VEVENT of a laboratory event: its title and description, the people who speak or teach
 * and where to register added to the description, the venue (the laboratory's address and map
 * point when it is held there), and its anchor on the Events page as URL.
 */
export function laboratoryEventEntry(event: LaboratoryEvent, context: FeedContext): FeedEntry {
  const names = new Map(readCollection('people').map((person) => [person.id, person.name]));
  const people = (event.people ?? []).flatMap((id) => names.get(String(id)) ?? []);
  const description = [
    event.description,
    people.length > 0 ? `With ${people.join(', ')}.` : '',
    event.registrationUrl ? `Registration: ${event.registrationUrl}` : '',
    event.online?.url ? `Online: ${event.online.url}` : '',
  ]
    .filter(Boolean)
    .join('\n\n');
  const point = event.venue ? (event.venue.address ? event.venue : site.mapCentre) : undefined;
  const allDay = isAllDay(event);
  return {
    uid: `${event.id}@${context.host}`,
    title: event.title,
    description,
    start: allDay ? dateArray(event.start) : Date.parse(event.start),
    end: allDay ? dateArray(nextDay(event.end)) : Date.parse(event.end),
    startInputType: 'utc',
    startOutputType: 'utc',
    location: eventLocation(event),
    ...(point?.lat !== undefined && point.lng !== undefined ? {geo: {lat: point.lat, lon: point.lng}} : {}),
    url: `${siteUrl(context.siteRoot, pagePath('events'))}#${event.id}`,
    status: event.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED',
    organizer: {name: site.name, email: site.email},
    timestamp: context.stamp,
  };
}

/**
 * The VEVENT of a cruise: all day from its first day to the day after its last, at its working
 * area (name and point), with its page as URL. Marked free time (TRANSP:TRANSPARENT): a
 * subscriber's calendar should not show a week at sea as busy.
 */
export function cruiseEntry(cruise: Cruise, context: FeedContext): FeedEntry {
  return {
    uid: `${cruise.id}@${context.host}`,
    title: cruise.name,
    description: cruise.description,
    start: dateArray(cruise.startDate),
    end: dateArray(nextDay(cruise.endDate)),
    location: cruise.area.name,
    geo: {lat: cruise.area.lat, lon: cruise.area.lng},
    url: siteUrl(context.siteRoot, detailPath('cruises', cruise.id)),
    status: 'CONFIRMED',
    transp: 'TRANSPARENT',
    timestamp: context.stamp,
  };
}
