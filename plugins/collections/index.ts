/**
 * Local plugin that adds the pages of the collections of the registry (`src/collections.ts`):
 * the list page of each collection with a `listPage` (rendered by `CollectionListPage` with its
 * translated texts and one card per entry), and one pre-rendered detail route per entry at
 * `{listPath}/{id}`, rendered by the collection's `detailView` with `{entry, listPath}` as props
 * (serialised per route, so a page ships only its own entry).
 * Paths are joined with the site's base URL, which carries the locale prefix, by Docusaurus's
 * own `normalizeUrl`, so a build under `/borl/` or `/bn/` finds every page at its place.
 *
 * At build time every entry is checked against its collection's schema (`src/data/schemas`),
 * so a malformed entry fails the build with the collection and the entry named, and ids must be
 * unique and URL-safe; an image field must name a file under `static/`. When a locale other
 * than the default is built, its copies are checked (`./localeCopies.ts`): those of the entry
 * files, and those of the docs, whose plugin has no local wrapper (the blogs' posts are checked
 * by `plugins/blog`). An unknown id has no route: the static host answers with `404.html`,
 * whose content names the collection (`src/theme/NotFound/Content`) from this plugin's global
 * data: the list paths and the not-found texts, translatable through
 * `npm run write-translations` (`i18n/<locale>/borl-collections/not-found.json`).
 */
import {readFileSync} from 'node:fs';
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {normalizeUrl} from '@docusaurus/utils';
import type {AllContent, LoadContext, Plugin, PluginContentLoadedActions} from '@docusaurus/types';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import {
  collections,
  collectionDataFile,
  collectionsPluginName,
  detailPath,
  type AnyCollection,
  type ListPageProps,
  type CollectionName,
  type CollectionsGlobalData,
  type NotFoundView,
} from '../../src/collections';
import {linkIdForPath} from '../../src/navigation';
import {groupPeople, type Person} from '../../src/data/people';
import {personCardGroups, personCardsDataFile, personNamesDataFile, type PersonNames} from '../../src/data/personDisplay';
import {leadersDataFile, resolveLeaders, type Leader} from '../../src/data/leadership';
import type {LaboratoryEvent} from '../../src/data/events';
import {publicListEntry, researchListFiles, type Program, type ResearchArea} from '../../src/data/research';
import type {Cruise, CruiseWithStations} from '../../src/data/cruises';
import {withCoverage} from '../../src/data/datasetCoverage';
import {datasetValues, type DatasetRow} from '../../src/data/datasetCsv';
import {localeConfigs} from '../../src/config/locales';
import {datasetCharts, type CruiseKeyChart, type DrawnCharts} from './datasetCharts';
import {campaignsOf, keyVariable, type Dataset} from '../../src/data/datasets';
import {publicationsPluginName, type PublicationsContent} from '../publications';
import {connect, connectionProblems, type ConnectionSources, type Connections, type PostSummary} from './connections';
import {contentProblemsPlugin, reportsInDevelopment} from './problems';
import {englishFolder, englishSource, readCollection, type CollectionsSource, type FileCollectionName} from './entryFiles';
import {checkLocaleCopies, entryGlobs, pageGlobs} from './localeCopies';

export {readCollection, type CollectionsSource, type EntryOf, type FileCollectionName} from './entryFiles';
import {site} from '../../src/data/site';
import {featuredArticlesBlogId, featuredArticlesDataFile} from '../../src/data/featuredArticles';
import {featuredArticlesFromPosts} from '../../src/data/schemas/featuredArticles';
import {siteText, siteTextPaths} from '../../src/config/siteInLocale';

/** Ids that repeat or do not fit in a URL, as messages. */
function idProblems(name: CollectionName, ids: readonly string[]): string[] {
  const seen = new Set<string>();
  return ids.flatMap((id) => {
    const problem = !/^[A-Za-z0-9_-]+$/.test(id)
      ? `${name}: id "${id}" may only contain letters, digits, "-" and "_" (it becomes the page's URL)`
      : seen.has(id)
        ? `${name}: two entries have the id "${id}"`
        : undefined;
    seen.add(id);
    return problem === undefined ? [] : [problem];
  });
}

/** The texts of a list page the plugin adds, in one language. */
type ListPageText = {name: CollectionName; description: string; intro: string};

