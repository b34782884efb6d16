/**
 * Programmes and projects, and areas of research.
 *
 * Each programme is a Markdown file, `content/programs/<id>.md`, listed on
 * `/what-we-do/understand/programs-and-projects` with a page each at `…/{id}`; each research area
 * is `content/research-areas/<id>.md`, listed on `/what-we-do/understand/area-of-research` with a
 * page each at `…/{id}`. The file name is the id (the next whole number, or letters, digits, `-`
 * and `_`); it becomes the URL segment.
 * - front matter: `title`, `img` (a 600x400 px image in `static/img/programs/` or
 *   `static/img/research-areas/`) and `position` (list order); programmes also, optionally,
 *   `researchAreas` (the ids of the research areas it belongs to) and `people` (the ids of the
 *   people of `content/people/` who work on it, lead first). Each link is written here once;
 *   the research area's and the person's pages show it too;
 * - the body: the description, several paragraphs. The programme list shows its first 30 words.
 * The Bengali copy beside each file, `content/programs/<id>.bn.md` or `content/research-areas/<id>.bn.md`, holds the
 * `title` and the description. The build checks every file against the schemas of
 * `src/data/schemas/research.ts`, which list the fields (the types `Program` and `ResearchArea`
 * are inferred from them).
 *
 * The site also serves the two lists in English as JSON, in the specification's shape, at
 * `/programs-and-project.json` and `/area-of-research.json` ({@link researchListFiles}): the
 * collections plugin writes them from the files at build time, numeric ids as numbers, so an
 * editor changes one file and the page and the public list agree.
 */
import {truncateWords} from '../utils/text';
import type {ListCard} from '../collections';
import type {Program, ResearchArea} from './schemas/research';

/** An id: a file name (a URL-safe string), or a number where another entry names it (`researchAreas: [1, 5]`). */
export type ResearchId = number | string;

export type {Program, ResearchArea} from './schemas/research';

/** The files of the two public lists at the site's root, by collection. */
export const researchListFiles = {programs: 'programs-and-project.json', researchAreas: 'area-of-research.json'} as const;

/**
 * An entry as the public list writes it: the id a number when it is one (`"3"` → `3`), then
 * `img`, `title`, `description` and a programme's links, in that order.
 */
export function publicListEntry({id, img, title, description, body: _body, ...links}: Program & {body?: unknown}): Omit<Program, 'id'> & {id: ResearchId} {
  return {id: /^\d+$/.test(String(id)) ? Number(id) : id, img, title, description, ...links};
}

/** Image size of programme and research-area cards, in CSS pixels. */
export const researchImageSize = {width: 600, height: 400} as const;

/** Whether two ids are the same id, compared loosely (`3` equals `"3"`). */
export function sameId(a: ResearchId, b: ResearchId): boolean {
  return String(a).trim() === String(b).trim();
}

/** Words of a programme's excerpt on the list page. */
export const programExcerptWords = 30;

/** A programme's list excerpt: the first 30 words of its description followed by an ellipsis. */
export function programExcerpt(program: Program): string {
  return truncateWords(program.description, programExcerptWords);
}

/** A programme's card on the list page: image, title, excerpt and a Read More button. */
export function programCard(program: Program): ListCard {
  return {title: program.title, image: {src: program.img, ...researchImageSize}, summary: programExcerpt(program), readMore: true};
}

/** A research area's card on the list page: image and title, the whole card a link. */
export function researchAreaCard(area: ResearchArea): ListCard {
  return {title: area.title, image: {src: area.img, ...researchImageSize}, readMore: false};
}
