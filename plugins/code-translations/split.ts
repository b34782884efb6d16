/**
 * How the code translations of a locale (the `{id: message}` object Docusaurus generates from
 * `i18n/<locale>/code.json` and the theme's own translations) are split between the entry
 * script and the modules that use them. See `./index.ts`.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

/** A locale's code translations: message id → translated message. */
export type CodeTranslations = Record<string, string>;

/**
 * The literal translation ids a source file names: the `id` of every `translate({id: '…'})`
 * descriptor and `<Translate id="…">` element, and any other `id: '…'`, `id="…"` or
 * `id={'…'}` (a list of descriptors the file passes to `translate()` later). Ids built at run
 * time (template strings, concatenation) are not found; their messages stay in the entry
 * script. Every quoted `id` is returned, HTML element ids too: only those that are message ids
 * are used.
 */
export function literalIds(source: string): string[] {
  const ids = new Set<string>();
  for (const match of source.matchAll(/\bid(?:\s*:\s*|=\{?\s*)(['"])((?:(?!\1)[^\\\n])+)\1/g)) {
    ids.add(match[2]!);
  }
  return [...ids];
}

/**
 * The {@link literalIds} of every `.ts` and `.tsx` source file under `directory` (declaration
 * files left out), by the file's absolute path.
 */
export function literalIdsOfSources(directory: string): Map<string, string[]> {
  return new Map(
    readdirSync(directory, {withFileTypes: true, recursive: true})
      .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
      .map((entry) => path.join(entry.parentPath, entry.name))
      .map((file) => [file, literalIds(readFileSync(file, 'utf8'))]),
  );
}

/** Ids whose messages always stay in the entry script: the Docusaurus theme's own (`theme.…`), which its components, not ours, also ask for. */
export function staysGlobal(id: string): boolean {
  return id.startsWith('theme.');
}

/**
 * Splits `translations` into what stays in the entry script (`global`: the theme's messages and
 * every message whose id no source file names literally) and, for each source file, the messages
 * of the ids it names (a message named by several files goes with each of them).
 *
 * @param idsByFile - each source file's {@link literalIds}
 * @returns `global`, and `byFile` holding only the files that name at least one message id
 */
export function splitCodeTranslations(
  translations: CodeTranslations,
  idsByFile: ReadonlyMap<string, readonly string[]>,
): {global: CodeTranslations; byFile: Map<string, CodeTranslations>} {
  const byFile = new Map<string, CodeTranslations>();
  const named = new Set<string>();
  for (const [file, ids] of idsByFile) {
    const own = Object.fromEntries(ids.filter((id) => Object.hasOwn(translations, id) && !staysGlobal(id)).map((id) => [id, translations[id]!]));
    if (Object.keys(own).length > 0) {
      byFile.set(file, own);
      Object.keys(own).forEach((id) => named.add(id));
    }
  }
  const global = Object.fromEntries(Object.entries(translations).filter(([id]) => !named.has(id)));
  return {global, byFile};
}
