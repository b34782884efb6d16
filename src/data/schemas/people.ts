/**
 * Schema of Our People (`content/people/`; `src/data/people.ts` describes the fields).
 * `tests/unit/collections.test.ts` checks every entry against it.
 *
 * It lives here, not next to the data, so that the people pages do not ship zod.
 */
import {z} from '../zod';
import {designations} from '../people';
import {isOrcidChecksumValid, profileTypes, type ProfileKind, type ProfileType} from '../profiles';

/** The characters of an id that becomes a page's address. */
const urlSafe = /^[A-Za-z0-9_-]+$/;

/**
 * A reference to a person: the id of their file in `content/people/` (a number written bare,
 * `people: [12]`, is read as the text `'12'`).
 */
export const personIdSchema = z.union([z.string(), z.number()]).transform(String).pipe(z.string().regex(urlSafe, 'a person is named by the id of their file in content/people/, e.g. "12"'));

/** Schema of one {@link Person}; the unit tests check every entry against it. */
export const personSchema = z.strictObject({
  /** The file's name: a number or letters, digits, `-` and `_`, unique; the last segment of the detail page URL. */
  id: z.string().regex(urlSafe, 'the file name may only use letters, digits, "-" and "_" (it becomes the address)'),
  group: z.enum(['researcher', 'student']),
  name: z.string().min(3),
  /** Printed under the name; absent for a person without a title. */
  designation: z.enum(designations).optional(),
  /** Portrait path under `static/` (square, at least 400x400 px). */
  img: z.string().regex(/^\/img\/people\/[\w-]+\.(svg|webp|avif|jpg|png)$/, 'img must be /img/people/<file>'),
  /** Biography: paragraphs separated by a blank line; the first is the list excerpt. */
  description: z.string().min(200, 'the biography needs at least two real paragraphs'),
  /**
   * The forms of the name the person publishes under, as a BibTeX `author` field writes them
   * (`'Family, Given'`, initials allowed: `'Chowdhury, F. R.'`). An author of
   * `content/publications.bib` whose name matches one (ignoring case, dots and spacing) is this
   * person: the publication links to their page and their page lists it. No two people may
   * share an alias.
   */
  aliases: z
    .array(z.string().regex(/^[^,]+, [^,]+$/, "an alias is a name as BibTeX writes an author: 'Family, Given'"))
    .min(1)
    .optional(),
  /** Faculty profile on the university site; shows the 'Faculty Profile' button. */
  detailsLink: z.url({protocol: /^https$/}).optional(),
  /** Research profiles by identifier (ORCID iD, Google Scholar user, ResearchGate name; `src/data/profiles.ts`). */
  profiles: z
    .strictObject(
      Object.fromEntries(
        (Object.entries(profileTypes) as [ProfileKind, ProfileType][]).map(([kind, type]) => [
          kind,
          z.string().regex(type.pattern, `${kind} must be an identifier such as '${type.example}', not a URL`).optional(),
        ]),
      ) as Record<ProfileKind, z.ZodOptional<z.ZodString>>,
    )
    .refine((profiles) => profiles.orcid === undefined || isOrcidChecksumValid(profiles.orcid), {
      message: 'orcid: the last character is not the check digit of the iD; copy the iD again from orcid.org',
      path: ['orcid'],
    })
    .optional(),
});

/** A member of the laboratory. */
export type Person = z.infer<typeof personSchema>;
