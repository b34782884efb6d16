/**
 * Education: what the laboratory offers undergraduate students and the graduate disciplines
 * it supervises.
 *
 * Undergraduate entries are listed on `/what-we-do/educate/undergraduate` and each has a page at
 * `/what-we-do/educate/undergraduate/{id}`; graduate disciplines are listed on
 * `/what-we-do/educate/graduate` with a page at `/what-we-do/educate/graduate/{id}`.
 *
 * Each entry is a Markdown file, `content/education/undergraduate/<id>.md` or
 * `content/education/graduate/<id>.md`: the file name (lower case words joined by `_`) is the
 * id and the last segment of the URL; the front matter holds `title`, a one-sentence `summary`
 * for the list card and `position` (list order); the body is the description, paragraphs
 * separated by a blank line.
 * - undergraduate: `img`, a 600x400 px card image in `static/img/education/`, and optional
 *   `cards` (each with `id`, `title`, `img` 600x400 px, `description`) shown below the text;
 * - graduate: `icon`, a 96x96 px square icon in `static/img/education/`.
 * The Bengali copy of a file is beside it, `<id>.bn.md`.
 * The build checks every file against the schemas in `src/data/schemas/education.ts`, which
 * list the fields (the types `UndergraduateProgram`, `GraduateDiscipline` and `EducationCard` are
 * inferred from them).
 *
 * Contacts: students reach programmes through the student coordinator and a team leader by
 * e-mail, whose addresses are not printed; the texts say so.
 */
import type {ListCard} from '../collections';
import type {GraduateDiscipline, UndergraduateProgram} from './schemas/education';

export type {EducationCard, GraduateDiscipline, UndergraduateProgram} from './schemas/education';

/** Image sizes of this collection, in CSS pixels. */
export const educationImageSize = {card: {width: 600, height: 400}, icon: {width: 96, height: 96}} as const;

/** An undergraduate programme's card on the list page: image, title, summary, Read More. */
export function undergraduateCard(program: UndergraduateProgram): ListCard {
  return {title: program.title, image: {src: program.img, ...educationImageSize.card}, summary: program.summary, readMore: true};
}

/** A graduate discipline's card on the list page: icon, title, summary, Read More. */
export function graduateCard(discipline: GraduateDiscipline): ListCard {
  return {title: discipline.title, image: {src: discipline.icon, ...educationImageSize.icon, variant: 'icon'}, summary: discipline.summary, readMore: true};
}
