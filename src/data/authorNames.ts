/**
 * Matching of publication authors to the people of the laboratory: a BibTeX author is a person
 * when the author's name equals one of the person's `aliases` (`content/people/`), compared
 * without regard to case, dots, diacritics and spacing ('Chowdhury, F. R.' = 'chowdhury, f r').
 * Used at build time by the plugins that link publications and people both ways.
 */

/** An author as citation-js parses one from BibTeX (CSL name): family and given names, or one literal name. */
export type AuthorName = {family?: string; given?: string; literal?: string};

/**
 * The comparison key of a name written `'Family, Given'` (or of a literal name): lower case,
 * diacritics and dots removed, runs of spaces collapsed; `''` for an empty name.
 */
export function authorNameKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\./g, ' ')
    .replace(/\s*,\s*/g, ', ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The comparison key of a parsed author (see {@link authorNameKey}). */
export function authorKey(author: AuthorName): string {
  if (author.literal !== undefined) {
    return authorNameKey(author.literal);
  }
  return authorNameKey(author.given ? `${author.family ?? ''}, ${author.given}` : (author.family ?? ''));
}

/**
 * The lookup from alias key to person id, for {@link personIdOfAuthor}.
 *
 * @param people entries with an `id` and optional `aliases`
 * @throws Error naming both people when two of them share an alias, since an author could then
 *   not be told apart
 */
export function aliasIndex(people: readonly {id: string; aliases?: readonly string[]}[]): ReadonlyMap<string, string> {
  const index = new Map<string, string>();
  for (const person of people) {
    for (const alias of person.aliases ?? []) {
      const key = authorNameKey(alias);
      const other = index.get(key);
      if (other !== undefined && other !== person.id) {
        throw new Error(`people ${other} and ${person.id} both have the alias '${alias}'; an alias must name one person`);
      }
      index.set(key, person.id);
    }
  }
  return index;
}

/** The id of the person an author is, or `undefined` for an author outside the laboratory. */
export function personIdOfAuthor(author: AuthorName, index: ReadonlyMap<string, string>): string | undefined {
  return index.get(authorKey(author));
}
