/**
 * Cruise Planning: the laboratory's cruises and expeditions, shown on
 * `/what-we-do/explore/cruise-planning` as a table on wide screens and as cards on small ones,
 * each with a page of its own (`detailPath('cruises', id)`: dates, vessel, station map and
 * table, participants, programmes and the data sets it produced).
 *
 * To add a cruise, append one entry to {@link cruises} (any order; pages sort by `startDate`):
 * - `id`: kebab-case, unique (e.g. `sundarbans-2025-09`); the last segment of its page's URL;
 * - `startDate`, `endDate`: the first and last day at sea or in the field, ISO `YYYY-MM-DD`
 *   (inclusive; the same day for a one-day trip). Pages print the months from them in the
 *   reader's language ('October 2022', 'December 2023 – January 2024'; see
 *   {@link cruiseMonths}); the calendar feed uses the days;
 * - `name`: the cruise or expedition name;
 * - `description`: one short paragraph: where, what was sampled, how many stations;
 * - `area`: the working area's name and a representative point (`lat`, `lng` in decimal
 *   degrees, WGS 84), used to place the cruise on the Cruise Planning map;
 * - `port`: the town the cruise sailed from ('Teknaf', 'Mongla'), which search engines take
 *   as the address of the cruise (an event at sea has no street address);
 * - `vessel`: the vessel or boat and its kind, as a reader should see it
 *   ('R/V …, the laboratory's 12 m coastal research boat', 'Chartered wooden fishing trawler');
 * - `participants`: ids of people in `people.ts`, the cruise leader first;
 * - `programs`: ids of programmes in `static/programs-and-project.json`.
 * The cruise's sampling stations (id, position, depth) are in `cruiseStations.ts`, keyed by the
 * cruise's id. Then run `npm run test:unit`: `tests/unit/collections.test.ts` checks every
 * entry against the schema in `src/data/schemas/cruises.ts` and that every person, programme
 * and station list it names exists. Texts (name, description, area name, vessel, port) are translated
 * in `i18n/bn/borl-collections/cruises.json`.
 *
 * Facts and figures are the laboratory's cruise records (73 locations in one survey, 29 sampling
 * locations over about 275 km, about 300 km of waterways with 26 land spots, about 50 km²
 * covered, the Sundarbans cruise of September 2023 with 34 stations over 130 km, the St Martin's
 * Island expedition with 54 stations and a 15-member team, 58 ROV stations, the Feni-Teknaf
 * monitoring of 17 parameters at 80 locations). Area points are approximate centres of the
 * working areas. Vessel names, ports, participants and station positions are SAMPLE data
 * written for this site: replace them with the cruise logs.
 */
import {compareKeys} from '../utils/compare';
import {formatMonthRange} from '../utils/formatDate';
import type {CollectionReviewMetadata} from '../utils/contentReview';

/**
 * When this file's entries were last checked, by whom, and how often (months) they must be
 * checked again: update it after a review (`npm run content:review` lists files that are due).
 */
export const review: CollectionReviewMetadata = {lastReviewed: '2026-11-09', reviewer: 'Chief Scientist, Sea-going Operations', reviewEvery: 6};

/** One sampling station of a cruise (see `cruiseStations.ts`). */
export type Station = {
  /** Station id, unique within its cruise, e.g. `S01`. */
  id: string;
  /** Latitude, decimal degrees north (WGS 84). */
  lat: number;
  /** Longitude, decimal degrees east (WGS 84). */
  lng: number;
  /** Water depth at the station, in metres, when it was recorded. */
  depthM?: number;
};

/** A cruise or expedition of the laboratory. */
export type Cruise = {
  /** Kebab-case, unique; the last segment of the cruise's page. */
  id: string;
  /** First day of the cruise, ISO `YYYY-MM-DD`. */
  startDate: string;
  /** Last day of the cruise (inclusive), ISO `YYYY-MM-DD`, not before `startDate`. */
  endDate: string;
  /** Cruise or expedition name. */
  name: string;
  /** One short paragraph: where, what was sampled, how many stations. */
  description: string;
  /** The working area: its name and a representative point, decimal degrees (WGS 84). */
  area: {name: string; lat: number; lng: number};
  /** The town of Bangladesh the cruise sailed from, its port of departure ('Teknaf'). */
  port: string;
  /** The vessel or boat and its kind, as printed on the cruise's page. */
  vessel: string;
  /** Ids of the people on board (`people.ts`), the cruise leader first. */
  participants: readonly string[];
  /** Ids of the programmes the cruise served (`static/programs-and-project.json`). */
  programs: readonly number[];
};

/** A cruise with its stations: the entry of the cruise's page (the collections plugin joins them). */
export type CruiseWithStations = Cruise & {
  /** The cruise's sampling stations, in sampling order (`cruiseStations.ts`). */
  stations: readonly Station[];
};

