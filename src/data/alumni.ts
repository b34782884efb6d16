/**
 * Lab Alumni: former students and staff of the laboratory and where their careers went.
 *
 * Shown on `/who-we-are/about-borl/lab-alumni` (in list order) and on one pre-rendered page per
 * alumnus at `/who-we-are/about-borl/lab-alumni/{id}`.
 *
 * Each alumnus is a Markdown file, `content/alumni/<id>.md` (the id the next whole number; it
 * becomes the URL, e.g. `/lab-alumni/13`): front matter `name`, `position` (order in the list)
 * and optionally `img` (`/img/alumni/<id>.svg` or `.webp`, a square portrait of at least
 * 300x300 px in `static/img/alumni/`; without it, or when the file fails to load, the page shows
 * the 300x300 placeholder {@link alumnusPlaceholder}). The body is a short biography, paragraphs
 * separated by a blank line; the list shows its beginning, cut with an ellipsis. The Bengali
 * copy beside each file, `content/alumni/<id>.bn.md`, holds `name` and the biography. Run
 * `node scripts/samples/draw-collections.mjs` for an initials portrait, or save a photo. The build
 * checks every file against `src/data/schemas/alumni.ts`.
 *
 * The names and careers are sample content written for this site (no real person).
 */
import {truncateWords} from '../utils/text';
import type {Alumnus} from './schemas/alumni';

export type {Alumnus} from './schemas/alumni';

/** The image shown when an alumnus has no portrait or it fails to load (300x300 px). */
export const alumnusPlaceholder = {src: '/img/alumni/placeholder.svg', width: 300, height: 300} as const;

/** Words of the truncated biography on the list page. */
export const alumnusExcerptWords = 35;

/** The biography as the list shows it: its first 35 words followed by an ellipsis. */
export function alumnusExcerpt(alumnus: Alumnus): string {
  return truncateWords(alumnus.description, alumnusExcerptWords);
}