/** What the plugin loads: each collection's entries, the list pages' texts and the not-found views. */
export type CollectionsContent = {
  entries: Partial<Record<CollectionName, readonly unknown[]>>;
  listPages: ListPageText[];
  notFoundViews: (NotFoundView & {name: CollectionName})[];
  /** The SVG files of the data sets' charts (`./datasetCharts.ts`), paths below the locale's base URL; written after the build. */
  chartFiles: {path: string; svg: string}[];
};

/** The component that renders every list page the plugin adds. */
export const listView = '@site/src/components/CollectionListPage';

type TranslationContent = Record<string, {message: string; description?: string}>;

/** Translation keys of a collection's not-found texts. */
export function notFoundKeys(name: CollectionName): {title: string; backLink: string} {
  return {title: `notFound.${name}.title`, backLink: `notFound.${name}.back`};
}

/** Translation keys of a list page's texts. */
export function listPageKeys(name: CollectionName): {description: string; intro: string} {
  return {description: `list.${name}.description`, intro: `list.${name}.intro`};
}

/** Collections in registry order, with their names. */
const registry = Object.entries(collections) as [CollectionName, AnyCollection][];

/**
 * Loads and checks every collection that has entries and a detail view; a collection of entry
 * files in the locale built (`./entryFiles.ts`).
 *
 * @throws when an entry does not match its schema, or ids repeat or do not fit in a URL
 */
export async function loadCollections(source: CollectionsSource = englishSource): Promise<CollectionsContent> {
  const entries: CollectionsContent['entries'] = {};
  const problems: string[] = [];
  for (const [name, spec] of registry) {
    if (!spec.idOf || !spec.entryFiles) {
      continue;
    }
    const list: readonly unknown[] = readCollection(name as FileCollectionName, source);
    problems.push(
      ...idProblems(
        name,
        list.map((entry) => String(spec.idOf?.(entry as never))),
      ),
    );
    entries[name] = list;
  }
  // A data set's page shows what it covers, from its cruise's days and stations, and its
  // measurements as charts, drawn with the digits of the locale's pages.
  const cruises = (entries.cruises ?? []) as readonly CruiseWithStations[];
  const htmlLang = localeConfigs[source.locale]?.htmlLang ?? source.locale;
  const chartFiles: CollectionsContent['chartFiles'] = [];
  const datasets = (entries.datasets ?? []) as readonly Dataset[];
  const daysOf = (dataset: Dataset) => {
    const cruise = cruises.find((candidate) => candidate.id === dataset.cruise);
    return {startDate: cruise?.startDate ?? '', endDate: cruise?.endDate ?? ''};
  };
  const values = new Map<string, readonly DatasetRow[]>();
  for (const dataset of datasets) {
    const stations = cruises.find((cruise) => cruise.id === dataset.cruise)?.stations ?? [];
    try {
      values.set(dataset.id, datasetValues(dataset, stations, readFileSync(path.join(source.siteDir, 'content/datasets', `${dataset.id}.csv`), 'utf8')));
    } catch (error) {
      problems.push((error as Error).message);
    }
  }
  const drawn = new Map<string, DrawnCharts>();
  for (const dataset of datasets) {
    const rows = values.get(dataset.id);
    if (!rows) continue;
    const campaigns = campaignsOf(dataset, datasets, cruises).flatMap((id) => {
      const other = datasets.find((candidate) => candidate.id === id)!;
      const otherRows = values.get(id);
      return otherRows ? [{dataset: other, ...daysOf(other), rows: otherRows}] : [];
    });
    const charts = datasetCharts(dataset, rows, htmlLang, {days: daysOf(dataset), campaigns});
    drawn.set(dataset.id, charts);
    chartFiles.push(...charts.files);
  }
  entries.datasets = datasets.map((dataset) => ({...withCoverage(dataset, cruises), charts: drawn.get(dataset.id)?.charts ?? []}));
  // A cruise's page shows the key chart of each of its data sets.
  entries.cruises = cruises.map((cruise) => ({
    ...cruise,
    keyCharts: datasets
      .filter((dataset) => dataset.cruise === cruise.id)
      .flatMap((dataset): CruiseKeyChart[] => {
        const key = keyVariable(dataset);
        const chart = drawn.get(dataset.id)?.charts.find((candidate) => candidate.kind === 'stations' && candidate.variable === key);
        const variable = dataset.variables.find((candidate) => candidate.name === key);
        return chart?.kind === 'stations' && variable ? [{dataset: dataset.id, title: dataset.title, variable, chart}] : [];
      }),
  }));
  const personIds = new Set(((entries.people ?? []) as readonly Person[]).map((person) => person.id));
  for (const event of (entries.events ?? []) as readonly LaboratoryEvent[]) {
    const unknown = (event.people ?? []).filter((id) => !personIds.has(id));
    if (unknown.length > 0)
      problems.push(`content/events/${event.id}.md: people ${unknown.map((id) => `'${id}'`).join(', ')} ${unknown.length === 1 ? 'is not a person' : 'are not people'} of content/people/`);
  }
  if (problems.length > 0) {
    throw new Error(`The collections of src/collections.ts have problems:\n- ${problems.join('\n- ')}`);
  }
  const listPages = registry.flatMap(([name, spec]): ListPageText[] => (spec.listPage ? [{name, description: spec.listPage.description, intro: spec.listPage.intro}] : []));
  const notFoundViews = registry.flatMap(([name, spec]) =>
    spec.notFound
      ? [
          {
            name,
            listPath: spec.listPath,
            title: spec.notFound.title,
            backLink: spec.notFound.backLink,
            backPath: spec.notFoundBackPath ?? spec.listPath,
          },
        ]
      : [],
  );
  return {entries, listPages, notFoundViews, chartFiles};
}

