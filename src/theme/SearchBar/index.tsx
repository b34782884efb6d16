/**
 * The navbar's search box (the theme's `search` navbar item renders `@theme/SearchBar`; no
 * search plugin provides one, so this is the site's own). A WAI-ARIA combobox: typing lists the
 * best pages under the box (title, section and highlighted excerpt), the arrow keys move
 * through them, Enter opens the chosen one (or, with none chosen, the full results page),
 * Escape closes the list and, pressed again, clears the box. Without JavaScript the box is a
 * plain form that opens the results page.
 *
 * Nothing of the search (Pagefind's code, its index) loads before the box gets the focus.
 */
import React, {useId, useState, type FormEvent, type KeyboardEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {translate} from '@docusaurus/Translate';
import {HitText, SeeAllText, searchPagePath, useSearchStatusText, useSectionOf, useSiteSearch} from '@site/src/components/SiteSearch';
import styles from './styles.module.css';

/** How many pages the list under the box shows before 'See all results'. */
export const searchBoxResults = 3;

export default function SearchBar(): ReactNode {
  const id = useId();
  const listId = `${id}-results`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const history = useHistory();
  const resultsPage = useBaseUrl(searchPagePath);
  const sectionOf = useSectionOf();
  const [query, setQuery] = useState('');
  const [used, setUsed] = useState(false);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const state = useSiteSearch(query, searchBoxResults, used);
  const status = useSearchStatusText(state);

  const trimmed = query.trim();
  const hits = state.status === 'done' ? state.hits : [];
  const seeAllUrl = `${resultsPage}?q=${encodeURIComponent(trimmed)}`;
  // The options: the results, then 'See all results' (once there is a query).
  const optionUrls = trimmed === '' ? [] : [...hits.map((hit) => hit.url), seeAllUrl];
  const expanded = open && trimmed !== '';

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const go = (url: string) => {
    close();
    history.push(url);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!expanded) {
        setOpen(true);
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => Math.max(-1, Math.min(optionUrls.length - 1, current + step)));
    } else if (event.key === 'Escape') {
      // A search field would clear itself on Escape; the first Escape only closes the list.
      event.preventDefault();
      if (expanded) {
        close();
      } else {
        setQuery('');
      }
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      go(optionUrls[active]!);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (trimmed !== '') {
      go(seeAllUrl);
    }
  };

  const label = translate({id: 'search.label', message: 'Search', description: 'Accessible name and placeholder of the search box'});
  return (
    <form
      role="search"
      action={resultsPage}
      method="get"
      className={clsx('navbar__search', styles.search)}
      onSubmit={onSubmit}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
          close();
        }
      }}>
      <input
        type="search"
        name="q"
        className={clsx('navbar__search-input', styles.input)}
        role="combobox"
        aria-label={label}
        placeholder={label}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        enterKeyHint="search"
        value={query}
        onFocus={() => {
          setUsed(true);
          setOpen(true);
        }}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
      />
      <div className={styles.popup} hidden={!expanded}>
        <ul role="listbox" id={listId} aria-label={translate({id: 'search.results', message: 'Search results', description: 'Accessible name of the list of search results'})} className={styles.list}>
          {expanded
            ? optionUrls.map((url, index) => {
                const hit = hits[index];
                return (
                  <li key={url} id={optionId(index)} role="option" aria-selected={index === active} className={clsx(styles.option, index === active && styles.active)}>
                    <Link to={url} tabIndex={-1} className={styles.link} onMouseDown={(event) => event.preventDefault()} onClick={close}>
                      {hit ? <HitText hit={hit} section={sectionOf(hit)} /> : <SeeAllText query={trimmed} />}
                    </Link>
                  </li>
                );
              })
            : null}
        </ul>
        {status && !(state.status === 'done' && state.total > 0) ? <p className={styles.message}>{status}</p> : null}
      </div>
      <div role="status" className="sr-only">
        {expanded ? status : null}
      </div>
    </form>
  );
}
