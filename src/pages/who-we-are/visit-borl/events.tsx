import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import useBaseUrl, {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import Heading from '@theme/Heading';
import ListPage from '@site/src/components/ListPage';
import CalendarSubscribe from '@site/src/components/CalendarSubscribe';
import StructuredData from '@site/src/components/StructuredData';
import {calendarEmbedUrl, eventsCalendar} from '@site/src/config/externalServices';
// Written by `plugins/collections` (`collectionDataFile`), sorted by start; an import path cannot be composed.
import events from '@generated/borl-collections/default/events.json';
import type {LaboratoryEvent} from '@site/src/data/events';
// Written by `plugins/collections` (`personNamesDataFile`); an import path cannot be composed.
import personNames from '@generated/borl-collections/default/people-names.json';
import type {PersonNames} from '@site/src/data/personDisplay';
import {useSite} from '@site/src/hooks/useSite';
import {pagePath} from '@site/src/navigation';
import EventList from './_components/EventList';
import {eventStructuredData} from './_components/EventList/structuredData';
import styles from './events.module.css';

/** Height of the calendar frame in CSS pixels (its width is the column's, set in the stylesheet). */
const calendarHeight = 600;

/**
 * Events (`/who-we-are/visit-borl/events`): the laboratory's upcoming events (`src/data/events.ts`)
 * with links to subscribe to their calendar feed, the shared calendar embedded in a 600 px frame
 * in Bangladesh time (loaded only when scrolled near, with a link that opens it in a new tab),
 * then the past events, folded. Each event is described to search engines as a schema.org Event.
 */
export default function Events(): ReactNode {
  const site = useSite();
  const eventsByStart = events as LaboratoryEvent[];
  const calendarUrl = calendarEmbedUrl(eventsCalendar);
  const {withBaseUrl} = useBaseUrlUtils();
  const homeUrl = useBaseUrl('/', {absolute: true});
  const pageUrl = useBaseUrl(pagePath('events'), {absolute: true});
  const absoluteUrl = (path: string) => withBaseUrl(path, {absolute: true});
  return (
    <ListPage
      linkId="events"
      description={translate(
        {
          id: 'events.page.description',
          message: 'Seminars, workshops, open days and other events of the {name}, in a shared calendar in Bangladesh time.',
        },
        {name: site.name},
      )}
      intro={
        <p className={styles.lead}>
          <Translate id="events.intro" values={{shortName: site.shortName}}>
            {'Our shared calendar lists {shortName} seminars, workshops, open days and outreach events, and the public holidays when the laboratory is closed. Times are Bangladesh time (Asia/Dhaka).'}
          </Translate>
        </p>
      }>
      <StructuredData data={eventsByStart.map((event) => eventStructuredData(event, {pageUrl, homeUrl, absoluteUrl, personNames: personNames as PersonNames, site}))} />
      <EventList events={eventsByStart} upcomingHeader={<CalendarSubscribe feed="events" what={translate({id: 'events.subscribe.what', message: 'our events'})} className="margin-bottom--md" />}>
        <section aria-labelledby="shared-calendar">
          <Heading as="h2" id="shared-calendar">
            {translate({id: 'events.sharedCalendar', message: 'Shared calendar'})}
          </Heading>
          <p>
            <Link href={calendarUrl}>
              <Translate id="events.openCalendar">Open the calendar in a new tab</Translate>
            </Link>
          </p>
          <iframe
            src={calendarUrl}
            title={translate({id: 'events.frameTitle', message: '{shortName} events calendar (Google Calendar)'}, {shortName: site.shortName})}
            height={calendarHeight}
            loading="lazy"
            className={styles.calendar}
          />
        </section>
      </EventList>
    </ListPage>
  );
}
