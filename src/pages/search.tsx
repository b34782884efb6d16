import React, {useState, type FormEvent, type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {useHistory, useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Head from '@docusaurus/Head';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {HitText, useSearchStatusText, useSectionOf, useSiteSearch} from '@site/src/components/SiteSearch';
import {earlySearchScript, pagefindBundlePath} from '@site/src/search/pagefind';
import styles from './search.module.css';

/** Results shown at first, and added by each 'More results'. */
export const resultsPerStep = 20;

/** The query of the page's address (`?q=…`), '' when absent. */
function queryOf(search: string): string {
  return new URLSearchParams(search).get('q') ?? '';
}

/**
 * The full results page, `/search?q=…`: a search form, the number of pages found, then each
 * page's title (a link), section and highlighted excerpt, twenty at a time. The address carries
 * the query, so a search can be shared or bookmarked, and Back returns to earlier queries.
 * Results come from the index of the page's language.
 */
export default function SearchPage(): ReactNode {
  const location = useLocation();
  const history = useHistory();
  // The server-rendered page knows no query: read it once hydrated, so the first render matches.
  const isBrowser = useIsBrowser();
  const addressQuery = isBrowser ? queryOf(location.search) : '';
  const [query, setQuery] = useState(addressQuery);
  const [limit, setLimit] = useState(resultsPerStep);
  // The address drives the search (typing in the box searches on submit, so the address and
  // the results always agree); Back and Forward change the address, and so the box.
  const [shownQuery, setShownQuery] = useState(addressQuery);
  if (shownQuery !== addressQuery) {
    setShownQuery(addressQuery);
    setQuery(addressQuery);
    setLimit(resultsPerStep);
  }
  // The address's query comes whole: it runs at once, on the instance the page's inline script
  // started loading before hydration (earlySearchScript).
  const state = useSiteSearch(addressQuery, limit, true, 0);
  const bundleUrl = useBaseUrl(pagefindBundlePath);
  const status = useSearchStatusText(state);
  const sectionOf = useSectionOf();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    history.push({pathname: location.pathname, search: query.trim() === '' ? '' : `?q=${encodeURIComponent(query.trim())}`});
  };

  const title = translate({id: 'search.page.title', message: 'Search the site', description: 'Title and heading of the search results page'});
  const label = translate({id: 'search.label', message: 'Search', description: 'Accessible name and placeholder of the search box'});
  return (
    <Layout
      title={addressQuery ? translate({id: 'search.page.titleWithQuery', message: 'Search results for “{query}”', description: 'Title of the results page for a query'}, {query: addressQuery}) : title}
      description={translate({
        id: 'search.page.description',
        message: 'Search every page of the laboratory’s website: people, research, news, publications and Bay of Bengal facts.',
        description: 'Description of the search page',
      })}>
      {/* In the built page only (not even the first render in the browser): the browser would
          block the script added again once hydrated, whose text differs from the minified one
          the page's policy allows. */}
      {!ExecutionEnvironment.canUseDOM && (
        <Head>
          <script>{earlySearchScript(bundleUrl, resultsPerStep)}</script>
        </Head>
      )}
      <main className={`container margin-vert--lg ${styles.page}`}>
        <Heading as="h1">{title}</Heading>
        <form role="search" method="get" className={styles.form} onSubmit={onSubmit}>
          <label htmlFor="search-page-query" className="sr-only">
            {label}
          </label>
          <input
            id="search-page-query"
            type="search"
            name="q"
            className={styles.input}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={label}
            autoComplete="off"
            enterKeyHint="search"
          />
          <button type="submit" className="button button--primary">
            {label}
          </button>
        </form>
        <noscript>
          <p className={styles.message}>
            <Translate id="search.page.noscript" description="Shown on the search page when JavaScript is off">
              Search needs JavaScript, which is turned off in this browser. Every page can also be reached from the menus at the top of the page.
            </Translate>
          </p>
        </noscript>
        <p role="status" className={styles.message}>
          {status}
        </p>
        {state.status === 'done' && state.hits.length > 0 ? (
          <>
            <ol className={styles.results}>
              {state.hits.map((hit) => (
                <li key={hit.url} className={styles.result}>
                  <Link to={hit.url} className={styles.link}>
                    <HitText hit={hit} section={sectionOf(hit)} />
                  </Link>
                </li>
              ))}
            </ol>
            {state.total > state.hits.length ? (
              <button type="button" className="button button--secondary" onClick={() => setLimit((current) => current + resultsPerStep)}>
                <Translate id="search.page.more" description="Button that shows more search results">
                  More results
                </Translate>
              </button>
            ) : null}
          </>
        ) : null}
      </main>
    </Layout>
  );
}
