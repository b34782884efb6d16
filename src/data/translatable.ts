/**
 * The texts of the collections' entries that a translation replaces, and the one way a
 * translation is applied to entries.
 *
 * Each data set below is an array exported by a module of `src/data/` whose entries carry an
 * `id`. Its texts are the fields named by {@link TranslatableDataSet.fields}; in a path, `#`
 * stands for every index of an array (`responsibilities.#`, `cards.#.title`). A locale's
 * translation of a data set is a Docusaurus translation file of the collections plugin,
 * `i18n/<locale>/borl-collections/<data set>.json`, keyed `<entry id>.<path>` with the array
 * indices written out (`interns.responsibilities.0`); `npm run write-translations` writes the
 * English keys and texts of every entry, so a new entry or field shows up there.
 *
 * The collections plugin applies the translation to the entries it turns into pages, and, in a
 * non-default locale's build, to each data module itself as webpack bundles it (so every page that
 * imports the module gets the translated entries); ids, numbers, dates and paths never change.
 * A text without translation stays English.
 */

/** One array of entries that a locale can translate. */
export type TranslatableDataSet = {
  /** Module under `src/data/`, without extension. */
  module: string;
  /** Name of the exported array of entries (each entry has an `id`). */
  exportName: string;
  /** Paths of the text fields; `#` stands for every index of an array. */
  fields: readonly string[];
};

/** The data sets, by the name of their translation file. */
export const translatableData = {
  people: {module: 'people', exportName: 'people', fields: ['name', 'description']},
  alumni: {module: 'alumni', exportName: 'alumni', fields: ['name', 'description']},
  leadership: {module: 'leadership', exportName: 'leaders', fields: ['role', 'bio']},
  programs: {module: 'research', exportName: 'programs', fields: ['title', 'description']},
  researchAreas: {module: 'research', exportName: 'researchAreas', fields: ['title', 'description']},
  undergraduate: {
    module: 'education',
    exportName: 'undergraduatePrograms',
    fields: ['title', 'summary', 'description', 'cards.#.title', 'cards.#.description'],
  },
  graduate: {module: 'education', exportName: 'graduateDisciplines', fields: ['title', 'summary', 'description']},
  careers: {
    module: 'careers',
    exportName: 'careerOpportunities',
    fields: [
      'title',
      'announcement',
      'description',
      'position',
      'details.location',
      'responsibilities.#',
      'eligibility.#',
      'applicationProcess.instructions',
      'applicationProcess.requirements.#',
      'researchAreas.#',
    ],
  },
  cruises: {module: 'cruises', exportName: 'cruises', fields: ['name', 'description', 'area.name']},
  press: {module: 'press', exportName: 'pressItems', fields: ['imgAlt', 'description.#']},
  gallery: {module: 'gallery', exportName: 'galleryItems', fields: ['alt', 'caption']},
  homeCarousel: {module: 'homeCarousel', exportName: 'homeCarousel', fields: ['caption', 'alt']},
  services: {module: 'services', exportName: 'services', fields: ['title', 'description']},
  transfer: {module: 'transfer', exportName: 'transferItems', fields: ['title', 'description']},
  partners: {module: 'partners', exportName: 'partners', fields: ['name']},
  store: {module: 'store', exportName: 'storeItems', fields: ['name']},
} as const satisfies Record<string, TranslatableDataSet>;

/** Name of a translatable data set (and of its translation file). */
export type TranslatableDataName = keyof typeof translatableData;

/** An entry as the functions below see it: an object with an `id`. */
type Entry = {readonly id: string | number};

/** A text of an entry: its translation key and its value in the entry. */
export type EntryText = {key: string; text: string};

/** The concrete paths (indices written out) of `pattern` in `value`, with the text at each. */
function expand(value: unknown, pattern: readonly string[], prefix: string[]): {path: string[]; text: string}[] {
  if (pattern.length === 0) {
    return typeof value === 'string' ? [{path: prefix, text: value}] : [];
  }
  const [head, ...rest] = pattern as [string, ...string[]];
  if (head === '#') {
    return Array.isArray(value) ? value.flatMap((item, index) => expand(item, rest, [...prefix, String(index)])) : [];
  }
  return value !== null && typeof value === 'object' && head in value ? expand((value as Record<string, unknown>)[head], rest, [...prefix, head]) : [];
}

/**
 * Every text of `entries` named by `fields`, in entry order, keyed `<id>.<path>`: what a
 * translation file of the data set holds (empty strings and absent optional fields are left out).
 */
export function entryTexts(entries: readonly Entry[], fields: readonly string[]): EntryText[] {
  return entries.flatMap((entry) =>
    fields.flatMap((field) =>
      expand(entry, field.split('.'), []).flatMap(({path, text}) => (text === '' ? [] : [{key: `${String(entry.id)}.${path.join('.')}`, text}])),
    ),
  );
}

/**
 * Replaces, in place, each text of `entries` that `messages` translates (`{key: message}`, keys as
 * in {@link entryTexts}); only strings are replaced, never ids, numbers or the shape of an entry.
 *
 * @returns the keys that name no text of the entries (an unknown id, field or index), so a caller
 *   can report a translation file that no longer matches its data
 */
export function translateEntries(entries: readonly Entry[], messages: Readonly<Record<string, string>>): string[] {
  const byId = new Map(entries.map((entry) => [String(entry.id), entry as unknown]));
  const unknown: string[] = [];
  for (const [key, message] of Object.entries(messages)) {
    const [id, ...path] = key.split('.');
    const last = path.pop();
    let target = byId.get(id ?? '');
    for (const segment of path) {
      target = target !== null && typeof target === 'object' ? (target as Record<string, unknown>)[segment] : undefined;
    }
    if (last === undefined || target === null || typeof target !== 'object' || typeof (target as Record<string, unknown>)[last] !== 'string') {
      unknown.push(key);
    } else if (message !== '') {
      (target as Record<string, unknown>)[last] = message;
    }
  }
  return unknown;
}
