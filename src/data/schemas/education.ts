/**
 * Schemas of the undergraduate programmes and graduate disciplines of `src/data/education.ts`
 * (see that file's header for the files), and the entry types inferred from them.
 * `tests/unit/collections.test.ts` checks every entry against them.
 *
 * They live here, not next to the data, so that the education pages do not ship zod.
 */
import {z} from '../zod';

const idSchema = z.string().regex(/^[a-z0-9]+(_[a-z0-9]+)*$/, 'id must be lower case words joined by "_"');
const imgSchema = z.string().regex(/^\/img\/education\/[\w-]+\.(svg|webp|avif|jpg|png)$/, 'image must be /img/education/<file>');

/** Schema of one {@link EducationCard}. */
export const educationCardSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(3),
  /** Card image under `static/` (600x400 px). */
  img: imgSchema,
  description: z.string().min(80),
});
/** A card shown under an undergraduate entry (e.g. the three undergraduate resources). */
export type EducationCard = z.infer<typeof educationCardSchema>;

/** Schema of one {@link UndergraduateProgram}. */
export const undergraduateProgramSchema = z.strictObject({
  /** Lower case words joined by `_`; the detail page URL segment. */
  id: idSchema,
  title: z.string().min(3),
  /** One sentence for the list card. */
  summary: z.string().min(30).max(200),
  /** Card and page image under `static/` (600x400 px). */
  img: imgSchema,
  /** Paragraphs separated by a blank line. */
  description: z.string().min(300),
  /** Cards shown below the description. */
  cards: z.array(educationCardSchema).optional(),
});
/** An undergraduate programme or resource. */
export type UndergraduateProgram = z.infer<typeof undergraduateProgramSchema>;

/** Schema of one {@link GraduateDiscipline}. */
export const graduateDisciplineSchema = z.strictObject({
  /** Lower case words joined by `_`; the detail page URL segment. */
  id: idSchema,
  title: z.string().min(3),
  /** One sentence for the list card. */
  summary: z.string().min(30).max(200),
  /** Square icon under `static/` (96x96 px). */
  icon: imgSchema,
  /** Paragraphs separated by a blank line. */
  description: z.string().min(300),
});
/** A graduate discipline the laboratory supervises MS and PhD research in. */
export type GraduateDiscipline = z.infer<typeof graduateDisciplineSchema>;
