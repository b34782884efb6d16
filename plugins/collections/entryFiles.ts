/**
 * Collection entries kept as Markdown files, one file per entry: `content/<folder>/<id>.md`,
 * the entry's fields in the front matter and its long text in the body. A locale's copy beside
 * it, `content/<folder>/<id>.<locale>.md` (`7.bn.md` next to `7.md`), replaces the fields it has
 * and, when it has one, the body; what it lacks stays English. Docusaurus translates docs and
 * blog posts the same way, file by file, but from its own folders under `i18n/`.
 *
 * Every entry is checked against its collection's zod schema, and every image field against
 * the files under `static/`. A bad entry stops the build with its file, the field, what was
 * found and what is expected.
 */
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {getPluginI18nPath} from '@docusaurus/utils';
import matter from 'gray-matter';
import yaml from 'js-yaml';
import {z} from '../../src/data/zod';
import {collections, type AnyCollection, type CollectionName} from '../../src/collections';
import {plainText, type RichText} from '../../src/utils/richText';
import {parseRichText} from './richText';
import {ContentError, stopOrReport, warnOnce} from './problems';
import {besideCopyName, compareCopies, entryGlobs, isBesideCopy, orphanCopyMessage} from './localeCopies';
import {localeConfigs} from '../../src/config/locales';
import {personSchema} from '../../src/data/schemas/people';
import {leaderSchema} from '../../src/data/schemas/leadership';
import {alumnusSchema} from '../../src/data/schemas/alumni';
import {serviceSchema} from '../../src/data/schemas/services';
import {transferItemSchema} from '../../src/data/schemas/transfer';
import {partnerSchema} from '../../src/data/schemas/partners';
import {storeItemSchema} from '../../src/data/schemas/store';
import {careerOpportunitySchema} from '../../src/data/schemas/careers';
import {pressItemSchema} from '../../src/data/schemas/press';
import {laboratoryEventSchema} from '../../src/data/schemas/events';
import {cruiseWithStationsSchema} from '../../src/data/schemas/cruises';
import {datasetSchema} from '../../src/data/schemas/datasets';
import {programSchema, researchAreaSchema} from '../../src/data/schemas/research';
import {galleryItemSchema} from '../../src/data/schemas/gallery';
import {carouselCardSchema} from '../../src/data/schemas/homeCarousel';
import {graduateDisciplineSchema, undergraduateProgramSchema} from '../../src/data/schemas/education';

/** Where a collection's files are, which field the body fills, and what a translation carries. */
export type EntryFolder = {
  /** Folder under `content/` of the English files and their copies, e.g. `education/graduate`. */
  folder: string;
  /** The field the Markdown body fills (paragraphs at blank lines), e.g. `description`; absent: no body. */
  bodyField?: string;
  /**
   * The front matter fields a translation carries (the texts), as top-level names: what
   * `npm run write-translations` copies into a locale's new file. A copy may set any field.
   */
  translated: readonly string[];
};

/** One entry file as read: its id (the file name), the file that was read, and its fields. */
export type EntryFile = {
  id: string;
  /** The English file, relative to the site folder (`content/education/graduate/x.md`). */
  file: string;
  /** The locale's copy that was merged in, relative to the site folder, if there is one. */
  translation?: string;
  /** The fields the locale's copy set (its front matter's, and the body's field when it has a body). */
  translatedFields?: string[];
  /** Front matter fields, the body as {@link EntryFolder.bodyField}, and `id`. */
  fields: Record<string, unknown>;
};

/** Where a collection's English files are, relative to the site folder: `content/<folder>`. */
export function englishFolder(folder: string): string {
  return path.posix.join('content', folder);
}

/**
 * The name of the file that holds a collection's review metadata, in its content folder
 * (`content/people/_review.yml`): the keys of a doc's front matter (`last_reviewed`, `reviewer`,
 * `review_every`), for every entry of the folder at once.
 */
export const reviewFileName = '_review.yml';

/**
 * The review file of every collection kept as files (`entryFiles` in `src/collections.ts`), from
 * the site's folder, in registry order: one per top folder of `content/`, so the two programme
 * levels of `content/education/` share one.
 */
export function reviewFiles(): string[] {
  const folders = Object.values(collections).flatMap((collection) => (collection.entryFiles ? [englishFolder(collection.entryFiles.folder.split('/')[0]!)] : []));
  return [...new Set(folders)].map((folder) => `${folder}/${reviewFileName}`);
}

