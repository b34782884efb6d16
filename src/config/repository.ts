/**
 * The Git repository the site's content is edited in: the one setting behind the docs' "Edit
 * this page" links and the web editor at `/admin/` (`plugins/site-files/editor.ts`).
 */

/** The content repository on its Git host. */
export type ContentRepository = {
  /** Web address of the repository, without a trailing slash: `https://github.com/owner/name`. */
  url: string;
  /** The branch the site is built from, which edits are proposed to. */
  branch: string;
  /** `owner/name` when the repository is on GitHub (the web editor's backend), else absent. */
  github?: string;
};

/**
 * The content repository from `REPOSITORY_URL` (`https://github.com/<owner>/<name>`, any Git
 * host) and `REPOSITORY_BRANCH` (default `main`); `undefined` when `REPOSITORY_URL` is unset.
 *
 * @throws Error when `REPOSITORY_URL` is not an `https://` address
 */
export function contentRepository(environment: NodeJS.ProcessEnv): ContentRepository | undefined {
  const url = environment.REPOSITORY_URL?.trim().replace(/\/+$/, '').replace(/\.git$/, '');
  if (!url) {
    return undefined;
  }
  if (!/^https:\/\/[^/\s]+\/\S+$/.test(url)) {
    throw new Error(`REPOSITORY_URL must be the repository's https:// address, such as https://github.com/<owner>/<name>; found '${url}'`);
  }
  const branch = environment.REPOSITORY_BRANCH?.trim() || 'main';
  const github = /^https:\/\/github\.com\/([\w.-]+\/[\w.-]+)$/.exec(url)?.[1];
  return {url, branch, ...(github ? {github} : {})};
}

/** The base of the docs' "Edit this page" links: `{url}/edit/{branch}/`, the file's path appended. */
export function editUrl(repository: ContentRepository): string {
  return `${repository.url}/edit/${repository.branch}/`;
}
