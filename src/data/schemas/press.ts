/**
 * Schema of the press items (`content/press/`; `src/data/press.ts` describes the files), and the
 * source of their type, {@link PressItem}. The collections plugin checks every item with it when
 * the site is built.
 *
 * It lives here, not next to the data, so that the news pages do not ship zod.
 */
import {z} from '../zod';
import {paragraphs} from '../../utils/text';

/** Schema of one {@link PressItem} (see the header of `src/data/press.ts` for the rules). */
export const pressItemSchema = z.strictObject({
  /** Positive whole number, unique; the last segment of the detail page's path. */
  id: z.string().regex(/^[1-9]\d*$/, 'the file name must be a whole number, e.g. 17.md'),
  /** Headline of the story, as the outlet wrote it: it is not translated. */
  title: z.string().min(10).max(120),
  /**
   * Language of the headline (a BCP 47 tag such as `bn`), when it is not English. Pages mark the
   * headline with it, so that a screen reader on a page of another language reads it right.
   */
  titleLang: z
    .string()
    .regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, 'titleLang must be a language tag such as bn or en')
    .optional(),
  /**
   * The headline in the page's language, when the headline is in another: a line the pages show
   * under it. A locale's copy gives it (the Bengali of an English headline); see
   * {@link pressTitleTranslation}.
   */
  titleTranslation: z.string().min(10, "titleTranslation must be the whole headline in the page's language").max(160).optional(),
  /** Picture under `static/` (`/img/press/{id}.svg`), 600 x 400. */
  img: z.string().regex(/^\/img\/press\/[\w-]+\.(svg|webp|png|jpg)$/, 'img must be a file under /img/press/'),
  /** What the picture shows. */
  imgAlt: z.string().min(10, 'imgAlt must say what the picture shows'),
  /** Name of the newspaper, magazine or news site. */
  outlet: z.string().min(2),
  /** Publication date, `YYYY-MM-DD`. */
  date: z.iso.date('date must be YYYY-MM-DD'),
  /** Where the story is published (`https://`); opened in a new tab. */
  source: z.url({protocol: /^https$/, error: 'source must be an https:// URL'}),
  /** Summary of the story: two or three paragraphs, separated by a blank line. */
  description: z.string().refine((text) => {
    const summary = paragraphs(text);
    return summary.length >= 2 && summary.length <= 3 && summary.every((paragraph) => paragraph.length >= 80);
  }, 'the summary needs two or three paragraphs of at least 80 characters, separated by a blank line'),
});

/** One press item. */
export type PressItem = z.infer<typeof pressItemSchema>;
