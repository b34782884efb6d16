/**
 * The third-party services the site talks to from the browser, in one place: the map tile
 * server (Directions and the cruise maps), OpenStreetMap's map site (linked from every map) and
 * the shared events calendar (Events).
 *
 * The membership form's e-mail service (EmailJS) is configured at build time through the
 * environment variables `EMAILJS_SERVICE_ID`, `EMAILJS_TEMPLATE_ID` and `EMAILJS_PUBLIC_KEY`
 * (see `src/config/emailJs.ts` and OPERATIONS.md), not here.
 *
 * The end-to-end tests answer every request to these services locally (`tests/e2e/fixtures.ts`),
 * so changing a URL here needs no change to the tests.
 */

/** A raster tile server in the `{s}/{z}/{x}/{y}{r}` URL form Leaflet understands. */
export type TileServer = {
  /**
   * URL template with Leaflet's placeholders: subdomain `{s}`, zoom `{z}`, column `{x}`, row
   * `{y}`, and `{r}`, which Leaflet replaces with `@2x` on high-density screens (device pixel
   * ratio above 1) so that a phone gets tiles of 512 px for each 256 px square of map.
   */
  urlTemplate: string;
  /** Values `{s}` takes, spread over requests so the browser fetches in parallel. */
  subdomains: readonly string[];
  /** Highest zoom level the server draws. */
  maxZoom: number;
  /** Name of the map data's source, linked in the attribution line. */
  sourceName: string;
  /** Page with the licence and copyright of the map data. */
  copyrightUrl: string;
  /** Who draws the tiles from the data, credited after the data's source. */
  provider: {name: string; url: string};
};

/**
 * CARTO's Voyager street map, drawn from OpenStreetMap data, free for non-commercial sites
 * such as this one. Chosen over OpenStreetMap's own tile server because it also serves
 * high-density (`@2x`) tiles: with 256 px tiles only, the maps look blurred on phones and
 * Lighthouse's best-practices audit 'serves images with appropriate resolution' fails on both
 * map pages. The maps credit '© OpenStreetMap contributors © CARTO', linked to the data's
 * copyright page and to CARTO's attribution page, as both ask.
 */
export const tileServer = {
  urlTemplate: 'https://{s}.basemaps.cartocdn.com/rastertiles/voyager/{z}/{x}/{y}{r}.png',
  subdomains: ['a', 'b', 'c', 'd'],
  maxZoom: 20,
  sourceName: 'OpenStreetMap',
  copyrightUrl: 'https://www.openstreetmap.org/copyright',
  provider: {name: 'CARTO', url: 'https://carto.com/attributions'},
} as const satisfies TileServer;

/** A shared Google Calendar shown on the Events page. */
export type SharedCalendar = {
  /** The calendar id (Google Calendar: Settings, "Integrate calendar", "Calendar ID"). */
  id: string;
  /** IANA time zone the calendar is displayed in. */
  timeZone: string;
};

/**
 * The laboratory's events calendar. The id shipped is Google's public calendar of holidays in
 * Bangladesh, which stands in until the laboratory's own public calendar id is entered here.
 */
export const eventsCalendar = {
  id: 'en.bd#holiday@group.v.calendar.google.com',
  timeZone: 'Asia/Dhaka',
} as const satisfies SharedCalendar;

/**
 * The embed URL of a shared Google Calendar: the calendar id and time zone are URL-encoded
 * (`Asia/Dhaka` becomes `Asia%2FDhaka`). The same URL opens the calendar full-page in a tab.
 */
export function calendarEmbedUrl(calendar: SharedCalendar): string {
  return `https://calendar.google.com/calendar/embed?src=${encodeURIComponent(calendar.id)}&ctz=${encodeURIComponent(calendar.timeZone)}`;
}

/** OpenStreetMap's own map site, where a visitor can open a place the site's maps show. */
export const openStreetMapSite = 'https://www.openstreetmap.org';

/** Highest zoom level of OpenStreetMap's map site. */
export const openStreetMapMaxZoom = 19;

/**
 * The address of a place on OpenStreetMap's map site: a marker at the point (`mlat`, `mlon`)
 * and the view centred on it at `zoom` (`#map=zoom/lat/lon`), e.g.
 * `https://www.openstreetmap.org/?mlat=22.2352&mlon=91.7903#map=18/22.2352/91.7903`.
 * Degrees are decimal (WGS 84), rounded to 5 places (about a metre); the zoom is rounded and
 * kept within 0 to {@link openStreetMapMaxZoom}.
 *
 * @throws RangeError when the latitude is outside ±90° or the longitude outside ±180°.
 */
export function openStreetMapUrl(point: {lat: number; lng: number}, zoom: number): string {
  if (!(Math.abs(point.lat) <= 90) || !(Math.abs(point.lng) <= 180)) {
    throw new RangeError(`openStreetMapUrl: no such point: ${point.lat}, ${point.lng}`);
  }
  const lat = String(Number(point.lat.toFixed(5)));
  const lng = String(Number(point.lng.toFixed(5)));
  const level = Math.min(openStreetMapMaxZoom, Math.max(0, Math.round(zoom)));
  return `${openStreetMapSite}/?mlat=${lat}&mlon=${lng}#map=${level}/${lat}/${lng}`;
}
