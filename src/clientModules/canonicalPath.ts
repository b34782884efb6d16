/**
 * Client module: an address with a trailing slash (`…/programs-and-projects/1/`) becomes the
 * site's address without it (`…/programs-and-projects/1`; the site is built with
 * `trailingSlash: false`) before React takes over the server-rendered page.
 *
 * Why: static hosts answer such an address in one of two ways, and the client router, which
 * matches `…/1/` to the page `…/1`, must render exactly what the host sent:
 * - the host serves the page's own HTML (`1.html`): the address is rewritten in place (no
 *   reload) so that the router, the side menu's current link and the not-found views read the
 *   address the page was rendered for;
 * - the host serves its not-found page (`404.html`, recognised by {@link notFoundMarker}): the
 *   router would render the page over the not-found HTML (a hydration error, and a flash). The
 *   address is set to the not-found page's own while the browser loads the address without the
 *   slash, which is the page when there is one, or the host's not-found page again.
 * The base URL (`/`, `/bn/`, `/borl/`) keeps its slash. This runs as a bundled module, not as
 * an inline script, so the Content-Security-Policy needs no exception for it.
 */
import siteConfig from '@generated/docusaurus.config';

/** Attribute of the not-found page's `main` element (`src/theme/NotFound/Content`). */
export const notFoundMarker = 'data-not-found';

/**
 * The address without its trailing slashes, or `undefined` when it has none or is the base URL
 * (the home page of a locale, which is written with its slash).
 *
 * @param pathname the path of the address, base URL included (`/borl/bn/people/1/`)
 * @param baseUrl the base URL of the locale built, ending in `/` (`/`, `/bn/`, `/borl/bn/`)
 */
export function pathWithoutTrailingSlash(pathname: string, baseUrl: string): string | undefined {
  if (!pathname.endsWith('/') || pathname === baseUrl) {
    return undefined;
  }
  // A path that begins with two slashes (`//evil.example/`, also what a browser makes of
  // `/\evil.example/`) would read as another host's address once written back into the
  // location: the page may only ever move within its own origin.
  const trimmed = pathname.replace(/^[/\\]+/, '/').replace(/\/+$/, '');
  return trimmed === '' || `${trimmed}/` === baseUrl ? undefined : trimmed;
}

/**
 * Rewrites or reloads the current address as described above. Exported for tests; runs once
 * when the module loads in a browser.
 *
 * @param win the browser window (its location, history and document)
 * @param baseUrl the base URL of the locale built
 */
export function canonicalizeAddress(win: Pick<Window, 'location' | 'history' | 'document'>, baseUrl: string): void {
  const canonical = pathWithoutTrailingSlash(win.location.pathname, baseUrl);
  if (canonical === undefined) {
    return;
  }
  const target = `${canonical}${win.location.search}${win.location.hash}`;
  if (win.document.querySelector(`[${notFoundMarker}]`)) {
    win.history.replaceState(win.history.state, '', `${baseUrl}404.html`);
    win.location.replace(target);
  } else {
    win.history.replaceState(win.history.state, '', target);
  }
}

if (typeof window !== 'undefined') {
  canonicalizeAddress(window, siteConfig.baseUrl);
}
