/**
 * Whether a URL (such as `document.referrer`) is a page of this site: the same origin as the
 * current page and a path under the site's base URL (another site served by the same host under
 * another path is not this site). An empty or malformed URL is not.
 *
 * @param url - absolute URL to check; `''` when the browser sent no referrer
 * @param origin - origin of the current page (`window.location.origin`)
 * @param baseUrl - the site's base URL, with its slashes (`siteConfig.baseUrl`, e.g. `/borl/`)
 */
export function isSitePage(url: string, origin: string, baseUrl: string): boolean {
  if (url === '') {
    return false;
  }
  try {
    const parsed = new URL(url);
    return parsed.origin === origin && `${parsed.pathname}/`.startsWith(baseUrl);
  } catch {
    return false;
  }
}
