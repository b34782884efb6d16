import routes from '@generated/routes';
import {matchRoutes} from 'react-router-config';

/**
 * Whether a path is a page the build generated (not the catch-all 404 route).
 *
 * Menus list every page of the navigation tree, including pages that later work will add;
 * a link whose page is not built yet is shown as plain text instead of a link that would 404.
 * When the page's doc or React page lands, the link becomes live with no menu edit.
 */
export function routeExists(pathname: string): boolean {
  const matches = matchRoutes(routes, pathname);
  const last = matches[matches.length - 1];
  if (!last) {
    return false;
  }
  return last.route.path !== '*' && last.match.isExact && !last.route.routes;
}

