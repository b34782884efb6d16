/**
 * Schema of the partners of `src/data/partners.ts` (see that file's header for the fields).
 * `tests/unit/collections.test.ts` checks every entry against it.
 *
 * It lives here, not next to the data, so that the collaboration page does not ship zod.
 */
import {z} from '../zod';

/** Schema of one {@link Partner}. */
export const partnerSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  name: z.string().min(3),
  /** Home page, opened in a new tab. */
  url: z.url({protocol: /^https$/}),
  /** Text-mark logo under `static/` (320x160 px). */
  logo: z.string().regex(/^\/img\/partners\/[\w-]+\.svg$/, 'logo must be /img/partners/<file>.svg'),
  /** Short text of the drawn logo (usually the acronym). */
  mark: z.string().min(2).max(8),
});

/** A partner organisation. */
export type Partner = z.infer<typeof partnerSchema>;
