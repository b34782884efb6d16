/**
 * THE registry of the site's collections: for each one, where its list page lives, where its
 * entries come from, how an entry's id becomes the last segment of its detail page's path, which
 * component renders that page, and what the 404 page says under the list when an id is unknown.
 *
 * Everything that needs a collection's route reads it here: the local plugin
 * `plugins/collections` adds every detail route (under the site's base URL and locale), the 404
 * page names the collection of an unknown id, list pages and cards link with {@link detailPath},
 * back buttons with {@link listPath}. A unit test (`tests/unit/routes.test.ts`) fails when a
 * collection's path is written as a literal anywhere else in the code.
 *
 * List paths of pages that are in the menus come from the navigation tree (`pagePath`), so a
 * menu edit moves the route and every link to it at once.
 *
 * To add a collection: one entry below with `entryFiles` (its folder of Markdown files under
 * `content/`) and its schema in `fileSchemas` (`plugins/collections/entryFiles.ts`); a
 * `detailView` component receives `{entry, listPath}` as props for each entry's page. With
 * `listPage` the plugin adds the list page too: a grid of cards, titled after the list path's
 * menu link. Pages never import entries: they get them from the plugin, as route props or as
 * the data file `listData` asks for.
 */
import {pagePath} from './navigation';
import type {RichText} from './utils/richText';
import {site} from './data/site';
import {eventInterval, type LaboratoryEvent} from './data/events';

/** English text of a not-found view; the collections plugin makes both translatable. */
export type NotFoundText = {
  /** Heading of the 404 page under the list, e.g. 'Person not found'. */
  title: string;
  /** Text of the link back, e.g. 'Back to All People'. */
  backLink: string;
};

/**
 * One card of a list page that the collections plugin adds: plain data, since it travels to the
 * page as a route prop. The plugin adds the entry's id and the path of its detail page.
 */
export type ListCard = {
  title: string;
  /**
   * Card image: a path under `static/` with its intrinsic size in CSS pixels, full width on top
   * (`cover`, default) or a small `icon`. Decorative (empty alt): the title names the card.
   */
  image: {src: string; width: number; height: number; variant?: 'cover' | 'icon'};
  /** Text under the title (one sentence, or an excerpt). */
  summary?: string;
  /** A 'Read More' button leads to the entry; without it the title is the link and the whole card clicks. */
  readMore: boolean;
};

/**
 * The list page that the collections plugin adds at a collection's `listPath`: the page's name
 * is its menu link's label; these texts are English, translatable through
 * `npm run write-translations` (`i18n/<locale>/borl-collections/list-pages.json`).
 *
 * @typeParam Entry - the collection's entry type
 */
export type ListPageSpec<Entry> = {
  /** One sentence for search engines. */
  description: string;
  /** The paragraph under the heading. */
  intro: string;
  /** The card of one entry; loaded at build time, like the entries. */
  loadCard: () => Promise<(entry: Entry) => ListCard>;
};

/** Props of the list view (`CollectionListPage`), as `plugins/collections` passes them. */
export type ListPageProps = {
  /** Id of the page's link in `src/navigation.ts`: its label is the title and the h1. */
  linkId: string;
  /** {@link ListPageSpec.description}, in the page's language. */
  description: string;
  /** {@link ListPageSpec.intro}, in the page's language. */
  intro: string;
  /** The entries' cards in list order, with their ids and detail paths (no base URL). */
  cards: (ListCard & {id: string; to: string})[];
};

/**
 * One collection of the registry.
 *
 * @typeParam Entry - the type of one entry of the collection's data module
 */
