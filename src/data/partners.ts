/**
 * Research Collaboration and Partners: the organisations the laboratory works with, shown as a
 * grid of logos on `/who-we-are/work-with-borl/collaboration` in list order. Each logo opens the
 * partner's home page in a new tab.
 *
 * Each partner is a Markdown file without body, `content/partners/<id>.md` (the id lower case
 * words joined by `-`), with front matter `name` (the organisation's full name; it is the
 * logo's alternative text), `url` (its public home page, https), `logo` (`/img/partners/<id>.svg`,
 * a 320x160 px text mark drawn for this site, never copied artwork:
 * `node scripts/samples/draw-collections.mjs` draws one from `mark`), `mark` (2 to 8 characters,
 * usually the acronym) and `position` (order on the page). The Bengali copy beside
 * each file, `content/partners/<id>.bn.md`, holds the `name`. The build checks every file against
 * `src/data/schemas/partners.ts`.
 *
 * The organisations are real public bodies and programmes relevant to Bay of Bengal research;
 * they appear only by name and home-page URL, with a text mark drawn for this site.
 */
export type {Partner} from './schemas/partners';

/** Logo size in CSS pixels. */
export const partnerLogoSize = {width: 320, height: 160} as const;