/**
 * Checks a locale's copies of the entry files (`content/<folder>/<id>.<locale>.md`): a
 * copy without an English file stops the build, an English file without a copy is a warning
 * (`npm run write-copies` writes the copies).
 *
 * @param source the site's folder and a locale other than the default
 * @param warn receives each warning (default: printed once per build)
 * @throws ContentError (`./problems.ts`) naming every copy without an English file
 */
export function checkCollectionCopies({siteDir, locale}: CollectionsSource, warn?: (message: string) => void): void {
  for (const [, spec] of registry) {
    if (!spec.entryFiles) continue;
    const {folder} = spec.entryFiles;
    checkLocaleCopies({siteDir, locale, originals: englishFolder(folder), globs: entryGlobs}, 'write-copies', warn);
  }
}

/**
 * Checks a locale's copies of the docs, in the folders the docs plugin read this locale from
 * (each version's `contentPath` and `contentPathLocalized`, as `docs/` and
 * `i18n/<locale>/docusaurus-plugin-content-docs/current/`), among the files the docs plugin
 * reads by default (the configuration sets no `include` or `exclude`): a copy without an English
 * doc stops the build, a doc without a copy is a warning.
 *
 * @param docs the docs plugin's loaded content, by plugin id (`allContent['docusaurus-plugin-content-docs']`)
 * @param locale the locale built, other than the default
 * @param warn receives each warning (default: printed once per build)
 * @throws ContentError (`./problems.ts`) naming every copy without an English doc
 */
export function checkDocCopies(docs: Record<string, DocsContent | undefined>, siteDir: string, locale: string, warn?: (message: string) => void): void {
  for (const version of Object.values(docs).flatMap((content) => content?.loadedVersions ?? [])) {
    if (version.contentPathLocalized === undefined) continue;
    checkLocaleCopies({siteDir, locale, originals: version.contentPath, copies: version.contentPathLocalized, globs: pageGlobs}, 'copy by hand', warn);
  }
}

/** Adds the list page of every collection with a `listPage`, its cards made from the entries. */
async function addListRoutes(actions: PluginContentLoadedActions, baseUrl: string, content: CollectionsContent): Promise<void> {
  for (const page of content.listPages) {
    const spec: AnyCollection = collections[page.name];
    if (!spec.listPage || !spec.idOf) {
      continue;
    }
    const idOf = spec.idOf;
    const cardOf = await spec.listPage.loadCard();
    const props: ListPageProps = {
      linkId: linkIdForPath(spec.listPath),
      description: page.description,
      intro: page.intro,
      cards: (content.entries[page.name] ?? []).map((entry) => {
        const id = String(idOf(entry as never));
        return {...cardOf(entry as never), id, to: detailPath(page.name, id)};
      }),
    };
    actions.addRoute({path: normalizeUrl([baseUrl, spec.listPath]), component: listView, exact: true, props});
  }
}