export type Collection<Entry = unknown> = {
  /** The list page: a path without base URL or trailing slash. */
  listPath: string;
  /**
   * The collection's entries as Markdown files, one per entry (`content/<folder>/<id>.md`; see
   * `plugins/collections/entryFiles.ts`): the plugin reads them in the locale built.
   */
  entryFiles?: {
    /** Folder under `content/`, e.g. `people`. */
    folder: string;
    /** The field the Markdown body fills, e.g. `description`; absent: the files have no body. */
    bodyField?: string;
    /** The front matter fields a translation carries (what a new locale copy starts with). */
    translated: readonly string[];
  };
  /**
   * Set when a page lists the whole collection: the plugin writes every entry, in the locale
   * built, to `@generated/borl-collections/default/<name>.json` ({@link collectionDataFile}),
   * which that page imports; `{omit}` leaves fields out that only the entry's own page shows.
   */
  listData?: true | {omit: readonly string[]};
  /** The id of an entry; `String(id)` is the last path segment (letters, digits, `-`, `_`). */
  idOf?: (entry: Entry) => string | number;
  /** The list order of entry files when it is not their `position` (press items: newest first). */
  compare?: (a: Entry, b: Entry) => number;
  /** Component path of the detail page, rendered with `{entry, listPath}`. */
  detailView?: string;
  /** The list page, when the collections plugin adds it (absent: a page of `src/pages` or a plugin's). */
  listPage?: ListPageSpec<Entry>;
  /** What the 404 page says for an unknown id under the list (absent: the generic 404). */
  notFound?: NotFoundText;
  /** Where the not-found view's link leads, when not to `listPath`. */
  notFoundBackPath?: string;
};

/**
 * One link from a detail page to a related entry (a person's programme, a programme's people):
 * plain data made at build time by `plugins/collections/connections.ts`.
 */
export type RelatedLink = {
  /** The entry's title or name, in the page's language when the entry is translated. */
  title: string;
  /** Its page: a path without base URL, or a blog post's permalink (which carries it). */
  to: string;
  /** For a person, the English designation (the view shows it in the page's language). */
  designation?: string;
  /** A date to show beside the title: ISO `YYYY-MM-DD` (a post) or a year (`2024`). */
  date?: string;
  /** The title's language when it is not the page's (a publication's title is the paper's: `en`). */
  lang?: string;
};

/** The kinds of related entries a detail page lists, in the order it lists them. */
export const relationKinds = ['researchAreas', 'programs', 'people', 'publications', 'cruises', 'datasets', 'posts'] as const;

/** A kind of related entry (see {@link relationKinds}). */
export type RelationKind = (typeof relationKinds)[number];

/** The entries related to one entry, by kind; a kind without entries is absent. */
export type RelatedLinks = Partial<Record<RelationKind, RelatedLink[]>>;

/**
 * Props of a collection's detail view, as `plugins/collections` passes them to each route.
 *
 * @typeParam Entry - the collection's entry type
 */
export type DetailPageProps<Entry> = {
  /** The entry this page shows, with its Markdown body as rich text when it has one. */
  entry: Entry & {body?: RichText};
  /** The list page the route sits under (no base URL): where Back leads. */
  listPath: string;
  /** The entries linked to this one, for the collections that have links (people, programmes, research areas). */
  related?: RelatedLinks;
};

/** Any collection, whatever its entry type (the registry's element type). */
export type AnyCollection = Omit<Collection, 'idOf' | 'compare' | 'listPage'> & {
  idOf?: (entry: never) => string | number;
  compare?: (a: never, b: never) => number;
  listPage?: Omit<ListPageSpec<never>, 'loadCard'> & {loadCard: () => Promise<(entry: never) => ListCard>};
};

/** Keeps each entry's `Entry` type for `idOf` and `compare` while typing the registry. */
function collection<Entry>(spec: Collection<Entry>): Collection<Entry> {
  return spec;
}

/**
 * Pages of `src/pages` that are not links of the navigation tree (the home page's buttons lead
 * to two of them), as paths without base URL.
 */
export const unlistedPages = {
  /** Start a Career: the careers screen again ('START A CAREER WITH US'). */
  startCareer: '/what-we-do/educate/start-career',
  /** The membership application form ('BECOME A MEMBER'). */
  becomeMember: '/what-we-do/educate/become-member',
  /** The 'Featured Article' screen of News Releases again, at the address the specification gives it. */
  article: '/article',
} as const;