/**
 * Where Docusaurus reads a locale's copies of a content plugin's files, relative to the site
 * folder (`getPluginI18nPath`): `i18n/bn/docusaurus-plugin-content-docs/current` for
 * ('bn', 'docusaurus-plugin-content-docs', 'default', 'current').
 */
export function localizedFolder(locale: string, pluginName: string, pluginId: string, ...subPaths: string[]): string {
  return getPluginI18nPath({localizationDir: path.posix.join('i18n', locale), pluginName, pluginId, subPaths});
}

/**
 * The copy in `locale` of a collection's entry file, relative to the site folder: beside the
 * English file, `('bn', 'people', '7')` → `content/people/7.bn.md`.
 */
export function copyFile(locale: string, folder: string, id: string): string {
  return besideCopyName(path.posix.join(englishFolder(folder), `${id}.md`), locale);
}

/**
 * The English entry files of a collection's folder: its `.md` files without the locales'
 * copies beside them, in name order.
 *
 * @throws {@link ContentError} (under `npm start`: shown over the page) naming a copy whose
 *   locale the site does not have (`7.fr.md`), which no page would read
 */
function englishNames(siteDir: string, folder: string): string[] {
  const names = readdirSync(path.join(siteDir, englishFolder(folder))).filter((name) => name.endsWith('.md'));
  const unknown = names.filter((name) => isBesideCopy(name) && !Object.hasOwn(localeConfigs, name.split('.')[1]!));
  stopOrReport(
    `copies in ${englishFolder(folder)}`,
    unknown.map(
      (name) => `${path.posix.join(englishFolder(folder), name)}: '${name.split('.')[1]}' is not a locale of the site (${Object.keys(localeConfigs).join(', ')}), so no page reads this copy`,
    ),
  );
  return names.filter((name) => !isBesideCopy(name)).sort();
}

function readMarkdown(file: string): {frontMatter: Record<string, unknown>; body: string} {
  try {
    // YAML's core schema: a date stays the text it is written as (`2024-05-01`), as the schemas
    // expect. Passing options also turns off gray-matter's cache, which shares parsed objects.
    const {data, content} = matter(readFileSync(file, 'utf8'), {engines: {yaml: (text) => yaml.load(text, {schema: yaml.CORE_SCHEMA}) as object}});
    return {frontMatter: data, body: content.trim()};
  } catch (error) {
    throw new Error(`${file}: the front matter between the two '---' lines is not valid YAML (${(error as Error).message.split('\n')[0]})`, {cause: error});
  }
}

/** `copy` over `english`: objects merge field by field, anything else (text, lists) is replaced whole. */
function merged(english: unknown, copy: unknown): unknown {
  if (copy === undefined) return english;
  const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date);
  if (!isObject(english) || !isObject(copy)) return copy;
  return Object.fromEntries([...new Set([...Object.keys(english), ...Object.keys(copy)])].map((key) => [key, merged(english[key], copy[key])]));
}

/**
 * Reads every entry file of a collection in a locale, in the order of their `position` field
 * (then by file name).
 *
 * @param siteDir the site's folder
 * @param locale the locale built; the default locale reads the English files alone
 * @param defaultLocale the locale of the files under `content/`
 * @throws when a file cannot be parsed (the error names it), or a locale's copy has no English file
 */
export function readEntryFiles(siteDir: string, {folder, bodyField}: Pick<EntryFolder, 'folder' | 'bodyField'>, locale: string, defaultLocale: string): EntryFile[] {
  const englishDir = path.join(siteDir, englishFolder(folder));
  const names = englishNames(siteDir, folder);
  if (locale !== defaultLocale) {
    stopOrReport(`${locale} copies in ${englishFolder(folder)}`, compareCopies({siteDir, locale, originals: englishFolder(folder), globs: entryGlobs}).orphans.map(orphanCopyMessage));
  }
  const files = names.map((name): EntryFile => {
    const english = readMarkdown(path.join(englishDir, name));
    const copyPath = path.join(siteDir, copyFile(locale, folder, name.slice(0, -'.md'.length)));
    const copy = locale !== defaultLocale && existsSync(copyPath) ? readMarkdown(copyPath) : undefined;
    const body = copy?.body || english.body;
    return {
      id: name.slice(0, -'.md'.length),
      file: path.relative(siteDir, path.join(englishDir, name)),
      ...(copy ? {translation: path.relative(siteDir, copyPath), translatedFields: [...Object.keys(copy.frontMatter), ...(bodyField && copy.body ? [bodyField] : [])]} : {}),
      fields: {
        ...(merged(english.frontMatter, copy?.frontMatter) as Record<string, unknown>),
        ...(bodyField && body ? {[bodyField]: body} : {}),
        id: name.slice(0, -'.md'.length),
      },
    };
  });
  const position = (entry: EntryFile) => (typeof entry.fields.position === 'number' ? entry.fields.position : Number.POSITIVE_INFINITY);
  return files.sort((a, b) => position(a) - position(b) || a.id.localeCompare(b.id));
}

