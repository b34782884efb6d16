import {readFileSync} from 'node:fs';
import path from 'node:path';
import {eventInterval, splitByTime, withMailSubject, type LaboratoryEvent} from '@site/src/data/events';
import {root} from '@site/tests/shared/files';
import {laboratoryEventSchema} from '@site/src/data/schemas/events';
import {findPerson, laboratoryEvents, people} from '@site/tests/shared/collections';
import {site} from '@site/src/data/site';
import {detailPath} from '@site/src/collections';
import {eventWhen} from '@site/src/pages/who-we-are/visit-borl/_components/EventList/format';
import {eventStructuredData} from '@site/src/pages/who-we-are/visit-borl/_components/EventList/structuredData';
import {duplicates, schemaProblems, type Collection} from './helpers/review';

/** A schema.org object's fields, to read them in a test. */
function fieldsOf(data: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(data));
}

const eventsFile: Collection = {label: 'event', file: 'src/data/events.ts'};
/** The day the sample content was written: some events lie before it, some after. */
const contentDate = Date.parse('2026-11-25T00:00+06:00');

const sample: LaboratoryEvent = {
  id: 'test-seminar',
  kind: 'seminar',
  title: 'A test seminar',
  description: 'A seminar that exists only in this test, long enough to pass the description rule of the schema, which asks for eighty characters.',
  start: '2026-12-03T15:00+06:00',
  end: '2026-12-03T16:30+06:00',
  venue: {name: 'Seminar Room'},
};