/** The collections (see the file header). */
export const collections = {
  people: collection({
    listPath: pagePath('our-people'),
    entryFiles: {folder: 'people', bodyField: 'description', translated: ['name']},
    idOf: (person: {id: string}) => person.id,
    detailView: '@site/src/pages/who-we-are/about-borl/_components/PersonPage',
    notFound: {title: 'Person not found', backLink: 'Back to All People'},
  }),
  /** The leaders, on one page (`src/pages`), each with a profile elsewhere. */
  leadership: collection({
    listPath: pagePath('leadership'),
    entryFiles: {folder: 'leadership', bodyField: 'bio', translated: ['role']},
    idOf: (leader: {id: string}) => leader.id,
  }),
  alumni: collection({
    listPath: pagePath('lab-alumni'),
    entryFiles: {folder: 'alumni', bodyField: 'description', translated: ['name']},
    listData: true,
    idOf: (alumnus: {id: string}) => alumnus.id,
    detailView: '@site/src/pages/who-we-are/about-borl/_components/AlumnusPage',
    notFound: {title: 'Person not found', backLink: 'Back to All People'},
  }),
  services: collection({
    listPath: pagePath('services'),
    entryFiles: {folder: 'services', bodyField: 'description', translated: ['title']},
    listData: true,
    idOf: (service: {id: string}) => service.id,
  }),
  transfer: collection({
    listPath: pagePath('transfer'),
    entryFiles: {folder: 'transfer', bodyField: 'description', translated: ['title']},
    listData: true,
    idOf: (item: {id: string}) => item.id,
  }),
  partners: collection({
    listPath: pagePath('collaboration'),
    entryFiles: {folder: 'partners', translated: ['name']},
    listData: true,
    idOf: (partner: {id: string}) => partner.id,
  }),
  store: collection({
    listPath: pagePath('store'),
    entryFiles: {folder: 'store', translated: ['name']},
    listData: true,
    idOf: (item: {id: string}) => item.id,
  }),
  /** Seminars, workshops and open days, on the Events page and in the calendar feed. */
  events: collection({
    listPath: pagePath('events'),
    entryFiles: {folder: 'events', bodyField: 'description', translated: ['title', 'venue']},
    listData: true,
    idOf: (event: {id: string}) => event.id,
    // By start (`eventInterval`), then by id.
    compare: (a: Pick<LaboratoryEvent, 'id' | 'start' | 'end'>, b: Pick<LaboratoryEvent, 'id' | 'start' | 'end'>) => eventInterval(a).start - eventInterval(b).start || a.id.localeCompare(b.id),
  }),
  /** The Multimedia Gallery's images, in carousel order. */
  gallery: collection({
    listPath: pagePath('multimedia'),
    entryFiles: {folder: 'gallery', translated: ['alt', 'caption']},
    listData: true,
    idOf: (item: {id: string}) => item.id,
  }),
  /** The cards of the home page's 'Know Bay of Bengal' carousel. */
  homeCarousel: collection({
    listPath: pagePath('home'),
    entryFiles: {folder: 'home-carousel', translated: ['caption', 'alt']},
    listData: true,
    idOf: (card: {id: string}) => card.id,
  }),
  programs: collection({
    listPath: pagePath('programs-and-projects'),
    entryFiles: {folder: 'programs', bodyField: 'description', translated: ['title']},
    // A cruise's page names its programmes.
    listData: {omit: ['description', 'people', 'researchAreas']},
    idOf: (program) => program.id,
    detailView: '@site/src/pages/what-we-do/understand/_components/ResearchEntryPage',
    listPage: {
      description: 'The long-term programmes of the laboratory, from the Feni-Teknaf coastal monitoring to coral, mangrove, shark and aquaculture research.',
      intro:
        'Over 40 marine research projects have grown into the long-term programmes below. Each brings together fieldwork, laboratory analysis and students, and each feeds its results to the agencies and communities that need them.',
      loadCard: async () => (await import('./data/research')).programCard,
    },
    notFound: {title: 'Program not found', backLink: 'Back to All Programs'},
  }),
  researchAreas: collection({
    listPath: pagePath('area-of-research'),
    entryFiles: {folder: 'research-areas', bodyField: 'description', translated: ['title']},
    idOf: (area) => area.id,
    detailView: '@site/src/pages/what-we-do/understand/_components/ResearchEntryPage',
    listPage: {
      description: 'The fields the laboratory works in: oceanography, biodiversity, coastal geology, fisheries, pollution, remote sensing and biotechnology.',
      intro: 'Our research spans the physics, chemistry, geology and life of the northern Bay of Bengal. Choose an area to see what we study and how.',
      loadCard: async () => (await import('./data/research')).researchAreaCard,
    },
    notFound: {title: 'Research area not found', backLink: 'Back to All Research Areas'},
  }),
  undergraduate: collection({
    listPath: pagePath('undergraduate'),
    entryFiles: {folder: 'education/undergraduate', bodyField: 'description', translated: ['title', 'summary', 'cards']},
    idOf: (program) => program.id,
    detailView: '@site/src/pages/what-we-do/educate/_components/EducationEntryPage',
    listPage: {
      description: 'Summer studentships, BSc internships and open resources through which undergraduate students join the work of the laboratory.',
      intro:
        'Undergraduate students of marine science, fisheries and related subjects can join our work in three ways: a summer studentship, the final-year BSc internship, or the talks, field days and diving introductions open to all.',
      loadCard: async () => (await import('./data/education')).undergraduateCard,
    },
    notFound: {title: 'Category not found', backLink: 'Back to Undergraduate'},
  }),
  graduate: collection({
    listPath: pagePath('graduate'),
    entryFiles: {folder: 'education/graduate', bodyField: 'description', translated: ['title', 'summary']},
    idOf: (discipline) => discipline.id,
    detailView: '@site/src/pages/what-we-do/educate/_components/EducationEntryPage',
    listPage: {
      description: 'MS and PhD research with the laboratory in marine science and oceanography, environmental management, fisheries and aquaculture.',
      intro:
        'Graduate students of the Institute of Oceanography and Coastal Studies carry out their MS and PhD research with the laboratory in four disciplines. Every thesis is built on real fieldwork and real data from the northern Bay of Bengal.',
      loadCard: async () => (await import('./data/education')).graduateCard,
    },
    notFound: {title: 'Category not found', backLink: 'Back to Graduate'},
  }),
  press: collection({
    listPath: pagePath(`${site.slug}-in-the-news`),
    entryFiles: {folder: 'press', bodyField: 'description', translated: ['imgAlt', 'titleTranslation']},
    listData: true,
    idOf: (item: {id: string}) => item.id,
    // Newest first; on the same day, by id.
    compare: (a: {id: string; date: string}, b: {id: string; date: string}) => b.date.localeCompare(a.date) || Number(a.id) - Number(b.id),
    detailView: '@site/src/components/PressItemPage',
    notFound: {title: 'News item not found', backLink: 'Back to BORL in the News'},
  }),
  careers: collection({
    listPath: pagePath('careers'),
    entryFiles: {
      folder: 'careers',
      bodyField: 'description',
      translated: ['title', 'announcement', 'post', 'details', 'responsibilities', 'eligibility', 'researchAreas', 'applicationProcess'],
    },
    listData: true,
    idOf: (opportunity: {id: string}) => opportunity.id,
    detailView: '@site/src/components/CareerDetail',
    notFound: {title: 'Opportunity not found', backLink: 'Back to Careers'},
  }),
  /** Blog posts of the `featured-articles` instance; the blog adds their pages at `{listPath}/{slug}`. */
  featuredArticles: collection({
    listPath: '/news/featured-article',
    notFound: {title: 'Article not found', backLink: 'Back to Featured Articles'},
    notFoundBackPath: pagePath('news-releases'),
  }),
  /** Posts of the expedition blog, at `{listPath}/{slug}`. */
  expeditions: collection({listPath: pagePath('expedition-blogs')}),
  /** The BibTeX bibliography; its list page is added by `plugins/publications`. */
  publications: collection({listPath: pagePath('publications')}),
  cruises: collection({
    listPath: pagePath('cruise-planning'),
    entryFiles: {folder: 'cruises', bodyField: 'description', translated: ['name', 'area', 'port', 'vessel']},
    // A cruise's stations and its data sets' key charts are its page's own.
    listData: {omit: ['stations', 'keyCharts']},
    idOf: (cruise: {id: string}) => cruise.id,
    // Oldest first, then by id.
    compare: (a: {id: string; startDate: string}, b: {id: string; startDate: string}) => a.startDate.localeCompare(b.startDate) || a.id.localeCompare(b.id),
    detailView: '@site/src/pages/what-we-do/explore/_components/CruisePage',
    notFound: {title: 'Cruise not found', backLink: 'Back to Cruise Planning'},
  }),
  /** The data catalogue (`content/datasets/`): one page per data set under Data and Repositories, with its coverage (`withCoverage`). */
  datasets: collection({
    listPath: pagePath('data-and-repo'),
    entryFiles: {folder: 'datasets', bodyField: 'description', translated: ['title', 'variables', 'keywords']},
    // The charts' values are the data set page's own.
    listData: {omit: ['charts']},
    idOf: (dataset: {id: string}) => dataset.id,
    detailView: '@site/src/pages/what-we-do/understand/_components/DatasetPage',
    notFound: {title: 'Data set not found', backLink: 'Back to Data and Repositories'},
  }),
} satisfies Record<string, AnyCollection>;