/** How a found value reads in a message: strings quoted, the rest as JSON, nothing as 'nothing'. */
function shown(value: unknown): string {
  if (value === undefined) return 'nothing';
  return typeof value === 'string' ? `'${value.length > 60 ? `${value.slice(0, 57)}…` : value}'` : JSON.stringify(value);
}

/** The value at a path of an issue in the entry's fields. */
function valueAt(fields: unknown, keys: readonly PropertyKey[]): unknown {
  return keys.reduce<unknown>((value, key) => (value !== null && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined), fields);
}

/**
 * One zod issue as an editor reads it: `designation 'Profesor' is not one of 'Professor', …`.
 *
 * @param fields the entry's fields, to show what was found
 */
export function describeIssue(issue: z.core.$ZodIssue, fields: unknown): string {
  const field = issue.path.length > 0 ? issue.path.join('.') : '(the entry)';
  const found = valueAt(fields, issue.path);
  if (issue.code === 'invalid_value') {
    return `${field} ${shown(found)} is not one of ${issue.values.map((value) => shown(value)).join(', ')}`;
  }
  if (issue.code === 'unrecognized_keys') {
    return `${issue.keys.map((key) => `'${key}'`).join(', ')} ${issue.keys.length === 1 ? 'is not a field' : 'are not fields'} of this collection${issue.path.length > 0 ? ` (in ${field})` : ''}`;
  }
  if (found === undefined) {
    return `${field} is missing (${issue.message})`;
  }
  return `${field} ${shown(found)}: ${issue.message}`;
}

/** The site's folder of static files: a site path `/img/people/5.webp` names `static/img/people/5.webp`. */
export const staticFolder = 'static';

/** The parts of a JSON Schema (as zod writes one) that lead to an entry's text fields. */
type JsonSchemaNode = {pattern?: string; properties?: Record<string, JsonSchemaNode>; items?: JsonSchemaNode; anyOf?: JsonSchemaNode[]; oneOf?: JsonSchemaNode[]; allOf?: JsonSchemaNode[]};

/**
 * A text field whose pattern admits only site paths under `/img/` (`^\/img\/people\/…`) is an
 * image field: the same rule gives it an image upload in the web editor (`plugins/site-files/editor.ts`).
 */
const imagePathPattern = /^\^\\\/img\\\//;

/** A field's place in an entry: field names, and `'*'` for every item of a list. */
export type FieldPath = readonly string[];

const imageFieldsOfSchema = new WeakMap<z.ZodType, readonly FieldPath[]>();

/**
 * The image fields of a collection's schema, at any depth: `[['img']]` for a person,
 * `[['img'], ['cards', '*', 'img']]` for an undergraduate programme, `[]` for a cruise.
 *
 * @param schema a collection's zod schema (`fileSchemas`)
 * @returns each image field's path into an entry
 */
export function imageFields(schema: z.ZodType): readonly FieldPath[] {
  const known = imageFieldsOfSchema.get(schema);
  if (known) return known;
  const found: FieldPath[] = [];
  const visit = (node: JsonSchemaNode, at: FieldPath) => {
    if (node.pattern !== undefined && imagePathPattern.test(node.pattern) && !found.some((field) => field.join('.') === at.join('.'))) found.push(at);
    for (const variant of [...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])]) visit(variant, at);
    for (const [name, property] of Object.entries(node.properties ?? {})) visit(property, [...at, name]);
    if (node.items) visit(node.items, [...at, '*']);
  };
  visit(z.toJSONSchema(schema, {io: 'input', unrepresentable: 'any'}) as JsonSchemaNode, []);
  imageFieldsOfSchema.set(schema, found);
  return found;
}

/** The values at `field` in `value`, each with the path an editor reads (`cards.1.img`). */
function valuesAt(value: unknown, field: FieldPath, at: readonly (string | number)[] = []): {at: string; value: unknown}[] {
  const [name, ...rest] = field;
  if (name === undefined) return value === undefined ? [] : [{at: at.join('.'), value}];
  if (name === '*') return Array.isArray(value) ? value.flatMap((item, index) => valuesAt(item, rest, [...at, index])) : [];
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? valuesAt((value as Record<string, unknown>)[name], rest, [...at, name]) : [];
}

