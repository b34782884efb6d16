/**
 * The Git repository the site's content is edited in: the one setting behind the docs' "Edit
 * this page" links and the web editor (`plugins/site-files/editor.ts`); and where that editor is
 * served and how editors sign in to it.
 */
import type {GitHubBackend} from '@sveltia/cms';

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
  const url = environment.REPOSITORY_URL?.trim()
    .replace(/\/+$/, '')
    .replace(/\.git$/, '');
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

/**
 * The OAuth scopes the web editor may ask GitHub for (Sveltia CMS's `backend.auth_scope`, to
 * which it adds `user`): `public_repo` reaches public repositories only, the smallest grant that
 * edits a public content repository; `repo` reaches every repository the editor can, private ones
 * included, which a private content repository needs.
 */
export const editorAuthScopes = ['public_repo', 'repo'] as const satisfies readonly NonNullable<GitHubBackend['auth_scope']>[];

/** One of {@link editorAuthScopes}. */
export type EditorAuthScope = (typeof editorAuthScopes)[number];

/** Where the web editor runs and how editors sign in to it. */
export type EditorHosting = {
  /**
   * The editor's own origin, ending in `/` (`EDITOR_URL`, such as `https://edit.borl.ac.bd/`):
   * the build writes the editor for it apart from the site, and the site's `/admin/` only points
   * there, so the editor's GitHub token never sits where a public page's scripts can read it.
   */
  url?: string;
  /**
   * Whether the editor runs inside the site, at `/admin/`: only in a build that names no
   * `EDITOR_URL` and is not deployed (`DEPLOY_ENV` unset: a local build, the tests). A
   * pull-request preview is built from a branch's code, which anyone who can push a branch
   * writes; a token kept on its origin would be theirs to read, so a preview never runs it.
   */
  onSite: boolean;
  /** Address of the OAuth proxy that signs editors in with GitHub (`EDITOR_AUTH_URL`); without it, editors sign in with a GitHub token. */
  authUrl?: string;
  /** The OAuth scope the editor asks for (`EDITOR_AUTH_SCOPE`, default `public_repo`). */
  authScope: EditorAuthScope;
};

/** An `https://` address from the environment variable `name`, trimmed; `undefined` when unset. */
function httpsAddress(environment: NodeJS.ProcessEnv, name: string, example: string): string | undefined {
  const value = environment[name]?.trim();
  if (!value) {
    return undefined;
  }
  if (!/^https:\/\/[^/\s]+(\/\S*)?$/.test(value)) {
    throw new Error(`${name} must be an https:// address, such as ${example}; found '${value}'`);
  }
  return value;
}

/**
 * The web editor's hosting from `EDITOR_URL`, `EDITOR_AUTH_URL`, `EDITOR_AUTH_SCOPE` and
 * `DEPLOY_ENV` (see {@link EditorHosting}).
 *
 * @throws Error when `EDITOR_URL` is not an https:// origin, `EDITOR_AUTH_URL` not an https://
 *   address, or `EDITOR_AUTH_SCOPE` not one of {@link editorAuthScopes}
 */
export function editorHosting(environment: NodeJS.ProcessEnv): EditorHosting {
  const editorUrl = httpsAddress(environment, 'EDITOR_URL', 'https://edit.borl.ac.bd');
  if (editorUrl && new URL(editorUrl).href !== `${new URL(editorUrl).origin}/`) {
    throw new Error(`EDITOR_URL must be the editor's origin alone, such as https://edit.borl.ac.bd (the editor is served at its root); found '${editorUrl}'`);
  }
  const authUrl = httpsAddress(environment, 'EDITOR_AUTH_URL', 'https://sveltia-cms-auth.<account>.workers.dev');
  const scope = environment.EDITOR_AUTH_SCOPE?.trim() || editorAuthScopes[0];
  if (!(editorAuthScopes as readonly string[]).includes(scope)) {
    throw new Error(`EDITOR_AUTH_SCOPE must be one of ${editorAuthScopes.join(', ')} (public_repo for a public repository, repo for a private one); found '${scope}'`);
  }
  return {
    ...(editorUrl ? {url: `${new URL(editorUrl).origin}/`} : {}),
    onSite: !editorUrl && !environment.DEPLOY_ENV?.trim(),
    ...(authUrl ? {authUrl} : {}),
    authScope: scope as EditorAuthScope,
  };
}
