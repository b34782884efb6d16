/**
 * Schema of Our People (`content/people/`; `src/data/people.ts` describes the fields).
 * `tests/unit/collections.test.ts` checks every entry against it.
 *
 * It lives here, not next to the data, so that the people pages do not ship zod.
 */
import {z} from '../zod';
import {designations, type Person} from '../people';
import {isOrcidChecksumValid, profileTypes, type ProfileKind, type ProfileType} from '../profiles';

/** Schema of one {@link Person}; the unit tests check every entry against it. */
export const personSchema = z.strictObject({
  id: z.string().regex(/^\d+$/, 'id must be digits only, e.g. "12"'),
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
