/**
 * A locale's copies of the content files: a doc or a post is translated by a file at the same
 * path under the locale's folder of its plugin (`i18n/bn/docusaurus-plugin-content-docs/current/`,
 * `i18n/bn/docusaurus-plugin-content-blog-<id>/`), a collection entry by a file beside it with the
 * locale before the extension (`content/people/7.md` → `content/people/7.bn.md`).
 *
 * Docusaurus reads only the copies of files it finds in the English folder, so a copy whose
 * English file was renamed or removed is silently ignored: {@link checkLocaleCopies} stops the
 * build naming it. An English file without a copy is shown in English on the locale's pages:
 * that is allowed (a translation may follow), and gets a warning naming the file and where its
 * copy goes. Only `.md` and `.mdx` files count: `options.json`, `tags.yml`, `_category_.json` and
 * the like are a plugin's own translation files, not copies.
 */
import {existsSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {createMatcher, GlobExcludeDefault} from '@docusaurus/utils';
import {stopOrReport, warnOnce} from './problems';

/** The files a content plugin reads from a folder: glob patterns, as its `include` and `exclude` options. */
export type ContentGlobs = {include: readonly string[]; exclude: readonly string[]};

/** The files the docs and blog plugins read by default: every Markdown file, without partials (`_name.mdx`) and tests. */
export const pageGlobs: ContentGlobs = {include: ['**/*.{md,mdx}'], exclude: GlobExcludeDefault};

/** The files of a collection's folder (`plugins/collections/entryFiles.ts`): its Markdown files, not those of sub-folders. */
export const entryGlobs: ContentGlobs = {include: ['*.md'], exclude: []};

/**
 * Whether a Markdown file is a locale's copy kept beside its English file (`7.bn.md` beside
 * `7.md`): its name has a second dot. Entry ids are letters, digits, `-` and `_`, never a dot.
 */
export function isBesideCopy(file: string): boolean {
  return /^[^.]+\.[^.]+\.md$/.test(path.posix.basename(file));
}

/** The name of `locale`'s copy beside an English file: `people/7.md` → `people/7.bn.md`. */
export function besideCopyName(file: string, locale: string): string {
  return file.replace(/\.md$/, `.${locale}.md`);
}

/** One folder of English files and the folder of a locale's copies of them. */
export type CopyFolders = {
  /** The site's folder: the messages name files relative to it. */
  siteDir: string;
  /** The locale of the copies (`bn`). */
  locale: string;
  /** The English files' folder (`docs`, `blog/expeditions`, `content/people`), absolute or relative to the site. */
  originals: string;
  /**
   * The copies' folder (`i18n/bn/docusaurus-plugin-content-docs/current`), absolute or relative
   * to the site; absent: each copy is beside its English file ({@link besideCopyName}).
   */
  copies?: string;
  /** Which files count (default {@link pageGlobs}); only `.md` and `.mdx` files are ever counted. */
  globs?: ContentGlobs;
};

/** What a locale's copies of one folder have too many of, and lack: paths relative to the site. */
export type CopyComparison = {
  /** Copies whose path has no English file, each with the English file it would translate. */
  orphans: {copy: string; original: string}[];
  /** English files without a copy, each with the path its copy goes to. */
  uncopied: {original: string; copy: string}[];
};

/** The Markdown files of `folder` that `globs` select, as paths relative to the folder with `/` separators; none when it does not exist. */
function markdownFiles(folder: string, {include, exclude}: ContentGlobs): string[] {
  if (!existsSync(folder)) return [];
  const included = createMatcher([...include]);
  const excluded = createMatcher([...exclude]);
  return readdirSync(folder, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => included(file) && !excluded(file))
    .sort();
}

/**
 * Compares a folder of English files with the folder of a locale's copies: the copies without
 * an English file of the same path, and the English files without a copy.
 *
 * @returns both lists, in path order, with paths relative to the site (`/` separators)
 */
export function compareCopies({siteDir, locale, originals, copies, globs = pageGlobs}: CopyFolders): CopyComparison {
  const originalsDir = path.resolve(siteDir, originals);
  const copiesDir = path.resolve(siteDir, copies ?? originals);
  const relative = (dir: string, file: string) => path.relative(siteDir, path.join(dir, file)).split(path.sep).join('/');
  const found = markdownFiles(originalsDir, globs);
  const english = copies === undefined ? found.filter((file) => !isBesideCopy(file)) : found;
  // A copy's name, and the English file's name it stands for.
  const copyOf = (file: string) => (copies === undefined ? besideCopyName(file, locale) : file);
  const copied = copies === undefined ? found.filter((file) => file.endsWith(`.${locale}.md`)) : markdownFiles(copiesDir, globs);
  const originalOf = (copy: string) => (copies === undefined ? copy.slice(0, -`.${locale}.md`.length) + '.md' : copy);
  const englishFiles = new Set(english);
  const copiedFiles = new Set(copied);
  return {
    orphans: copied.filter((file) => !englishFiles.has(originalOf(file))).map((file) => ({copy: relative(copiesDir, file), original: relative(originalsDir, originalOf(file))})),
    uncopied: english.filter((file) => !copiedFiles.has(copyOf(file))).map((file) => ({original: relative(originalsDir, file), copy: relative(copiesDir, copyOf(file))})),
  };
}

/** How a warning tells an editor to make a missing copy: a doc's or post's is copied by hand; an entry's is written by `npm run write-copies`. */
export type CopyRecipe = 'copy by hand' | 'write-copies';

/** The message for a copy without an English file. */
export function orphanCopyMessage({copy, original}: CopyComparison['orphans'][number]): string {
  return `${copy}: there is no English file ${original} of which this is the copy, so the site ignores it (rename the copy to the path of its English file, or remove it)`;
}

/** The message for an English file without a copy in `locale`. */
export function uncopiedMessage({original, copy}: CopyComparison['uncopied'][number], locale: string, recipe: CopyRecipe): string {
  const fix = recipe === 'write-copies' ? `\`npm run write-copies\` writes ${copy} with the texts to translate` : `copy it to ${copy} and translate it`;
  return `${original}: no ${locale} copy, so the ${locale} pages show it in English (${fix})`;
}

/**
 * Checks a locale's copies of one folder of English files: a copy without an English file
 * stops the build; an English file without a copy is a warning.
 *
 * @param folders the English files' folder and the locale's
 * @param recipe how the warning says to make a missing copy
 * @param warn receives each warning (default: printed once per build process)
 * @throws {@link ContentError} naming every copy without an English file, and what to do
 */
export function checkLocaleCopies(folders: CopyFolders, recipe: CopyRecipe, warn: (message: string) => void = warnOnce): void {
  const {orphans, uncopied} = compareCopies(folders);
  stopOrReport(`${folders.locale} copies in ${folders.copies ?? folders.originals}`, orphans.map(orphanCopyMessage));
  for (const file of uncopied) warn(uncopiedMessage(file, folders.locale, recipe));
}
