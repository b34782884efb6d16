/**
 * Programmes and projects, and areas of research: the two public lists of the site.
 *
 * Their single source is two JSON files in `static/`, also served as they are at
 * `/programs-and-project.json` and `/area-of-research.json`:
 * - `static/programs-and-project.json`: the programmes, listed on
 *   `/what-we-do/understand/programs-and-projects` with a page each at `…/{id}`;
 * - `static/area-of-research.json`: the research areas, listed on
 *   `/what-we-do/understand/area-of-research` with a page each at `…/{id}`.
 * This module validates them (the build and the unit tests fail on a bad entry) and exports
 * their types, schemas and the parsed lists for the pages, the collections plugin and tests.
 *
 * To add a programme or research area, append an object to the JSON array:
 * - `id`: a number or a string of letters, digits, `-` and `_`, unique in the file; it becomes
 *   the URL segment (ids are matched loosely: `3` and `"3"` are the same id);
 * - `img`: a 600x400 px image in `static/img/programs/` or `static/img/research-areas/`;
 * - `title`;
 * - `description`: several paragraphs, separated by a blank line (`"\n\n"` in JSON). The
 *   programme list shows its first 30 words.
 * Then run `npm run test:unit`.
 */
import {z} from './zod';
import {truncateWords} from '../utils/text';
import programsJson from '../../static/programs-and-project.json';
import researchAreasJson from '../../static/area-of-research.json';

/** An id as written in the JSON files: a number or a URL-safe string. */
export type ResearchId = number | string;

/** A programme or project (`static/programs-and-project.json`). */
export type Program = {
  id: ResearchId;
  /** Image path under `static/` (600x400 px). */
  img: string;
  title: string;
  /** Paragraphs separated by a blank line. */
  description: string;
};

/** An area of research (`static/area-of-research.json`); same shape as {@link Program}. */
export type ResearchArea = Program;

/** Image size of programme and research-area cards, in CSS pixels. */
export const researchImageSize = {width: 600, height: 400} as const;

const idSchema = z.union([
  z.number().int().nonnegative(),
  z.string().regex(/^[A-Za-z0-9_-]+$/, 'a string id may only contain letters, digits, "-" and "_"'),
]);

function entrySchema(folder: string) {
  return z.strictObject({
    id: idSchema,
    img: z
      .string()
      .regex(new RegExp(`^/img/${folder}/[\\w-]+\\.(svg|webp|avif|jpg|png)$`), `img must be /img/${folder}/<file>`),
    title: z.string().min(3),
    description: z
      .string()
      .refine((text) => text.split(/\n\s*\n/).filter((part) => part.trim()).length >= 2, 'description needs several paragraphs separated by a blank line'),
  });
}

/** Schema of one {@link Program}. */
export const programSchema = entrySchema('programs');
/** Schema of one {@link ResearchArea}. */
export const researchAreaSchema = entrySchema('research-areas');

/** Whether two ids are the same id, compared loosely (`3` equals `"3"`). */
export function sameId(a: ResearchId, b: ResearchId): boolean {
  return String(a).trim() === String(b).trim();
}

function listSchema<Entry extends {id: ResearchId}>(entry: z.ZodType<Entry>) {
  return z.array(entry).superRefine((entries, context) => {
    entries.forEach((item, index) => {
      if (entries.findIndex((other) => sameId(other.id, item.id)) !== index) {
        context.addIssue({code: 'custom', path: [index, 'id'], message: `duplicate id ${JSON.stringify(item.id)}`});
      }
    });
  });
}

/** Schema of `static/programs-and-project.json`: programmes with unique ids. */
export const programListSchema = listSchema<Program>(programSchema);
/** Schema of `static/area-of-research.json`: research areas with unique ids. */
export const researchAreaListSchema = listSchema<ResearchArea>(researchAreaSchema);

/**
 * Validates the content of a JSON list and returns it typed; throws an error naming `source`
 * and every problem found.
 */
export function parseResearchList<Entry>(schema: z.ZodType<Entry[]>, data: unknown, source: string): Entry[] {
  const result = schema.safeParse(data);
  if (!result.success) {
    throw new Error(`${source} is not valid:\n${z.prettifyError(result.error)}`);
  }
  return result.data;
}

/** The programmes, in file order. */
export const programs: readonly Program[] = parseResearchList(programListSchema, programsJson, 'static/programs-and-project.json');

/** The research areas, in file order. */
export const researchAreas: readonly ResearchArea[] = parseResearchList(
  researchAreaListSchema,
  researchAreasJson,
  'static/area-of-research.json',
);

/** The programme with this id (loose match), or `undefined`. */
export function findProgram(id: ResearchId): Program | undefined {
  return programs.find((program) => sameId(program.id, id));
}

/** The research area with this id (loose match), or `undefined`. */
export function findResearchArea(id: ResearchId): ResearchArea | undefined {
  return researchAreas.find((area) => sameId(area.id, id));
}

/** Words of a programme's excerpt on the list page (the specification: 30). */
export const programExcerptWords = 30;

/** A programme's list excerpt: the first 30 words of its description followed by an ellipsis. */
export function programExcerpt(program: Program): string {
  return truncateWords(program.description, programExcerptWords);
}
