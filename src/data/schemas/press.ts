/**
 * Schema of the press items of `src/data/press.ts` (see that file's header for the rules). The
 * local plugin `plugins/press` checks every item with it when the site is built, and
 * `tests/unit/press.test.ts` does in the unit tests.
 *
 * It lives here, not next to the data, so that the news pages do not ship zod.
 */
import {z} from '../zod';
import type {PressItem} from '../press';

/** Schema of one {@link PressItem} (see the header of `src/data/press.ts` for the rules). */
export const pressItemSchema = z.object({
  id: z.number().int().positive(),
  title: z.string().min(10).max(120),
  titleLang: z.string().regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, 'titleLang must be a language tag such as bn or en').optional(),
  img: z.string().regex(/^\/img\/press\/[\w-]+\.(svg|webp|png|jpg)$/, 'img must be a file under /img/press/'),
  imgAlt: z.string().min(10, 'imgAlt must say what the picture shows'),
  outlet: z.string().min(2),
  date: z.iso.date('date must be YYYY-MM-DD'),
  source: z.url({protocol: /^https$/, error: 'source must be an https:// URL'}),
  description: z
    .array(z.string().min(80, 'each description paragraph needs at least 80 characters'))
    .min(2, 'description needs two or three paragraphs')
    .max(3, 'description needs two or three paragraphs'),
}) satisfies z.ZodType<PressItem>;