function problemsOf(event: unknown): string[] {
  const result = laboratoryEventSchema.safeParse(event);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('laboratory events collection', () => {
  it('holds valid events with unique ids, some past and some upcoming, naming only people of content/people/', () => {
    expect(schemaProblems(eventsFile, laboratoryEvents, laboratoryEventSchema, (event) => event.id)).toEqual([]);
    expect(
      duplicates(
        eventsFile,
        'id',
        laboratoryEvents.map((event) => event.id),
      ),
    ).toEqual([]);
    const {upcoming, past} = splitByTime(laboratoryEvents, contentDate);
    expect(upcoming.length).toBeGreaterThan(0);
    expect(past.length).toBeGreaterThan(0);
    const unknown = laboratoryEvents.flatMap((event) =>
      (event.people ?? []).filter((id) => !findPerson(id)).map((id) => `event '${event.id}' in src/data/events.ts: person '${id}' is not in content/people/`),
    );
    expect(unknown).toEqual([]);
  });

  it('lists events by start, earliest first; upcoming ones earliest first and past ones latest first', () => {
    const starts = (events: readonly LaboratoryEvent[]) => events.map((event) => eventInterval(event).start);
    expect(starts(laboratoryEvents)).toEqual([...starts(laboratoryEvents)].sort((a, b) => a - b));
    const {upcoming, past} = splitByTime(laboratoryEvents, contentDate);
    expect(starts(upcoming)).toEqual([...starts(upcoming)].sort((a, b) => a - b));
    expect(starts(past)).toEqual([...starts(past)].sort((a, b) => b - a));
  });
});

describe('the event schema', () => {
  it('accepts Bangladesh date-times and all-day dates; rejects another offset, seconds, a date that does not exist, mixed forms and an end before the start', () => {
    expect(problemsOf(sample)).toEqual([]);
    expect(problemsOf({...sample, start: '2027-02-20', end: '2027-02-20'})).toEqual([]);
    expect(problemsOf({...sample, start: '2026-12-03T15:00Z'})).toContainEqual(expect.stringMatching(/^start: must be a date-time in Bangladesh time/));
    expect(problemsOf({...sample, end: '2026-12-03T16:30:00+06:00'})).toContainEqual(expect.stringMatching(/^end: must be a date-time/));
    expect(problemsOf({...sample, start: '2027-02-30', end: '2027-03-01'})).toContain('start: must be a real calendar date');
    expect(problemsOf({...sample, end: '2026-12-03'})).toContain('end: start and end must both be dates or both be date-times');
    expect(problemsOf({...sample, end: '2026-12-03T14:00+06:00'})).toEqual(['end: end must be after start (for dates: not before it)']);
  });

  it('asks for a venue or an online part, a known kind, and an https or mailto registration', () => {
    expect(problemsOf({...sample, venue: undefined})).toEqual(['venue: give a venue, an online part, or both']);
    expect(problemsOf({...sample, venue: undefined, online: {}})).toEqual([]);
    expect(problemsOf({...sample, kind: 'party'})).toHaveLength(1);
    expect(problemsOf({...sample, registrationUrl: 'http://example.org'})).toEqual(['registrationUrl: registrationUrl must be an https: URL or a mailto: address']);
  });
});

describe('upcoming and past', () => {
  it('keeps an event upcoming until it ends, an all-day one until midnight after its last day in Dhaka', () => {
    const allDay = {...sample, id: 'day', start: '2027-02-20', end: '2027-02-21'};
    const justBeforeEnd = Date.parse('2027-02-21T23:59+06:00');
    expect(splitByTime([allDay], justBeforeEnd).upcoming).toEqual([allDay]);
    expect(splitByTime([allDay], Date.parse('2027-02-22T00:00+06:00')).past).toEqual([allDay]);
    expect(splitByTime([sample], Date.parse('2026-12-03T16:00+06:00')).upcoming).toEqual([sample]);
  });
});

describe('dates on the Events page', () => {
  it('writes one day with its weekday and the hours in Bangladesh time, several all-day ones as a range, in English and in Bengali', () => {
    expect(eventWhen(sample, 'en-GB')).toEqual({days: 'Thursday, 3 December 2026', hours: '15:00–16:30'});
    // Bengali hours as they are said, never on a 24-hour clock.
    expect(eventWhen(sample, 'bn-BD')).toEqual({days: 'বৃহস্পতিবার, ৩ ডিসেম্বর ২০২৬', hours: 'বিকেল ৩টা থেকে সাড়ে ৪টা'});
    expect(eventWhen({start: '2025-06-18T09:30+06:00', end: '2025-06-19T17:00+06:00'}, 'bn-BD')).toEqual({days: '১৮–১৯ জুন ২০২৫', hours: 'সকাল সাড়ে ৯টা থেকে বিকেল ৫টা'});
    expect(eventWhen({start: '2026-11-29', end: '2026-12-02'}, 'en-GB')).toEqual({days: '29 November – 2 December 2026'});
    expect(eventWhen({start: '2027-01-18', end: '2027-01-20'}, 'bn-BD').days).toBe('১৮–২০ জানুয়ারি ২০২৭');
  });
});

describe('registration e-mails', () => {
  const subjectOf = (url: string) => decodeURIComponent(/[?&]subject=([^&]*)/.exec(url)?.[1] ?? '');

  it("write the subject of a mailto: link in the page's language, keep its other fields, and leave an https: page alone", () => {
    const bengali = withMailSubject('mailto:outreach@borl.ac.bd?subject=Ocean%20modelling%20workshop', 'নিবন্ধন: উত্তর বঙ্গোপসাগরের সমুদ্র মডেলিং');
    expect(bengali).toMatch(/^mailto:outreach@borl\.ac\.bd\?subject=[^&]+$/);
    expect(subjectOf(bengali)).toBe('নিবন্ধন: উত্তর বঙ্গোপসাগরের সমুদ্র মডেলিং');
    expect(withMailSubject('mailto:outreach@borl.ac.bd', 'Registration: A test seminar')).toBe('mailto:outreach@borl.ac.bd?subject=Registration%3A%20A%20test%20seminar');
    expect(withMailSubject('mailto:a@borl.ac.bd?cc=b@borl.ac.bd&Subject=Old', 'New')).toBe('mailto:a@borl.ac.bd?subject=New&cc=b@borl.ac.bd');
    expect(withMailSubject('https://forms.example.org/register', 'New')).toBe('https://forms.example.org/register');
  });

  it('have a Bengali subject template that names the event', () => {
    const codeJson = JSON.parse(readFileSync(path.join(root, 'i18n/bn/code.json'), 'utf8')) as Record<string, {message: string}>;
    const template = codeJson['events.registration.subject']?.message ?? '';
    expect(template).toContain('{title}');
    expect(template.replace('{title}', '')).toMatch(/^[\u0980-\u09FF][^A-Za-z]*$/u);
  });
});

describe('Event structured data', () => {
  const urls = {
    pageUrl: 'https://borl.ac.bd/who-we-are/visit-borl/events',
    homeUrl: 'https://borl.ac.bd/',
    absoluteUrl: (path: string) => `https://borl.ac.bd${path}`,
    personNames: Object.fromEntries(people.map((person) => [person.id, person.name])),
    site,
  };

  it.each(laboratoryEvents.map((event) => [event.id, event]))('%s has the fields event results need', (_id, event) => {
    const data = fieldsOf(eventStructuredData(event, urls));
    expect(data).toMatchObject({
      '@type': 'Event',
      name: event.title,
      startDate: event.start,
      endDate: event.end,
      url: `${urls.pageUrl}#${event.id}`,
      organizer: {'@type': 'ResearchOrganization', name: site.name, url: urls.homeUrl},
    });
    expect(String(data.description).length).toBeGreaterThan(50);
    expect(String(data.eventStatus)).toMatch(/^https:\/\/schema\.org\/Event(Scheduled|Cancelled)$/);
    expect(String(data.eventAttendanceMode)).toMatch(/^https:\/\/schema\.org\/(Offline|Online|Mixed)EventAttendanceMode$/);
    const locations = [data.location].flat() as Record<string, unknown>[];
    expect(locations.length).toBeGreaterThan(0);
    for (const location of locations) {
      if (location['@type'] === 'Place') {
        expect(location).toMatchObject({name: expect.any(String), address: {'@type': 'PostalAddress', addressCountry: 'BD', addressLocality: expect.any(String)}});
      } else {
        expect(location).toMatchObject({'@type': 'VirtualLocation', url: expect.stringMatching(/^https:\/\//)});
      }
    }
  });

  it('describes a hybrid event as mixed, with a place at the laboratory and an online location, and links its speakers', () => {
    const hybrid = laboratoryEvents.find((event) => event.venue && event.online && event.people);
    expect(hybrid).toBeDefined();
    const data = fieldsOf(eventStructuredData(hybrid!, urls));
    expect(data.eventAttendanceMode).toBe('https://schema.org/MixedEventAttendanceMode');
    expect(data.location).toEqual([
      expect.objectContaining({'@type': 'Place', address: expect.objectContaining({streetAddress: site.address.street, postalCode: site.address.postalCode})}),
      {'@type': 'VirtualLocation', url: `${urls.pageUrl}#${hybrid!.id}`},
    ]);
    const firstPerson = hybrid!.people![0]!;
    expect(data.performer).toContainEqual({'@type': 'Person', name: findPerson(firstPerson)?.name, url: `https://borl.ac.bd${detailPath('people', firstPerson)}`});
    // A cancelled event is marked cancelled.
    expect(eventStructuredData({...sample, status: 'cancelled'}, urls)).toMatchObject({eventStatus: 'https://schema.org/EventCancelled'});
  });
});
