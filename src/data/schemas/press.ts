/**
 * Schema of the press items (`content/press/`; `src/data/press.ts` describes the fields). The
 * collections plugin checks every item with it when the site is built.
 *
 * It lives here, not next to the data, so that the news pages do not ship zod.
 */
import {z} from '../zod';
import type {PressItem} from '../press';
import {paragraphs} from '../../utils/text';

/** Schema of one {@link PressItem} (see the header of `src/data/press.ts` for the rules). */
export const pressItemSchema = z.strictObject({
  id: z.string().regex(/^[1-9]\d*$/, 'the file name must be a whole number, e.g. 17.md'),
  title: z.string().min(10).max(120),
  titleLang: z
    .string()
    .regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, 'titleLang must be a language tag such as bn or en')
    .optional(),
  titleTranslation: z.string().min(10, "titleTranslation must be the whole headline in the page's language").max(160).optional(),
  img: z.string().regex(/^\/img\/press\/[\w-]+\.(svg|webp|png|jpg)$/, 'img must be a file under /img/press/'),
  imgAlt: z.string().min(10, 'imgAlt must say what the picture shows'),
  outlet: z.string().min(2),
  date: z.iso.date('date must be YYYY-MM-DD'),
  source: z.url({protocol: /^https$/, error: 'source must be an https:// URL'}),
  description: z.string().refine((text) => {
    const summary = paragraphs(text);
    return summary.length >= 2 && summary.length <= 3 && summary.every((paragraph) => paragraph.length >= 80);
  }, 'the summary needs two or three paragraphs of at least 80 characters, separated by a blank line'),
}) satisfies z.ZodType<PressItem>;
