/**
 * What the site-files plugin (`plugins/site-files`) tells the pages: where each feed is served, and
 * the time the pages were built (the Events page splits upcoming from past events by it, and
 * again by the visitor's clock once it runs in the browser). Plain data and a name, so pages can
 * import this module without the feeds' builders.
 */

/** Name of the site-files plugin; the key of its global data. */
export const siteFilesPluginName = 'borl-site-files';

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
  /** Each feed of the registry (`plugins/site-files/feeds.ts`), by name. */
  feeds: Record<string, FeedLocation>;
  /**
   * The day the pages were built: the start of that day in Bangladesh time ({@link buildDay}),
   * in milliseconds since the epoch. A day, not an instant, because this value is part of the
   * site's script bundle: rebuilding on the same day leaves the bundle, and visitors' cached copy
   * of it, unchanged.
   */
  builtAt: number;
};

/** Bangladesh Standard Time, UTC+6 (no daylight saving), in milliseconds. */
export const bangladeshUtcOffsetMs = 6 * 60 * 60 * 1000;

/**
 * The start of the day, in Bangladesh time, that holds the instant `now` (milliseconds since
 * the epoch): `2026-11-26T20:30Z` (02:30 on 27 November in Dhaka) gives `2026-11-26T18:00Z`.
 */
export function buildDay(now: number): number {
  const day = 24 * 60 * 60 * 1000;
  return Math.floor((now + bangladeshUtcOffsetMs) / day) * day - bangladeshUtcOffsetMs;
}

/**
 * The date, `YYYY-MM-DD` in Bangladesh, of a build day ({@link buildDay}): `2026-11-26T18:00Z`
 * gives `2026-11-27`.
 */
export function buildDate(builtAt: number): string {
  return new Date(builtAt + bangladeshUtcOffsetMs).toISOString().slice(0, 10);
}

/**
 * The year, in Bangladesh, of the instant `now` (milliseconds since the epoch): the year of the
 * build day, printed in the copyright lines of the footer and the feeds. `2026-12-31T18:30Z`
 * (00:30 on 1 January in Dhaka) gives 2027.
 */
export function buildYear(now: number): number {
  return Number(buildDate(buildDay(now)).slice(0, 4));
}
