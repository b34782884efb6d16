import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import ListPage from '@site/src/components/ListPage';
import {calendarEmbedUrl, eventsCalendar} from '@site/src/config/externalServices';
import {site} from '@site/src/data/site';
import styles from './events.module.css';

/** Height of the calendar frame in CSS pixels. */
const calendarHeight = 600;

/**
 * Events (`/who-we-are/visit-borl/events`): the laboratory's shared calendar embedded in a
 * 600 px frame in Bangladesh time, loaded only when scrolled near, with a link that opens the
 * calendar in a new tab.
 */
export default function Events(): ReactNode {
  const calendarUrl = calendarEmbedUrl(eventsCalendar);
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
      <p>
        <Link href={calendarUrl}>
          <Translate id="events.openCalendar">Open the calendar in a new tab</Translate>
        </Link>
      </p>
      <iframe
        src={calendarUrl}
        title={translate(
          {id: 'events.frameTitle', message: '{shortName} events calendar (Google Calendar)'},
          {shortName: site.shortName},
        )}
        width="100%"
        height={calendarHeight}
        loading="lazy"
        className={styles.calendar}
      />
    </ListPage>
  );
}
