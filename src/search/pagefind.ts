/**
 * The browser side of the site search: Pagefind's search code and index, written by
 * `plugins/search` into each locale's build at `{baseUrl}pagefind/`, loaded only when a visitor
 * starts to search (focuses a search box or opens the results page). The index of a locale
 * holds that locale's pages, so results are always in the language of the page. What is asked of
 * the index for a query is `queryForms.ts`'s (Bengali endings, both kinds of digits).
 */
import {queryForms} from './queryForms';

/**
 * The results page's path (no base URL; the page is `src/pages/search.tsx`); `?q=` carries the
 * query. Left out of the index and the sitemap.
 */
export const searchPagePath = '/search';

/** The folder of each locale's build that holds Pagefind's code and index (written by `plugins/search`). */
export const pagefindFolder = 'pagefind';

/** Pagefind's search code, below a locale's base URL. */
export const pagefindBundlePath = `/${pagefindFolder}/pagefind.js`;

/** The fields of a Pagefind result that the site reads (`result.data()`). */
export type PagefindResultData = {
  /** The page's URL, with the base URL. */
  url: string;
  /** Text around the best match; the matched words wrapped in `<mark>`, other text HTML-escaped. */
  excerpt: string;
  /** `title`: the page's h1. */
  meta: {title?: string};
};

/** One result of a Pagefind search, whose data loads on demand (one small file each). */
export type PagefindResult = {id: string; score: number; data: () => Promise<PagefindResultData>};

/** The part of Pagefind's browser API (`pagefind.js`, one search instance) the site uses. */
export type PagefindApi = {
  options: (options: Record<string, unknown>) => Promise<void>;
  search: (query: string) => Promise<{results: PagefindResult[]}>;
  preload: (query: string) => Promise<void>;
};

/** Pagefind's module: it makes search instances. */
type PagefindModule = {createInstance: (options: {noWorker?: boolean}) => PagefindApi};

/** A result as the search box and the results page show it. */
export type SearchHit = {
  url: string;
  title: string;
  /** Pagefind's excerpt (see {@link PagefindResultData.excerpt}). */
  excerpt: string;
};

/** Words of a result's excerpt. */
export const excerptWords = 24;

const loaded = new Map<string, Promise<PagefindApi>>();

/**
 * Pagefind's options for every search instance. Ranking: a page's length does not lower its
 * score, so a short page about a thing (a person, a fact page) ranks with the long pages that
 * mention it. Result URLs are the pages' own paths, base URL and locale included
 * (`plugins/search` indexes them so), so Pagefind is told to add nothing to them (`baseUrl:
 * '/'`; by default it would prefix the folder of `pagefind.js`, `/bn/` again on Bengali pages).
 */
export const pagefindOptions = {excerptLength: excerptWords, ranking: {pageLength: 0}, baseUrl: '/'};

/**
 * How every search instance is made: on the page's own thread (see {@link loadPagefind}).
 */
const instanceOptions = {noWorker: true};

/**
 * The global under which {@link earlySearchScript} leaves the search instance it started before
 * the page's scripts ran: `{url, api}`, the bundle's address and the instance's promise.
 */
export const earlySearchGlobal = 'borlEarlySearch';

/**
 * The inline script of the results page (`/search?q=…`): when the address holds a query, it
 * loads Pagefind's code, makes the search instance with {@link pagefindOptions}, and searches
 * the query as typed, loading the index chunks and the first `results` results' excerpts, while
 * the page's own scripts are still loading. The page then finds the instance ready
 * ({@link loadPagefind}); its own search (with the query's {@link queryForms}) reuses what the
 * instance has loaded, so the results show as soon as the page has hydrated. Without a query, or
 * where the import fails, it leaves nothing and the page loads Pagefind itself.
 *
 * @param bundleUrl `{baseUrl}pagefind/pagefind.js` of the current locale
 * @param results how many results the page shows at first
 */
export function earlySearchScript(bundleUrl: string, results: number): string {
  return `(function(){var q=(new URLSearchParams(location.search).get('q')||'').trim();if(!q)return;var u=${JSON.stringify(bundleUrl)};var api=import(u).then(function(m){var i=m.createInstance(${JSON.stringify(instanceOptions)});return i.options(${JSON.stringify(pagefindOptions)}).then(function(){i.search(q).then(function(found){return Promise.all(found.results.slice(0,${results}).map(function(r){return r.data();}));}).catch(function(){});return i;});});api.catch(function(){});window[${JSON.stringify(earlySearchGlobal)}]={url:u,api:api};})();`;
}

/**
 * Loads Pagefind's search code from `bundleUrl` once per page session (later calls share it),
 * or takes the instance {@link earlySearchScript} started. The search runs on the page's own
 * thread (`noWorker`): a query takes milliseconds here, and Pagefind's worker script would add
 * 12 KB (compressed) to the first query.
 *
 * @param bundleUrl `{baseUrl}pagefind/pagefind.js` of the current locale
 * @throws (rejects) when the file cannot be loaded, as in `npm start`, which builds no index
 */
export function loadPagefind(bundleUrl: string): Promise<PagefindApi> {
  let api = loaded.get(bundleUrl);
  if (!api) {
    const early = (window as unknown as Record<string, {url: string; api: Promise<PagefindApi>} | undefined>)[earlySearchGlobal];
    api =
      early?.url === bundleUrl
        ? early.api
        : (import(/* webpackIgnore: true */ bundleUrl) as Promise<PagefindModule>).then(async (module) => {
            const instance = module.createInstance(instanceOptions);
            await instance.options(pagefindOptions);
            return instance;
          });
    api.catch(() => loaded.delete(bundleUrl));
    loaded.set(bundleUrl, api);
  }
  return api;
}

/**
 * Searches and loads the first `limit` results. Each of the query's {@link queryForms} is asked
 * (one, or two when it holds digits); a page found by more than one keeps its best score.
 *
 * @returns the number of pages found and the first `limit` of them, best first
 */
export async function searchPages(api: PagefindApi, query: string, limit: number): Promise<{total: number; hits: SearchHit[]}> {
  const answers = await Promise.all(queryForms(query).map((form) => api.search(form)));
  const best = new Map<string, PagefindResult>();
  for (const result of answers.flatMap((answer) => answer.results)) {
    const known = best.get(result.id);
    if (!known || result.score > known.score) {
      best.set(result.id, result);
    }
  }
  const results = [...best.values()].sort((a, b) => b.score - a.score);
  const hits = await Promise.all(
    results.slice(0, limit).map(async (result) => {
      const data = await result.data();
      return {url: data.url, title: data.meta.title ?? data.url, excerpt: data.excerpt};
    }),
  );
  return {total: results.length, hits};
}

/**
 * Pagefind's excerpt as runs of text, `marked` where the query matched. Pagefind escapes the
 * page's text and adds only `<mark>` tags; entities are decoded here, so the runs can be
 * rendered as plain text (never as HTML).
 */
export function excerptRuns(excerpt: string): {text: string; marked: boolean}[] {
  const decode = (text: string) =>
    text.replace(/&(lt|gt|quot|#39|#x27|apos|amp);/g, (_entity, name: string) => ({lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'", apos: "'", amp: '&'})[name] ?? '');
  return excerpt
    .split(/(<mark>.*?<\/mark>)/)
    .filter((part) => part !== '')
    .map((part) => (part.startsWith('<mark>') ? {text: decode(part.slice(6, -7)), marked: true} : {text: decode(part), marked: false}));
}