/** All cruises, oldest first. */
export const cruises: readonly Cruise[] = [
  {
    id: 'sonadia-channel-2022-10',
    startDate: '2022-10-09',
    endDate: '2022-10-14',
    name: 'Sonadia Channel Ecosystem Baseline Cruise',
    description:
      'A habitat survey of the Sonadia Island channels that covered about 50 km² of channels, mudflats, mangrove fringe and seagrass beds, with water and sediment sampling along the main channel.',
    area: {name: 'Sonadia Island', lat: 21.5, lng: 91.89},
    port: "Cox's Bazar",
    vessel: "R/V Sonadia Explorer, the laboratory's 12 m coastal research boat",
    participants: ['9', '12', '28', '10', '11'],
    programs: [4, 7],
  },
  {
    id: 'moheshkhali-channel-2022-12',
    startDate: '2022-12-04',
    endDate: '2022-12-15',
    name: 'Moheshkhali Channel Water and Sediment Survey',
    description:
      'Our largest single survey: 73 locations in and around the Moheshkhali channel, each with a CTD cast, water samples for nutrients and chlorophyll, and a sediment grab.',
    area: {name: 'Moheshkhali channel', lat: 21.6, lng: 91.93},
    port: "Cox's Bazar",
    vessel: "R/V Sonadia Explorer, the laboratory's 12 m coastal research boat",
    participants: ['6', '21', '10', '11', '17'],
    programs: [1],
  },
  {
    id: 'feni-teknaf-2023-02',
    startDate: '2023-02-05',
    endDate: '2023-02-18',
    name: 'Feni-Teknaf Coastal Belt Monitoring 2023',
    description:
      'The annual dry-season monitoring of the coastal belt from the Feni estuary to Teknaf: 17 water-quality parameters measured at 80 locations.',
    area: {name: 'Feni-Teknaf coastal belt', lat: 21.9, lng: 91.75},
    port: 'Chattogram',
    vessel: 'MV Karnaphuli Surveyor, a chartered survey launch',
    participants: ['1', '5', '20', '10', '11'],
    programs: [1, 6],
  },
  {
    id: 'st-martins-reconnaissance-2023-04',
    startDate: '2023-04-10',
    endDate: '2023-04-13',
    name: "Saint Martin's Island MPA Reconnaissance",
    description:
      "A short pre-monsoon visit to the Saint Martin's Island marine protected area to test dive plans, mark permanent coral stations and deploy temperature loggers on the reef.",
    area: {name: "Saint Martin's Island", lat: 20.62, lng: 92.32},
    port: 'Teknaf',
    vessel: 'Chartered wooden fishing trawler from Teknaf',
    participants: ['2', '16', '11'],
    programs: [2],
  },
  {
    id: 'meghna-estuary-2023-05',
    startDate: '2023-05-07',
    endDate: '2023-05-12',
    name: 'Meghna Estuary Salinity Transect',
    description:
      'A transect from the lower Meghna to the open shelf that worked 29 sampling locations over about 275 km, mapping the salinity fronts and suspended sediment before the monsoon.',
    area: {name: 'Meghna estuary', lat: 22.3, lng: 91.0},
    port: 'Chattogram',
    vessel: 'MV Karnaphuli Surveyor, a chartered survey launch',
    participants: ['1', '17', '8', '10'],
    programs: [9, 6],
  },
  {
    id: 'sundarbans-2023-09',
    startDate: '2023-09-17',
    endDate: '2023-09-19',
    name: 'Sundarbans Research Cruise',
    description:
      'A three-day cruise through the mangrove waterways of the Sundarbans that sampled 34 stations over 130 km, with five teams: Wet Lab, Plankton, Benthic, Vegetation and Wildlife.',
    area: {name: 'Sundarbans', lat: 21.85, lng: 89.55},
    port: 'Mongla',
    vessel: 'MV Bonbibi, a chartered two-deck river cruiser',
    participants: ['1', '5', '22', '14', '20', '10', '11'],
    programs: [3],
  },
  {
    id: 'swatch-of-no-ground-2023-11',
    startDate: '2023-11-12',
    endDate: '2023-11-16',
    name: 'Swatch of No Ground Pelagic Survey',
    description:
      'CTD sections across the head of the Swatch of No Ground, the deep canyon that is Bangladesh\'s first marine protected area, with plankton tows and watches for dolphins and whales.',
    area: {name: 'Swatch of No Ground', lat: 21.2, lng: 89.6},
    port: 'Mongla',
    vessel: 'R/V Meen Sandhani, a fisheries research vessel (berths shared)',
    participants: ['30', '1', '5', '8', '10'],
    programs: [9, 6],
  },
  {
    id: 'st-martins-expedition-2023-12',
    startDate: '2023-12-27',
    endDate: '2024-01-06',
    name: "St Martin's Island Expedition",
    description:
      "A 15-member team sampled 54 stations around St Martin's Island: coral and reef fish surveys by divers, seagrass plots, water quality and sediments.",
    area: {name: "Saint Martin's Island", lat: 20.63, lng: 92.32},
    port: 'Teknaf',
    vessel: 'R/V Sonadia Explorer and a chartered fishing trawler from Teknaf',
    participants: ['2', '9', '16', '25', '28', '10', '11'],
    programs: [2, 7],
  },
  {
    id: 'st-martins-rov-2024-03',
    startDate: '2024-03-03',
    endDate: '2024-03-09',
    name: "ROV Coral Habitat Mapping, St Martin's Island",
    description:
      'Remotely operated vehicle dives at 58 stations around the island and its outer reefs, recording video of coral, rock, rubble and sand for the first habitat map of the deeper reef.',
    area: {name: "Saint Martin's Island outer reefs", lat: 20.6, lng: 92.3},
    port: 'Teknaf',
    vessel: "Chartered fishing trawler from Teknaf, fitted with the laboratory's ROV winch",
    participants: ['2', '25', '16', '10'],
    programs: [2],
  },
  {
    id: 'kutubdia-channel-2024-05',
    startDate: '2024-05-05',
    endDate: '2024-05-09',
    name: 'Kutubdia Channel Fisheries and Plankton Cruise',
    description:
      'Plankton and fish-larvae tows with water sampling along the Kutubdia channel, paired with landing surveys of sharks and rays at the nearby fish landing centres.',
    area: {name: 'Kutubdia channel', lat: 21.82, lng: 91.87},
    port: "Cox's Bazar",
    vessel: "R/V Sonadia Explorer, the laboratory's 12 m coastal research boat",
    participants: ['4', '5', '13', '27', '11'],
    programs: [5, 6],
  },
  {
    id: 'karnaphuli-plume-2024-08',
    startDate: '2024-08-11',
    endDate: '2024-08-14',
    name: 'Monsoon Plume Cruise off the Karnaphuli',
    description:
      'A peak-monsoon cruise off the Karnaphuli estuary that followed the river plume out to sea with CTD casts, turbidity and nutrient sampling, timed with satellite passes.',
    area: {name: 'Karnaphuli estuary', lat: 22.2, lng: 91.78},
    port: 'Chattogram',
    vessel: 'MV Karnaphuli Surveyor, a chartered survey launch',
    participants: ['19', '5', '1', '10'],
    programs: [6, 9],
  },
  {
    id: 'sundarbans-waterways-2024-11',
    startDate: '2024-11-10',
    endDate: '2024-11-19',
    name: 'Sundarbans Waterways Expedition',
    description:
      'An expedition through the Sundarbans along about 300 km of waterways with 26 land spots, surveying channel banks, mangrove vegetation, mudflat fauna and salinity from the Pasur river to the sea face.',
    area: {name: 'Sundarbans', lat: 22.0, lng: 89.45},
    port: 'Mongla',
    vessel: 'MV Bonbibi, a chartered two-deck river cruiser',
    participants: ['1', '22', '14', '31', '9', '11'],
    programs: [3, 7],
  },
  {
    id: 'feni-teknaf-2025-01',
    startDate: '2025-01-12',
    endDate: '2025-01-25',
    name: 'Feni-Teknaf Coastal Belt Monitoring 2025',
    description:
      'The annual monitoring of 17 water-quality parameters at 80 locations from the Feni estuary to Teknaf, extending the record begun in earlier years.',
    area: {name: 'Feni-Teknaf coastal belt', lat: 21.9, lng: 91.75},
    port: 'Chattogram',
    vessel: 'MV Karnaphuli Surveyor, a chartered survey launch',
    participants: ['1', '5', '20', '21', '10', '11'],
    programs: [1, 6],
  },
  {
    id: 'st-martins-bleaching-watch-2025-03',
    startDate: '2025-03-16',
    endDate: '2025-03-21',
    name: "Saint Martin's Island Coral Bleaching Watch",
    description:
      'A pre-monsoon check of tagged coral colonies and temperature loggers at the permanent stations around Saint Martin\'s Island, to catch early signs of bleaching as the sea warms.',
    area: {name: "Saint Martin's Island", lat: 20.62, lng: 92.33},
    port: 'Teknaf',
    vessel: 'Chartered wooden fishing trawler from Teknaf',
    participants: ['2', '16', '25'],
    programs: [2],
  },
];

/** The cruises in chronological order (by `startDate`, then `id`). */
export const cruisesByDate: readonly Cruise[] = [...cruises].sort(
  (a, b) => compareKeys(a.startDate, b.startDate) || compareKeys(a.id, b.id),
);

/** The cruise with this id, if any. */
export function findCruise(id: string): Cruise | undefined {
  return cruises.find((cruise) => cruise.id === id);
}

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
