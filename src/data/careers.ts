/**
 * Career opportunities at the laboratory: the cards of the Careers page (also shown as Start a
 * Career) and one pre-rendered detail page per entry at `{Careers}/{id}` (the `careers`
 * collection of `src/collections.ts`).
 *
 * Each opportunity is a Markdown file, `content/careers/<id>.md`:
 * - the file name is the id: lower-case words joined by '-'; it is the last segment of the
 *   detail URL, so changing it breaks links people have shared;
 * - the body is the description, paragraphs separated by a blank line;
 * - front matter: `title`, `announcement` (one sentence for the card), `post` (the post the
 *   successful applicant holds), `datePosted` (`YYYY-MM-DD`, the day the current call was
 *   announced, not after a `date` deadline; search engines show it in job listings),
 *   `employment` (one or more of {@link employmentKinds}, how job boards classify the post),
 *   `details` (`location`, `contact` e-mail, `duration`: `{kind: flexible}` or
 *   `{kind: months, min, max}`, `applicationDeadline`: `{kind: open}` (all year),
 *   `{kind: yearly, month, day}` or `{kind: date, date: 'YYYY-MM-DD'}`), `responsibilities`
 *   and `eligibility` (lists of sentences), `researchAreas` (only for opportunities that lead to
 *   a research degree), `applicationProcess` (`instructions`, one paragraph, and
 *   `requirements`, the documents to send), `icon` (a square 96 x 96 SVG under
 *   `static/img/careers/`, decorative) and `position` (order on the Careers page).
 * A call whose `date` deadline has passed stays listed, marked closed and without job-search
 * data (`src/components/CareerDetail/status.ts`); delete it, or give it the next call's dates,
 * when it should go. The Bengali copy beside each file, `content/careers/<id>.bn.md`, holds the texts.
 * The build checks every file against `src/data/schemas/careers.ts`.
 *
 * Facts (the three opportunities, their durations and deadlines, the 2000-word research
 * statement) are the laboratory's current calls.
 */

export type {CareerOpportunity, Deadline, Duration} from './schemas/careers';

/** How a post is held, as job boards classify it (closed set; the JobPosting maps each to schema.org). */
export const employmentKinds = ['full-time', 'part-time', 'internship', 'temporary', 'contract', 'volunteer', 'other'] as const;

/** One of {@link employmentKinds}. */
export type EmploymentKind = (typeof employmentKinds)[number];

/** Largest research statement a studentship applicant may send, in words. */
export const researchStatementMaxWords = 2000;
