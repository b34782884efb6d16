/**
 * The kinds of research profile a person of `content/people/` may link to, in one table: how
 * an identifier is written, how it becomes a URL, and the profile's name. A person's page shows
 * one link per profile and lists the URLs as `sameAs` in its Person JSON-LD, with the faculty
 * profile on the university site (`detailsLink`, the 'Faculty Profile' button).
 *
 * To link a person's profile, add its identifier (not the URL) under `profiles`:
 * `profiles: {orcid: '0000-0002-1825-0097', googleScholar: 'AbCdEfGhIjKL', researchGate: 'Farhana-Chowdhury'}`.
 */

/** One kind of profile. */
export type ProfileType = {
  /** The service's name, shown as the link text (a proper name: the same in every language). */
  label: string;
  /** What an identifier looks like; the schema rejects any other. */
  pattern: RegExp;
  /** An identifier of the right shape, for messages. */
  example: string;
  /** The profile's URL for an identifier. */
  url: (identifier: string) => string;
};

/** The profiles, in the order a page lists them. */
export const profileTypes = {
  orcid: {
    label: 'ORCID',
    pattern: /^\d{4}-\d{4}-\d{4}-\d{3}[\dX]$/,
    example: '0000-0002-1825-0097',
    url: (identifier) => `https://orcid.org/${identifier}`,
  },
  googleScholar: {
    label: 'Google Scholar',
    pattern: /^[\w-]{12}$/,
    example: 'AbCdEfGhIjKL',
    url: (identifier) => `https://scholar.google.com/citations?user=${encodeURIComponent(identifier)}`,
  },
  researchGate: {
    label: 'ResearchGate',
    pattern: /^[A-Za-z0-9-]+$/,
    example: 'Farhana-Chowdhury',
    url: (identifier) => `https://www.researchgate.net/profile/${identifier}`,
  },
} as const satisfies Record<string, ProfileType>;

/** A kind of profile (a key of {@link profileTypes}). */
export type ProfileKind = keyof typeof profileTypes;

/** A person's profiles: an identifier per kind. */
export type Profiles = Partial<Record<ProfileKind, string>>;

/** Each profile of `profiles` with its name and URL, in the table's order. */
export function profileLinks(profiles: Profiles | undefined): {kind: ProfileKind; label: string; url: string}[] {
  return (Object.keys(profileTypes) as ProfileKind[]).flatMap((kind) => {
    const identifier = profiles?.[kind];
    return identifier === undefined ? [] : [{kind, label: profileTypes[kind].label, url: profileTypes[kind].url(identifier)}];
  });
}

/**
 * Whether an ORCID iD's last character is its check digit (ISO 7064 MOD 11-2), so that a
 * mistyped iD is caught before it links to someone else's record.
 */
export function isOrcidChecksumValid(orcid: string): boolean {
  const digits = orcid.replace(/-/g, '');
  let total = 0;
  for (const digit of digits.slice(0, -1)) {
    total = (total + Number(digit)) * 2;
  }
  const result = (12 - (total % 11)) % 11;
  return digits.slice(-1) === (result === 10 ? 'X' : String(result));
}
