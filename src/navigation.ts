/**
 * THE navigation tree of the site: the top-level groups, their sections and their links.
 *
 * Everything that lists pages reads this one tree: the desktop mega-menu and the mobile
 * accordion (the `custom-megaMenu` navbar item, `src/theme/NavbarItem/MegaMenuNavbarItem`), the
 * side menu (`src/components/SideMenu`), the footer link columns (`src/theme/Footer/Layout`)
 * and the docs sidebars (`sidebars.ts`). To add a page to the
 * menus, add one link here; the route itself comes from a doc in `docs/` (folder path = URL)
 * or a page in `src/pages/`.
 *
 * Paths follow the pattern `/{group}/{section}/{page}`; sections named after the laboratory
 * carry its slug (`about-borl`, from `site.slug` in `src/data/site.ts`). The tree is the one
 * source of these pages' paths: code that links to one asks {@link pagePath} with the link's id
 * instead of writing the path again. Labels are English source strings: the local navigation
 * plugin (`plugins/navigation`) exposes them for translation under the keys built by
 * {@link navigationKey}.
 *
 * Facts: the sections, their order and the fourteen fact slugs are the product's side-menu
 * list; the top navigation lists only twelve fact pages (the route table's), which is why two
 * fact links carry `topNav: false`.
 */
import {site} from './data/site';

/** The three side-menu groups: who-we-are, what-we-do and know-bay-of-bengal. */
export type NavGroupId = 'who' | 'what' | 'bob';

/** One page in the menus. */
export type NavLink = {
  /** Stable key, unique in the whole tree (the last path segment); see {@link pagePath}. */
  id: string;
  /** English label. */
  label: string;
  /** Absolute route path, no trailing slash. */
  path: string;
  /** `false` hides the link from the top navigation (it stays in the side menu). */
  topNav?: boolean;
};

/** A titled list of links inside a group (a mega-menu column, a side-menu block). */
export type NavSection = {
  /** The section's path segment (`about-borl`, `understand`, …). */
  id: string;
  /** English heading. */
  title: string;
  /** Heading of this section's footer column; absent when the footer does not list it. */
  footerTitle?: string;
  links: NavLink[];
};

/** A top-level group with a mega-menu and a side menu. */
export type NavGroup = {
  id: NavGroupId;
  /** English label as shown in the top bar (upper case, as the laboratory's menus write it). */
  label: string;
  /** First path segment of every page in the group; picks the side menu. */
  segment: string;
  sections: NavSection[];
};

/** An entry of the top bar: a plain link or a group that opens a menu. */
export type TopNavItem = {kind: 'link'; id: string; label: string; path: string} | {kind: 'group'; group: NavGroup};

/** The whole tree. */
export type NavigationTree = {
  top: TopNavItem[];
  groups: NavGroup[];
};

const productSlug = site.slug;

type LinkSpec = readonly [id: string, label: string, topNav?: boolean];

function section(segment: string, id: string, title: string, links: readonly LinkSpec[], footerTitle?: string): NavSection {
  return {
    id,
    title,
    ...(footerTitle ? {footerTitle} : {}),
    links: links.map(([linkId, label, topNav]) => ({
      id: linkId,
      label,
      path: `/${segment}/${id}/${linkId}`,
      ...(topNav === false ? {topNav} : {}),
    })),
  };
}

const whoWeAre: NavGroup = {
  id: 'who',
  label: 'WHO WE ARE',
  segment: 'who-we-are',
  sections: [
    section(
      'who-we-are',
      `about-${productSlug}`,
      'About BORL',
      [
        ['vision-and-mission', 'Vision and Mission'],
        ['leadership', 'Leadership'],
        ['our-people', 'Our People'],
        ['history', 'History'],
        ['lab-alumni', 'Lab Alumni'],
        ['annual-reports', 'Annual Reports'],
        ['contact-us', 'Contact Us'],
      ],
      'About',
    ),
    section(
      'who-we-are',
      `visit-${productSlug}`,
      'Visit BORL',
      [
        ['directions', 'Directions'],
        ['events', 'Events'],
        ['store', 'Store'],
      ],
      'Visit',
    ),
    section('who-we-are', `work-with-${productSlug}`, 'Work with BORL', [
      ['careers', 'Careers'],
      ['collaboration', 'Research Collaboration'],
      ['services', 'Scientific Services'],
      ['transfer', 'Technology Transfer'],
    ]),
  ],
};

