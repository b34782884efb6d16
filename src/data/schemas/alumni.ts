/**
 * Schema of the Lab Alumni entries of `src/data/alumni.ts` (see that file's header for the
 * fields). `tests/unit/collections.test.ts` checks every entry against it.
 *
 * It lives here, not next to the data, so that the pages showing alumni do not ship zod.
 */
import {z} from '../zod';

/** Schema of one {@link Alumnus}; the unit tests check every entry against it. */
export const alumnusSchema = z.strictObject({
  /** Digits (the next whole number), unique; the last segment of the detail page URL. */
  id: z.string().regex(/^[1-9]\d*$/, 'id must be a whole number, e.g. "13"'),
  name: z.string().min(3),
  /** Portrait path under `static/` (square, at least 300x300 px); absent: the placeholder. */
  img: z
    .string()
    .regex(/^\/img\/alumni\/[\w-]+\.(svg|webp|avif|jpg|png)$/, 'img must be /img/alumni/<file>')
    .optional(),
  /** Short biography: paragraphs separated by a blank line. */
  description: z.string().min(150, 'the biography needs at least a few sentences'),
});

/** A former member of the laboratory. */
export type Alumnus = z.infer<typeof alumnusSchema>;
