/**
 * Where each collection's list page lives. The list pages are React pages at these paths
 * (`src/pages/…`); the collections plugin (`plugins/collections`) adds `{listPath}/{id}` for
 * every entry, and the 404 page (`src/theme/NotFound/Content/sections.ts`) names the
 * collection of an unknown id under them. Paths have no base URL and no trailing slash.
 */
export const collectionRoutes = {
  people: '/who-we-are/about-borl/our-people',
  alumni: '/who-we-are/about-borl/lab-alumni',
  programs: '/what-we-do/understand/programs-and-projects',
  researchAreas: '/what-we-do/understand/area-of-research',
  undergraduate: '/what-we-do/educate/undergraduate',
  graduate: '/what-we-do/educate/graduate',
} as const;

/** A collection that has detail pages. */
export type CollectionName = keyof typeof collectionRoutes;

/**
 * The detail page of an entry: `{listPath}/{id}`. Numeric and string ids give the same path
 * (`3` and `'3'` both give `…/3`), which is how the site matches ids loosely.
 */
export function detailPath(collection: CollectionName, id: string | number): string {
  return `${collectionRoutes[collection]}/${String(id)}`;
}
