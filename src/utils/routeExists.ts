import routes from '@generated/routes';
import {matchRoutes} from 'react-router-config';

/**
 * Answers already computed, by path. The menus ask about some 150 links on every render of
 * every page, and each uncached answer walks the whole route table; the routes do not change
 * while the bundle runs (in development, a route change reloads this module with an empty map).
 */
const known = new Map<string, boolean>();

/**
 * Whether a path is a page the build generated (not the catch-all 404 route).
 *
 * Menus list every page of the navigation tree, including pages that later work will add;
 * a link whose page is not built yet is shown as plain text instead of a link that would 404.
 * When the page's doc or React page lands, the link becomes live with no menu edit.
 */
export function routeExists(pathname: string): boolean {
  const cached = known.get(pathname);
  if (cached !== undefined) {
    return cached;
  }
  const matches = matchRoutes(routes, pathname);
  const last = matches[matches.length - 1];
  const exists = last !== undefined && last.route.path !== '*' && last.match.isExact && !last.route.routes;
  known.set(pathname, exists);
  return exists;
}

