import React, {useSyncExternalStore, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {usePluginData} from '@docusaurus/useGlobalData';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Heading from '@theme/Heading';
import {detailPath} from '@site/src/collections';
// Written by `plugins/collections` (`personNamesDataFile`); an import path cannot be composed.
import personNames from '@generated/borl-collections/default/people-names.json';
import {peopleNamed} from '@site/src/data/personDisplay';
import {useSite} from '@site/src/hooks/useSite';
import {splitByTime, withMailSubject, type EventKind, type LaboratoryEvent} from '@site/src/data/events';
import {useIntlLocale} from '@site/src/hooks/useIntlLocale';
import {formatNumber} from '@site/src/utils/formatNumber';
import {siteFilesPluginName, type CalendarGlobalData} from '@site/plugins/site-files/globalData';
import {eventWhen} from './format';
import styles from './styles.module.css';

/** When this module was loaded in the browser (the visitor's clock); unused on the server. */
const loadedAt = typeof window === 'undefined' ? 0 : Date.now();

/** The clock is read once, so there is nothing to subscribe to. */
function subscribeToNothing(): () => void {
  return () => undefined;
}

/** The label of each kind of event, in the page's language. */
function kindLabel(kind: EventKind): string {
  const labels: Record<EventKind, string> = {
    seminar: translate({id: 'events.kind.seminar', message: 'Seminar'}),
    workshop: translate({id: 'events.kind.workshop', message: 'Workshop'}),
    'open-day': translate({id: 'events.kind.openDay', message: 'Open day'}),
    training: translate({id: 'events.kind.training', message: 'Training course'}),
    'public-lecture': translate({id: 'events.kind.publicLecture', message: 'Public lecture'}),
  };
  return labels[kind];
}

/**
 * Where to register for an event, on this page: the entry's link on a page in the default
 * language, whose `mailto:` subject is written in English; on a page in another language, a
 * `mailto:` gets a subject in that language made from the event's translated title, since the
 * translated entry has the address but not its subject.
 */
function useRegistrationUrl(event: LaboratoryEvent): string | undefined {
  const {i18n} = useDocusaurusContext();
  if (!event.registrationUrl || i18n.currentLocale === i18n.defaultLocale) return event.registrationUrl;
  const subject = translate(
    {id: 'events.registration.subject', message: 'Registration: {title}', description: "Subject of an e-mail registering for an event (a mailto: link's subject); {title} is the event's title"},
    {title: event.title},
  );
  return withMailSubject(event.registrationUrl, subject);
}

/** Where an event happens: the venue with its address (the laboratory's for its own rooms), and/or online. */
function EventPlace({event}: {event: LaboratoryEvent}): ReactNode {
  const site = useSite();
  const {venue, online} = event;
  const address = venue?.address ? `${venue.address.street}, ${venue.address.city}` : `${site.address.street}, ${site.address.city}`;
  return (
    <>
      {venue ? (
        <span className={styles.place}>
          {venue.name} <span className={styles.address}>{address}</span>
        </span>
      ) : null}
      {online ? (
        <span className={styles.place}>
          {online.url ? (
            <Link href={online.url}>
              <Translate id="events.online.link">Online (join or watch)</Translate>
            </Link>
          ) : (
            <Translate id="events.online">Online: the link is sent to registered participants</Translate>
          )}
        </span>
      ) : null}
    </>
  );
}

/** One event: its title (the anchor `#{id}`), kind, status, day and hours, place, people, registration and description. */
function EventItem({event, locale}: {event: LaboratoryEvent; locale: string}): ReactNode {
  const when = eventWhen(event, locale);
  const people = peopleNamed(personNames, event.people ?? []);
  const registrationUrl = useRegistrationUrl(event);
  const cancelled = event.status === 'cancelled';
  return (
    <article className={styles.event} aria-labelledby={event.id}>
      <p className={styles.badges}>
        <span className="badge badge--secondary">{kindLabel(event.kind)}</span>
        {cancelled ? (
          <span className="badge badge--danger">
            <Translate id="events.cancelled">Cancelled</Translate>
          </span>
        ) : null}
      </p>
      <Heading as="h3" id={event.id} className={styles.title}>
        {event.title}
      </Heading>
      <dl className={styles.facts}>
        <div>
          <dt>
            <Translate id="events.when">When</Translate>
          </dt>
          <dd>
            <time dateTime={event.start}>{when.days}</time>
            {when.hours ? (
              <>
                {', '}
                <Translate id="events.hours" values={{hours: when.hours}}>
                  {'{hours} Bangladesh time'}
                </Translate>
              </>
            ) : null}
          </dd>
        </div>
        <div>
          <dt>
            <Translate id="events.where">Where</Translate>
          </dt>
          <dd>
            <EventPlace event={event} />
          </dd>
        </div>
        {people.length > 0 ? (
          <div>
            <dt>
              <Translate id="events.people">With</Translate>
            </dt>
            <dd>
              <ul className={styles.people}>
                {people.map((person) => (
                  <li key={person.id}>
                    <Link to={detailPath('people', person.id)}>{person.name}</Link>
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        ) : null}
        {registrationUrl && !cancelled ? (
          <div>
            <dt>
              <Translate id="events.registration">Registration</Translate>
            </dt>
            <dd>
              <Link href={registrationUrl}>
                <Translate id="events.register" values={{title: <span className="sr-only">{event.title}</span>}}>
                  {'Register {title}'}
                </Translate>
              </Link>
            </dd>
          </div>
        ) : null}
      </dl>
      {event.description.split(/\n\s*\n/).map((paragraph) => (
        <p key={paragraph.slice(0, 40)}>{paragraph}</p>
      ))}
    </article>
  );
}

/** Props of {@link EventList}. */
export type EventListProps = {
  /** The events to list (the page's language); split here into upcoming and past. */
  events: readonly LaboratoryEvent[];
  /** Shown under the "Upcoming events" heading, before the list (the subscribe links). */
  upcomingHeader?: ReactNode;
  /** Shown between the upcoming and the past events (the shared calendar). */
  children?: ReactNode;
};

/**
 * The laboratory's events in two sections: upcoming (earliest first, ongoing ones included) and,
 * folded in a `<details>`, past (latest first). Each event's heading is its anchor (`#{id}`).
 *
 * Which events are upcoming is decided when the page is built, so the page reads right without
 * JavaScript and the first render in the browser matches the server's (the build time comes from
 * the site-files plugin). Once the page runs, the split is made again with the visitor's clock:
 * events that ended after the build move to the past section. Between two builds that is the
 * only change, and only when an event has ended since the last build.
 */
export default function EventList({events, upcomingHeader, children}: EventListProps): ReactNode {
  const locale = useIntlLocale();
  const {builtAt} = usePluginData(siteFilesPluginName) as CalendarGlobalData;
  // The build's time on the server and while hydrating (so both render the same), then the visitor's.
  const now = useSyncExternalStore(
    subscribeToNothing,
    () => loadedAt,
    () => builtAt,
  );
  const {upcoming, past} = splitByTime(events, now);
  return (
    <>
      <section aria-labelledby="upcoming-events" className="margin-bottom--lg">
        <Heading as="h2" id="upcoming-events">
          {translate({id: 'events.upcoming', message: 'Upcoming events'})}
        </Heading>
        {upcomingHeader}
        {upcoming.length > 0 ? (
          upcoming.map((event) => <EventItem key={event.id} event={event} locale={locale} />)
        ) : (
          <p>
            <Translate id="events.upcoming.none">No events are announced yet. Subscribe to the calendar to hear of the next one.</Translate>
          </p>
        )}
      </section>
      {children}
      {past.length > 0 ? (
        <section aria-labelledby="past-events" className="margin-top--lg">
          <Heading as="h2" id="past-events">
            {translate({id: 'events.past', message: 'Past events'})}
          </Heading>
          <details className={styles.past}>
            <summary>
              <Translate id="events.past.show" values={{count: formatNumber(past.length, locale)}}>
                {'Show the {count} past events'}
              </Translate>
            </summary>
            {past.map((event) => (
              <EventItem key={event.id} event={event} locale={locale} />
            ))}
          </details>
        </section>
      ) : null}
    </>
  );
}
