/**
 * Local plugin that publishes the data catalogue's CSV downloads: after the build it writes, for
 * every data set of `content/datasets/`, the file `data/{id}.csv` (see `datasetCsvPath`) at the
 * site's root: its values (`src/data/datasets/{id}.csv`) with the positions of its cruise's
 * stations (`datasetCsv`). The files hold no words of any language, so only the default locale's
 * build writes them, once, in its output folder (the root of the site, under the base URL);
 * every locale's pages link there (as `plugins/robots` writes one `robots.txt` for all).
 *
 * A values file that does not match its data set or its cruise's stations fails the build with
 * the data set, the file and the line named.
 */
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {datasetCsvPath, type Dataset} from '../../src/data/datasets';
import {datasetCsv} from '../../src/data/datasetCsv';
import {readCollection} from '../collections/entryFiles';

/** The download of every data set: its path under the site's root (no base URL) and its text. */
export function datasetFiles(siteDir: string, list?: readonly Dataset[]): {path: string; text: string}[] {
  const source = {siteDir, locale: 'en', defaultLocale: 'en'};
  const cruises = readCollection('cruises', source);
  return (list ?? readCollection('datasets', source)).map((dataset) => ({
    path: datasetCsvPath(dataset.id),
    text: datasetCsv(
      dataset,
      cruises.find((cruise) => cruise.id === dataset.cruise)?.stations ?? [],
      readFileSync(path.join(siteDir, 'content/datasets', `${dataset.id}.csv`), 'utf8'),
    ),
  }));
}

export default function datasetFilesPlugin(context: LoadContext): Plugin {
  const {i18n, siteDir} = context;
  return {
    name: 'borl-dataset-files',
    // Check every values file when the build starts, in every locale, so a bad file fails fast.
    loadContent: () => {
      datasetFiles(siteDir);
    },
    getPathsToWatch: () => [path.join(siteDir, 'src/data/datasets/*.csv')],
    async postBuild({outDir}) {
      if (i18n.currentLocale !== i18n.defaultLocale) {
        return;
      }
      for (const file of datasetFiles(siteDir)) {
        const target = path.join(outDir, file.path);
        mkdirSync(path.dirname(target), {recursive: true});
        writeFileSync(target, file.text);
      }
    },
  };
}
