/**
 * Press coverage: stories in newspapers and magazines about the laboratory's work ("BORL in the
 * News"). The list page shows them as cards that open the outlet in a new tab; each item also
 * has a detail page at `{list page}/{id}` with the description (the route is the `press`
 * collection of `src/collections.ts`).
 *
 * The items are sample content written for this site. Because the stories are samples, `source`
 * never points at an invented article URL: it is the real home page of the outlet, so every link
 * works. When the laboratory replaces an item with a real story, put the story's own URL there.
 *
 * To add an item:
 * - give it the next free `id` (items are listed newest first, by `date`);
 * - draw its picture as `static/img/press/{id}.svg`, 600 x 400 (3:2), and describe it in `imgAlt`
 *   (the shipped pictures come from `scripts/draw-news-images.mjs`);
 * - `outlet` is the publication's name as it writes it, `source` an `https://` URL, `date` the
 *   publication date as `YYYY-MM-DD`;
 * - `description` holds two or three paragraphs summarising the story.
 * The unit test `tests/unit/press.test.ts` checks every rule above, and the build checks every
 * item against the same schema (`src/data/schemas/press.ts`).
 */
import {compareKeys} from '../utils/compare';
import type {CollectionReviewMetadata} from '../utils/contentReview';

/**
 * When this file's entries were last checked, by whom, and how often (months) they must be
 * checked again: update it after a review (`npm run content:review` lists files that are due).
 */
export const review: CollectionReviewMetadata = {lastReviewed: '2026-10-20', reviewer: 'Outreach and Student Coordinator', reviewEvery: 6};

/** One press item. */
export type PressItem = {
  /** Positive whole number, unique; the last segment of the detail page's path. */
  id: number;
  /** Headline of the story, as the outlet wrote it: it is not translated. */
  title: string;
  /**
   * Language of the headline (a BCP 47 tag such as `bn`), when it is not English. Pages mark the
   * headline with it, so that a screen reader on a page of another language reads it right.
   */
  titleLang?: string;
  /** Picture under `static/` (`/img/press/{id}.svg`), 600 x 400. */
  img: string;
  /** What the picture shows. */
  imgAlt: string;
  /** Name of the newspaper, magazine or news site. */
  outlet: string;
  /** Publication date, `YYYY-MM-DD`. */
  date: string;
  /** Where the story is published (`https://`); opened in a new tab. */
  source: string;
  /** Summary of the story: two or three paragraphs. */
  description: readonly string[];
};

/** The language of an item's headline (`titleLang`, English when absent), for its `lang` attribute. */
export function pressTitleLang(item: Pick<PressItem, 'titleLang'>): string {
  return item.titleLang ?? 'en';
}

/** Width and height in CSS pixels of every press picture. */
export const pressImageSize = {width: 600, height: 400} as const;

