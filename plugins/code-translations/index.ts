/**
 * Local plugin that sends each page only the translated interface messages it can show.
 *
 * Docusaurus puts all of a locale's code translations (`i18n/<locale>/code.json` and the
 * theme's own) into the entry script of every page: for Bengali about 68 KB of text, 12 KB
 * compressed, most of it the messages of one page (the membership form's labels and errors,
 * the home page's texts). In a non-default locale's build this plugin:
 *
 * - reads every source module of `src/` and the literal message ids it names (`./split.ts`);
 * - puts at the top of each module that names ids the messages of those ids, registered with
 *   `src/i18n/registerCodeTranslations.ts` before the module's code runs
 *   (`./registerLoader.cjs`), so they travel in the chunk of the pages that use the module;
 * - points `@generated/codeTranslations`, which `translate()` and `<Translate>` read, at a copy
 *   that keeps only the rest: the theme's messages and those of ids no module names literally.
 *
 * Nothing changes in the default locale, whose messages are the defaults written in the code.
 */
import {mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {literalIdsOfSources, splitCodeTranslations, type CodeTranslations} from './split';

/** Name of the plugin. */
export const codeTranslationsPluginName = 'borl-code-translations';

/** The plugin (registered in `docusaurus.config.ts`). */
export default function codeTranslationsPlugin(context: LoadContext): Plugin<void> {
  const {siteDir, generatedFilesDir, i18n} = context;
  return {
    name: codeTranslationsPluginName,
    configureWebpack(config) {
      if (i18n.currentLocale === i18n.defaultLocale) {
        return {};
      }
      // Written by Docusaurus for the locale being built before the bundler is configured.
      const translations = JSON.parse(readFileSync(path.join(generatedFilesDir, 'codeTranslations.json'), 'utf8')) as CodeTranslations;
      const srcDir = path.join(siteDir, 'src');
      const {global, byFile} = splitCodeTranslations(translations, literalIdsOfSources(srcDir));
      const globalFile = path.join(generatedFilesDir, codeTranslationsPluginName, 'codeTranslations.json');
      mkdirSync(path.dirname(globalFile), {recursive: true});
      writeFileSync(globalFile, JSON.stringify(global));
      // Before Docusaurus's own `@generated` alias, which would resolve the full file first.
      config.resolve = {...config.resolve, alias: {'@generated/codeTranslations$': globalFile, ...(config.resolve?.alias as Record<string, string> | undefined)}};
      return {
        module: {
          rules: [
            {
              test: [...byFile.keys()],
              enforce: 'pre' as const,
              use: [
                {
                  loader: require.resolve('./registerLoader.cjs'),
                  options: {register: path.join(srcDir, 'i18n/registerCodeTranslations.ts'), byFile: Object.fromEntries(byFile)},
                },
              ],
            },
          ],
        },
      };
    },
  };
}
