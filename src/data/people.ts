/**
 * Our People: the laboratory's researchers and research students.
 *
 * Shown on `/who-we-are/about-borl/our-people` (grouped, in list order) and on one pre-rendered
 * page per person at `/who-we-are/about-borl/our-people/{id}`.
 *
 * Each person is a Markdown file, `content/people/<id>.md` (see EDITING.md):
 * - the file name is the `id`: the next free number (or letters, digits, `-` and `_`); it
 *   becomes the URL, and other entries name the person by it (`people: ['12']`);
 * - front matter: `group` (`researcher` or `student`), `name` as the person writes it,
 *   `designation` (one of {@link designations}; leave it out when the person has no title),
 *   `img` (`/img/people/<id>.svg` or `.webp`, a square portrait of at least 400x400 px in
 *   `static/img/people/`), `position` (order in the list), and optionally `aliases` (the names
 *   the person publishes under, as BibTeX writes them: `Chowdhury, F. R.`), `detailsLink` (the
 *   faculty profile on the university site) and `profiles` (`orcid`, `googleScholar`,
 *   `researchGate` identifiers; `src/data/profiles.ts`);
 * - the body is the biography, paragraphs separated by a blank line; the first paragraph is the
 *   list excerpt, so it says who the person is and what they work on.
 * The Bengali copy, beside each file, `content/people/<id>.bn.md`,, holds the `name` and the body in
 * Bengali. The build checks every file against `src/data/schemas/people.ts`. The programmes a
 * person works on are listed on the programme, their articles by the post (`people` in its front
 * matter); the person's page shows both.
 *
 * The names and biographies are sample content written for this site (no real person).
 */
import type {Person} from './schemas/people';

export type {Person} from './schemas/people';

/** The two groups of the Our People page, in display order. */
export type PersonGroup = Person['group'];

/** Every group with its heading and position on the list page. */
export const personGroups = {
  researcher: {label: 'Researchers', order: 1},
  student: {label: 'Research Students', order: 2},
} as const satisfies Record<PersonGroup, {label: string; order: number}>;

/** The titles a person may carry (closed set; extend it when a new title is needed). */
export const designations = ['Professor', 'Associate Professor', 'Assistant Professor', 'Lecturer', 'Tenure Track', 'Senior Scientific Officer', 'Research Associate', 'Research Student'] as const;

/** A person's title as printed under the name. */
export type Designation = (typeof designations)[number];

/**
 * `list` in Our People's sections: the groups in display order (`personGroups`), each with its
 * people in the order of `list`; every group is present, empty or not.
 */
export function groupPeople<P extends Pick<Person, 'group'>>(list: readonly P[]): {group: PersonGroup; people: P[]}[] {
  return (Object.keys(personGroups) as PersonGroup[]).sort((a, b) => personGroups[a].order - personGroups[b].order).map((group) => ({group, people: list.filter((person) => person.group === group)}));
}