/**
 * The image fields of an entry that name no file under the site's `static/`, as messages that
 * name the file the path was written in (the locale's copy when it sets the field):
 * `content/people/32.md: img: /img/people/32.webp does not exist (expected a file at static/img/people/32.webp)`.
 *
 * @param file the entry's file, as read
 * @param entry the entry's fields (after its schema, which checks the paths' form)
 * @param fields the collection's image fields ({@link imageFields})
 * @param siteDir the site's folder
 */
export function missingImages(file: EntryFile, entry: unknown, fields: readonly FieldPath[], siteDir: string): string[] {
  return fields.flatMap((field) =>
    valuesAt(entry, field).flatMap(({at, value}) => {
      if (typeof value !== 'string') return [];
      const expected = path.posix.join(staticFolder, value);
      if (statSync(path.join(siteDir, expected), {throwIfNoEntry: false})?.isFile()) return [];
      const where = file.translation && file.translatedFields?.includes(field[0] ?? '') ? file.translation : file.file;
      return [`${where}: ${at}: ${value} does not exist (expected a file at ${expected})`];
    }),
  );
}

/** Issues about how long a text is, or a rule of its own (paragraphs): what a translation may differ in. */
const lengthCodes = new Set(['too_small', 'too_big', 'custom']);

/** How {@link checkEntryFiles} reports and what it checks besides the schema. */
export type CheckOptions = {
  /** Receives each message about a translation's length (default: printed once). */
  warn?: (message: string) => void;
  /** The site's folder: given, every image field must name a file under its `static/` ({@link missingImages}). */
  siteDir?: string;
  /**
   * Receives the problems instead of a thrown {@link ContentError}, and an entry that breaks its
   * schema is kept as written (under `npm start`, so that the page still renders while the
   * problem is shown).
   */
  onProblems?: (problems: readonly string[]) => void;
};

/**
 * Checks the entries read from a collection's files against its schema, and, with `siteDir`,
 * that their images exist. A translation may be shorter or longer than the English: a length
 * rule that only a text of the locale's copy breaks is a warning (`warn`), not an error; a
 * wrong kind of value is an error.
 *
 * @returns the parsed entries, in file order
 * @throws {@link ContentError} listing every problem, one a line, each starting with its file
 */
export function checkEntryFiles<Entry>(files: readonly EntryFile[], schema: z.ZodType<Entry>, {warn = warnOnce, siteDir, onProblems}: CheckOptions = {}): Entry[] {
  const problems: string[] = [];
  const images = siteDir === undefined ? [] : imageFields(schema);
  const entries = files.flatMap((file) => {
    const fields = Object.fromEntries(Object.entries(file.fields).filter(([key]) => key !== 'position'));
    const result = schema.safeParse(fields);
    const kept = (entry: Entry) => {
      if (siteDir !== undefined) problems.push(...missingImages(file, entry, images, siteDir));
      return [entry];
    };
    if (result.success) return kept(result.data);
    const where = file.translation ? `${file.translation} (merged with ${file.file})` : file.file;
    const ofTranslation = (issue: z.core.$ZodIssue) => lengthCodes.has(issue.code) && file.translatedFields?.includes(String(issue.path[0])) === true;
    if (result.error.issues.every(ofTranslation)) {
      for (const issue of result.error.issues) warn(`${where}: ${describeIssue(issue, fields)} (the English passes; the translation is kept)`);
      return kept(fields as Entry);
    }
    problems.push(...result.error.issues.map((issue) => `${where}: ${describeIssue(issue, fields)}`));
    return onProblems ? [fields as Entry] : [];
  });
  if (onProblems) {
    onProblems(problems);
  } else if (problems.length > 0) {
    throw new ContentError(problems);
  }
  return entries;
}

/** The schema of each collection kept as files (`entryFiles` in the registry), by name. */
export const fileSchemas = {
  people: personSchema,
  leadership: leaderSchema,
  alumni: alumnusSchema,
  services: serviceSchema,
  transfer: transferItemSchema,
  partners: partnerSchema,
  store: storeItemSchema,
  careers: careerOpportunitySchema,
  press: pressItemSchema,
  events: laboratoryEventSchema,
  cruises: cruiseWithStationsSchema,
  datasets: datasetSchema,
  programs: programSchema,
  researchAreas: researchAreaSchema,
  gallery: galleryItemSchema,
  homeCarousel: carouselCardSchema,
  undergraduate: undergraduateProgramSchema,
  graduate: graduateDisciplineSchema,
} satisfies Partial<Record<CollectionName, z.ZodType>>;

