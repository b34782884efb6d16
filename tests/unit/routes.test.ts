/**
 * Routes have one owner: `src/navigation.ts` for menu pages, `src/collections.ts` for collections. Tests are left out of the
 * literal check on purpose: the end-to-end tests name public URLs as a visitor types them, so that moving a page is visible.
 */
import {featuredArticlesBlogId} from '@site/src/data/featuredArticles';
import {copyFileSync, cpSync, existsSync, readFileSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type {LoadContext, PluginContentLoadedActions, RouteConfig} from '@docusaurus/types';
import {collections, detailPath, listPath, notFoundViewFor, unlistedPages, type CollectionName, type CollectionsGlobalData, type ListPageProps} from '@site/src/collections';
import {linkIdForPath, navigation, pagePath} from '@site/src/navigation';
import {site} from '@site/src/data/site';
import collectionsPlugin, {listPageKeys, listView, loadCollections, notFoundKeys, type CollectionsContent} from '@site/plugins/collections';
import {repoFiles, root} from '@site/tests/shared/files';
import {fakeBuild} from './helpers/fakeBuild';

type AddedRoute = Pick<RouteConfig, 'path' | 'component' | 'props'>;

/** Runs a plugin's loadContent, contentLoaded and allContentLoaded, collecting the routes and global data it adds. */
async function runPlugin<Content>(plugin: {
  name: string;
  loadContent?: () => Promise<Content> | Content;
  contentLoaded?: (args: never) => Promise<void> | void;
  allContentLoaded?: (args: never) => Promise<void> | void;
}): Promise<{routes: AddedRoute[]; globalData: unknown}> {
  const content = await plugin.loadContent?.();
  const routes: AddedRoute[] = [];
  let globalData: unknown;
  const actions = {
    addRoute: (route: AddedRoute) => routes.push(route),
    setGlobalData: (data: unknown) => (globalData = data),
    createData: (name: string) => Promise.resolve(`/generated/${name}`),
  } as unknown as PluginContentLoadedActions;
  await plugin.contentLoaded?.({content, actions} as never);
  // A featured-articles blog without posts: the plugin makes the teasers' data file from it.
  const blogs = {'docusaurus-plugin-content-blog': {[featuredArticlesBlogId]: {blogPosts: []}}};
  await plugin.allContentLoaded?.({allContent: {[plugin.name]: {default: content}, ...blogs}, actions} as never);
  return {routes, globalData};
}

function context(baseUrl: string): LoadContext {
  const currentLocale = baseUrl.endsWith('/bn/') ? 'bn' : 'en';
  return {siteDir: root, baseUrl, i18n: {currentLocale, defaultLocale: 'en'}} as LoadContext;
}

describe('the navigation tree', () => {
  // That every menu link and list page is built is the built-site link check's (scripts/check-build.ts).
  it('finds a page by its link id, and names an unknown id in its error', () => {
    expect(pagePath('our-people')).toBe(`/who-we-are/about-${site.slug}/our-people`);
    expect(() => pagePath('no-such-link')).toThrow('src/navigation.ts has no link with the id "no-such-link"');
  });
});

describe('the collections plugin', () => {
  let content: CollectionsContent;
  let all: AddedRoute[];
  let globalData: unknown;
  beforeAll(async () => {
    content = await loadCollections();
    ({routes: all, globalData} = await runPlugin(collectionsPlugin(context('/'))));
  });

  it('adds one route per entry under each list page, with the entry and the list page as props, rendered by a component that exists', () => {
    const routes = all.filter((route) => route.component !== listView);
    const expected = Object.entries(content.entries).flatMap(([name, entries]) => {
      const spec: {detailView?: string} & (typeof collections)[CollectionName] = collections[name as CollectionName];
      if (!spec.detailView) return [];
      const idOf = spec.idOf as (entry: unknown) => string | number;
      return (entries ?? []).map((entry) => ({path: `${spec.listPath}/${String(idOf(entry))}`, entry, listPath: spec.listPath}));
    });
    expect(expected.length).toBeGreaterThan(0);
    expect(routes.map((route) => route.path)).toEqual(expected.map((route) => route.path));
    expect(routes.map(({props}) => ({entry: props?.entry, listPath: props?.listPath}))).toEqual(expected.map(({entry, listPath: list}) => ({entry, listPath: list})));
    // People, programmes, research areas and cruises also carry their links to each other (tests/unit/connections.test.ts).
    const withRelated = new Set(routes.filter((route) => route.props && 'related' in route.props).map((route) => route.path.slice(0, route.path.lastIndexOf('/'))));
    expect([...withRelated].sort()).toEqual([listPath('people'), listPath('programs'), listPath('researchAreas'), listPath('cruises')].sort());
    expect(routes.map((route) => route.path)).toContain(detailPath('careers', 'interns'));
    // One page per opportunity: Start a Career shows the careers grid, but its Details lead under Careers.
    expect(routes.map((route) => route.path).filter((routePath) => routePath.startsWith(`${unlistedPages.startCareer}/`))).toEqual([]);
    const components = [...new Set(all.map((route) => String(route.component)))];
    expect(components.filter((component) => !existsSync(path.join(root, component.replace('@site/', ''), 'index.tsx')))).toEqual([]);
  });

  it('adds the list page of every collection with a listPage: one card per entry, linking to its detail route', () => {
    const paths = new Set(all.map((route) => route.path));
    const withList = Object.entries(collections).filter(([, spec]) => 'listPage' in spec);
    expect(withList.length).toBeGreaterThan(0);
    for (const [name, spec] of withList) {
      const listRoute = all.find((route) => route.path === spec.listPath);
      const props = listRoute?.props as ListPageProps | undefined;
      expect({name, component: listRoute?.component}).toEqual({name, component: listView});
      expect(props?.linkId).toBe(linkIdForPath(spec.listPath));
      expect(props?.cards.length).toBe(content.entries[name as CollectionName]?.length);
      expect(props?.cards.filter((card) => !paths.has(card.to)).map((card) => `${name}: card links to ${card.to}, which has no route`)).toEqual([]);
    }
  });

  it.each([
    ['a base path', '/borl/', '/borl'],
    ['a locale', '/bn/', '/bn'],
    ['a base path and a locale', '/borl/bn/', '/borl/bn'],
  ])('puts every route under %s', async (_case, baseUrl, prefix) => {
    const {routes} = await runPlugin(collectionsPlugin(context(baseUrl)));
    expect(routes.filter((route) => !route.path.startsWith(`${prefix}/`)).map((route) => route.path)).toEqual([]);
    expect(routes.map((route) => route.path)).toContain(`${prefix}${detailPath('people', '12')}`);
  });

  it('publishes a not-found view for every collection that has one, with its list pages', () => {
    const {notFoundViews} = globalData as CollectionsGlobalData;
    const named = Object.entries(collections).filter(([, spec]) => spec.notFound);
    expect(notFoundViews).toHaveLength(named.length);
    for (const [name, spec] of named) {
      const view = notFoundViewFor(notFoundViews, `${spec.listPath}/no-such-id`);
      expect({name, title: view?.title}).toEqual({name, title: spec.notFound?.title});
    }
  });
});

describe('not-found views', () => {
  const views: CollectionsGlobalData['notFoundViews'] = [
    {listPath: listPath('people'), title: 'Person not found', backLink: 'Back to All People', backPath: listPath('people')},
    {listPath: listPath('featuredArticles'), title: 'Article not found', backLink: 'Back to Featured Articles', backPath: pagePath('news-releases')},
  ];

  it('names the collection of an unknown entry under its list page, and leaves other paths and the list pages to the generic view', () => {
    expect(notFoundViewFor(views, `${listPath('people')}/999`)?.title).toBe('Person not found');
    expect(notFoundViewFor(views, `${listPath('people')}/999/`)?.title).toBe('Person not found');
    expect(notFoundViewFor(views, `${listPath('featuredArticles')}/99`)?.backPath).toBe(pagePath('news-releases'));
    for (const other of ['/no-such-page', listPath('people'), `${listPath('people')}x/1`]) expect(notFoundViewFor(views, other)).toBeUndefined();
  });

  it('offers every text for translation and shows the translation', () => {
    const plugin = collectionsPlugin(context('/bn/'));
    const peopleKeys = notFoundKeys('people');
    const translated = plugin.translateContent!({
      content: {
        entries: {},
        listPages: [{name: 'graduate', description: 'MS and PhD research', intro: 'Graduate students'}],
        notFoundViews: [{name: 'people', listPath: listPath('people'), title: 'Person not found', backLink: 'Back to All People', backPath: listPath('people')}],
        chartFiles: [],
      },
      translationFiles: [
        {path: 'list-pages', content: {[listPageKeys('graduate').intro]: {message: 'স্নাতকোত্তর শিক্ষার্থীরা'}}},
        {path: 'not-found', content: {[peopleKeys.title]: {message: 'ব্যক্তিকে পাওয়া যায়নি'}}},
      ],
    });
    expect(translated.notFoundViews[0]).toMatchObject({title: 'ব্যক্তিকে পাওয়া যায়নি', backLink: 'Back to All People'});
    expect(translated.listPages[0]).toEqual({name: 'graduate', description: 'MS and PhD research', intro: 'স্নাতকোত্তর শিক্ষার্থীরা'});
  });

  it('lists every not-found text and every list-page text in its translation file', async () => {
    const plugin = collectionsPlugin(context('/'));
    const loaded = await loadCollections();
    const files = await plugin.getTranslationFiles!({content: loaded});
    const file = files.find((candidate) => candidate.path === 'not-found');
    const lists = files.find((candidate) => candidate.path === 'list-pages');
    expect(Object.keys(file?.content ?? {})).toHaveLength(loaded.notFoundViews.length * 2);
    expect(file?.content[notFoundKeys('researchAreas').title]?.message).toBe(collections.researchAreas.notFound?.title);
    expect(Object.keys(lists?.content ?? {})).toHaveLength(loaded.listPages.length * 2);
    expect(lists?.content[listPageKeys('programs').description]?.message).toBe(collections.programs.listPage?.description);
  });
});

describe('an entry that breaks the rules fails the build with a message naming it', () => {
  it('takes a new person from a copied file and its Bengali copy, and rejects a file whose name cannot be an id in a URL', async () => {
    // A new editor's person: a copied file under a new id, renamed, with a Bengali copy; no other file changes.
    const siteDir = fakeBuild('collections-', {'content/people/32.bn.md': '---\nname: নাবিলা হক রিতু\n---\n'});
    try {
      cpSync(path.join(root, 'content'), path.join(siteDir, 'content'), {recursive: true});
      // The entries' images, which the build checks (a link: the removal below takes the link only).
      symlinkSync(path.join(root, 'static'), path.join(siteDir, 'static'));
      writeFileSync(path.join(siteDir, 'content/people/32.md'), readFileSync(path.join(siteDir, 'content/people/5.md'), 'utf8').replace(/^name: .*$/m, 'name: Nabila Haque Ritu'));
      const people = async (locale: string) =>
        ((await loadCollections({siteDir, locale, defaultLocale: 'en'})).entries.people as {id: string; name: string}[]).find((person) => person.id === '32')?.name;
      expect([await people('en'), await people('bn')]).toEqual(['Nabila Haque Ritu', 'নাবিলা হক রিতু']);
      copyFileSync(path.join(siteDir, 'content/careers/interns.md'), path.join(siteDir, 'content/careers/a b.md'));
      await expect(loadCollections({siteDir, locale: 'en', defaultLocale: 'en'})).rejects.toThrow(/content\/careers\/a b\.md: id 'a b'/);
    } finally {
      rmSync(siteDir, {recursive: true, force: true});
    }
  });
});

/** The text of every string literal of a source file, template substitutions written `${}`. */
function stringLiterals(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(path.join(root, file), 'utf8'), ts.ScriptTarget.Latest, false, file.endsWith('x') ? ts.ScriptKind.TSX : undefined);
  const texts: string[] = [];
  const visit = (node: ts.Node): void => {
    // Module specifiers and component paths name files (src/pages mirrors the URLs), not routes.
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && /^(@site\/|\.\.?\/)/.test(node.text)) return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      texts.push(node.text);
    } else if (ts.isTemplateExpression(node)) {
      texts.push(node.head.text + node.templateSpans.map((span) => `\${}${span.literal.text}`).join(''));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return texts;
}

