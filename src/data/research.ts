/**
 * Programmes and projects, and areas of research: the two public lists of the site.
 *
 * Their single source is two JSON files in `static/`, also served as they are at
 * `/programs-and-project.json` and `/area-of-research.json`:
 * - `static/programs-and-project.json`: the programmes, listed on
 *   `/what-we-do/understand/programs-and-projects` with a page each at `…/{id}`;
 * - `static/area-of-research.json`: the research areas, listed on
 *   `/what-we-do/understand/area-of-research` with a page each at `…/{id}`.
 * This module exports their types and the two lists as they are in the files, for the pages,
 * the collections plugin and tests. It does not check them, so that pages ship no validation
 * code: the collections plugin (`plugins/collections`) validates both files with the schemas of
 * `src/data/schemas/research.ts` when the site is built, and `tests/unit/collections.test.ts`
 * does in the unit tests, so a bad entry fails the build and `npm test` with a message naming
 * the file.
 *
 * To add a programme or research area, append an object to the JSON array:
 * - `id`: a number or a string of letters, digits, `-` and `_`, unique in the file; it becomes
 *   the URL segment (ids are matched loosely: `3` and `"3"` are the same id);
 * - `img`: a 600x400 px image in `static/img/programs/` or `static/img/research-areas/`;
 * - `title`;
 * - `description`: several paragraphs, separated by a blank line (`"\n\n"` in JSON). The
 *   programme list shows its first 30 words;
 * - programmes only, optional: `researchAreas`, the ids of the research areas it belongs to, and
 *   `people`, the ids of the people of `content/people/` who work on it (lead first). Each
 *   link is written here once; the research area's and the person's pages show it too.
 * Then run `npm run test:unit`.
 */
import {truncateWords} from '../utils/text';
import type {ListCard} from '../collections';
import programsJson from '../../static/programs-and-project.json';
import researchAreasJson from '../../static/area-of-research.json';
import type {CollectionReviewMetadata} from '../utils/contentReview';

/**
 * When `static/programs-and-project.json` was last checked, by whom, and how often (months) it
 * must be checked again (kept here: the JSON file is served as it is, an array of entries).
 * Update it after a review (`npm run content:review` lists files that are due).
 */
export const programsReview: CollectionReviewMetadata = {lastReviewed: '2026-10-20', reviewer: 'Lead, Physical Oceanography', reviewEvery: 12};

/** The same for `static/area-of-research.json`. */
export const researchAreasReview: CollectionReviewMetadata = {lastReviewed: '2026-10-20', reviewer: 'Lead, Physical Oceanography', reviewEvery: 12};

/** An id as written in the JSON files: a number or a URL-safe string. */
export type ResearchId = number | string;

/** An area of research (`static/area-of-research.json`). */
export type ResearchArea = {
  id: ResearchId;
  /** Image path under `static/` (600x400 px). */
  img: string;
  title: string;
  /** Paragraphs separated by a blank line. */
  description: string;
};

/**
 * A programme or project (`static/programs-and-project.json`): the fields of a research area,
 * plus the areas it belongs to and the people who work on it. These two links are written on
 * the programme only; the research areas' and people's pages list their programmes from them.
 */
export type Program = ResearchArea & {
  /** Ids of the research areas of `static/area-of-research.json` the programme belongs to. */
  researchAreas?: readonly ResearchId[];
  /** Ids of the people of `content/people/` who work on it, the lead first. */
  people?: readonly string[];
};

/** Image size of programme and research-area cards, in CSS pixels. */
export const researchImageSize = {width: 600, height: 400} as const;

/** Whether two ids are the same id, compared loosely (`3` equals `"3"`). */
export function sameId(a: ResearchId, b: ResearchId): boolean {
  return String(a).trim() === String(b).trim();
}

/**
 * The programmes, in file order, as `static/programs-and-project.json` holds them (validated at
 * build time and in the unit tests, not here; see the file header).
 */
export const programs = programsJson as readonly Program[];

/**
 * The research areas, in file order, as `static/area-of-research.json` holds them (validated
 * at build time and in the unit tests, not here; see the file header).
 */
export const researchAreas = researchAreasJson as readonly ResearchArea[];

/** The programme with this id (loose match), or `undefined`. */
export function findProgram(id: ResearchId): Program | undefined {
  return programs.find((program) => sameId(program.id, id));
}

/** The research area with this id (loose match), or `undefined`. */
export function findResearchArea(id: ResearchId): ResearchArea | undefined {
  return researchAreas.find((area) => sameId(area.id, id));
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
