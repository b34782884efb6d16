/**
 * @jest-environment node
 */
import path from 'node:path';
import type {LoadContext, RouteConfig} from '@docusaurus/types';
import publicationsPlugin, {detailView, listView, loadPublicationsContent} from '@site/plugins/publications';
import {detailPath, listPath} from '@site/src/collections';
import {findProgram, people} from '@site/tests/shared/collections';
import {readCollection} from '@site/plugins/collections/entryFiles';
import {citationFilePath, publicationTypes, type PublicationPageProps, type PublicationsPageProps} from '@site/src/data/publications';
import {publicationTypeLabel} from '@site/src/components/PublicationsPage/typeLabel';
import {cruises} from '@site/tests/shared/collections';
import {filterSearch, filterYears, hasFilters, matchesFilters, noFilters, readFilters, searchKey} from '@site/src/components/PublicationsPage/filters';
import {pageBounds, scholarDate} from '@site/src/components/PublicationPage/ScholarMeta';

const root = path.join(__dirname, '../..');

function context(baseUrl: string): LoadContext {
  const currentLocale = baseUrl.endsWith('/bn/') ? 'bn' : 'en';
  return {siteDir: root, baseUrl, localizationDir: path.join(root, 'i18n', currentLocale), i18n: {currentLocale, defaultLocale: 'en'}} as LoadContext;
}

type AddedRoute = Pick<RouteConfig, 'path' | 'component' | 'props'>;

async function routesOf(baseUrl: string): Promise<AddedRoute[]> {
  const plugin = publicationsPlugin(context(baseUrl));
  const content = await plugin.loadContent?.();
  const routes: AddedRoute[] = [];
  await plugin.contentLoaded?.({content, actions: {addRoute: (route: AddedRoute) => routes.push(route)}} as never);
  return routes;
}

describe('the publications plugin', () => {
  let routes: AddedRoute[];
  beforeAll(async () => {
    routes = await routesOf('/borl/');
  });

  it('adds the list and one page per publication under the base URL, at the registry paths', () => {
    const list = routes.find((route) => route.component === listView);
    expect(list?.path).toBe(`/borl${listPath('publications')}`);
    const details = routes.filter((route) => route.component === detailView);
    expect(details.length).toBeGreaterThan(20);
    for (const route of details) {
      const {publication} = route.props as PublicationPageProps;
      expect(route.path).toBe(`/borl${detailPath('publications', publication.key)}`);
    }
  });

  it('gives each page its own publication only, and the list no abstract, BibTeX or RIS', () => {
    const detail = routes.find((route) => route.component === detailView);
    const props = detail?.props as PublicationPageProps;
    expect(Object.keys(props).sort()).toEqual(['cruises', 'listPath', 'programs', 'publication', 'researchAreas']);
    expect(props.listPath).toBe(listPath('publications'));
    const list = routes.find((route) => route.component === listView)?.props as PublicationsPageProps;
    const serialised = JSON.stringify(list);
    expect(serialised).not.toContain('"abstract"');
    expect(serialised).not.toContain('"bibtex"');
    expect(serialised).not.toContain('"ris"');
  });

  it('names programmes and cruises, and links programmes and research areas to their pages', () => {
    const pages = routes.filter((route) => route.component === detailView).map((route) => route.props as PublicationPageProps);
    const page = pages.find((props) => props.publication.programs.length > 0 && props.publication.cruises.length > 0);
    const {publication} = page!;
    expect(page?.programs).toEqual(publication.programs.map((id) => ({id, name: findProgram(id)?.title, path: detailPath('programs', id)})));
    expect(page?.cruises.map((cruise) => [cruise.id, cruise.name])).toEqual(publication.cruises.map((id) => [id, cruises.find((cruise) => cruise.id === id)?.name]));
    expect(page?.researchAreas.map((area) => area.path)).toEqual(publication.researchAreas.map((id) => detailPath('researchAreas', id)));
  });

  it('offers the filters the lab members who authored a paper and the research areas of the papers', () => {
    const list = routes.find((route) => route.component === listView)?.props as PublicationsPageProps;
    const all = list.years.flatMap((group) => group.publications);
    const authors = new Set(all.flatMap((item) => item.authors.flatMap((author) => (author.personId ? [author.personId] : []))));
    // In the order of content/people/, with their names.
    expect(list.filterOptions.people).toEqual(people.filter((person) => authors.has(person.id)).map(({id, name}) => ({id, name})));
    const areas = new Set(all.flatMap((item) => item.researchAreas));
    expect(list.filterOptions.researchAreas.map((area) => area.id)).toEqual([...areas].sort((a, b) => Number(a) - Number(b)));
  });

  it('names programmes and people in the language of the build', async () => {
    const content = await loadPublicationsContent(context('/bn/'));
    expect(content.names.programs.get('1')).toBe(readCollection('programs', {siteDir: root, locale: 'bn', defaultLocale: 'en'})[0]?.title);
    expect(content.names.programs.get('1')).toMatch(/[\u0980-\u09FF]/);
    expect(content.names.people.get('1')).toBe(readCollection('people', {siteDir: root, locale: 'bn', defaultLocale: 'en'})[0]?.name);
    expect(content.names.people.get('1')).toMatch(/[\u0980-\u09FF]/);
    const bengaliRoutes = await routesOf('/bn/');
    expect(bengaliRoutes.every((route) => route.path.startsWith(`/bn${listPath('publications')}`))).toBe(true);
  });

  it.each(['bib', 'ris'] as const)('puts the .%s citation file beside the page', (format) => {
    expect(citationFilePath('talukder2025bleaching', format)).toBe(`${detailPath('publications', 'talukder2025bleaching')}.${format}`);
  });
});

