/**
 * Local plugin that turns the laboratory's BibTeX file (`content/publications.bib`) into the
 * publications' pages, every entry parsed, checked and formatted by `./bibliography.ts`:
 *
 * - the Publications list, at the `publications` list path of `src/collections.ts`, rendered by
 *   `src/components/PublicationsPage` with the publications grouped by year, newest first, and
 *   the choices of its filters (people and research areas, named in the page's language) as
 *   props. The list ships a summary of each entry (no abstract, BibTeX or RIS);
 * - one page per publication at `detailPath('publications', key)`, rendered by
 *   `src/components/PublicationPage` with that publication alone, its programmes and cruises;
 * - after the build, each publication's BibTeX and RIS as files beside its page
 *   (`{page}.bib`, `{page}.ris`), which the page's Download links point to.
 *
 * Paths are joined with the site's base URL (which carries the locale prefix) by Docusaurus's
 * `normalizeUrl`, so a build under `/borl/` or `/bn/` finds every page at its place. Names of
 * programmes, research areas, cruises and people come from their files in the locale built
 * (`readCollection`).
 *
 * A malformed or incomplete entry fails the build with a message naming its key and line.
 * The file is watched, so `npm start` picks up edits (the download files exist in production
 * builds only, since `npm start` writes no files).
 */
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {normalizeUrl} from '@docusaurus/utils';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {collections, detailPath, listPath, type CollectionName} from '../../src/collections';
import {
  citationFilePath,
  citationFiles,
  groupByYear,
  summaryOf,
  type NamedLink,
  type Publication,
  type PublicationPageProps,
  type PublicationsPageProps,
  type PublicationYear,
} from '../../src/data/publications';
import {readCollection} from '../collections/entryFiles';
import logger from '@docusaurus/logger';
import {bibliographyFile, parseBibliography} from './bibliography';
import {sharedAliases} from '../../src/data/authorNames';

/** Plugin name. */
export const publicationsPluginName = 'borl-publications';

/** The component of the list page. */
export const listView = '@site/src/components/PublicationsPage';

/** The component of a publication's page. */
export const detailView = '@site/src/components/PublicationPage';

/** Reads and parses the bibliography, in file order. */
export async function loadPublications(siteDir: string): Promise<Publication[]> {
  const file = path.join(siteDir, bibliographyFile);
  return parseBibliography(await readFile(file, 'utf8'), bibliographyFile);
}

/** Reads and groups the bibliography (exported for tests and for other plugins). */
export async function loadPublicationYears(siteDir: string): Promise<PublicationYear[]> {
  return groupByYear(await loadPublications(siteDir));
}

/** Names of the entries publications point to, by id, in the build's language. */
export type RelatedNames = Record<'people' | 'programs' | 'researchAreas' | 'cruises', ReadonlyMap<string, string>>;

/** What the plugin loads. */
export type PublicationsContent = {publications: Publication[]; names: RelatedNames};

/** Loads the publications and the names of what they point to, in the build's language. */
export async function loadPublicationsContent(context: Pick<LoadContext, 'siteDir' | 'localizationDir' | 'i18n'>): Promise<PublicationsContent> {
  const source = {siteDir: context.siteDir, locale: context.i18n.currentLocale, defaultLocale: context.i18n.defaultLocale};
  if (source.locale === source.defaultLocale) {
    for (const message of sharedAliases(readCollection('people', source))) logger.warn(message);
  }
  return {
    publications: await loadPublications(context.siteDir),
    names: {
      people: new Map(readCollection('people', source).map((person) => [person.id, person.name])),
      programs: new Map(readCollection('programs', source).map((program) => [program.id, program.title])),
      researchAreas: new Map(readCollection('researchAreas', source).map((area) => [area.id, area.title])),
      cruises: new Map(readCollection('cruises', source).map((cruise) => [cruise.id, cruise.name])),
    },
  };
}

/**
 * The ids with their names and, when the collection has a page per entry (a `detailView` in
 * the registry), their pages. Cruises get pages of their own in a later change of the
 * registry; until then their names show unlinked.
 */
function named(ids: readonly string[], names: ReadonlyMap<string, string>, collection?: CollectionName): NamedLink[] {
  const spec = collection === undefined ? undefined : (collections[collection] as {detailView?: string});
  return ids.map((id) => ({id, name: names.get(id) ?? id, ...(collection !== undefined && spec?.detailView ? {path: detailPath(collection, id)} : {})}));
}

/** The props of the list route: summaries by year and the filters' choices. */
export function listPageProps({publications, names}: PublicationsContent): PublicationsPageProps {
  const authorIds = new Set(publications.flatMap((publication) => publication.authors.flatMap((author) => (author.personId ? [author.personId] : []))));
  const areaIds = new Set(publications.flatMap((publication) => publication.researchAreas));
  return {
    years: groupByYear(publications.map(summaryOf)),
    filterOptions: {
      // In the order of Our People (`content/people/`), which the names keep.
      people: named(
        [...names.people.keys()].filter((id) => authorIds.has(id)),
        names.people,
      ),
      researchAreas: named(
        [...areaIds].sort((a, b) => a.localeCompare(b, 'en', {numeric: true})),
        names.researchAreas,
      ),
    },
  };
}

/** The props of one publication's route. */
export function detailPageProps(publication: Publication, names: RelatedNames): PublicationPageProps {
  return {
    publication,
    programs: named(publication.programs, names.programs, 'programs'),
    researchAreas: named(publication.researchAreas, names.researchAreas, 'researchAreas'),
    cruises: named(publication.cruises, names.cruises, 'cruises'),
    listPath: listPath('publications'),
  };
}

/** The plugin (registered in `docusaurus.config.ts`). */
export default function publicationsPlugin(context: LoadContext): Plugin<PublicationsContent> {
  return {
    name: publicationsPluginName,
    getPathsToWatch: () => [path.join(context.siteDir, bibliographyFile)],
    loadContent: () => loadPublicationsContent(context),
    contentLoaded: async ({content, actions}) => {
      actions.addRoute({
        path: normalizeUrl([context.baseUrl, listPath('publications')]),
        component: listView,
        exact: true,
        props: listPageProps(content),
      });
      for (const publication of content.publications) {
        actions.addRoute({
          path: normalizeUrl([context.baseUrl, detailPath('publications', publication.key)]),
          component: detailView,
          exact: true,
          props: detailPageProps(publication, content.names),
        });
      }
    },
    // The output folder is the locale's (`build/bn` for Bengali) and excludes the base URL, which
    // the host serves it under: files land beside the HTML of their page.
    postBuild: async ({outDir, content}) => {
      for (const publication of content.publications) {
        for (const [extension, field] of Object.entries(citationFiles) as [keyof typeof citationFiles, 'bibtex' | 'ris'][]) {
          const file = path.join(outDir, citationFilePath(publication.key, extension));
          await mkdir(path.dirname(file), {recursive: true});
          await writeFile(file, publication[field]);
        }
      }
    },
  };
}
