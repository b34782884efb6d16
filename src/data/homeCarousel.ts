/**
 * The 'Know Bay of Bengal' carousel of the home page: 20 picture cards, each leading to one of
 * the four research pages under Dive into Our Research (publications, multimedia, news
 * releases, BORL in the News). A card's title and link are that page's menu link in
 * `src/navigation.ts` (so they follow menu edits and translations); the entry adds a picture and
 * a caption saying what the visitor finds there.
 *
 * To add or change a card: pick a `kind`, a `caption` of at most 60 characters, and a picture
 * that already exists under `static/` (3:2 or 4:3, shown cropped to 3:2) with its intrinsic
 * `width` and `height` and an `alt` text. Cards show in the order of this list; keep the kinds
 * mixed so that every screenful offers different destinations.
 * The unit test `tests/unit/homeCarousel.test.ts` checks the count, the files, the links and
 * every card against the schema in `src/data/schemas/homeCarousel.ts`.
 */
import {site} from './site';
import type {NavigationTree, NavLink} from '../navigation';

/** Where a card leads: one of the four research pages. */
export type CarouselKind = 'publications' | 'multimedia' | 'news-releases' | 'in-the-news';

/** Id of the menu link (section 'dive-into-our-research') each kind of card leads to. */
export const carouselKindLinkIds = {
  publications: 'publications',
  multimedia: 'multimedia',
  'news-releases': 'news-releases',
  'in-the-news': `${site.slug}-in-the-news`,
} as const satisfies Record<CarouselKind, string>;

/**
 * The menu link a kind of card leads to (title and path of the card), from the navigation tree
 * (pass the translated tree of `useNavigation()` on pages); `undefined` if the menu lacks it.
 */
export function carouselTarget(tree: NavigationTree, kind: CarouselKind): NavLink | undefined {
  return tree.groups
    .find((group) => group.id === 'bob')
    ?.sections.find((section) => section.id === 'dive-into-our-research')
    ?.links.find((link) => link.id === carouselKindLinkIds[kind]);
}

/** One card of the carousel. */
export type CarouselCard = {
  /** Unique key, stable across edits. */
  id: string;
  kind: CarouselKind;
  /** One line under the title: what the visitor will find. */
  caption: string;
  /** Picture under `static/`. */
  img: string;
  /** What the picture shows. */
  alt: string;
  /** Intrinsic picture size in CSS pixels. */
  width: number;
  height: number;
};

const article = (id: number) => ({img: `/img/articles/${id}.svg`, width: 1200, height: 800});
const press = (id: number) => ({img: `/img/press/${id}.svg`, width: 600, height: 400});
const fact = (slug: string) => ({img: `/img/facts/${slug}.svg`, width: 1200, height: 900});
const page = (slug: string) => ({img: `/img/pages/${slug}.svg`, width: 1200, height: 800});

/** The 20 cards, in display order. */
export const homeCarousel: readonly CarouselCard[] = [
  {id: 'news-st-martins', kind: 'news-releases', caption: 'Fifty-four stations around St Martin’s Island', alt: 'A research boat off St Martin’s Island with divers on the reef below', ...article(1)},
  {id: 'publications-swatch', kind: 'publications', caption: 'Papers on the Swatch of No Ground canyon', alt: 'Map of the Swatch of No Ground submarine canyon', ...fact('swatch-of-no-ground')},
  {id: 'multimedia-vehicles', kind: 'multimedia', caption: 'Our underwater vehicles at work', alt: 'A remotely operated vehicle surveying a coral reef', ...page('underwater-vehicles')},
  {id: 'press-salt', kind: 'in-the-news', caption: 'Salt water creeping into coastal farmland', alt: 'Sea water under coastal farmland beside rice fields', ...press(1)},
  {id: 'news-sundarbans', kind: 'news-releases', caption: 'Three days on the rivers of the Sundarbans', alt: 'A research vessel on a mangrove river at dawn', ...article(2)},
  {id: 'publications-hilsa', kind: 'publications', caption: 'Research on the migration of hilsa shad', alt: 'Map of the migratory routes of hilsa shad', ...fact('migratory-routes-for-tenualosa-ilisha')},
  {id: 'multimedia-observations', kind: 'multimedia', caption: 'Instruments that watch the bay', alt: 'A research vessel lowering a CTD rosette beside a moored buoy', ...page('ocean-observations')},
  {id: 'press-corals', kind: 'in-the-news', caption: 'Young corals return to protected reefs', alt: 'Young corals growing back on a reef', ...press(2)},
  {id: 'news-bleaching', kind: 'news-releases', caption: 'Coral bleaching in the hottest months', alt: 'Healthy and bleached corals beside a rising thermometer', ...article(3)},
  {id: 'publications-dolphins', kind: 'publications', caption: 'Studies of dolphins and sea turtles', alt: 'Map of the habitats of Irrawaddy dolphins and olive ridley turtles', ...fact('habitat-for-irrawaddy-dolphin')},
  {id: 'multimedia-facilities', kind: 'multimedia', caption: 'Inside our laboratories', alt: 'A laboratory bench with a microscope and sample bottles', ...page('facilities-and-services')},
  {id: 'press-robot', kind: 'in-the-news', caption: 'An underwater robot maps 58 sites', alt: 'An underwater robot over a grid of survey points', ...press(3)},
  {id: 'news-plankton', kind: 'news-releases', caption: 'The hidden forest of plankton', alt: 'Plankton seen through a microscope', ...article(4)},
  {id: 'publications-sundarbans', kind: 'publications', caption: 'Papers on the Sundarbans waterways', alt: 'Map of the Sundarbans and its research cruise stations', ...fact('coastal-sundarban')},
  {id: 'multimedia-history', kind: 'multimedia', caption: 'Pictures from nearly a century of history', alt: 'A 1930s tide station hut on stilts on an estuary bank', ...page('history')},
  {id: 'press-hilsa', kind: 'in-the-news', caption: 'Changing rivers move hilsa spawning', alt: 'A silvery hilsa fish swimming upriver', ...press(4)},
  {id: 'news-rov', kind: 'news-releases', caption: 'A robot maps St Martin’s coral habitats', alt: 'A remotely operated vehicle lighting up a coral habitat', ...article(5)},
  {id: 'publications-salinity', kind: 'publications', caption: 'Salinity across the seasons', alt: 'Map of the seasonal change of surface salinity in the bay', ...fact('high-salinity-variation')},
  {id: 'multimedia-field', kind: 'multimedia', caption: 'Our library and seminar room', alt: 'Library shelves and a seminar room showing a map of a bay', ...page('other-facilities')},
  {id: 'press-sundarbans', kind: 'in-the-news', caption: 'The Sundarbans cruise in the news', alt: 'A research boat between mangrove banks', ...press(5)},
];
