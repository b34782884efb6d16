/**
 * Schema of Our People (`content/people/`; `src/data/people.ts` describes the fields).
 * `tests/unit/collections.test.ts` checks every entry against it.
 *
 * It lives here, not next to the data, so that the people pages do not ship zod.
 */
import {z} from '../zod';
import {designations, type Person} from '../people';
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
  id: z.string().regex(urlSafe, 'the file name may only use letters, digits, "-" and "_" (it becomes the address)'),
  group: z.enum(['researcher', 'student']),
  name: z.string().min(3),
  designation: z.enum(designations).optional(),
  img: z.string().regex(/^\/img\/people\/[\w-]+\.(svg|webp|avif|jpg|png)$/, 'img must be /img/people/<file>'),
  description: z.string().min(200, 'the biography needs at least two real paragraphs'),
  aliases: z
    .array(z.string().regex(/^[^,]+, [^,]+$/, "an alias is a name as BibTeX writes an author: 'Family, Given'"))
    .min(1)
    .optional(),
  detailsLink: z.url({protocol: /^https$/}).optional(),
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
}) satisfies z.ZodType<Person>;
