/**
 * Schemas of the programmes and research areas, the two public JSON lists in `static/` that
 * `src/data/research.ts` exports (see that file's header for the fields):
 * `static/programs-and-project.json` and `static/area-of-research.json`.
 *
 * The local plugin `plugins/collections` validates both files with {@link parseResearchList}
 * when the site is built, so a bad entry fails the build with a message naming the file, and
 * `tests/unit/collections.test.ts` does the same in the unit tests. They live here, not next
 * to the lists, so that the research pages do not ship zod or parse the lists in the browser.
 */
import {z} from '../zod';
import {sameId, type Program, type ResearchArea, type ResearchId} from '../research';

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

/** Schema of one {@link Program}: a research area's fields and its links to areas and people. */
export const programSchema = entrySchema('programs').extend({
  researchAreas: z.array(idSchema).min(1).optional(),
  people: z.array(z.string().regex(/^\d+$/, 'people are ids of content/people/, e.g. "12"')).min(1).optional(),
}) satisfies z.ZodType<Program>;
/** Schema of one {@link ResearchArea}. */
export const researchAreaSchema = entrySchema('research-areas') satisfies z.ZodType<ResearchArea>;

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
 * Validates the content of a JSON list and returns it typed.
 *
 * @param schema {@link programListSchema} or {@link researchAreaListSchema}.
 * @param data The parsed JSON file.
 * @param source The file's path, relative to the site directory, for the message.
 * @throws Error naming `source` and every problem found.
 */
export function parseResearchList<Entry>(schema: z.ZodType<Entry[]>, data: unknown, source: string): Entry[] {
  const result = schema.safeParse(data);
  if (!result.success) {
    throw new Error(`${source} is not valid:\n${z.prettifyError(result.error)}`);
  }
  return result.data;
}
