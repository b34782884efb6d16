/**
 * Collection entries kept as Markdown files, one file per entry: `content/<folder>/<id>.md`,
 * the entry's fields in the front matter and its long text in the body. A locale's copy of the
 * file, same name, under `i18n/<locale>/borl-collections/<folder>/`, replaces the fields it has
 * and, when it has one, the body; what it lacks stays English. This is how Docusaurus
 * translates docs and blog posts, file by file.
 *
 * Every entry is checked against its collection's zod schema. A bad entry stops the build with
 * its file, the field, what was found and what is expected.
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {DEFAULT_PARSE_FRONT_MATTER, parseMarkdownFile} from '@docusaurus/utils';
import type {z} from '../../src/data/zod';

/** Where a collection's files are, and which field the body fills. */
export type EntryFolder = {
  /** Folder under `content/` (and under `i18n/<locale>/borl-collections/`), e.g. `education/graduate`. */
  folder: string;
  /** The field the Markdown body fills (paragraphs at blank lines), e.g. `description`. */
  bodyField: string;
};

/** One entry file as read: its id (the file name), the file that was read, and its fields. */
export type EntryFile = {
  id: string;
  /** The English file, relative to the site folder (`content/education/graduate/x.md`). */
  file: string;
  /** The locale's copy that was merged in, relative to the site folder, if there is one. */
  translation?: string;
  /** Front matter fields, the body as {@link EntryFolder.bodyField}, and `id`. */
  fields: Record<string, unknown>;
};

async function readMarkdown(file: string): Promise<{frontMatter: Record<string, unknown>; body: string}> {
  const {frontMatter, content} = await parseMarkdownFile({
    filePath: file,
    fileContent: readFileSync(file, 'utf8'),
    parseFrontMatter: DEFAULT_PARSE_FRONT_MATTER,
  });
  return {frontMatter, body: content.trim()};
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
export async function readEntryFiles(siteDir: string, {folder, bodyField}: EntryFolder, locale: string, defaultLocale: string): Promise<EntryFile[]> {
  const englishDir = path.join(siteDir, 'content', folder);
  const localeDir = path.join(siteDir, 'i18n', locale, 'borl-collections', folder);
  const names = readdirSync(englishDir).filter((name) => name.endsWith('.md')).sort();
  if (locale !== defaultLocale && existsSync(localeDir)) {
    const orphans = readdirSync(localeDir).filter((name) => name.endsWith('.md') && !names.includes(name));
    if (orphans.length > 0) {
      throw new Error(`${path.relative(siteDir, localeDir)}: ${orphans.join(', ')} ${orphans.length === 1 ? 'has' : 'have'} no English file in content/${folder}/ (rename or remove the copy)`);
    }
  }
  const files = await Promise.all(
    names.map(async (name): Promise<EntryFile> => {
      const english = await readMarkdown(path.join(englishDir, name));
      const copyPath = path.join(localeDir, name);
      const copy = locale !== defaultLocale && existsSync(copyPath) ? await readMarkdown(copyPath) : undefined;
      const body = copy?.body || english.body;
      return {
        id: name.slice(0, -'.md'.length),
        file: path.relative(siteDir, path.join(englishDir, name)),
        ...(copy ? {translation: path.relative(siteDir, copyPath)} : {}),
        fields: {...english.frontMatter, ...copy?.frontMatter, ...(body ? {[bodyField]: body} : {}), id: name.slice(0, -'.md'.length)},
      };
    }),
  );
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

/**
 * Checks the entries read from a collection's files against its schema.
 *
 * @returns the parsed entries, in file order
 * @throws one error listing every problem, each starting with its file
 */
export function checkEntryFiles<Entry>(files: readonly EntryFile[], schema: z.ZodType<Entry>): Entry[] {
  const problems: string[] = [];
  const entries = files.flatMap((file) => {
    const fields = Object.fromEntries(Object.entries(file.fields).filter(([key]) => key !== 'position'));
    const result = schema.safeParse(fields);
    if (result.success) return [result.data];
    const where = file.translation ? `${file.translation} (merged with ${file.file})` : file.file;
    problems.push(...result.error.issues.map((issue) => `${where}: ${describeIssue(issue, fields)}`));
    return [];
  });
  if (problems.length > 0) {
    throw new Error(`Entries that do not match their collection's fields:\n- ${problems.join('\n- ')}`);
  }
  return entries;
}
