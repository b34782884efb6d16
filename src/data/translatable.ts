/**
 * The texts of the laboratory's identity (`site` of `src/data/site.ts`) that a locale
 * translates, and the one way a translation is applied. The collections' entries are files
 * with a locale's copy each (`plugins/collections/entryFiles.ts`); the identity is one object
 * read by every page, so its translation is a Docusaurus translation file of the collections
 * plugin, `i18n/<locale>/borl-collections/site.json`, keyed `site.<path>`
 * (`site.address.city`); `npm run write-translations` writes the English keys and texts. In a
 * non-default locale's build the collections plugin applies it to the module as webpack bundles
 * it, so every page that imports `site` reads it in the page's language; the slug, e-mails,
 * URLs and coordinates never change. A text without translation stays English.
 */

/** One array of entries, or one object, that a locale can translate. */
export type TranslatableDataSet = {
  /** Module under `src/data/`, without extension. */
  module: string;
  /**
   * Name of the export: an array of entries (each entry has an `id`), or, with
   * {@link TranslatableDataSet.objectId}, a single object.
   */
  exportName: string;
  /** Paths of the text fields; `#` stands for every index of an array. */
  fields: readonly string[];
  /**
   * Set when the export is a single object rather than an array of entries: the id its
   * translation keys start with (`site` gives `site.name`, `site.address.city`).
   */
  objectId?: string;
};

/** The data sets, by the name of their translation file. */
export const translatableData = {
  // The laboratory's identity: its names (the short name as the language spells the acronym,
  // 'বিওআরএল') and postal address. The slug, postal code, e-mails, URLs and coordinates are the
  // same in every language.
  site: {
    module: 'site',
    exportName: 'site',
    objectId: 'site',
    fields: ['name', 'shortName', 'tagline', 'institute.name', 'university.name', 'address.street', 'address.city', 'address.country'],
  },
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

/** Each entry of an exported value with the id its keys start with: the array's entries, or the one object under `objectId`. */
function keyedEntries(data: unknown, objectId: string | undefined): [string, unknown][] {
  if (objectId !== undefined) {
    return [[objectId, data]];
  }
  return Array.isArray(data) ? data.map((entry: Entry) => [String(entry.id), entry]) : [];
}

/** The texts named by `fields` of each keyed entry, keyed `<id>.<path>`. */
function textsOf(keyed: [string, unknown][], fields: readonly string[]): EntryText[] {
  return keyed.flatMap(([id, entry]) =>
    fields.flatMap((field) => expand(entry, field.split('.'), []).flatMap(({path, text}) => (text === '' ? [] : [{key: `${id}.${path.join('.')}`, text}]))),
  );
}

/** Replaces, in place, the texts of the keyed entries that `messages` names; returns the keys naming no text. */
function translateKeyed(keyed: [string, unknown][], messages: Readonly<Record<string, string>>): string[] {
  const byId = new Map(keyed);
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

/**
 * Every text of `entries` named by `fields`, in entry order, keyed `<id>.<path>`: what a
 * translation file of the data set holds (empty strings and absent optional fields are left out).
 */
export function entryTexts(entries: readonly Entry[], fields: readonly string[]): EntryText[] {
  return textsOf(keyedEntries(entries, undefined), fields);
}

/**
 * Replaces, in place, each text of `entries` that `messages` translates (`{key: message}`, keys as
 * in {@link entryTexts}); only strings are replaced, never ids, numbers or the shape of an entry.
 *
 * @returns the keys that name no text of the entries (an unknown id, field or index), so a caller
 *   can report a translation file that no longer matches its data
 */
export function translateEntries(entries: readonly Entry[], messages: Readonly<Record<string, string>>): string[] {
  return translateKeyed(keyedEntries(entries, undefined), messages);
}

/**
 * The texts of a data set's exported value, as {@link entryTexts} lists them: for an array the
 * texts of its entries, for a single object (`objectId` set) its texts keyed `<objectId>.<path>`.
 *
 * @param data the module's export named by {@link TranslatableDataSet.exportName}
 * @param dataSet the data set's fields and, for a single object, its `objectId`
 */
export function dataSetTexts(data: unknown, dataSet: Pick<TranslatableDataSet, 'fields' | 'objectId'>): EntryText[] {
  return textsOf(keyedEntries(data, dataSet.objectId), dataSet.fields);
}

/**
 * Replaces, in place, the texts of a data set's exported value that `messages` translates, as
 * {@link translateEntries} does for an array; with `objectId` the value is a single object whose
 * keys start with that id.
 *
 * @returns the keys that name no text of the value (an unknown id, field or index)
 */
export function translateDataSet(data: unknown, messages: Readonly<Record<string, string>>, objectId?: string): string[] {
  return translateKeyed(keyedEntries(data, objectId), messages);
}
