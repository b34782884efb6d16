/**
 * Laboratory events: seminars, workshops, open days, training courses and public lectures,
 * listed on the Events page (`/who-we-are/visit-borl/events`, one anchor per event, `#<id>`)
 * under the shared calendar, and published as the iCalendar feed `calendar/events.ics`
 * (`plugins/calendar`).
 *
 * The entries below are sample content written for this site; replace them with the
 * laboratory's own.
 *
 * To add an event, add one entry to {@link laboratoryEvents} (any order; pages sort by start):
 * - `id`: kebab-case, unique, e.g. `open-day-2027-03`; it becomes the event's anchor on the
 *   Events page and its iCalendar UID, so do not change it once published;
 * - `kind`: one of {@link eventKinds};
 * - `title`: the event's name, as on a poster;
 * - `description`: one or two paragraphs, separated by a blank line;
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
 * - `registrationUrl` (optional): an `https:` page or a `mailto:` address to register;
 * - `status` (optional): `'cancelled'` keeps a cancelled event listed, marked as such.
 * Then run `npm run test:unit` (`tests/unit/events.test.ts` checks every entry against
 * `src/data/schemas/events.ts`) and `npm run write-translations -- --locale bn` to add the new
 * texts to `i18n/bn/borl-collections/events.json` for translation.
 */
import {site} from './site';
import type {CollectionReviewMetadata} from '../utils/contentReview';

/**
 * When this file's entries were last checked, by whom, and how often (months) they must be
 * checked again: update it after a review (`npm run content:review` lists files that are due).
 */
export const review: CollectionReviewMetadata = {lastReviewed: '2026-11-02', reviewer: 'Outreach and Student Coordinator', reviewEvery: 3};

/** The kinds of event, a closed set (the page prints a translated label for each). */
export const eventKinds = ['seminar', 'workshop', 'open-day', 'training', 'public-lecture'] as const;

/** The kind of an event. */
export type EventKind = (typeof eventKinds)[number];

/** Whether the event takes place as planned or was called off (it stays listed either way). */
export type EventStatus = 'scheduled' | 'cancelled';

/** A place where an event is held. */
export type EventVenue = {
  /** Room and building, or the place's name. */
  name: string;
  /** Street and city of a place outside the laboratory; absent: at the laboratory (`site.address`). */
  address?: {street: string; city: string};
  /** Latitude, decimal degrees north (WGS 84). */
  lat?: number;
  /** Longitude, decimal degrees east (WGS 84). */
  lng?: number;
};

/** The online part of an event. */
export type OnlineAccess = {
  /** Public link to join or watch; absent when the link is sent to those who register. */
  url?: string;
};

/** An event of the laboratory (see the file header for each field's rules). */
export type LaboratoryEvent = {
  id: string;
  kind: EventKind;
  title: string;
  /** One or two paragraphs separated by a blank line. */
  description: string;
  /** `YYYY-MM-DDTHH:mm+06:00`, or `YYYY-MM-DD` for an all-day event. */
  start: string;
  /** Same form as `start`; for dates, the last day (inclusive). */
  end: string;
  venue?: EventVenue;
  online?: OnlineAccess;
  /** Ids of people of `content/people/` who speak, teach or host. */
  people?: readonly string[];
  /** Where to register: an `https:` URL or a `mailto:` address. */
  registrationUrl?: string;
  /** Absent: scheduled. */
  status?: EventStatus;
};

/** The laboratory's offset from UTC, as every date-time of an event writes it (Asia/Dhaka, no daylight saving). */
export const dhakaOffset = '+06:00';

/** Registration by e-mail to the outreach and student coordinator, with the event named in the subject. */
function registerByMail(subject: string): string {
  return `mailto:${site.outreachEmail}?subject=${encodeURIComponent(subject)}`;
}

const seminarRoom = 'Seminar Room';