/**
 * Pages that show the same screen as another page, each with that page (no base URL):
 * `/article` and the featured-articles blog's own list page show the 'Featured Article' screen
 * of News Releases, Start a Career shows Careers. Every page names its canonical page to search
 * engines (`src/theme/SiteMetadata`: the canonical link, `og:url` and the `hreflang`
 * alternates); feeds and structured data name it too. Only the canonical page is indexed, so
 * the sitemaps list it alone.
 */
export const pagesShownElsewhere: Readonly<Record<string, string>> = {
  [unlistedPages.article]: pagePath('news-releases'),
  [collections.featuredArticles.listPath]: pagePath('news-releases'),
  [unlistedPages.startCareer]: collections.careers.listPath,
};

/**
 * The page search engines are to index for the page at `pagePath` (no base URL): the page that
 * shows the same screen ({@link pagesShownElsewhere}), or the page itself.
 */
export function canonicalPageOf(pagePath: string): string {
  return pagesShownElsewhere[pagePath] ?? pagePath;
}

/**
 * The absolute URL search engines are to index for `url`: under `localeRoot` (the site's origin
 * and the locale's base URL, ending in `/`), the URL of its canonical page
 * ({@link canonicalPageOf}); any other URL as it is.
 */
export function canonicalUrlOf(url: string, localeRoot: string): string {
  if (!url.startsWith(localeRoot)) return url;
  const pagePath = `/${url.slice(localeRoot.length)}`.replace(/(.)\/$/, '$1');
  return `${localeRoot}${canonicalPageOf(pagePath).slice(1)}`;
}

