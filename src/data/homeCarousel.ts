/**
 * The 'Know Bay of Bengal' carousel of the home page: 20 picture cards, each leading to one of
 * the four research pages under Dive into Our Research (publications, multimedia, news
 * releases, BORL in the News). A card's title and link are that page's menu link in
 * `src/navigation.ts` (so they follow menu edits and translations); the entry adds a picture and
 * a caption saying what the visitor finds there.
 *
 * Each card is a file without body, `content/home-carousel/<id>.md`: a `kind`, a `caption` of at
 * most 60 characters, a picture that already exists under `static/` (`img`, 3:2 or 4:3, shown
 * cropped to 3:2) with its intrinsic `width` and `height` and an `alt` text, and its
 * `position`. Keep the kinds mixed so that every screenful offers different destinations. The
 * Bengali copy beside each file, `content/home-carousel/<id>.bn.md`, holds `caption` and `alt`. The
 * build checks every card against `src/data/schemas/homeCarousel.ts`;
 * `tests/unit/homeCarousel.test.ts` checks the files and the links.
 */
import {site} from './site';
import type {NavigationTree, NavLink} from '../navigation';
import type {CarouselCard} from './schemas/homeCarousel';

export type {CarouselCard} from './schemas/homeCarousel';

/** Where a card leads: one of the four research pages. */
export type CarouselKind = CarouselCard['kind'];

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