/** All events (sample content; see the file header). */
export const laboratoryEvents: readonly LaboratoryEvent[] = [
  {
    id: 'hilsa-migration-seminar-2024-03',
    kind: 'seminar',
    title: 'Following the hilsa: tagging and otolith chemistry in the Meghna estuary',
    description:
      'Our hilsa team presents two years of fieldwork on the migration of hilsa shad between the open Bay of Bengal and the Meghna estuary: where the fish gather before the spawning season, what the chemistry of their ear stones tells about the water they grew up in, and what this means for the seasonal fishing bans.',
    start: '2024-03-14T15:00+06:00',
    end: '2024-03-14T16:30+06:00',
    venue: {name: seminarRoom},
    people: ['4', '23'],
  },
  {
    id: 'open-day-2024-09',
    kind: 'open-day',
    title: 'Laboratory Open Day 2024',
    description: `Our laboratories, sample stores and boat shed open to school and college students, families and anyone curious about the sea. Researchers and students show plankton under the microscope, the instruments we lower from the boats, and the corals, seagrasses and crabs we study.

No registration is needed; school groups of more than twenty are asked to write to us in advance.`,
    start: '2024-09-21',
    end: '2024-09-21',
    venue: {name: 'Laboratories and boat shed'},
  },
  {
    id: 'scientific-diving-training-2025-01',
    kind: 'training',
    title: 'Scientific diving and underwater survey methods',
    description: `A five-day course for research students who already hold a recreational diving licence: dive planning and safety for research, underwater transects and photo quadrats, and recording coral and seagrass data on slates.

The first two days are held at the laboratory, the last three in the water at Saint Martin’s Island.`,
    start: '2025-01-12',
    end: '2025-01-16',
    venue: {name: 'Saint Martin’s Island field station', address: {street: 'Saint Martin’s Island', city: 'Teknaf, Cox’s Bazar'}, lat: 20.62, lng: 92.32},
    people: ['2', '25'],
    registrationUrl: registerByMail('Scientific diving course'),
  },
  {
    id: 'ocean-modelling-workshop-2025-06',
    kind: 'workshop',
    title: 'Hands-on ocean modelling of the northern Bay of Bengal',
    description:
      'A two-day workshop for graduate students and early-career researchers: setting up a regional model of the northern Bay of Bengal, forcing it with river discharge and winds, and comparing its salinity and currents with our cruise measurements. Participants bring a laptop; the model set-up and data are provided.',
    start: '2025-06-18T09:30+06:00',
    end: '2025-06-19T17:00+06:00',
    venue: {name: 'Computer Laboratory'},
    online: {},
    people: ['8', '18'],
    registrationUrl: registerByMail('Ocean modelling workshop'),
  },
  {
    id: 'blue-carbon-lecture-2025-10',
    kind: 'public-lecture',
    title: 'Blue carbon: how mangroves and seagrasses store carbon',
    description:
      'A public lecture, in Bangla, on the carbon stored in the mangroves of the Sundarbans and the seagrass meadows of Saint Martin’s Island and Sonadia, how we measure it, and why protecting these habitats matters for the coast.',
    start: '2025-10-09T17:00+06:00',
    end: '2025-10-09T18:30+06:00',
    venue: {name: `Auditorium, ${site.university.name}`, address: {street: 'Sea Beach Road', city: site.address.city}},
    people: ['9', '28'],
  },
  {
    id: 'microplastics-workshop-2026-04',
    kind: 'workshop',
    title: 'Counting microplastics in beach sediment',
    description:
      'A one-day practical workshop on a shared method for sampling beach sediment, separating microplastic particles by density and identifying them under the microscope, so that surveys along the coast can be compared.',
    start: '2026-04-23T09:00+06:00',
    end: '2026-04-23T16:00+06:00',
    venue: {name: 'Wet Laboratory'},
    people: ['6', '21'],
    status: 'cancelled',
  },
  {
    id: 'plankton-seminar-2026-12',
    kind: 'seminar',
    title: 'Harmful algal blooms on the Chattogram coast',
    description:
      'Which diatoms and dinoflagellates bloom along the Chattogram and Cox’s Bazar coast, when, and what our monthly sampling since 2021 says about the risk to fisheries and shellfish farming. The seminar is open to all and is also streamed online.',
    start: '2026-12-03T15:00+06:00',
    end: '2026-12-03T16:30+06:00',
    venue: {name: seminarRoom},
    online: {},
    people: ['5', '20'],
    registrationUrl: registerByMail('Harmful algal blooms seminar'),
  },
  {
    id: 'gis-training-2027-01',
    kind: 'training',
    title: 'GIS and remote sensing for coastal mapping',
    description: `A three-day course on mapping the coast from satellite images: finding and downloading free imagery, classifying mangroves and mudflats, and measuring shoreline change in free GIS software.

For students and staff of government agencies and non-governmental organisations who work on the coast. Places are limited to twenty.`,
    start: '2027-01-18',
    end: '2027-01-20',
    venue: {name: 'Computer Laboratory'},
    people: ['10', '31'],
    registrationUrl: registerByMail('GIS and remote sensing course'),
  },
  {
    id: 'open-day-2027-02',
    kind: 'open-day',
    title: 'Laboratory Open Day 2027',
    description: `Our laboratories and research boat open to visitors for a day: see what lives in a drop of seawater, how a CTD measures the sea, and how we monitor sharks, rays and corals. Researchers and students answer questions about studying marine science.

No registration is needed; school groups of more than twenty are asked to write to us in advance.`,
    start: '2027-02-20',
    end: '2027-02-20',
    venue: {name: 'Laboratories and boat shed'},
  },
  {
    id: 'sharks-rays-seminar-2027-03',
    kind: 'seminar',
    title: 'Sharks and rays at the Cox’s Bazar landing centre',
    description:
      'Five years of monitoring the sharks and rays landed at Cox’s Bazar: which species are caught, how DNA barcoding identifies dried fins and meat, and what the catches tell about threatened species. An online seminar for researchers, fisheries officers and students.',
    start: '2027-03-11T15:00+06:00',
    end: '2027-03-11T16:00+06:00',
    online: {},
    people: ['4', '13', '27'],
    registrationUrl: registerByMail('Sharks and rays seminar'),
  },
];

/** The first and last instant of an event, in milliseconds since the epoch; `end` is exclusive. */
export type EventInterval = {start: number; end: number};

/** Whether an event is given as calendar dates (all day) rather than date-times. */
export function isAllDay(event: Pick<LaboratoryEvent, 'start'>): boolean {
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
export function eventInterval(event: Pick<LaboratoryEvent, 'start' | 'end'>): EventInterval {
  if (isAllDay(event)) {
    return {start: Date.parse(`${event.start}T00:00${dhakaOffset}`), end: Date.parse(`${nextDay(event.end)}T00:00${dhakaOffset}`)};
  }
  return {start: Date.parse(event.start), end: Date.parse(event.end)};
}

/** All events, earliest first. */
export const eventsByStart: readonly LaboratoryEvent[] = [...laboratoryEvents].sort((a, b) => eventInterval(a).start - eventInterval(b).start);

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
