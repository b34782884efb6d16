/**
 * Local plugin that pre-renders one detail page per entry of the collections that have them
 * (DESIGN.md §3): people, alumni, programmes, research areas, undergraduate programmes and
 * graduate disciplines, at `{listPath}/{id}` (see `src/utils/collectionRoutes.ts`).
 *
 * The typed modules in `src/data/` are imported directly. Programmes and research areas are
 * read from their public JSON files in `static/` at build time and validated with the schemas
 * of `src/data/schemas/research.ts`, so a bad entry fails the build with a message naming the
 * file (the pages import the same files through `src/data/research.ts`, which does not check
 * them); in development, editing either file reloads the routes.
 *
 * Each route's component receives its entry as `props.entry` (see
 * `plugins/shared/detailRoutes.ts`); an unknown id has no route and gets the 404 page.
 */
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {addDetailRoutes} from '../shared/detailRoutes';
import {collectionRoutes} from '../../src/utils/collectionRoutes';
import {people} from '../../src/data/people';
import {alumni} from '../../src/data/alumni';
import {graduateDisciplines, undergraduatePrograms} from '../../src/data/education';
import type {Program, ResearchArea} from '../../src/data/research';
import {parseResearchList, programListSchema, researchAreaListSchema} from '../../src/data/schemas/research';

/** What the plugin loads: the two JSON lists, validated. */
export type CollectionsContent = {programs: Program[]; researchAreas: ResearchArea[]};

/** The JSON files read at build time, relative to the site directory. */
export const researchFiles = {
  programs: 'static/programs-and-project.json',
  researchAreas: 'static/area-of-research.json',
} as const;

/** Components rendering one entry, by collection. */
const components = {
  people: '@site/src/pages/who-we-are/about-borl/_components/PersonPage',
  alumni: '@site/src/pages/who-we-are/about-borl/_components/AlumnusPage',
  programs: '@site/src/pages/what-we-do/understand/_components/ProgramPage',
  researchAreas: '@site/src/pages/what-we-do/understand/_components/ResearchAreaPage',
  undergraduate: '@site/src/pages/what-we-do/educate/_components/UndergraduatePage',
  graduate: '@site/src/pages/what-we-do/educate/_components/GraduatePage',
} as const;

async function readJson(siteDir: string, file: string): Promise<unknown> {
  return JSON.parse(await readFile(path.join(siteDir, file), 'utf8')) as unknown;
}

/** The plugin (registered in `docusaurus.config.ts`). */
export default function collectionsPlugin(context: LoadContext): Plugin<CollectionsContent> {
  const {siteDir, baseUrl} = context;
  // Route paths carry the base URL; collectionRoutes are written without it.
  const withBase = (listPath: string) => `${baseUrl.replace(/\/$/, '')}${listPath}`;
  return {
    name: 'borl-collections',
    getPathsToWatch: () => Object.values(researchFiles).map((file) => path.join(siteDir, file)),
    loadContent: async () => ({
      programs: parseResearchList(programListSchema, await readJson(siteDir, researchFiles.programs), researchFiles.programs),
      researchAreas: parseResearchList(
        researchAreaListSchema,
        await readJson(siteDir, researchFiles.researchAreas),
        researchFiles.researchAreas,
      ),
    }),
    contentLoaded: async ({content, actions}) => {
      addDetailRoutes(actions, {basePath: withBase(collectionRoutes.people), component: components.people, entries: people, idOf: (entry) => entry.id});
      addDetailRoutes(actions, {basePath: withBase(collectionRoutes.alumni), component: components.alumni, entries: alumni, idOf: (entry) => entry.id});
      addDetailRoutes(actions, {basePath: withBase(collectionRoutes.programs), component: components.programs, entries: content.programs, idOf: (entry) => entry.id});
      addDetailRoutes(actions, {
        basePath: withBase(collectionRoutes.researchAreas),
        component: components.researchAreas,
        entries: content.researchAreas,
        idOf: (entry) => entry.id,
      });
      addDetailRoutes(actions, {
        basePath: withBase(collectionRoutes.undergraduate),
        component: components.undergraduate,
        entries: undergraduatePrograms,
        idOf: (entry) => entry.id,
      });
      addDetailRoutes(actions, {basePath: withBase(collectionRoutes.graduate), component: components.graduate, entries: graduateDisciplines, idOf: (entry) => entry.id});
    },
  };
}