/** Name of the local plugin that adds the detail routes (`plugins/collections`); the key of its global data. */
export const collectionsPluginName = 'borl-collections';

/** The not-found view of one collection, as the 404 page reads it from the plugin's global data. */
export type NotFoundView = {
  /** The list page (no base URL) under which an unknown id gets this view. */
  listPath: string;
  /** Heading, in the page's language. */
  title: string;
  /** Text of the link back, in the page's language. */
  backLink: string;
  /** Where the link back leads (no base URL). */
  backPath: string;
};

/** The global data of the collections plugin. */
export type CollectionsGlobalData = {notFoundViews: NotFoundView[]};

/**
 * The not-found view of the collection whose list page contains `pathname` (base URL already
 * removed), if any: `{people's list path}/999` → the people's view. The list page itself and
 * paths elsewhere get none (the generic 404 view).
 *
 * @param views the collections plugin's not-found views (its global data)
 */
export function notFoundViewFor(views: readonly NotFoundView[], pathname: string): NotFoundView | undefined {
  const path = pathname.replace(/\/+$/, '');
  return views.find((view) => path.startsWith(`${view.listPath}/`));
}

/** A collection's key in the registry. */
export type CollectionName = keyof typeof collections;

/**
 * The file the collections plugin writes a collection's entries to when it has `listData`: its
 * name under `@generated/borl-collections/default/` (`services` → `services.json`).
 */
export function collectionDataFile(name: CollectionName): string {
  return `${name}.json`;
}

/** The list page of a collection (no base URL). */
export function listPath(name: CollectionName): string {
  return collections[name].listPath;
}

/**
 * The detail page of an entry: `{listPath}/{id}` (no base URL). Numeric and string ids give the
 * same path (`3` and `'3'` both give `…/3`), which is how the site matches ids loosely.
 */
export function detailPath(name: CollectionName, id: string | number): string {
  return `${collections[name].listPath}/${String(id)}`;
}
