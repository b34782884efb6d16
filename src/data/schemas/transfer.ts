/**
 * Schema of the technologies of `src/data/transfer.ts` (see that file's header for the
 * fields). `tests/unit/collections.test.ts` checks every entry against it.
 *
 * It lives here, not next to the data, so that the technology transfer page does not ship zod.
 */
import {z} from '../zod';

/** Schema of one {@link TransferItem}. */
export const transferItemSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  title: z.string().min(3),
  description: z.string().min(80).max(600),
  /** Card image under `static/` (600x400 px). */
  img: z.string().regex(/^\/img\/transfer\/[\w-]+\.(svg|webp|avif|jpg|png)$/, 'img must be /img/transfer/<file>'),
});

/** A technology the laboratory transfers. */
export type TransferItem = z.infer<typeof transferItemSchema>;
