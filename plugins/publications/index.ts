/**
 * Local plugin that turns the laboratory's BibTeX file (`src/data/publications.bib`) into the
 * Publications page's data: every entry parsed and formatted in APA style by citation-js
 * (`./bibliography.ts`), grouped by year, newest first (`groupByYear`), and the page's route
 * (the `publications` list path of `src/collections.ts`, under the base URL), which renders `src/components/PublicationsPage` with the years as
 * its `years` prop. The list is serialised with that route only, so no other page loads it.
 *
 * A malformed or incomplete entry fails the build with a message naming its key and line.
 * The file is watched, so `npm start` picks up edits.
 */
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {normalizeUrl} from '@docusaurus/utils';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {listPath} from '../../src/collections';
import {groupByYear, type PublicationYear} from '../../src/data/publications';
import {parseBibliography} from './bibliography';

/** Plugin name. */
export const publicationsPluginName = 'borl-publications';

/** The BibTeX file, relative to the site directory. */
export const bibliographyFile = 'src/data/publications.bib';

/** Reads and groups the bibliography (exported for tests). */
export async function loadPublicationYears(siteDir: string): Promise<PublicationYear[]> {
  const file = path.join(siteDir, bibliographyFile);
  return groupByYear(parseBibliography(await readFile(file, 'utf8'), bibliographyFile));
}

/** The plugin (registered in `docusaurus.config.ts`). */
export default function publicationsPlugin(context: LoadContext): Plugin<PublicationYear[]> {
  return {
    name: publicationsPluginName,
    getPathsToWatch: () => [path.join(context.siteDir, bibliographyFile)],
    loadContent: () => loadPublicationYears(context.siteDir),
    contentLoaded: async ({content, actions}) => {
      actions.addRoute({
        path: normalizeUrl([context.baseUrl, listPath('publications')]),
        component: '@site/src/components/PublicationsPage',
        exact: true,
        props: {years: content},
      });
    },
  };
}
