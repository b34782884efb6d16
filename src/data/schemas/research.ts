/**
 * Schemas of the programmes and research areas (`content/programs/`, `content/research-areas/`;
 * `src/data/research.ts` describes the files), and the entry types inferred from them. The
 * collections plugin checks every file with them when the site is built. They live here, not
 * next to the helpers, so that the research pages do not ship zod.
 */
import {z} from '../zod';
import {personIdSchema} from './people';

const idSchema = z.union([z.number().int().nonnegative(), z.string().regex(/^[A-Za-z0-9_-]+$/, 'a string id may only contain letters, digits, "-" and "_"')]);

function entrySchema(folder: string) {
  return z.strictObject({
    id: z.string().regex(/^[A-Za-z0-9_-]+$/, 'the file name may only contain letters, digits, "-" and "_"'),
    /** Image path under `static/` (600x400 px). */
    img: z.string().regex(new RegExp(`^/img/${folder}/[\\w-]+\\.(svg|webp|avif|jpg|png)$`), `img must be /img/${folder}/<file>`),
    title: z.string().min(3),
    /** Paragraphs separated by a blank line. */
    description: z.string().refine((text) => text.split(/\n\s*\n/).filter((part) => part.trim()).length >= 2, 'description needs several paragraphs separated by a blank line'),
  });
}

/** Schema of one {@link Program}: a research area's fields and its links to areas and people. */
export const programSchema = entrySchema('programs').extend({
  /** Ids of the research areas (`content/research-areas/`) the programme belongs to. */
  researchAreas: z.array(idSchema).min(1).optional(),
  /** Ids of the people of `content/people/` who work on it, the lead first. */
  people: z.array(personIdSchema).min(1).optional(),
});
/**
 * A programme or project (`content/programs/`): the fields of a research area,
 * plus the areas it belongs to and the people who work on it. These two links are written on
 * the programme only; the research areas' and people's pages list their programmes from them.
 */
export type Program = z.infer<typeof programSchema>;

/** Schema of one {@link ResearchArea}. */
export const researchAreaSchema = entrySchema('research-areas');
/** An area of research (`content/research-areas/`). */
export type ResearchArea = z.infer<typeof researchAreaSchema>;
