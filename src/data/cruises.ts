/**
 * Cruise Planning: the laboratory's cruises and expeditions, shown on
 * `/what-we-do/explore/cruise-planning` as a table on wide screens and as cards on small ones,
 * each with a page of its own (`detailPath('cruises', id)`: dates, vessel, station map and
 * table, participants, programmes and the data sets it produced).
 *
 * Each cruise is a Markdown file, `content/cruises/<id>.md` (pages sort cruises by
 * `startDate`). The file name is the id: kebab-case (e.g. `sundarbans-2025-09`), the last
 * segment of its page's URL. The body is one short paragraph: where, what was sampled, how many
 * stations. The front matter holds:
 * - `startDate`, `endDate`: the first and last day at sea or in the field, `YYYY-MM-DD`
 *   (inclusive; the same day for a one-day trip). Pages print the months from them in the
 *   reader's language ('October 2022', 'December 2023 – January 2024'; see
 *   {@link cruiseMonths}); the calendar feed uses the days;
 * - `name`: the cruise or expedition name;
 * - `area`: the working area's `name` and a representative point (`lat`, `lng` in decimal
 *   degrees, WGS 84), used to place the cruise on the Cruise Planning map;
 * - `port`: the town the cruise sailed from ('Teknaf', 'Mongla'), which search engines take
 *   as the address of the cruise (an event at sea has no street address);
 * - `vessel`: the vessel or boat and its kind, as a reader should see it;
 * - `participants`: ids of people in `content/people/`, the cruise leader first;
 * - `programs`: ids of programmes in `content/programs/`;
 * - `stations`: the sampling stations in sampling order, one per line,
 *   `- {id: S01, lat: 21.575, lng: 91.83, depthM: 2.3}` (decimal degrees, WGS 84; depth in
 *   metres, optional).
 * The Bengali copy beside each file, `content/cruises/<id>.bn.md`, holds `name`, the area's `name`,
 * `port`, `vessel` and the description. The build checks every file against
 * `src/data/schemas/cruises.ts` and that every person and programme it names exists.
 *
 * Facts and figures are the laboratory's cruise records (73 locations in one survey, 29 sampling
 * locations over about 275 km, about 300 km of waterways with 26 land spots, about 50 km²
 * covered, the Sundarbans cruise of September 2023 with 34 stations over 130 km, the St Martin's
 * Island expedition with 54 stations and a 15-member team, 58 ROV stations, the Feni-Teknaf
 * monitoring of 17 parameters at 80 locations). Area points are approximate centres of the
 * working areas. Vessel names, ports, participants and station positions are SAMPLE data
 * written for this site (the stations placed by `scripts/samples/draw-stations.mjs`): replace them with
 * the cruise logs.
 */
import {formatMonthRange} from '../utils/formatDate';
import type {Cruise} from './schemas/cruises';

export type {Cruise, CruiseWithStations, Station} from './schemas/cruises';

/**
 * The months of a cruise as a reader of `locale` (a BCP 47 tag, the page's `htmlLang`) writes
 * them: 'October 2022', or 'December 2023 – January 2024' when it ends in another month;
 * Bengali months and digits in `bn-BD`.
 *
 * @throws RangeError when `locale` is not a valid tag
 */
export function cruiseMonths(cruise: Pick<Cruise, 'startDate' | 'endDate'>, locale: string): string {
  return formatMonthRange(cruise.startDate, cruise.endDate, locale);
}