describe('one source for every collection path and for the laboratory slug', () => {
  const owners = ['src/collections.ts', 'src/navigation.ts'];
  const codeFiles = [...repoFiles('src', /\.(ts|tsx)$/), ...repoFiles('plugins', /\.ts$/), ...repoFiles('scripts', /\.(ts|mjs|js)$/), 'docusaurus.config.ts', 'sidebars.ts'];

  it('no code but the registry and the navigation tree writes a collection path', () => {
    // The home page's carousel is listed at '/', which is no collection's own path.
    const paths = Object.values(collections).flatMap((spec) => (spec.listPath === '/' ? [] : [spec.listPath]));
    paths.push(...Object.values(unlistedPages));
    // A path is also recognised by its last two segments, and with the slug as a substitution;
    // each ends a segment (`/article`, not `/img/articles`).
    const needles = paths.flatMap((full) => {
      const tail = full.split('/').slice(-2).join('/');
      return [full, tail, tail.split(site.slug).join('${}')].map((needle) => new RegExp(`${needle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w-])`));
    });
    const found = codeFiles
      .filter((file) => !owners.includes(file))
      .flatMap((file) =>
        stringLiterals(file)
          .filter((text) => needles.some((needle) => needle.test(text)))
          .map((text) => `${file}: '${text}' writes a collection path; use listPath(), detailPath() or pagePath()`),
      );
    expect(found).toEqual([]);
  });

  it('only src/data/site.ts writes the laboratory slug in a path', () => {
    // Path segments named after the laboratory (`about-borl`, `borl-in-the-news`), and the slug
    // as a whole segment of a path-like text.
    const slugSegments = navigation.groups
      .flatMap((group) => group.sections.flatMap((section) => [section.id, ...section.links.map((link) => link.id)]))
      .filter((id) => id.split('-').includes(site.slug));
    const slugInPath = new RegExp(`/${site.slug}(/|$)`);
    const found = codeFiles
      .filter((file) => file !== 'src/data/site.ts')
      .flatMap((file) =>
        stringLiterals(file)
          .filter((text) => slugInPath.test(text) || slugSegments.some((segment) => text.includes(segment)))
          .map((text) => `${file}: '${text}' writes the slug '${site.slug}'; use site.slug`),
      );
    expect(found).toEqual([]);
  });
});