describe('the filters of the Publications list', () => {
  const summary = (key: string, year: number, more: Record<string, unknown> = {}) => ({
    key,
    type: 'article' as const,
    year,
    citation: [{text: `Chowdhury, F. R. (${year}). Coral reefs of St Martin’s Island. Journal, 1, 1–2. https://doi.org/10.5555/${key}`}],
    title: 'Coral reefs of St Martin’s Island',
    authors: [{name: 'Chowdhury, F. R.', personId: '1'}],
    researchAreas: ['2'],
    doi: `10.5555/${key}`,
    url: `https://doi.org/10.5555/${key}`,
    ...more,
  });
  const years = [
    {year: 2024, publications: [summary('a2024', 2024), summary('b2024', 2024, {type: 'inproceedings', researchAreas: ['1'], authors: [{name: 'Kessler, Anna'}]})]},
    {year: 2021, publications: [summary('c2021', 2021, {title: 'Hilsa', citation: [{text: 'Lipi, S. P. (2021). Hilsa shad. Letters.'}]})]},
  ];

  it('reads and writes the query string, set filters only, in a fixed order', () => {
    const filters = readFilters('?person=1&q=+coral+&utm=x&year=2024');
    expect(filters).toEqual({...noFilters, q: 'coral', year: '2024', person: '1'});
    expect(filterSearch(filters)).toBe('?q=coral&year=2024&person=1');
    expect(filterSearch(noFilters)).toBe('');
    expect(hasFilters(noFilters)).toBe(false);
    expect(hasFilters(filters)).toBe(true);
  });

  it('combines the filters with AND and drops the years left empty', () => {
    const keys = (search: string) => filterYears(years, readFilters(search)).flatMap((group) => group.publications.map((item) => item.key));
    expect(keys('')).toEqual(['a2024', 'b2024', 'c2021']);
    expect(keys('?q=coral')).toEqual(['a2024', 'b2024']);
    expect(keys('?q=coral&type=inproceedings')).toEqual(['b2024']);
    expect(keys('?area=2')).toEqual(['a2024', 'c2021']);
    expect(keys('?person=1&year=2021')).toEqual(['c2021']);
    expect(keys('?q=coral&year=2021')).toEqual([]);
    expect(filterYears(years, readFilters('?year=2021')).map((group) => group.year)).toEqual([2021]);
  });

  it('matches free text without regard to case, accents, apostrophes or digits in Bengali', () => {
    expect(searchKey('St Martin’s ISLAND')).toBe('st martins island');
    expect(searchKey('২০২৪')).toBe('2024');
    const item = years[0]!.publications[0]!;
    expect(matchesFilters(item, {...noFilters, q: 'martins chowdhury'})).toBe(true);
    expect(matchesFilters(item, {...noFilters, q: '১০.৫৫৫৫'})).toBe(true);
    expect(matchesFilters(item, {...noFilters, q: 'hilsa'})).toBe(false);
    expect(matchesFilters(item, {...noFilters, year: '২০২৪'})).toBe(true);
  });
});

describe('the Google Scholar tags and the names of entry types', () => {
  it('split a page range, keep an article number whole, and write dates with slashes', () => {
    expect(pageBounds('101–124')).toEqual({first: '101', last: '124'});
    expect(pageBounds('e2025ML0412')).toEqual({first: 'e2025ML0412'});
    expect(scholarDate('2024')).toBe('2024');
    expect(scholarDate('2024-03-09')).toBe('2024/03/09');
  });

  it('name entry types, in English, by the labels of src/data/publications.ts', () => {
    for (const [type, {label}] of Object.entries(publicationTypes)) {
      expect(publicationTypeLabel(type as keyof typeof publicationTypes)).toBe(label);
    }
  });
});
