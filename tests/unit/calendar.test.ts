/**
 * @jest-environment node
 */
/** The iCalendar feeds of `plugins/site-files`, read back with ical.js. */
import ICAL from 'ical.js';
import {nextDay} from '@site/src/data/events';
import {cruises, laboratoryEvents} from '@site/tests/shared/collections';
import {detailPath} from '@site/src/collections';
import {pagePath} from '@site/src/navigation';
import {calendarText, cruiseEntry} from '@site/plugins/site-files/ics';
import {calendarFeeds, feedHeadersRule, feedPath} from '@site/plugins/site-files/feeds';
import {bangladeshUtcOffsetMs, buildDate, buildDay} from '@site/plugins/site-files/globalData';
import {feedFiles, feedStamp} from '@site/plugins/site-files';
import path from 'node:path';

const root = path.join(__dirname, '../..');
const siteRoot = 'https://borl.ac.bd/';
const files = feedFiles(root, siteRoot);

/** An X- property's text as calendar programs read it (ical.js leaves an unknown property's escapes in place). */
function unescaped(value: unknown): string {
  return String(value).replace(/\\([,;\\])/g, '$1');
}

/** The VEVENTs of a feed, by UID, with the calendar component. */
function parse(text: string): {calendar: ICAL.Component; events: Map<string, ICAL.Event>; count: number} {
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  const vevents = calendar.getAllSubcomponents('vevent');
  const events = new Map(
    vevents.map((vevent) => {
      const event = new ICAL.Event(vevent);
      return [event.uid, event] as const;
    }),
  );
  return {calendar, events, count: vevents.length};
}

describe('the cruises feed', () => {
  const text = files.get(feedPath('cruises')) ?? '';
  const {calendar, events, count} = parse(text);

  it('names its calendar and holds one VEVENT per cruise, each with its own UID', () => {
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe(calendarFeeds.cruises.name);
    expect(unescaped(calendar.getFirstPropertyValue('x-wr-caldesc'))).toBe(calendarFeeds.cruises.description);
    expect(count).toBe(cruises.length);
    expect([...events.keys()].sort()).toEqual(cruises.map((cruise) => `${cruise.id}@borl.ac.bd`).sort());
  });

  it.each(cruises.map((cruise) => [cruise.id, cruise]))('%s: all day from its first day to the day after its last, at its area, linking its page', (id, cruise) => {
    const event = events.get(`${id}@borl.ac.bd`)!;
    expect(event.startDate.isDate).toBe(true);
    expect(event.startDate.toString()).toBe(cruise.startDate);
    expect(event.endDate.toString()).toBe(nextDay(cruise.endDate));
    expect(event.summary).toBe(cruise.name);
    expect(event.description).toBe(cruise.description);
    expect(event.location).toBe(cruise.area.name);
    expect(event.component.getFirstPropertyValue('geo')).toEqual([cruise.area.lat, cruise.area.lng]);
    expect(event.component.getFirstPropertyValue('url')).toBe(`https://borl.ac.bd${detailPath('cruises', id)}`);
  });
});