const whatWeDo: NavGroup = {
  id: 'what',
  label: 'WHAT WE DO',
  segment: 'what-we-do',
  sections: [
    section(
      'what-we-do',
      'understand',
      'Understand',
      [
        ['area-of-research', 'Area of Research'],
        ['programs-and-projects', 'Programs and Projects'],
        ['data-and-repo', 'Data and Repositories'],
        ['facilities-and-services', 'Facilities and Services'],
        ['other-facilities', 'Other Facilities'],
      ],
      'Understand',
    ),
    section(
      'what-we-do',
      'explore',
      'Explore',
      [
        ['ocean-observations', 'Ocean Observations'],
        ['underwater-vehicles', 'Underwater Vehicles'],
        ['cruise-planning', 'Cruise Planning'],
        ['expedition-blogs', 'Expedition Blogs'],
      ],
      'Explore',
    ),
    section(
      'what-we-do',
      'educate',
      'Educate',
      [
        ['graduate', 'Graduate'],
        ['undergraduate', 'Undergraduate'],
        ['guest-students', 'Guest Students'],
        ['k-12-students', 'School Students'],
      ],
      'Educate',
    ),
  ],
};

const knowBayOfBengal: NavGroup = {
  id: 'bob',
  label: 'KNOW BAY OF BENGAL',
  segment: 'know-bay-of-bengal',
  sections: [
    section('know-bay-of-bengal', 'explore-bob-facts', 'Explore BOB Facts', [
      ['bengal-fan', 'Bengal Fan'],
      ['corals-of-st-martin-island', 'Corals of St. Martins Island MPA'],
      ['physiography-of-bob', 'Physiography of BOB'],
      ['swatch-of-no-ground', 'Swatch of No Ground'],
      ['migratory-routes-for-tenualosa-ilisha', 'Migratory Routes for Hilsa Shad'],
      ['thickest-sediment-bed-in-the-world', 'Thickest Sediment Bed in the World'],
      ['high-river-runoff', 'High River Runoff'],
      ['habitat-for-irrawaddy-dolphin', 'Habitat for Irrawaddy Dolphins and Olive Ridley Turtles'],
      ['monsoonal-effects', 'Monsoonal Effects on Physical, Chemical, and Biological Parameters'],
      ['largest-dead-zone', 'One of the Largest Dead Zones Due to Pollution'],
      ['high-salinity-variation', 'High Salinity Variation across Seasons'],
      ['largest-deltaic-bay', 'Largest Deltaic Bay'],
      ['coastal-sundarban', 'Coastal Sundarban', false],
      ['sst-changes-in-the-bob', 'SST Changes in the BOB', false],
    ]),
    section('know-bay-of-bengal', 'dive-into-our-research', 'Dive into Our Research', [
      [`${productSlug}-in-the-news`, 'BORL in the News'],
      ['publications', 'Publications'],
      ['news-releases', 'News Releases'],
      ['multimedia', 'Multimedia'],
    ]),
  ],
};

/** The navigation tree (see the file header). */
export const navigation: NavigationTree = {
  top: [
    {kind: 'link', id: 'home', label: 'HOME', path: '/'},
    {kind: 'group', group: whoWeAre},
    {kind: 'group', group: whatWeDo},
    {kind: 'group', group: knowBayOfBengal},
    {kind: 'link', id: 'news', label: 'NEWS', path: '/news'},
  ],
  groups: [whoWeAre, whatWeDo, knowBayOfBengal],
};

/** Footer columns, in this order: Understand, Explore, Educate, Visit, About. */
export const footerColumnOrder = ['understand', 'explore', 'educate', `visit-${productSlug}`, `about-${productSlug}`] as const;