/** The posts of every blog instance, as the connections need them. */
function blogPosts(allContent: AllContent): PostSummary[] {
  const blogs = (allContent['docusaurus-plugin-content-blog'] ?? {}) as Record<string, BlogContent | undefined>;
  return Object.values(blogs).flatMap((blog) =>
    (blog?.blogPosts ?? []).map(({metadata}) => ({
      title: metadata.title,
      permalink: metadata.permalink,
      date: new Date(metadata.date).toISOString(),
      authorIds: metadata.authors.flatMap((author) => (author.key === null ? [] : [author.key])),
      cruiseIds: ((metadata.frontMatter as {cruises?: unknown}).cruises as unknown[] | undefined)?.map(String) ?? [],
    })),
  );
}

/** The links between this locale's entries, the blogs' posts and the publications (`./connections.ts`). */
export function connectionsOf(content: CollectionsContent, allContent: AllContent): Connections {
  const sources: ConnectionSources = {
    people: (content.entries.people ?? []) as readonly Person[],
    programs: (content.entries.programs ?? []) as readonly Program[],
    researchAreas: (content.entries.researchAreas ?? []) as readonly ResearchArea[],
    posts: blogPosts(allContent),
    publications: (allContent[publicationsPluginName]?.default as PublicationsContent | undefined)?.publications ?? [],
    cruises: (content.entries.cruises ?? []) as readonly Cruise[],
    datasets: (content.entries.datasets ?? []) as readonly Dataset[],
  };
  const problems = connectionProblems(sources);
  if (problems.length > 0) {
    throw new Error(`Links between the collections name entries that do not exist:\n- ${problems.join('\n- ')}`);
  }
  return connect(sources);
}

/**
 * Adds `{listPath}/{id}` under the base URL for every entry of every collection, with the
 * entry's related entries for the collections that have links.
 */
function addDetailRoutes(actions: PluginContentLoadedActions, baseUrl: string, content: CollectionsContent, connections: Connections): void {
  for (const [name, list] of Object.entries(content.entries) as [CollectionName, readonly never[]][]) {
    const spec: AnyCollection = collections[name];
    if (!spec.detailView || !spec.idOf) {
      continue;
    }
    const relatedOf = (connections as Partial<Record<CollectionName, Connections[keyof Connections]>>)[name];
    const listPath = spec.listPath;
    for (const entry of list) {
      const id = String(spec.idOf(entry));
      const related = relatedOf?.get(id);
      actions.addRoute({
        path: normalizeUrl([baseUrl, listPath, id]),
        component: spec.detailView,
        exact: true,
        props: related ? {entry, listPath, related} : {entry, listPath},
      });
    }
  }
}