describe('the events feed', () => {
  const text = files.get(feedPath('events')) ?? '';
  const {events, count} = parse(text);

  it.each(laboratoryEvents.map((entry) => [entry.id, entry]))('%s: one VEVENT, with its times, title, status and anchor on the Events page', (id, entry) => {
    expect([count, events.size]).toEqual([laboratoryEvents.length, laboratoryEvents.length]);
    const event = events.get(`${id}@borl.ac.bd`)!;
    expect(event.summary).toBe(entry.title);
    expect(event.component.getFirstPropertyValue('url')).toBe(`https://borl.ac.bd${pagePath('events')}#${id}`);
    expect(event.component.getFirstPropertyValue('status')).toBe(entry.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED');
    if (entry.start.length === 10) {
      expect(event.startDate.isDate).toBe(true);
      expect(event.startDate.toString()).toBe(entry.start);
      expect(event.endDate.toString()).toBe(nextDay(entry.end));
    } else {
      expect(event.startDate.toJSDate().getTime()).toBe(Date.parse(entry.start));
      expect(event.endDate.toJSDate().getTime()).toBe(Date.parse(entry.end));
    }
  });
});

describe('feeds', () => {
  it('are the same file for the same data (DTSTAMP follows the data, not the clock), in one folder served as iCalendar', () => {
    expect(feedFiles(root, siteRoot)).toEqual(files);
    expect(feedStamp(root, ['src/data/cruises.ts'], {SOURCE_DATE_EPOCH: '1767225600'})).toBe(1767225600000);
    const stamps = [...files.values()].flatMap((text) => [...text.matchAll(/^DTSTAMP:(\S+)\r$/gm)].map((match) => match[1]));
    expect(new Set(stamps).size).toBeLessThanOrEqual(Object.keys(calendarFeeds).length);
    // They live in one folder, served as UTF-8 iCalendar by one header rule under the base URL.
    expect(feedHeadersRule('/borl/')).toBe('/borl/calendar/*\n  Content-Type: text/calendar; charset=utf-8');
    expect(Object.keys(calendarFeeds).map((name) => feedPath(name as keyof typeof calendarFeeds))).toEqual(['calendar/events.ics', 'calendar/cruises.ics']);
  });

  it('fold every line at 75 octets of UTF-8, continuing after a space', () => {
    for (const [file, text] of files) {
      const lines = text.split('\r\n');
      expect(lines.filter((line) => Buffer.byteLength(line, 'utf8') > 75).map((line) => `${file}: ${line}`)).toEqual([]);
      expect(lines.filter((line) => /^\t/.test(line)).map((line) => `${file}: ${line}`)).toEqual([]);
    }
  });

  it('fold Bengali text by octets without splitting a character, unfold to the same text, and escape the calendar description', () => {
    const title = 'সুন্দরবনের নদী ও খালে তিন দিনের সমুদ্রযাত্রা: পানি, পলি ও প্লাংকটনের নমুনা 🐬';
    const description = 'বঙ্গোপসাগর সমুদ্র গবেষণাগারের দল ৩৪টি স্থানে ১৩০ কিলোমিটার জুড়ে কাজ করেছে; পাঁচটি দল: ভেজা গবেষণাগার, প্লাংকটন, তলদেশ, উদ্ভিদ ও বন্যপ্রাণী।';
    const entry = {...cruiseEntry(cruises[0]!, {siteRoot, host: 'borl.ac.bd', stamp: 0}), title, description};
    const text = calendarText({name: 'পরীক্ষা', description}, [entry]);
    const lines = text.split('\r\n');
    expect(lines.filter((line) => Buffer.byteLength(line, 'utf8') > 75)).toEqual([]);
    // A line that ended inside a character would not survive UTF-8 (a lone surrogate becomes U+FFFD).
    expect(lines.filter((line) => Buffer.from(line, 'utf8').toString('utf8') !== line)).toEqual([]);
    expect(lines.filter((line) => line.startsWith(' ')).length).toBeGreaterThan(6);
    const {calendar, events} = parse(text);
    expect(unescaped(calendar.getFirstPropertyValue('x-wr-caldesc'))).toBe(description);
    expect(events.get(entry.uid!)?.summary).toBe(title);
    expect(events.get(entry.uid!)?.description).toBe(description);
    // The calendar description is escaped.
    const escaped = new ICAL.Component(ICAL.parse(calendarText({name: 'Test', description: 'a; b, c'}, [])) as unknown[]);
    expect(escaped.getFirstPropertyValue('x-wr-caldesc')).toBe('a\\; b\\, c');
    expect(unescaped(escaped.getFirstPropertyValue('x-wr-caldesc'))).toBe('a; b, c');
  });
});

describe('the build day', () => {
  it('is the start of the day in Bangladesh time, so builds of one day give the same bundle', () => {
    expect(new Date(buildDay(Date.parse('2026-11-26T20:30:00Z'))).toISOString()).toBe('2026-11-26T18:00:00.000Z');
    expect(new Date(buildDay(Date.parse('2026-11-26T17:59:59Z'))).toISOString()).toBe('2026-11-25T18:00:00.000Z');
    expect(buildDay(Date.parse('2026-11-26T18:00:00Z'))).toBe(buildDay(Date.parse('2026-11-27T17:59:59.999Z')));
    expect(new Date(buildDay(Date.parse('2026-11-26T09:00:00Z')) + bangladeshUtcOffsetMs).toISOString().slice(0, 10)).toBe('2026-11-26');
    expect(buildDate(buildDay(Date.parse('2026-11-26T20:30:00Z')))).toBe('2026-11-27');
  });
});
