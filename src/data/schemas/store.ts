/**
 * Schema of the store items of `src/data/store.ts` (see that file's header for the fields).
 * `tests/unit/collections.test.ts` checks every entry against it.
 *
 * It lives here, not next to the data, so that the store page does not ship zod.
 */
import {z} from '../zod';

/** Schema of one {@link StoreItem}. */
export const storeItemSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  name: z.string().min(2, 'the name needs at least two letters'),
  /** Square image under `static/` (400x400 px). */
  img: z.string().regex(/^\/img\/store\/[\w-]+\.(svg|webp|avif|jpg|png)$/, 'img must be /img/store/<file>'),
});

/** An item of the store showcase. */
export type StoreItem = z.infer<typeof storeItemSchema>;
