/**
 * Lab Alumni: former students and staff of the laboratory and where their careers went.
 *
 * Shown on `/who-we-are/about-borl/lab-alumni` (in the order below) and on one pre-rendered
 * page per alumnus at `/who-we-are/about-borl/lab-alumni/{id}`.
 *
 * To add an alumnus, append one entry to {@link alumni}:
 * - `id`: the next whole number (it becomes the URL, e.g. `/lab-alumni/13`);
 * - `name`: full name;
 * - `img` (optional): `/img/alumni/{id}.svg` (or `.webp`), a square portrait of at least
 *   300x300 px saved in `static/img/alumni/`. Without it (or when the file fails to load) the
 *   page shows the 300x300 placeholder {@link alumnusPlaceholder};
 * - `description`: a short biography, paragraphs separated by a blank line; the list shows its
 *   beginning, cut with an ellipsis.
 * Then run `node scripts/draw-collections.mjs` for an initials portrait (or save a photo) and
 * `npm run test:unit`: `tests/unit/collections.test.ts` checks every entry against the schema
 * in `src/data/schemas/alumni.ts`.
 *
 * The names and careers are sample content written for this site (no real person).
 */
import {truncateWords} from '../utils/text';
import type {CollectionReviewMetadata} from '../utils/contentReview';

/**
 * When this file's entries were last checked, by whom, and how often (months) they must be
 * checked again: update it after a review (`npm run content:review` lists files that are due).
 */
export const review: CollectionReviewMetadata = {lastReviewed: '2026-09-28', reviewer: 'Outreach and Student Coordinator', reviewEvery: 12};

/** A former member of the laboratory. */
export type Alumnus = {
  /** Whole number from 1, unique; the last segment of the detail page URL. */
  id: number;
  name: string;
  /** Portrait path under `static/` (square, at least 300x300 px); absent: the placeholder. */
  img?: string;
  /** Short biography: paragraphs separated by a blank line. */
  description: string;
};

/** The image shown when an alumnus has no portrait or it fails to load (300x300 px). */
export const alumnusPlaceholder = {src: '/img/alumni/placeholder.svg', width: 300, height: 300} as const;

