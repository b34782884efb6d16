import {useEffect, useRef, useState} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {loadPagefind, pagefindBundlePath, searchPages, type PagefindApi, type SearchHit} from '@site/src/search/pagefind';

/** Where a search stands, for the search box and the results page. */
export type SiteSearchState =
  /** Nothing asked yet (or the query is blank). */
  | {status: 'idle'}
  /** The index or the results are loading. */
  | {status: 'searching'}
  /** Results for `query`: `total` pages match, `hits` are the first of them, best first. */
  | {status: 'done'; query: string; total: number; hits: SearchHit[]}
  /** The index cannot be loaded: `npm start` builds none, or the network failed. */
  | {status: 'unavailable'};

/** Milliseconds of typing pause before a query runs. */
export const searchDelayMs = 150;

/** The last answer: for which query and limit, and what came back. */
type Answer = {query: string; limit: number; found: {total: number; hits: SearchHit[]} | 'failed'};

/**
 * Runs the site search for `query` once `active` is true (the visitor focused a search box, or
 * opened the results page): loads Pagefind's code and index for the page's locale on first
 * use, then searches each query after a {@link searchDelayMs} pause. While a new query runs,
 * the previous results stay in view; answers to queries typed over are dropped.
 *
 * @param limit how many results to load in full (title and excerpt)
 * @param delayMs the pause before a query runs: {@link searchDelayMs} for a box searched as the
 *   visitor types, 0 for a query that comes whole (the results page's address)
 */
export function useSiteSearch(query: string, limit: number, active: boolean, delayMs: number = searchDelayMs): SiteSearchState {
  const bundleUrl = useBaseUrl(pagefindBundlePath);
  const [api, setApi] = useState<PagefindApi | 'failed'>();
  const [answer, setAnswer] = useState<Answer>();
  const latest = useRef(0);
  const trimmed = query.trim();

  useEffect(() => {
    if (active && !api) {
      loadPagefind(bundleUrl).then(setApi, () => setApi('failed'));
    }
  }, [active, api, bundleUrl]);

  useEffect(() => {
    const ticket = ++latest.current;
    if (trimmed === '' || !api || api === 'failed') {
      return undefined;
    }
    const timer = window.setTimeout(() => {
      const settle = (found: Answer['found']) => {
        if (ticket === latest.current) {
          setAnswer({query: trimmed, limit, found});
        }
      };
      searchPages(api, trimmed, limit).then(settle, () => settle('failed'));
    }, delayMs);
    return () => window.clearTimeout(timer);
  }, [api, trimmed, limit, delayMs]);

  if (trimmed === '') {
    return {status: 'idle'};
  }
  if (api === 'failed' || (answer?.query === trimmed && answer.found === 'failed')) {
    return {status: 'unavailable'};
  }
  if (answer && answer.found !== 'failed') {
    return {status: 'done', query: answer.query, ...answer.found};
  }
  return {status: 'searching'};
}
