/**
 * A translatable data set (`src/data/translatable.ts`) in a locale, for code that runs in Node
 * when the configuration is loaded (once per locale), before any plugin has read the locale's
 * translation files.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {collectionsPluginName} from '../../src/collections';
import {translateDataSet, translatableData, type TranslatableDataName, type TranslatableDataSet} from '../../src/data/translatable';

/**
 * A copy of `data` (the export the data set names) with the locale's translation
 * (`i18n/<locale>/borl-collections/<name>.json`) applied; `data` itself, untouched, in the
 * default locale or when the locale has no translation file. Texts without a translation stay
 * English.
 *
 * @param siteDir the site's directory
 * @param locale the locale being built (`en`, `bn`)
 * @param defaultLocale the default locale, whose texts are the data's own
 * @param name the data set, which also names its translation file
 * @param data the data set's exported value (an array of entries, or the single object)
 * @throws SyntaxError when the translation file is not valid JSON
 */
export function dataInLocale<T>(siteDir: string, locale: string, defaultLocale: string, name: TranslatableDataName, data: T): T {
  const file = path.join(siteDir, 'i18n', locale, collectionsPluginName, `${name}.json`);
  if (locale === defaultLocale || !existsSync(file)) {
    return data;
  }
  const translation = JSON.parse(readFileSync(file, 'utf8')) as Record<string, {message: string}>;
  // The data modules hold plain JSON values (strings, numbers, arrays, objects).
  const copy = JSON.parse(JSON.stringify(data)) as T;
  const dataSet: TranslatableDataSet = translatableData[name];
  translateDataSet(copy, Object.fromEntries(Object.entries(translation).map(([key, {message}]) => [key, message])), dataSet.objectId);
  return copy;
}
