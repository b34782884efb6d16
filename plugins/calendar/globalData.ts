/**
 * What the calendar plugin (`plugins/calendar`) tells the pages: where each feed is served, and
 * the time the pages were built (the Events page splits upcoming from past events by it, and
 * again by the visitor's clock once it runs in the browser). Plain data and a name, so pages can
 * import this module without the feeds' builders.
 */

/** Name of the plugin; the key of its global data. */
export const calendarPluginName = 'borl-calendar';

/** Where one feed is served. */
export type FeedLocation = {
  /** Path from the host's root, base URL included (`/calendar/events.ics`, `/borl/calendar/events.ics`). */
  path: string;
  /** Absolute `https:` URL of the feed, on the site's public origin. */
  url: string;
  /** The same address with the `webcal:` scheme, which calendar programs open as a subscription. */
  webcal: string;
};

/** The plugin's global data. */
export type CalendarGlobalData = {
  /** Each feed of the registry (`plugins/calendar/feeds.ts`), by name. */
  feeds: Record<string, FeedLocation>;
  /** When the pages were built, in milliseconds since the epoch. */
  builtAt: number;
};