const items: PressItem[] = [
  {
    id: 1,
    title: 'Rising seas push salt water deeper into coastal farmland',
    img: '/img/press/1.svg',
    imgAlt: 'Sea water creeping under coastal farmland, shown by a rising water line beside rice fields',
    outlet: 'The Daily Star',
    date: '2025-03-02',
    source: 'https://www.thedailystar.net/',
    description: [
      'The story follows the laboratory’s survey of soil and groundwater salinity in farming villages along the coast of Chattogram and Cox’s Bazar, where farmers report that their dry-season rice and vegetables grow less well every year.',
      'Our researchers measured salinity in wells, ponds, canals and fields, and compared the results with tide levels and river flows. Salt water now reaches further inland in the dry months, when the rivers are low, and tidal surges during storms leave salt behind in the soil for months.',
      'The article also describes what farmers are doing about it, from salt-tolerant rice varieties to rainwater ponds, and why regular measurements are needed to tell which measures work.',
    ],
  },
  {
    id: 2,
    title: 'Young corals return to protected reefs of St Martin’s Island',
    img: '/img/press/2.svg',
    imgAlt: 'Young corals growing back on a reef, with small fish around them',
    outlet: 'Prothom Alo English',
    date: '2025-01-19',
    source: 'https://en.prothomalo.com/',
    description: [
      'The report covers our latest reef survey around St Martin’s Island, in which divers counted young coral colonies on fixed transects first laid during the laboratory’s 2023 to 2024 expedition.',
      'More young corals were found on the transects inside the protected zones than outside them, a first sign that restrictions on anchoring, collecting and fishing are helping the reef. The newspaper notes that live coral cover remains low and that the reef is still exposed to heat stress, litter and heavy tourism.',
    ],
  },
  {
    id: 3,
    title: 'Underwater robot maps coral habitats at 58 sites around St Martin’s',
    img: '/img/press/3.svg',
    imgAlt: 'An underwater robot over a grid of survey points on the seabed',
    outlet: 'Dhaka Tribune',
    date: '2024-11-10',
    source: 'https://www.dhakatribune.com/',
    description: [
      'The article explains how the laboratory used a remotely operated vehicle to film the seabed at 58 stations around St Martin’s Island, reaching depths that divers cannot survey safely.',
      'The resulting habitat map shows where living coral, rock, sand, mud, seagrass and seaweed are found. The reporter highlights the deeper rocky outcrops with soft corals and sea fans that the survey revealed, and the training that lets laboratory staff pilot and maintain the vehicle themselves.',
    ],
  },
  {
    id: 4,
    title: 'Scientists track how changing river flows move hilsa spawning grounds',
    img: '/img/press/4.svg',
    imgAlt: 'A silvery hilsa fish swimming upriver',
    outlet: 'The Business Standard',
    date: '2024-09-15',
    source: 'https://www.tbsnews.net/',
    description: [
      'Hilsa, the national fish of Bangladesh, migrates from the sea into the rivers of the delta to spawn. This story reports on the laboratory’s study of where and when the fish spawn, based on egg and larva samples and on interviews with fishers along the Meghna.',
      'Our researchers found that spawning follows the timing and strength of the monsoon floods, and that the places with the most eggs have shifted over the past decade as river channels and flows have changed.',
      'The article discusses what this means for the seasonal fishing bans that protect spawning hilsa, which work best when they match where and when the fish actually spawn.',
    ],
  },
  {
    id: 5,
    title: 'A research cruise through the Sundarbans: 34 stations in three days',
    img: '/img/press/5.svg',
    imgAlt: 'A research boat between mangrove banks in the Sundarbans',
    outlet: 'bdnews24.com',
    date: '2024-07-21',
    source: 'https://bdnews24.com/',
    description: [
      'This feature retraces the laboratory’s three-day research cruise in the Sundarbans in September 2023, when five teams sampled 34 stations along about 130 kilometres of rivers and tidal channels.',
      'The reporter describes the work of the Wet Lab, Plankton, Benthic, Vegetation and Wildlife teams, and the first results: low salinity across most of the forest at the height of the monsoon, high turbidity everywhere and lower oxygen in some narrow side channels.',
    ],
  },
  {
    id: 6,
    title: 'Dolphins and whales recorded over the Swatch of No Ground',
    img: '/img/press/6.svg',
    imgAlt: 'A dolphin and a whale above a deep submarine canyon',
    outlet: 'New Age',
    date: '2024-05-26',
    source: 'https://www.newagebd.net/',
    description: [
      'The Swatch of No Ground, a submarine canyon off the coast of Bangladesh, became the country’s first marine protected area in 2014. This article reports on the laboratory’s boat surveys over the canyon, in which observers recorded groups of dolphins, porpoises and whales.',
      'The story explains why the canyon attracts so much life: it brings deep, nutrient-rich water close to the shallow shelf. It also describes the threats the animals face, from entanglement in gill nets to ship traffic, and the value of regular surveys for the management of the protected area.',
    ],
  },
  {
    id: 7,
    title: 'Microplastics turn up in plankton samples off Cox’s Bazar',
    img: '/img/press/7.svg',
    imgAlt: 'A sample jar holding plankton and small pieces of plastic',
    outlet: 'The Financial Express',
    date: '2024-03-17',
    source: 'https://thefinancialexpress.com.bd/',
    description: [
      'While sorting plankton samples taken off Cox’s Bazar, laboratory researchers found small fragments and fibres of plastic in most of them. The newspaper reports on the follow-up study that counted and identified these microplastics.',
      'Fibres, mostly from textiles and fishing ropes, were the most common type, followed by fragments of packaging. The article discusses how microplastics enter the food web when they are eaten by plankton and small fish, and the laboratory’s call for better waste management in coastal towns.',
    ],
  },
  {
    id: 8,
    title: 'Coastal water quality checked at 80 locations from Feni to Teknaf',
    img: '/img/press/8.svg',
    imgAlt: 'A water drop beside a bar chart of water quality measurements',
    outlet: 'United News of Bangladesh',
    date: '2024-01-28',
    source: 'https://unb.com.bd/',
    description: [
      'The news agency reports on the laboratory’s annual coastal belt monitoring, which measures 17 water quality parameters at 80 locations between Feni and Teknaf.',
      'The report summarises the main findings: lower oxygen and higher nutrient and oil levels near the port and industrial areas of Chattogram, clearer water along the southern coast, and the strong effect of the monsoon on salinity and turbidity everywhere. It also notes the laboratory’s aim to publish the full record as open data.',
    ],
  },
  {
    id: 9,
    title: 'University laboratory takes ocean science to school students',
    img: '/img/press/9.svg',
    imgAlt: 'School students with a teacher on a beach, looking at the sea',
    outlet: 'Bangladesh Sangbad Sangstha (BSS)',
    date: '2023-12-10',
    source: 'https://www.bssnews.net/',
    description: [
      'The national news agency covers the laboratory’s ocean literacy campaign for secondary and higher secondary students, in which researchers visit schools along the coast and invite classes to the laboratory.',
      'Students look at plankton under the microscope, test the salinity of water samples and learn why the Bay of Bengal matters for the weather, the fish they eat and the safety of their families during cyclones. The campaign also trains teachers to run simple ocean activities of their own.',
    ],
  },
  {
    id: 10,
    title: 'At Bangladesh’s fish landing centres, a count of sharks and rays',
    img: '/img/press/10.svg',
    imgAlt: 'A shark and a ray laid out beside a measuring tape',
    outlet: 'Mongabay',
    date: '2023-10-22',
    source: 'https://news.mongabay.com/',
    description: [
      'This environmental news site reports on the laboratory’s monitoring of sharks and rays at fish landing centres in Cox’s Bazar and Chattogram, where a small team photographs and measures the animals brought ashore with the catch.',
      'In its first year the programme recorded more than 40 species, among them wedgefishes and guitarfishes that are critically endangered worldwide. Most sharks landed were juveniles.',
      'The story describes how the team works with fishers and traders, and how the records could guide measures such as protecting nursery areas.',
    ],
  },
  {
    id: 11,
    title: 'Mapping low-oxygen waters in the northern Bay of Bengal',
    img: '/img/press/11.svg',
    imgAlt: 'A column of sea water with a low-oxygen layer near the bottom',
    outlet: 'SciDev.Net',
    date: '2023-08-13',
    source: 'https://www.scidev.net/',
    description: [
      'The Bay of Bengal holds one of the largest low-oxygen zones in the world’s oceans. This science news site reports on the laboratory’s measurements of dissolved oxygen on the shelf off Bangladesh, where the edge of that zone meets the coastal waters.',
      'The article explains how river nutrients, warm surface water and weak mixing combine to lower oxygen near the bottom, and why fisheries scientists are watching for signs that the low-oxygen water is spreading towards the coast.',
    ],
  },
  {
    id: 12,
    title: 'Mangroves and seagrass tested as living coastal defences',
    img: '/img/press/12.svg',
    imgAlt: 'Mangrove seedlings and seagrass protecting a coast from waves',
    outlet: 'Dialogue Earth',
    date: '2023-06-04',
    source: 'https://dialogue.earth/',
    description: [
      'This regional environment publication reports on the laboratory’s trials of nature-based coastal defence, in which belts of mangrove seedlings and patches of seagrass are planted in front of embankments to calm waves and hold sediment.',
      'Early results show that well-established seedlings reduce the height of small waves and that sediment builds up behind them. The article discusses where such living defences can complement concrete structures along the coast of Bangladesh, and where they cannot.',
    ],
  },
  {
    id: 13,
    title: 'What the Bengal Fan’s mud layers reveal about past monsoons',
    img: '/img/press/13.svg',
    imgAlt: 'A sediment core with many layers beside a deep-sea fan',
    outlet: 'Down To Earth',
    date: '2023-04-09',
    source: 'https://www.downtoearth.org.in/',
    description: [
      'The Bengal Fan, the largest submarine fan on Earth, holds sediment carried from the Himalaya by the Ganges and Brahmaputra over millions of years. This magazine feature describes how the laboratory and its partners read the layers of sediment cores as a record of past monsoons.',
      'Changes in the grain size and chemistry of the layers show when the rivers carried more or less water and sediment. The article explains why such long records help to understand how the monsoon may respond to a warming climate.',
    ],
  },
  {
    id: 14,
    title: 'Researchers call for protection of the Sonadia Channel',
    img: '/img/press/14.svg',
    imgAlt: 'A sea turtle on a sandy beach beside a tidal channel',
    outlet: 'The Independent',
    date: '2023-02-12',
    source: 'https://www.theindependentbd.com/',
    description: [
      'The newspaper reports on the laboratory’s survey of the Sonadia Channel near Cox’s Bazar, an ecologically critical area with mangroves, mudflats, seagrass beds, turtle nesting beaches and large flocks of migratory shorebirds.',
      'The researchers documented the pressures on the channel, from mangrove clearing for shrimp ponds to fixed nets that catch juvenile fish, and recommended protecting seagrass and nesting beaches, restoring mangroves and monitoring the channel regularly.',
    ],
  },
  {
    id: 15,
    title: 'Three marine scientists qualify as divers for reef research',
    img: '/img/press/15.svg',
    imgAlt: 'A scuba diver swimming over a reef with bubbles rising',
    outlet: 'Daily Sun',
    date: '2022-11-06',
    source: 'https://www.daily-sun.com/',
    description: [
      'The newspaper reports that three members of the laboratory have earned their scuba diving licences, bringing the laboratory’s team of divers to five.',
      'The article describes the training, from pool sessions to open-water dives and examinations, and the further scientific diving training that follows. It explains how more divers will let the laboratory survey more of the reefs of St Martin’s Island in each short calm-weather season.',
    ],
  },
  {
    id: 16,
    title: 'Mussel and seaweed farming trials offer coastal families new income',
    img: '/img/press/16.svg',
    imgAlt: 'Floats with ropes of mussels and seaweed hanging in the sea',
    outlet: 'The Daily Observer',
    date: '2022-08-28',
    source: 'https://www.observerbd.com/',
    description: [
      'The newspaper covers the laboratory’s trials of floating mussel culture and seaweed farming near Cox’s Bazar, carried out with families from fishing communities.',
      'Mussels and seaweed grow on ropes hung from floats and need no feed, so they can be farmed at low cost and even improve water quality. The story reports on the first harvests, the training of the participating families and the laboratory’s work on the markets that will decide whether the new crops can provide a lasting income.',
    ],
  },
];

/** Every press item, newest first (by date; on the same day, by id). */
export const pressItems: readonly PressItem[] = [...items].sort((a, b) => compareKeys(b.date, a.date) || a.id - b.id);

/** How many items the list page shows before 'See More'. */
export const pressListCollapsedCount = 9;
