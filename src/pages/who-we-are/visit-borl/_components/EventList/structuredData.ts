/**
 * schema.org `Event` descriptions (JSON-LD) of the laboratory's events, for search engines' event
 * results: name, description, start and end, status, attendance mode, the place (with its postal
 * address) and/or the online location, the laboratory as organiser and its people as performers.
 * Texts are the entry's, in the page's language; every URL is absolute.
 */
import type {Event, Person, Place, PostalAddress, VirtualLocation} from 'schema-dts';
import {detailPath} from '@site/src/collections';
import {site as englishSite, type SiteIdentity} from '@site/src/data/site';
import {laboratoryAddress, organizationReference} from '@site/src/data/structuredData';
import type {LaboratoryEvent} from '@site/src/data/events';

/** The addresses an event's description links to. */
export type EventUrls = {
  /** Absolute URL of the Events page in the page's language; an event is `{pageUrl}#{id}`. */
  pageUrl: string;
  /** Absolute URL of the site's home page in that language, ending in `/` (the organiser's id). */
  homeUrl: string;
  /** The absolute URL of a site path without base URL (`/who-we-are/…`), in that language. */
  absoluteUrl: (path: string) => string;
  /** Every person's name by id, in that language (`personNamesDataFile`). */
  personNames: Readonly<Record<string, string>>;
  /** The laboratory's identity in the page's language (`useSite()`). */
  site: SiteIdentity;
};

/** The postal address of a venue: its own, or the laboratory's. */
function postalAddress(venue: NonNullable<LaboratoryEvent['venue']>, site: SiteIdentity): PostalAddress {
  return venue.address ? {'@type': 'PostalAddress', streetAddress: venue.address.street, addressLocality: venue.address.city, addressCountry: 'BD'} : laboratoryAddress(site);
}

/** The place and/or the online location of an event. */
function locations(event: LaboratoryEvent, eventUrl: string, site: SiteIdentity): (Place | VirtualLocation)[] {
  const found: (Place | VirtualLocation)[] = [];
  if (event.venue) {
    const point = event.venue.address ? event.venue : englishSite.mapCentre;
    found.push({
      '@type': 'Place',
      name: event.venue.name,
      address: postalAddress(event.venue, site),
      ...(point.lat !== undefined && point.lng !== undefined ? {geo: {'@type': 'GeoCoordinates', latitude: point.lat, longitude: point.lng}} : {}),
    });
  }
  if (event.online) {
    // Without a public link, the event's own entry says how to join (registration).
    found.push({'@type': 'VirtualLocation', url: event.online.url ?? eventUrl});
  }
  return found;
}

/** Offline, online or mixed, from the event's venue and online part. */
function attendanceMode(event: LaboratoryEvent): Event['eventAttendanceMode'] {
  if (event.venue && event.online) {
    return 'https://schema.org/MixedEventAttendanceMode';
  }
  return event.online ? 'https://schema.org/OnlineEventAttendanceMode' : 'https://schema.org/OfflineEventAttendanceMode';
}

/**
 * The schema.org Event of one laboratory event. `startDate`/`endDate` are the entry's own ISO
 * values: date-times with the Bangladesh offset, or the first and last day of an all-day event.
 */
export function eventStructuredData(event: LaboratoryEvent, urls: EventUrls): Event {
  const url = `${urls.pageUrl}#${event.id}`;
  const performers = (event.people ?? []).flatMap((id): Person[] => {
    const name = urls.personNames[id];
    return name === undefined ? [] : [{'@type': 'Person', name, url: urls.absoluteUrl(detailPath('people', id))}];
  });
  const place = locations(event, url, urls.site);
  return {
    '@type': 'Event',
    '@id': url,
    name: event.title,
    description: event.description.replace(/\s*\n\s*\n\s*/g, ' '),
    url,
    startDate: event.start,
    endDate: event.end,
    eventStatus: event.status === 'cancelled' ? 'https://schema.org/EventCancelled' : 'https://schema.org/EventScheduled',
    eventAttendanceMode: attendanceMode(event),
    location: place.length === 1 ? place[0] : place,
    // The reference is written for any page (untyped); naming its type lets schema-dts check the rest.
    organizer: {...organizationReference(urls.homeUrl, urls.site), '@type': 'ResearchOrganization'},
    ...(performers.length > 0 ? {performer: performers} : {}),
  };
}
