/**
 * Schema of the leaders (`content/leadership/`; `src/data/leadership.ts` describes the fields).
 * `tests/unit/collections.test.ts` checks every entry against it.
 *
 * It lives here, not next to the data, so that the leadership page does not ship zod.
 */
import {z} from '../zod';
import {personIdSchema} from './people';

/**
 * Schema of one {@link Leader}: either a `personId` of Our People, or a `name` and `img` of its
 * own; the unit tests check every entry against it.
 */
export const leaderSchema = z.union([
  z.strictObject({
    id: z.string().regex(/^[a-z0-9-]+$/),
    role: z.string().min(3),
    personId: personIdSchema,
    bio: z.string().min(150),
    /** External profile page ('Read More', new tab). */
    profileUrl: z.url({protocol: /^https$/}),
  }),
  z.strictObject({
    id: z.string().regex(/^[a-z0-9-]+$/),
    role: z.string().min(3),
    name: z.string().min(3),
    img: z.string().regex(/^\/img\/people\/[\w-]+\.(svg|webp|avif|jpg|png)$/),
    bio: z.string().min(150),
    /** External profile page ('Read More', new tab). */
    profileUrl: z.url({protocol: /^https$/}),
  }),
]);

/** Every key of any member of the union `U`. */
type KeysOfUnion<U> = U extends unknown ? keyof U : never;

/**
 * The union `U` with each member's missing keys of the other members declared as absent
 * (`?: never`), so that code can tell the members apart by reading such a key.
 */
type Exclusive<U, Keys extends PropertyKey = KeysOfUnion<U>> = U extends unknown ? U & {[Key in Exclude<Keys, keyof U>]?: never} : never;

/** A leader of the laboratory; see the file header for the fields. */
export type Leader = Exclusive<z.infer<typeof leaderSchema>>;
