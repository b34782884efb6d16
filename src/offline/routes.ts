/**
 * Which of the site's requests the service worker (`src/offline/serviceWorker.ts`) keeps for
 * reading offline, and how: the one table of its routes, read by the worker and by its tests.
 *
 * - `page`: a page of the site (a navigation), network first with a 3 s timeout, then the copy
 *   kept when it was last read; offline and never read, the offline page of its language.
 * - `asset`: the build's scripts and styles, whose names carry a hash of their content: cache
 *   first (a new build has new names).
 * - `image`: the site's images (the AVIF, WebP or JPEG copy the browser chose) and its fonts,
 *   cache first, kept 30 days at most.
 * - `data`: a data set's CSV file, its data package and its charts, from the cache while a fresh
 *   copy is fetched (a new build may redraw them under the same name).
 * - `search`: the search index, as much of it as the visitor's queries fetched: its hashed parts
 *   cache first; `search-entry`, its script and entry file, from the cache while a fresh copy is
 *   fetched.
 * - `none`: everything else, never kept: other sites (the form's service, map tiles, the shared
 *   calendar), the web editor (`/admin/`), the worker itself, the intro video, feeds and files
 *   for machines.
 */

/** The worker's address below the site's base URL; its scope is the whole site, every language. */
export const serviceWorkerPath = '/sw.js';

/** The offline page of each locale, below its base URL (`src/pages/offline.tsx`). */
export const offlinePagePath = '/offline';

/** The offline page's one script, below the site's base URL (`src/offline/offlinePage.ts`). */
export const offlineScriptPath = '/offline.js';

/**
 * The attribute of the offline page's `<main>`: the page template leaves out the site's scripts
 * on a page that has it (`src/config/ssrTemplate.ts`), and the offline script finds its list by it.
 */
export const offlinePageMarker = 'data-offline-page';

/**
 * The list of what "Save for offline" stores for each cruise and data set page, written by the
 * build (`plugins/offline`): below the site's base URL, in `data/` so the worker keeps it too.
 */
export const offlineSavesPath = '/data/offline-saves.json';

/**
 * The coastline the site's maps draw under their tiles, so that offline they still show the
 * coast (`src/components/MapFrame`): Natural Earth's land around the Bay, written by the build.
 */
export const coastPath = '/data/coast.geojson';

/** What "Save for offline" stores for one page: the addresses, and their size in bytes as stored. */
export type OfflineSave = {files: string[]; bytes: number};

/**
 * The message a page sends the worker to keep pages and files it did not fetch through it: `{type,
 * pages, files}`, addresses (`src/clientModules/serviceWorker.ts`).
 */
export const keepMessageType = 'borl-keep';

/** How the service worker handles a request (see the module comment). */
export type CacheRoute = 'page' | 'asset' | 'image' | 'data' | 'search' | 'search-entry' | 'none';

/** The caches the worker keeps at run time, by route; their number of entries is bounded. */
export const runtimeCaches = {
  page: {name: 'borl-pages', maxEntries: 200},
  asset: {name: 'borl-assets', maxEntries: 300},
  image: {name: 'borl-images', maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60},
  data: {name: 'borl-data', maxEntries: 200},
  search: {name: 'borl-search', maxEntries: 300},
  'search-entry': {name: 'borl-search-entry', maxEntries: 10},
} as const;

/**
 * The cache of what a visitor saved for reading at sea ("Save for offline" on a cruise or data
 * set page): kept until the visitor removes it, never trimmed by the worker.
 */
export const savedCache = 'borl-saved';

/** How long a page waits for the network before it is read from the cache, in seconds. */
export const pageNetworkTimeoutSeconds = 3;

/** What the worker knows of the site: its origin, its base URL (`/`, `/borl/`) and the web editor's folder. */
export type SiteScope = {origin: string; baseUrl: string; editorFolder: string};

/** The parts of a request a route depends on. */
export type RequestFacts = {url: URL; mode: string; destination: string};

/** File endings of images the site serves. */
const imageFile = /\.(avif|webp|jpe?g|png|gif|svg|ico)$/i;

/**
 * The route of one request ({@link CacheRoute}).
 *
 * @param request its address, its mode (`navigate` for a page) and destination (`image`, `script`, …)
 * @param site the site's origin, base URL and editor folder
 */
export function cacheRouteOf({url, mode, destination}: RequestFacts, {origin, baseUrl, editorFolder}: SiteScope): CacheRoute {
  if (url.origin !== origin || !url.pathname.startsWith(baseUrl)) return 'none';
  const path = url.pathname.slice(baseUrl.length - 1);
  if (path === `/${editorFolder}` || path.startsWith(`/${editorFolder}/`) || path === serviceWorkerPath) return 'none';
  if (mode === 'navigate') return 'page';
  if (/^(\/[a-z]{2})?\/assets\//.test(path)) return 'asset';
  if (/^(\/[a-z]{2})?\/pagefind\//.test(path)) return /\/pagefind\/(index|fragment|filter)\/|\.pf_meta$/.test(path) ? 'search' : 'search-entry';
  if (/^(\/[a-z]{2})?\/data\//.test(path)) return 'data';
  if (destination === 'image' || destination === 'font' || (/^(\/[a-z]{2})?\/img\//.test(path) && imageFile.test(path)) || /^(\/[a-z]{2})?\/fonts\/.*\.woff2$/.test(path)) return 'image';
  return 'none';
}

/**
 * The offline page a page of `url` falls back to: the page of the locale whose base URL the
 * address is under (the longest that matches), else the default locale's.
 *
 * @param offlinePages each locale's base URL (`/borl/`, `/borl/bn/`) and its offline page's address
 */
export function offlinePageFor(url: URL, offlinePages: readonly {baseUrl: string; page: string}[]): string | undefined {
  const matching = offlinePages.filter(({baseUrl}) => url.pathname === baseUrl.replace(/\/$/, '') || url.pathname.startsWith(baseUrl));
  return [...matching].sort((a, b) => b.baseUrl.length - a.baseUrl.length)[0]?.page ?? offlinePages[0]?.page;
}
