/**
 * Schema of the scientific services of `src/data/services.ts` (see that file's header for the
 * fields). `tests/unit/collections.test.ts` checks every entry against it.
 *
 * It lives here, not next to the data, so that the services page does not ship zod.
 */
import {z} from '../zod';
import type {Service} from '../services';

/** Schema of one {@link Service}. */
export const serviceSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  title: z.string().min(3),
  description: z.string().min(80).max(500),
  img: z.string().regex(/^\/img\/services\/[\w-]+\.(svg|webp|avif|jpg|png)$/, 'img must be /img/services/<file>'),
}) satisfies z.ZodType<Service>;