/** The plugin (registered in `docusaurus.config.ts`). */
export default function collectionsPlugin(context: LoadContext): Plugin<CollectionsContent> {
  const {siteDir, baseUrl} = context;
  const isDefaultLocale = context.i18n.currentLocale === context.i18n.defaultLocale;
  return {
    name: collectionsPluginName,
    // Under `npm start`, content problems are shown over the page by the development server.
    configureWebpack: (_config, isServer) => (reportsInDevelopment() && !isServer ? {plugins: [contentProblemsPlugin()]} : {}),
    // The entry files and their copies: editing one reloads the routes in `npm start`.
    getPathsToWatch: () => [path.join(siteDir, 'content/**/*.md')],
    loadContent: async () => {
      const source = {siteDir, locale: context.i18n.currentLocale, defaultLocale: context.i18n.defaultLocale};
      // A locale's copies are checked when that locale is built: once per build.
      if (!isDefaultLocale) checkCollectionCopies(source);
      return loadCollections(source);
    },
    getTranslationFiles: async ({content}) => [
      {
        path: 'list-pages',
        content: Object.fromEntries(
          content.listPages.flatMap((page): [string, TranslationContent[string]][] => [
            [listPageKeys(page.name).description, {message: page.description, description: `Search-engine description of ${collections[page.name].listPath}`}],
            [listPageKeys(page.name).intro, {message: page.intro, description: `Introduction of ${collections[page.name].listPath}`}],
          ]),
        ),
      },
      // The laboratory's identity, read in a locale by `siteInLocale` (`src/config/siteInLocale.ts`).
      {
        path: 'site',
        content: Object.fromEntries(siteTextPaths.map((textPath): [string, TranslationContent[string]] => [`site.${textPath}`, {message: siteText(site, textPath), description: `site: ${textPath}`}])),
      },
      {
        path: 'not-found',
        content: Object.fromEntries(
          content.notFoundViews.flatMap((view): [string, TranslationContent[string]][] => [
            [notFoundKeys(view.name).title, {message: view.title, description: `404 page heading under ${view.listPath}`}],
            [notFoundKeys(view.name).backLink, {message: view.backLink, description: `404 page link back to ${view.backPath}`}],
          ]),
        ),
      },
    ],
    translateContent: ({content, translationFiles}) => {
      const fileContent = (name: string): TranslationContent => translationFiles.find((file) => file.path === name)?.content ?? {};
      const listMessages = fileContent('list-pages');
      const messages = fileContent('not-found');
      return {
        ...content,
        listPages: content.listPages.map((page) => ({
          ...page,
          description: listMessages[listPageKeys(page.name).description]?.message ?? page.description,
          intro: listMessages[listPageKeys(page.name).intro]?.message ?? page.intro,
        })),
        notFoundViews: content.notFoundViews.map((view) => ({
          ...view,
          title: messages[notFoundKeys(view.name).title]?.message ?? view.title,
          backLink: messages[notFoundKeys(view.name).backLink]?.message ?? view.backLink,
        })),
      };
    },
    // The specification's two public lists, in English at the site's root (`researchListFiles`).
    postBuild: async ({content, outDir}) => {
      // The data sets' charts, in every locale (their digits are the locale's).
      for (const file of content.chartFiles) {
        await mkdir(path.dirname(path.join(outDir, file.path)), {recursive: true});
        await writeFile(path.join(outDir, file.path), file.svg);
      }
      if (!isDefaultLocale) return;
      for (const name of ['programs', 'researchAreas'] as const) {
        const list = ((content.entries[name] ?? []) as readonly Program[]).map(publicListEntry);
        await writeFile(path.join(outDir, researchListFiles[name]), `${JSON.stringify(list, null, 2)}\n`);
      }
    },
    // Detail routes wait for every plugin's content: their links include the blogs' posts.
    allContentLoaded: async ({allContent, actions}) => {
      if (!isDefaultLocale) {
        checkDocCopies((allContent['docusaurus-plugin-content-docs'] ?? {}) as Record<string, DocsContent | undefined>, siteDir, context.i18n.currentLocale);
      }
      const content = allContent[collectionsPluginName]?.default as CollectionsContent;
      addDetailRoutes(actions, baseUrl, content, connectionsOf(content, allContent));
      // The featured articles' teasers for the pages that list them (`useFeaturedArticles()`),
      // checked by their schema: a data file bundled with those pages only, not global data.
      const blog = allContent['docusaurus-plugin-content-blog']?.[featuredArticlesBlogId] as BlogContent | undefined;
      if (!blog) throw new Error(`${collectionsPluginName}: no blog instance with id "${featuredArticlesBlogId}" is configured`);
      await actions.createData(featuredArticlesDataFile, JSON.stringify(featuredArticlesFromPosts(blog.blogPosts)));
    },
    contentLoaded: async ({content, actions}) => {
      await addListRoutes(actions, baseUrl, content);
      const globalData: CollectionsGlobalData = {
        notFoundViews: content.notFoundViews.map(({name: _name, ...view}) => view),
      };
      actions.setGlobalData(globalData);
      // What pages of `src/pages` show of the collections, in this locale (see each file's constant).
      const people = (content.entries.people ?? []) as readonly Person[];
      await actions.createData(personCardsDataFile, JSON.stringify(personCardGroups(groupPeople(people))));
      const names: PersonNames = Object.fromEntries(people.map((person) => [person.id, person.name]));
      await actions.createData(personNamesDataFile, JSON.stringify(names));
      for (const [name, spec] of registry) {
        if (!spec.listData) continue;
        const omitted = new Set(spec.listData === true ? [] : spec.listData.omit);
        const entries = (content.entries[name] ?? []).map((entry) => Object.fromEntries(Object.entries(entry as object).filter(([field]) => !omitted.has(field))));
        await actions.createData(collectionDataFile(name), JSON.stringify(entries));
      }
      await actions.createData(leadersDataFile, JSON.stringify(resolveLeaders((content.entries.leadership ?? []) as readonly Leader[], people)));
    },
  };
}
