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

/** A person as the matching sees them: an id, the name (to settle a shared alias) and the aliases. */
type AliasHolder = {id: string; name?: string; aliases?: readonly string[]};

/** The people who list each alias key, in list order, each once. */
function claimsOf(people: readonly AliasHolder[]): Map<string, AliasHolder[]> {
  const claims = new Map<string, AliasHolder[]>();
  for (const person of people) {
    for (const alias of person.aliases ?? []) {
      const holders = claims.get(authorNameKey(alias)) ?? [];
      if (!holders.includes(person)) holders.push(person);
      claims.set(authorNameKey(alias), holders);
    }
  }
  return claims;
}

/** Of the people sharing an alias, the one whose name contains the alias's family name, if exactly one does. */
function ownerOf(key: string, holders: readonly AliasHolder[]): AliasHolder | undefined {
  if (holders.length === 1) return holders[0];
  const family = key.split(',')[0] ?? key;
  const matching = holders.filter((person) => person.name !== undefined && ` ${authorNameKey(person.name)} `.includes(` ${family} `));
  return matching.length === 1 ? matching[0] : undefined;
}

/**
 * The lookup from alias key to person id, for {@link personIdOfAuthor}. An alias listed by
 * several people (a person's file copied with its aliases) belongs to the one whose name holds
 * the alias's family name, or to nobody when that does not settle it; {@link sharedAliases}
 * names such aliases for a warning.
 *
 * @param people entries with an `id`, their `name` and optional `aliases`
 */
export function aliasIndex(people: readonly AliasHolder[]): ReadonlyMap<string, string> {
  const index = new Map<string, string>();
  for (const [key, holders] of claimsOf(people)) {
    const owner = ownerOf(key, holders);
    if (owner) index.set(key, owner.id);
  }
  return index;
}

/** A message for each alias that several people list, saying whom it names. */
export function sharedAliases(people: readonly AliasHolder[]): string[] {
  return [...claimsOf(people)].flatMap(([key, holders]) => {
    if (holders.length < 2) return [];
    const owner = ownerOf(key, holders);
    return [`the alias '${key}' is in content/people/ ${holders.map((person) => `${person.id}.md`).join(' and ')}; it names ${owner ? `person ${owner.id}` : 'nobody'}: keep it in one file`];
  });
}

/** The id of the person an author is, or `undefined` for an author outside the laboratory. */
export function personIdOfAuthor(author: AuthorName, index: ReadonlyMap<string, string>): string | undefined {
  return index.get(authorKey(author));
}
