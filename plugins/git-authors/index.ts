/**
 * Docs' "Last updated on {date} by {name}" from Git, with the name taken from Our People
 * (`content/people/`) instead of the commit's author name: {@link peopleVcs} is the site's
 * `future.experimental_vcs` configuration (how Docusaurus reads a file's Git history).
 *
 * For each file it reads the last commit's time and author e-mail (`git log -1`); the e-mail is
 * looked up in `src/data/gitAuthors.ts`. A listed address gives the person's name in the locale
 * being built; any other gives an empty author, so the footer shows the date alone. Names and
 * addresses of Git identities (a build machine's, a bot's) never reach a page.
 *
 * Runs in Node when the configuration is loaded, once per locale. In development (`docusaurus
 * start`) and tests it reads no Git history, as Docusaurus's own default does, and gives a fixed
 * date without an author.
 */
import {execFile} from 'node:child_process';
import path from 'node:path';
import {promisify} from 'node:util';
import {getVcsPreset} from '@docusaurus/utils';
import type {VcsChangeInfo, VcsConfig} from '@docusaurus/types';
import {personIdForGitEmail} from '../../src/data/gitAuthors';
import type {Person} from '../../src/data/people';

const run = promisify(execFile);

/** A commit as read from `git log`: its commit time in ms since the epoch and author e-mail. */
export type GitCommit = {timestamp: number; email: string};

/** The `git log` format of {@link parseCommits}: commit time (seconds) and author e-mail. */
const logFormat = '%ct%x09%ae';

/**
 * The commits of `git log --format=%ct%x09%ae` output, newest first (blank lines skipped).
 *
 * @throws Error when a line is not a timestamp, a tab and an e-mail
 */
export function parseCommits(stdout: string): GitCommit[] {
  return stdout
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => {
      const match = /^(\d+)\t(.*)$/.exec(line.trim());
      if (!match) throw new Error(`Unexpected git log line: ${JSON.stringify(line)}`);
      return {timestamp: Number(match[1]) * 1000, email: match[2] ?? ''};
    });
}

/**
 * What Docusaurus records of a commit: its time, and as author the name (in `people`' language)
 * of the person the author e-mail belongs to, or `''` (no author shown) for an unlisted address.
 *
 * @param people Our People in the locale being built
 * @param authors e-mail to person id, `src/data/gitAuthors.ts` by default
 */
export function changeInfo(
  commit: GitCommit,
  people: readonly Pick<Person, 'id' | 'name'>[],
  authors?: Readonly<Record<string, string>>,
): VcsChangeInfo {
  const id = personIdForGitEmail(commit.email, authors);
  const person = id === undefined ? undefined : people.find((candidate) => candidate.id === id);
  return {timestamp: commit.timestamp, author: person?.name ?? ''};
}

/** The commits that touched a file, newest first; none when it is untracked or Git is missing. */
async function fileCommits(filePath: string, extraArgs: readonly string[]): Promise<GitCommit[]> {
  try {
    const {stdout} = await run('git', ['-c', 'log.showSignature=false', 'log', `--format=${logFormat}`, ...extraArgs, '--', path.basename(filePath)], {
      cwd: path.dirname(filePath),
    });
    return parseCommits(stdout);
  } catch {
    return [];
  }
}

/**
 * The site's VCS configuration (`future.experimental_vcs`): last update and creation of a file
 * from Git, authors named by {@link changeInfo}. `null` for a file Git does not track.
 *
 * @param people Our People in the locale being built (`peopleInLocale` of `plugins/blog-authors`)
 */
export function peopleVcs(people: readonly Pick<Person, 'id' | 'name'>[]): VcsConfig {
  const offline = () => process.env.NODE_ENV === 'development' || process.env.NODE_ENV === 'test';
  const hardcoded = getVcsPreset('hardcoded');
  const withoutAuthor = (info: VcsChangeInfo | null) => (info ? {...info, author: ''} : null);
  return {
    initialize: () => {
      // Nothing to read ahead: each file is asked for once per locale.
    },
    getFileLastUpdateInfo: async (filePath) => {
      if (offline()) return withoutAuthor(await hardcoded.getFileLastUpdateInfo(filePath));
      const [last] = await fileCommits(filePath, ['-1']);
      return last ? changeInfo(last, people) : null;
    },
    getFileCreationInfo: async (filePath) => {
      if (offline()) return withoutAuthor(await hardcoded.getFileCreationInfo(filePath));
      const first = (await fileCommits(filePath, ['--diff-filter=A'])).at(-1);
      return first ? changeInfo(first, people) : null;
    },
  };
}