/** All alumni in list order. */
export const alumni: readonly Alumnus[] = [
  {
    id: 1,
    name: 'Lt. Cdr. Shafiqul Islam Pavel',
    img: '/img/alumni/1.svg',
    description: `Shafiqul Islam Pavel studied oceanography at the institute and spent two years at the laboratory processing CTD and echo-sounder data from coastal cruises. His MS thesis mapped the depth of the Moheshkhali channel from the laboratory's own soundings.

He then joined the Bangladesh Navy and trained as a hydrographic surveyor. Today he serves as a Lieutenant Commander with the navy's hydrographic and oceanographic service, charting approaches to the ports of Chattogram and Mongla, and he still lectures our students on nautical charts every year.`,
  },
  {
    id: 2,
    name: 'Dr. Nazmun Nahar Shoma',
    img: '/img/alumni/2.svg',
    description: `Nazmun Nahar Shoma was one of the laboratory's first research students, working on the plankton of the Karnaphuli estuary. She counted and identified thousands of samples and helped build the reference collection that students still use.

She went on to a PhD in biological oceanography in Japan, studying how phytoplankton respond to river plumes, and is now a postdoctoral researcher in Hokkaido working on harmful algal blooms in coastal waters.`,
  },
  {
    id: 3,
    name: 'Md. Saiful Alam Babu',
    img: '/img/alumni/3.svg',
    description: `Saiful Alam Babu completed his MS in fisheries at the institute with a thesis on the set-bag net fishery of the Meghna estuary, based on a year of landing surveys with the laboratory's field team.

He joined the Department of Fisheries through the Bangladesh Civil Service and now works as an Upazila Fisheries Officer on the coast, where he enforces the seasonal hilsa ban and runs training for fishers on safer and more selective gear.`,
  },
  {
    id: 4,
    name: 'Rokeya Sultana Ruma',
    img: '/img/alumni/4.svg',
    description: `Rokeya Sultana Ruma worked at the laboratory as a research assistant in aquaculture, running the laboratory's first trials of seaweed culture on ropes near Cox's Bazar and recording growth and water quality every week for two seasons.

She now manages a coastal aquaculture project of an international research organisation, supporting hundreds of farming households in Khulna and Satkhira to grow fish, shrimp and vegetables together on the same land.`,
  },
  {
    id: 5,
    name: 'Dr. Mahbubur Rahman Sohel',
    img: '/img/alumni/5.svg',
    description: `Mahbubur Rahman Sohel studied the sediments of the Sundarbans channels for his MS at the laboratory, taking cores from small boats and measuring grain size and heavy metals.

He completed a PhD in marine geology in Germany on the sediment record of the Bengal Fan and is now a Scientific Officer at a national oceanographic research institute in Cox's Bazar, where he leads seabed sampling surveys of the shelf.`,
  },
  {
    id: 6,
    name: 'Sharmin Akter Lima',
    img: '/img/alumni/6.svg',
    description: `Sharmin Akter Lima was a research student in marine biotechnology who isolated salt-tolerant bacteria from mangrove soils and tested them for enzymes of use in the fish-processing industry.

After graduating she joined a pharmaceutical company in Dhaka as a microbiologist in its quality control laboratory, and she now heads a team that tests raw materials and finished medicines.`,
  },
  {
    id: 7,
    name: 'Md. Jahidul Islam Nayeem',
    description: `Jahidul Islam Nayeem joined the laboratory as a volunteer in his second year and stayed for his MS, which used satellite images to map suspended sediment along the coast of Bangladesh.

He is now a PhD student in Australia, where he studies ocean colour remote sensing of turbid coastal waters, and he keeps in touch with the laboratory's remote sensing group through joint fieldwork whenever he is home.`,
  },
  {
    id: 8,
    name: 'Tahmina Akter Popy',
    img: '/img/alumni/8.svg',
    description: `Tahmina Akter Popy worked on the coral communities of St Martin's Island for her MS and was among the first members of the laboratory to qualify as a scientific diver.

She works with a marine conservation project of an international conservation organisation on the coast of Bangladesh, supporting community-based monitoring of the St Martin's Island marine protected area and training local guides.`,
  },
  {
    id: 9,
    name: 'Kazi Tanvir Hossain',
    img: '/img/alumni/9.svg',
    description: `Kazi Tanvir Hossain studied the mud crab fishery of the Sundarbans for his MS at the laboratory and spent a further year as a research assistant on the laboratory's crab fattening trials.

He now runs his own mud crab and seabass farm near Cox's Bazar, exports live crabs to East Asia, and hosts the laboratory's undergraduate interns every summer.`,
  },
  {
    id: 10,
    name: 'Dr. Samia Haque Eshita',
    img: '/img/alumni/10.svg',
    description: `Samia Haque Eshita was a research student in physical oceanography who analysed the salinity of the northern Bay of Bengal through the monsoon from the laboratory's cruise data.

She completed a PhD in Norway on ocean-atmosphere interaction in the Bay of Bengal and now works as a research scientist on climate models at a European research centre, studying how the monsoon may change in a warmer climate.`,
  },
  {
    id: 11,
    name: 'Md. Ruhul Amin Rasel',
    img: '/img/alumni/11.svg',
    description: `Ruhul Amin Rasel worked at the laboratory as a field technician and GIS assistant, preparing sampling maps for cruises and keeping the station database in order.

He is now a GIS specialist at a national water-modelling institute in Dhaka, where he prepares the coastal maps and flood models used in the planning of polders and cyclone shelters.`,
  },
  {
    id: 12,
    name: 'Ayesha Siddika Tania',
    img: '/img/alumni/12.svg',
    description: `Ayesha Siddika Tania studied the diet and growth of hilsa shad for her MS at the laboratory, sampling fish from markets along the Meghna every month for a year.

She went on to an MSc in fisheries science in Malaysia and now works as a research associate on a fisheries management project in Bangladesh, where she helps evaluate the hilsa sanctuaries and the income support given to fishers during fishing bans.`,
  },
];

/** The alumnus with this id, matched loosely (`'3'` finds `3`), or `undefined`. */
export function findAlumnus(id: string | number): Alumnus | undefined {
  return alumni.find((alumnus) => String(alumnus.id) === String(id).trim());
}

/** Words of the truncated biography on the list page. */
export const alumnusExcerptWords = 35;

/** The biography as the list shows it: its first 35 words followed by an ellipsis. */
export function alumnusExcerpt(alumnus: Alumnus): string {
  return truncateWords(alumnus.description, alumnusExcerptWords);
}
