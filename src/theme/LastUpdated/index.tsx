import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {ThemeClassNames} from '@docusaurus/theme-common';
import type {Props} from '@theme/LastUpdated';
import {useDateLabel} from '@site/src/hooks/useDateLabel';

/**
 * A doc's "Last updated on {date}", as the theme writes it, with the date written as every other
 * date of the site (`useDateLabel`: '12 February 2024', '১২ ফেব্রুয়ারি ২০২৪', the day in UTC)
 * instead of the theme's short month. The site shows no author (`showLastUpdateAuthor: false`);
 * were one given, "by {name}" would follow as in the theme.
 *
 * @param props.lastUpdatedAt time of the last change, in ms since the epoch
 * @param props.lastUpdatedBy name of the person who made it, or nothing
 */
export default function LastUpdated({lastUpdatedAt, lastUpdatedBy}: Props): ReactNode {
  const isoDate = lastUpdatedAt ? new Date(lastUpdatedAt).toISOString() : undefined;
  const dateLabel = useDateLabel(isoDate);
  return (
    <span className={ThemeClassNames.common.lastUpdated}>
      <Translate
        id="theme.lastUpdated.lastUpdatedAtBy"
        description="The sentence used to display when a page has been last updated, and by who"
        values={{
          atDate: isoDate ? (
            <Translate
              id="theme.lastUpdated.atDate"
              description="The words used to describe on which date a page has been last updated"
              values={{
                date: (
                  <b>
                    <time dateTime={isoDate}>{dateLabel}</time>
                  </b>
                ),
              }}>
              {' on {date}'}
            </Translate>
          ) : (
            ''
          ),
          byUser: lastUpdatedBy ? (
            <Translate id="theme.lastUpdated.byUser" description="The words used to describe by who the page has been last updated" values={{user: <b>{lastUpdatedBy}</b>}}>
              {' by {user}'}
            </Translate>
          ) : (
            ''
          ),
        }}>
        {'Last updated{atDate}{byUser}'}
      </Translate>
    </span>
  );
}
