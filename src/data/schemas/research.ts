/**
 * Schemas of the programmes and research areas (`content/programs/`, `content/research-areas/`;
 * `src/data/research.ts` describes the fields). The collections plugin checks every file with
 * them when the site is built. They live here, not next to the types, so that the research
 * pages do not ship zod.
 */
import {z} from '../zod';
import {personIdSchema} from './people';
import type {Program, ResearchArea} from '../research';

const idSchema = z.union([z.number().int().nonnegative(), z.string().regex(/^[A-Za-z0-9_-]+$/, 'a string id may only contain letters, digits, "-" and "_"')]);

function entrySchema(folder: string) {
  return z.strictObject({
    id: z.string().regex(/^[A-Za-z0-9_-]+$/, 'the file name may only contain letters, digits, "-" and "_"'),
    img: z.string().regex(new RegExp(`^/img/${folder}/[\\w-]+\\.(svg|webp|avif|jpg|png)$`), `img must be /img/${folder}/<file>`),
    title: z.string().min(3),
    description: z.string().refine((text) => text.split(/\n\s*\n/).filter((part) => part.trim()).length >= 2, 'description needs several paragraphs separated by a blank line'),
  });
}

/** Schema of one {@link Program}: a research area's fields and its links to areas and people. */
export const programSchema = entrySchema('programs').extend({
  researchAreas: z.array(idSchema).min(1).optional(),
  people: z.array(personIdSchema).min(1).optional(),
}) satisfies z.ZodType<Program>;
/** Schema of one {@link ResearchArea}. */
export const researchAreaSchema = entrySchema('research-areas') satisfies z.ZodType<ResearchArea>;
