/**
 * Who edits the site, as Git records them: the e-mail address of a commit's author mapped to the
 * id of a person in Our People (`content/people/`).
 *
 * A doc's footer says "Last updated on {date} by {name}" with the name of the person who made the
 * doc's last commit, in the page's language, only when that commit's author e-mail is listed
 * here; any other commit (a build machine, a bot, someone not in Our People) shows the date alone.
 * Git identities themselves never reach a page.
 *
 * To add an editor: one entry `'address@example.org': '<person id>'`, the address in lower case
 * as `git log --format=%ae` prints it, the id of an entry of `people`. The unit tests
 * (`tests/unit/gitAuthors.test.ts`) check that every id is a person and every address is written
 * in lower case.
 */
export const gitAuthors: Readonly<Record<string, string>> = {};

/**
 * The id of the person (`content/people/`) a Git author e-mail belongs to, or `undefined` when
 * the address is not listed. Addresses compare without regard to case or surrounding spaces.
 *
 * @param email the commit author's e-mail, as Git records it
 * @param authors the mapping to read, {@link gitAuthors} by default
 */
export function personIdForGitEmail(email: string, authors: Readonly<Record<string, string>> = gitAuthors): string | undefined {
  const key = email.trim().toLowerCase();
  return key && Object.hasOwn(authors, key) ? authors[key] : undefined;
}