/** Every link of the tree, top links included, by id. Built once; ids are unique. */
const linksById: ReadonlyMap<string, string> = (() => {
  const entries: [string, string][] = [
    ...navigation.top.flatMap((item) => (item.kind === 'link' ? [[item.id, item.path] as [string, string]] : [])),
    ...navigation.groups.flatMap((group) => group.sections.flatMap((section) => section.links.map((link): [string, string] => [link.id, link.path]))),
  ];
  const map = new Map<string, string>();
  for (const [id, path] of entries) {
    if (map.has(id)) {
      throw new Error(`src/navigation.ts: two links have the id "${id}"; link ids must be unique in the tree`);
    }
    map.set(id, path);
  }
  return map;
})();

/**
 * The id of the navigation link that leads to `path` (no base URL), e.g. the people's list path
 * → 'our-people'.
 *
 * @throws Error naming the path when no link of the tree leads there.
 */
export function linkIdForPath(path: string): string {
  for (const [id, linkPath] of linksById) {
    if (linkPath === path) {
      return id;
    }
  }
  throw new Error(`src/navigation.ts has no link to "${path}"`);
}

/**
 * The path (no base URL, no trailing slash) of the page that the navigation link `linkId`
 * leads to, e.g. `pagePath('our-people')` → `/who-we-are/about-borl/our-people`.
 *
 * @throws Error naming the id when the tree has no such link, so a renamed menu entry fails the
 *   build instead of leaving a dead link.
 */
export function pagePath(linkId: string): string {
  const path = linksById.get(linkId);
  if (path === undefined) {
    throw new Error(`src/navigation.ts has no link with the id "${linkId}"`);
  }
  return path;
}

/**
 * The label of the link `linkId` in `tree` (pass the translated tree of `useNavigation()` on
 * pages, so the label is the current locale's), e.g. `linkLabel(tree, 'services')` →
 * 'Scientific Services'. A page named in the menus takes its title from here, so the menu entry
 * and the page's heading cannot disagree.
 *
 * @throws Error naming the id when the tree has no such link.
 */
export function linkLabel(tree: NavigationTree, linkId: string): string {
  const placed = placedLinks(tree).find((candidate) => candidate.link.id === linkId);
  if (placed === undefined) {
    throw new Error(`src/navigation.ts has no link with the id "${linkId}"`);
  }
  return placed.link.label;
}

/** Every link of a tree with the title of its section (absent for the top bar's own links). */
function placedLinks(tree: NavigationTree): {link: {id: string; label: string; path: string}; sectionTitle?: string}[] {
  return [
    ...tree.top.flatMap((item) => (item.kind === 'link' ? [{link: item}] : [])),
    ...tree.groups.flatMap((group) => group.sections.flatMap((section) => section.links.map((link) => ({link, sectionTitle: section.title})))),
  ];
}

/**
 * Where a page sits in the menus, as a search result names it (labels in the tree's language):
 * a menu page gives its section's title ('About BORL'; a top-bar link, its own label: 'News'),
 * a page under a menu page gives that page's label (a person's page: 'Our People'; an article:
 * 'News'). `undefined` for the home page and pages outside the menus.
 *
 * @param path the page's path without base URL (with or without a trailing slash)
 */
export function sectionForPath(tree: NavigationTree, path: string): string | undefined {
  const clean = path.replace(/(.)\/+$/, '$1');
  const links = placedLinks(tree).filter(({link}) => link.path !== '/');
  const own = links.find(({link}) => link.path === clean);
  if (own) {
    return own.sectionTitle ?? own.link.label;
  }
  const parents = links.filter(({link}) => clean.startsWith(`${link.path}/`));
  return parents.sort((a, b) => b.link.path.length - a.link.path.length)[0]?.link.label;
}

/**
 * The side-menu group a path belongs to, picked by its first segment, or `undefined` for
 * paths outside the three groups (home, news, …).
 */
export function groupForPath(tree: NavigationTree, pathname: string): NavGroup | undefined {
  const segment = pathname.split('/').find(Boolean);
  return tree.groups.find((group) => group.segment === segment);
}

/**
 * Translation key of a label in the tree: `navigation.<group>.<section>.<link>` (shorter for
 * groups and sections). Used by the navigation plugin's translation files.
 */
export function navigationKey(...parts: string[]): string {
  return ['navigation', ...parts].join('.');
}
