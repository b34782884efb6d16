/**
 * Schemas of the undergraduate programmes and graduate disciplines of `src/data/education.ts`
 * (see that file's header for the fields). `tests/unit/collections.test.ts` checks every entry
 * against them.
 *
 * They live here, not next to the data, so that the education pages do not ship zod.
 */
import {z} from '../zod';
import type {EducationCard, GraduateDiscipline, UndergraduateProgram} from '../education';

const idSchema = z.string().regex(/^[a-z0-9]+(_[a-z0-9]+)*$/, 'id must be lower case words joined by "_"');
const imgSchema = z.string().regex(/^\/img\/education\/[\w-]+\.(svg|webp|avif|jpg|png)$/, 'image must be /img/education/<file>');

/** Schema of one {@link EducationCard}. */
export const educationCardSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(3),
  img: imgSchema,
  description: z.string().min(80),
}) satisfies z.ZodType<EducationCard>;

/** Schema of one {@link UndergraduateProgram}. */
export const undergraduateProgramSchema = z.strictObject({
  id: idSchema,
  title: z.string().min(3),
  summary: z.string().min(30).max(200),
  img: imgSchema,
  description: z.string().min(300),
  cards: z.array(educationCardSchema).optional(),
}) satisfies z.ZodType<UndergraduateProgram>;

/** Schema of one {@link GraduateDiscipline}. */
export const graduateDisciplineSchema = z.strictObject({
  id: idSchema,
  title: z.string().min(3),
  summary: z.string().min(30).max(200),
  icon: imgSchema,
  description: z.string().min(300),
}) satisfies z.ZodType<GraduateDiscipline>;
