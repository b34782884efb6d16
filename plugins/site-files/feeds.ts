/**
 * THE registry of the site's iCalendar feeds. Each entry is one file under {@link feedDirectory}
 * at the root of the site (shared by every locale, like `robots.txt`), its calendar name and
 * description, the data files it is made from, and how each entry of that data becomes a
 * VEVENT (`ics.ts`). To add a feed, add one entry here; the plugin writes it, the pages find its
 * address through `CalendarSubscribe`, and the host serves it as `text/calendar`.
 *
 * Names and descriptions are English: a feed is one file for every language of the site, and
 * its events' texts are the English entries of the data modules.
 */
import {readCollection} from '../collections/entryFiles';
import {site} from '../../src/data/site';
import {cruiseEntry, laboratoryEventEntry, type FeedContext, type FeedEntry, type FeedHeader} from './ics';

/** One feed of the registry. */
export type CalendarFeed = FeedHeader & {
  /** File name under {@link feedDirectory}, ending in `.ics`. */
  file: string;
  /** The repository files its entries come from; their last commit dates the feed (DTSTAMP). */
  sources: readonly string[];
  /** The VEVENTs of the feed. */
  entries: (context: FeedContext) => FeedEntry[];
};

/** Folder of the feeds, at the root of the site. */
export const feedDirectory = 'calendar';

/** The feeds, by name. */
export const calendarFeeds = {
  events: {
    file: 'events.ics',
    name: `${site.shortName} events`,
    description: `Seminars, workshops, open days, training courses and public lectures of the ${site.name}, ${site.address.city}.`,
    sources: ['content/events'],
    entries: (context) => readCollection('events').map((event) => laboratoryEventEntry(event, context)),
  },
  cruises: {
    file: 'cruises.ics',
    name: `${site.shortName} cruises and expeditions`,
    description: `Research cruises and expeditions of the ${site.name} in the northern Bay of Bengal, one all-day event per cruise.`,
    sources: ['content/cruises'],
    entries: (context) => readCollection('cruises').map((cruise) => cruiseEntry(cruise, context)),
  },
} as const satisfies Record<string, CalendarFeed>;

/** The name of a feed of the registry. */
export type FeedName = keyof typeof calendarFeeds;

/** A feed's path from the site's root, without base URL (`calendar/events.ics`). */
export function feedPath(name: FeedName): string {
  return `${feedDirectory}/${calendarFeeds[name].file}`;
}

/**
 * The `_headers` rule (Netlify, Cloudflare Pages) that serves every feed as UTF-8 iCalendar:
 * one rule for the folder, whatever the number of feeds.
 *
 * @param rootBaseUrl the default locale's base URL, with its trailing slash (`/`, `/borl/`)
 */
export function feedHeadersRule(rootBaseUrl: string): string {
  return `${rootBaseUrl}${feedDirectory}/*\n  Content-Type: text/calendar; charset=utf-8`;
}