/** A collection kept as one file per entry. */
export type FileCollectionName = keyof typeof fileSchemas;

/** One entry of a collection kept as files, as its schema gives it. */
export type EntryOf<Name extends FileCollectionName> = z.infer<(typeof fileSchemas)[Name]> & {body?: RichText};

/** Where the collections are read: the site's folder and the locale built. */
export type CollectionsSource = {siteDir: string; locale: string; defaultLocale: string};

/** The repository's own files in English: what tests and scripts read. */
export const englishSource: CollectionsSource = {siteDir: path.join(__dirname, '../..'), locale: 'en', defaultLocale: 'en'};

/**
 * The entries of a collection kept as files (`content/<folder>/*.md`), in the locale asked for,
 * in list order, checked against the collection's schema (`./entryFiles.ts`). Plugins, scripts
 * and tests read collections this way; pages get them from this plugin.
 *
 * @param source the site's folder and locale (default: this repository, in English)
 * @throws {@link ContentError} when a file does not match the schema or an image field names no
 *   file under `static/` (each problem names the file and the field)
 */
export function readCollection<Name extends FileCollectionName>(name: Name, source: CollectionsSource = englishSource): EntryOf<Name>[] {
  const spec: AnyCollection = collections[name];
  if (!spec.entryFiles) {
    throw new Error(`${name} is not kept as files: give it entryFiles in src/collections.ts`);
  }
  const schema = (fileSchemas as Partial<Record<CollectionName, z.ZodType>>)[name];
  if (!schema) {
    throw new Error(`${name} has entry files but no schema: add it to fileSchemas in plugins/collections/index.ts`);
  }
  const files = readEntryFiles(source.siteDir, spec.entryFiles, source.locale, source.defaultLocale);
  // The body, written in Markdown, as `body` (rich text) and as plain text in its own field.
  const {bodyField} = spec.entryFiles;
  // Under `npm start` a broken entry is shown as written and its problems over the page (`./problems.ts`).
  const onProblems = (problems: readonly string[]) => stopOrReport(`${name}/${source.locale}`, problems);
  const entries = checkEntryFiles(files, schema as z.ZodType<EntryOf<Name>>, {siteDir: source.siteDir, onProblems}).map((entry): EntryOf<Name> => {
    const source = bodyField === undefined ? undefined : (entry as Record<string, unknown>)[bodyField];
    if (bodyField === undefined || typeof source !== 'string') return entry;
    const body = parseRichText(source);
    return {...entry, [bodyField]: plainText(body), body};
  });
  return spec.compare ? entries.sort(spec.compare as (a: EntryOf<Name>, b: EntryOf<Name>) => number) : entries;
}

/** A locale's copy of an entry file that does not exist yet: where it goes and what it holds. */
export type EntryCopy = {file: string; text: string};

/**
 * The copies of entry files that a locale lacks, as `npm run write-copies` writes them
 * (`scripts/write-copies.ts`): for every English file without a copy beside it
 * (`content/<folder>/<id>.<locale>.md`), a file holding the fields a translation carries
 * (the collection's `translated`, those the entry has) and the body, still in English, for a
 * translator to replace. What a copy leaves out stays English on the locale's pages.
 *
 * @param siteDir the site's folder
 * @param locale a locale other than the default (`bn`)
 */
export function missingCopies(siteDir: string, locale: string): EntryCopy[] {
  return Object.values(collections as Record<string, AnyCollection>).flatMap(({entryFiles}) => {
    const englishDir = path.join(siteDir, englishFolder(entryFiles?.folder ?? ''));
    if (!entryFiles || !existsSync(englishDir)) return [];
    return englishNames(siteDir, entryFiles.folder)
      .map((name) => ({name, file: copyFile(locale, entryFiles.folder, name.slice(0, -'.md'.length))}))
      .filter(({file}) => !existsSync(path.join(siteDir, file)))
      .map(({name, file}) => {
        const english = readMarkdown(path.join(englishDir, name));
        const fields = Object.fromEntries(entryFiles.translated.flatMap((field) => (field in english.frontMatter ? [[field, english.frontMatter[field]]] : [])));
        const frontMatter = Object.keys(fields).length > 0 ? yaml.dump(fields, {lineWidth: -1, flowLevel: 2}) : '';
        return {
          file,
          text: `---\n# The ${locale} copy of content/${entryFiles.folder}/${name}: translate the texts; a field left out stays English.\n${frontMatter}---\n${english.body ? `\n${english.body}\n` : ''}`,
        };
      });
  });
}
