/**
 * Schema of the partners of `src/data/partners.ts` (see that file's header for the fields).
 * `tests/unit/collections.test.ts` checks every entry against it.
 *
 * It lives here, not next to the data, so that the collaboration page does not ship zod.
 */
import {z} from '../zod';
import type {Partner} from '../partners';

/** Schema of one {@link Partner}. */
export const partnerSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  name: z.string().min(3),
  url: z.url({protocol: /^https$/}),
  logo: z.string().regex(/^\/img\/partners\/[\w-]+\.svg$/, 'logo must be /img/partners/<file>.svg'),
  mark: z.string().min(2).max(8),
}) satisfies z.ZodType<Partner>;
