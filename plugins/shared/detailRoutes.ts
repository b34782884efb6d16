/**
 * Adds one pre-rendered route per entry of a collection (`{basePath}/{id}`), for the local
 * plugins that turn typed collections into list and detail pages.
 *
 * Each route renders `component` with the entry as its `entry` prop (serialised to a JSON
 * module by Docusaurus, so only that entry's data reaches the page's bundle). An unknown id has
 * no route: the static host answers with `404.html`, whose content names the section (see
 * `src/theme/NotFound/Content/sections.ts`).
 */
import type {PluginContentLoadedActions} from '@docusaurus/types';

/** What {@link addDetailRoutes} needs. */
export type DetailRoutesSpec<Entry> = {
  /** List page path without trailing slash, e.g. `/who-we-are/about-borl/our-people`. */
  basePath: string;
  /** Component path, e.g. `@site/src/components/PersonPage`. */
  component: string;
  /** The collection; ids become the last path segment (`String(id)`). */
  entries: readonly Entry[];
  /** The entry's id (string or number). */
  idOf: (entry: Entry) => string | number;
};

/** Adds `{basePath}/{id}` for every entry; throws on a duplicate or unsafe id. */
export function addDetailRoutes<Entry>(actions: PluginContentLoadedActions, spec: DetailRoutesSpec<Entry>): void {
  const seen = new Set<string>();
  for (const entry of spec.entries) {
    const id = String(spec.idOf(entry));
    if (!/^[A-Za-z0-9_-]+$/.test(id)) {
      throw new Error(`${spec.basePath}: id "${id}" may only contain letters, digits, "-" and "_"`);
    }
    if (seen.has(id)) {
      throw new Error(`${spec.basePath}: duplicate id "${id}"`);
    }
    seen.add(id);
    actions.addRoute({
      path: `${spec.basePath}/${id}`,
      component: spec.component,
      exact: true,
      props: {entry},
    });
  }
}
