import React, {type ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Translate, {translate} from '@docusaurus/Translate';
import {usePluralForm} from '@docusaurus/theme-common';
import {excerptRuns, type SearchHit} from '@site/src/search/pagefind';
import {sectionForPath} from '@site/src/navigation';
import {useNavigation} from '@site/src/hooks/useNavigation';
import {useNumberFormat} from '@site/src/hooks/useNumberFormat';
import type {SiteSearchState} from './useSiteSearch';
import {searchUnavailableText} from './unavailable';
import styles from './styles.module.css';

export {useSiteSearch, type SiteSearchState} from './useSiteSearch';

export {searchPagePath} from '@site/src/search/pagefind';

/** Pagefind's excerpt with the matched words highlighted (`<mark>`), rendered as text. */
export function Excerpt({excerpt}: {excerpt: string}): ReactNode {
  return <>{excerptRuns(excerpt).map((run, index) => (run.marked ? <mark key={index}>{run.text}</mark> : <React.Fragment key={index}>{run.text}</React.Fragment>))}</>;
}

/**
 * Where a result's page sits in the menus ('Our People', 'Explore BOB Facts'), in the page's
 * language, from its URL; `undefined` for the home page.
 */
export function useSectionOf(): (hit: SearchHit) => string | undefined {
  const tree = useNavigation();
  const baseUrl = useBaseUrl('/');
  return (hit) => sectionForPath(tree, `/${hit.url.startsWith(baseUrl) ? hit.url.slice(baseUrl.length) : hit.url.replace(/^\//, '')}`);
}

/** The text of one result: title, section and excerpt (the caller makes it a link or an option). */
export function HitText({hit, section}: {hit: SearchHit; section: string | undefined}): ReactNode {
  return (
    <>
      <span className={styles.title}>{hit.title}</span>
      {section ? <span className={styles.section}>{section}</span> : null}
      <span className={styles.excerpt}>
        <Excerpt excerpt={hit.excerpt} />
      </span>
    </>
  );
}

/**
 * What a search came to, in one sentence for a live region or under the results: searching,
 * how many pages were found, nothing found, or search unavailable. `null` before any query.
 */
export function useSearchStatusText(state: SiteSearchState): string | null {
  const {selectMessage} = usePluralForm();
  const formatNumber = useNumberFormat();
  switch (state.status) {
    case 'idle':
      return null;
    case 'searching':
      return translate({id: 'search.status.searching', message: 'Searching…', description: 'While search results load'});
    case 'unavailable':
      return searchUnavailableText();
    case 'done':
      return state.total === 0
        ? translate(
            {id: 'search.status.none', message: 'No pages match “{query}”. Check the spelling, try fewer or shorter words, or browse the menus.', description: 'When a search finds nothing'},
            {query: state.query},
          )
        : selectMessage(
            state.total,
            translate(
              {
                id: 'search.status.found',
                message: 'One page found for “{query}”|{count} pages found for “{query}”',
                description: 'Number of search results, in plural forms separated by |; {count} is a number',
              },
              {count: formatNumber(state.total), query: state.query},
            ),
          );
  }
}

/** The 'See all results' entry text of the search box. */
export function SeeAllText({query}: {query: string}): ReactNode {
  return (
    <Translate id="search.seeAll" values={{query}} description="Last entry of the search box's list: opens the results page">
      {'See all results for “{query}”'}
    </Translate>
  );
}
