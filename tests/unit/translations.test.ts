/**
 * The Bengali edition's translation files: every text of every collection entry has its
 * Bengali counterpart under the same id and field (and nothing else), translations are applied
 * to texts only, and no interface string of `i18n/bn` is left in English.
 */
import {readdirSync, readFileSync, existsSync} from 'node:fs';
import path from 'node:path';
import {entryTexts, translatableData, translateEntries, type TranslatableDataName} from '@site/src/data/translatable';
import {collectionsPluginName} from '@site/src/collections';

const root = path.join(__dirname, '../..');
const locale = 'bn';
const collectionsDir = path.join(root, 'i18n', locale, collectionsPluginName);

type TranslationFile = Record<string, {message: string; description?: string}>;

function readTranslationFile(file: string): TranslationFile {
  return JSON.parse(readFileSync(file, 'utf8')) as TranslationFile;
}

const bengaliLetter = /[\u0980-\u09FF]/;

describe('collection entries in Bengali', () => {
  const names = Object.keys(translatableData) as TranslatableDataName[];

  it.each(names)('%s: the Bengali file has exactly the ids and fields of the English entries', async (name) => {
    const {module, exportName, fields} = translatableData[name];
    const entries = ((await import(`@site/src/data/${module}`)) as Record<string, readonly {id: string | number}[]>)[exportName]!;
    const file = path.join(collectionsDir, `${name}.json`);
    expect(existsSync(file) ? 'exists' : `${file} is missing`).toBe('exists');
    const translation = readTranslationFile(file);
    const english = entryTexts(entries, fields).map((text) => text.key);
    expect(english.length).toBeGreaterThan(0);
    expect({missing: english.filter((key) => !(key in translation)), extra: Object.keys(translation).filter((key) => !english.includes(key))}).toEqual({missing: [], extra: []});
    const untranslated = Object.entries(translation).filter(([, {message}]) => !bengaliLetter.test(message));
    // Partner and store names may be proper names kept in Latin letters; every other text is Bengali.
    if (name !== 'partners' && name !== 'store') {
      expect(untranslated.map(([key]) => key)).toEqual([]);
    }
  });
});

describe('translateEntries', () => {
  const entries = () => [
    {id: 7, name: 'Ruma', years: 3, tags: ['coast', 'sea'], place: {name: 'Teknaf', lat: 20.9}},
    {id: 'x', name: 'Other', years: 1, tags: [], place: {name: 'Feni', lat: 22.9}},
  ];

  it('replaces texts by id and path, and nothing else', () => {
    const list = entries();
    const unknown = translateEntries(list, {'7.name': 'রুমা', '7.tags.1': 'সমুদ্র', 'x.place.name': 'ফেনী'});
    expect(unknown).toEqual([]);
    expect(list).toEqual([
      {id: 7, name: 'রুমা', years: 3, tags: ['coast', 'সমুদ্র'], place: {name: 'Teknaf', lat: 20.9}},
      {id: 'x', name: 'Other', years: 1, tags: [], place: {name: 'ফেনী', lat: 22.9}},
    ]);
  });

  it('reports keys that name no text: an unknown id, field or index, or a number', () => {
    const list = entries();
    expect(translateEntries(list, {'8.name': 'a', '7.title': 'b', '7.tags.5': 'c', '7.years': '৩', '7.place.lat': 'd'})).toEqual(['8.name', '7.title', '7.tags.5', '7.years', '7.place.lat']);
    expect(list).toEqual(entries());
  });

  it('lists the texts of entries with array indices written out', () => {
    expect(entryTexts(entries(), ['name', 'tags.#', 'place.name'])).toEqual([
      {key: '7.name', text: 'Ruma'},
      {key: '7.tags.0', text: 'coast'},
      {key: '7.tags.1', text: 'sea'},
      {key: '7.place.name', text: 'Teknaf'},
      {key: 'x.name', text: 'Other'},
      {key: 'x.place.name', text: 'Feni'},
    ]);
  });
});

describe('interface strings in Bengali', () => {
  /** The translation files of the interface: code.json and each plugin's JSON files, less the collection entries. */
  const files = [
    path.join(root, 'i18n', locale, 'code.json'),
    ...readdirSync(path.join(root, 'i18n', locale), {withFileTypes: true})
      .filter((entry) => entry.isDirectory())
      .flatMap((dir) => readdirSync(path.join(dir.parentPath, dir.name)).filter((file) => file.endsWith('.json')).map((file) => path.join(dir.parentPath, dir.name, file))),
  ].filter((file) => !file.startsWith(collectionsDir) || /(list-pages|not-found)\.json$/.test(file));

  it.each(files.map((file) => [path.relative(root, file), file]))('%s has no English message left', (_name, file) => {
    const english = Object.entries(readTranslationFile(file))
      // A message of placeholders and punctuation only (`: {date}`) has nothing to translate.
      .filter(([, {message}]) => !bengaliLetter.test(message) && /[A-Za-z]{2}/.test(message.replace(/\{[^}]+\}/g, '')))
      .map(([key, {message}]) => `${key}: ${message}`);
    expect(english).toEqual([]);
  });
});
