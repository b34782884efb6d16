import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import {usePluginData} from '@docusaurus/useGlobalData';
import type {FeedName} from '@site/plugins/site-files/feeds';
import {siteFilesPluginName, type CalendarGlobalData} from '@site/plugins/site-files/globalData';
import styles from './styles.module.css';

/** Props of {@link CalendarSubscribe}. */
export type CalendarSubscribeProps = {
  /** The feed of `plugins/site-files/feeds.ts` to offer. */
  feed: FeedName;
  /** What the feed holds, as the hint names it, in the page's language ('our events', 'our cruises'). */
  what: string;
  /** Extra class on the outer element (margins). */
  className?: string;
};

/**
 * Two plain links to one of the site's iCalendar feeds, so a visitor can keep its entries in
 * their own calendar: "Subscribe" (the `webcal:` address, which calendar programs open as a
 * subscription that follows later changes) and "Download .ics" (the `https:` file, which works
 * everywhere, for a one-time import), with a short hint that the feed is in English. Both work
 * without JavaScript. The addresses come from the site-files plugin, which writes the feeds at the
 * root of the site for every language.
 */
export default function CalendarSubscribe({feed, what, className}: CalendarSubscribeProps): ReactNode {
  const {feeds} = usePluginData(siteFilesPluginName) as CalendarGlobalData;
  const location = feeds[feed];
  if (!location) {
    throw new Error(`CalendarSubscribe: the site-files plugin has no feed "${feed}"`);
  }
  return (
    <div className={clsx(styles.subscribe, className)}>
      <p className={styles.hint}>
        <Translate id="calendarSubscribe.hint" values={{what}}>
          {'Add {what} to your calendar app: subscribe to keep it up to date, or download the file to import once. The calendar file is in English.'}
        </Translate>
      </p>
      <div className={styles.actions}>
        <a className="button button--primary" href={location.webcal}>
          <Translate id="calendarSubscribe.subscribe">Subscribe in a calendar app</Translate>
        </a>
        <a className="button button--secondary" href={location.path} download type="text/calendar">
          <Translate id="calendarSubscribe.download">Download the .ics file</Translate>
        </a>
      </div>
    </div>
  );
}
