import React, {useEffect, useId, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useHistory, useLocation} from '@docusaurus/router';
import Translate, {translate} from '@docusaurus/Translate';
import {usePluralForm} from '@docusaurus/theme-common';
import IconExternalLink from '@theme/Icon/ExternalLink';
import type {ScholarlyArticle} from 'schema-dts';
import ListPage from '@site/src/components/ListPage';
import StructuredData from '@site/src/components/StructuredData';
import {organizationReference} from '@site/src/data/structuredData';
import {detailPath} from '@site/src/collections';
import {initialYearCount, publicationTypes, type PublicationSummary, type PublicationType, type PublicationsPageProps} from '@site/src/data/publications';
import {useNumberFormat} from '@site/src/hooks/useNumberFormat';
import {foldedWhenScriptingClass, scriptOnlyClass} from '@site/src/components/SeeMoreGrid/scripting';
import {publicationTypeLabel} from './typeLabel';
import {filterSearch, filterYears, hasFilters, noFilters, readFilters, type PublicationFilters} from './filters';
import styles from './styles.module.css';
import {useSite} from '@site/src/hooks/useSite';

export type {PublicationsPageProps} from '@site/src/data/publications';

/**
 * One APA reference, linking to the publication through its DOI in a new tab (Docusaurus
 * `Link` adds `target="_blank"` and `rel="noopener noreferrer"` to external URLs). The DOI URL
 * that ends the reference is styled as a link so readers see where it leads. The reference is
 * English whatever the page's language.
 */
function PublicationReference({publication}: {publication: PublicationSummary}): ReactNode {
  return (
    <Link href={publication.url} className={styles.reference} lang="en">
      {publication.citation.map((segment, index) => {
        const at = segment.italic ? -1 : segment.text.lastIndexOf(publication.url);
        const text = at >= 0 ? segment.text.slice(0, at) : segment.text;
        return (
          <React.Fragment key={index}>
            {segment.italic ? <i>{text}</i> : text}
            {at >= 0 ? <span className={styles.doi}>{publication.url}</span> : null}
          </React.Fragment>
        );
      })}
      {/* A word joiner keeps the icon on the line of the URL; its accessible name tells
          screen-reader users that the link opens a new tab. */}
      {'\u2060'}
      <IconExternalLink width={12} height={12} />
    </Link>
  );
}

/** What a filter form needs to show and change the filters. */
type FilterFormProps = {
  filters: PublicationFilters;
  /** The text typed in the free-text box (ahead of the address while typing). */
  query: string;
  onQuery: (query: string) => void;
  onChange: (name: Exclude<keyof PublicationFilters, 'q'>, value: string) => void;
  onReset: () => void;
  years: number[];
  options: PublicationsPageProps['filterOptions'];
  /** How many publications pass the filters. */
  count: number;
  /** Whether the fields show (a disclosure, so that the list is not pushed below a phone's screen). */
  open: boolean;
  onOpen: (open: boolean) => void;
};

/**
 * The filters: free text, year, type, research area and lab member, in a fieldset inside a
 * disclosure ('Filter publications', open when a filter is set); the number of matching
 * publications in a polite live region, and a button that clears the filters.
 * Until the page runs, the form is invisible but keeps its place, so that the list does not move
 * when it appears; without JavaScript (it could not filter) it is left out, and a note says that
 * the list below is complete.
 */
function FilterForm({filters, query, onQuery, onChange, onReset, years, options, count, open, onOpen}: FilterFormProps): ReactNode {
  const id = useId();
  const legend = translate({id: 'publications.filters.legend', message: 'Filter publications', description: 'Heading of the publication filters'});
  const formatNumber = useNumberFormat();
  const {selectMessage} = usePluralForm();
  const select = (name: Exclude<keyof PublicationFilters, 'q'>, label: string, all: string, choices: {value: string; label: string}[]) => (
    <div className={styles.field}>
      <label htmlFor={`${id}-${name}`} className={styles.label}>
        {label}
      </label>
      <select id={`${id}-${name}`} name={name} className={styles.input} value={filters[name]} onChange={(event) => onChange(name, event.target.value)}>
        <option value="">{all}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <div className={styles.filterArea}>
      <noscript>
        <p className={styles.noScript}>
          <Translate id="publications.filters.noScript" description="Shown instead of the publication filters when JavaScript is off">
            Every publication is listed below, newest year first. Filtering the list needs JavaScript.
          </Translate>
        </p>
      </noscript>
      <form className={styles.filters} role="search" aria-labelledby={`${id}-legend`} onSubmit={(event) => event.preventDefault()}>
        <details className={styles.disclosure} open={open} onToggle={(event) => onOpen(event.currentTarget.open)}>
          <summary id={`${id}-legend`} className={styles.disclosureLabel}>
            {legend}
          </summary>
          <fieldset className={styles.fieldset}>
            <legend className="sr-only">{legend}</legend>
            <div className={styles.fields}>
              <div className={clsx(styles.field, styles.textField)}>
                <label htmlFor={`${id}-q`} className={styles.label}>
                  <Translate id="publications.filters.text" description="Label of the free-text filter of publications">
                    Words in the reference
                  </Translate>
                </label>
                <input
                  id={`${id}-q`}
                  name="q"
                  type="search"
                  className={styles.input}
                  value={query}
                  onChange={(event) => onQuery(event.target.value)}
                  aria-describedby={`${id}-q-hint`}
                  autoComplete="off"
                />
                <span id={`${id}-q-hint`} className={styles.hint}>
                  <Translate id="publications.filters.textHint" description="Hint under the free-text filter of publications">
                    Author, title, journal or DOI
                  </Translate>
                </span>
              </div>
              {select(
                'year',
                translate({id: 'publications.filters.year', message: 'Year', description: 'Label of the year filter of publications'}),
                translate({id: 'publications.filters.allYears', message: 'All years', description: 'No year filter'}),
                years.map((year) => ({value: String(year), label: formatNumber(year, {grouping: false})})),
              )}
              {select(
                'type',
                translate({id: 'publications.filters.type', message: 'Type', description: 'Label of the type filter of publications'}),
                translate({id: 'publications.filters.allTypes', message: 'All types', description: 'No type filter'}),
                (Object.keys(publicationTypes) as PublicationType[]).map((type) => ({value: type, label: publicationTypeLabel(type)})),
              )}
              {select(
                'area',
                translate({id: 'publications.filters.area', message: 'Research area', description: 'Label of the research-area filter of publications'}),
                translate({id: 'publications.filters.allAreas', message: 'All research areas', description: 'No research-area filter'}),
                options.researchAreas.map((area) => ({value: area.id, label: area.name})),
              )}
              {select(
                'person',
                translate({id: 'publications.filters.person', message: 'Lab member', description: 'Label of the author filter of publications (people of the laboratory)'}),
                translate({id: 'publications.filters.allPeople', message: 'All lab members', description: 'No author filter'}),
                options.people.map((person) => ({value: person.id, label: person.name})),
              )}
            </div>
          </fieldset>
        </details>
        <div className={styles.summary}>
          <p role="status" className={styles.count}>
            {selectMessage(
              count,
              translate(
                {
                  id: 'publications.filters.count',
                  message: 'One publication|{count} publications',
                  description: 'How many publications pass the filters (plural forms separated by |)',
                },
                {count: formatNumber(count)},
              ),
            )}
          </p>
          {hasFilters(filters) ? (
            <button type="button" className="button button--sm button--outline button--primary" onClick={onReset}>
              <Translate id="publications.filters.reset" description="Button that clears every publication filter">
                Clear filters
              </Translate>
            </button>
          ) : null}
        </div>
      </form>
    </div>
  );
}

/**
 * Research Publications (`/know-bay-of-bengal/dive-into-our-research/publications`): the
 * laboratory's papers from `content/publications.bib`, grouped by year under headings holding
 * the year alone, newest first; each reference opens the paper through its DOI in a new tab,
 * and a 'Cite / details' link leads to the publication's own page. The route and its data come
 * from `plugins/publications`, so the list reaches this page's bundle only.
 *
 * The 5 most recent years show at first; 'See More' reveals every year and moves focus to the
 * first year it revealed; the button then reads 'Back' and returns to the previous page, or
 * folds the list again when the page was opened directly and there is no previous page.
 *
 * Filters (free text, year, type, research area, lab member; see `./filters.ts`) live in the
 * address (`?q=&year=&type=&area=&person=`), so a filtered list can be shared, and Back and
 * Forward restore earlier filters. While a filter is set, every matching year shows. Every year
 * is in the HTML the build writes: without JavaScript the page lists them all and shows no
 * 'See More'; with JavaScript the years beyond the first 5 are hidden from the first paint by the
 * stylesheet and left out once the page runs, so nothing moves when it hydrates.
 */
export default function PublicationsPage({years, filterOptions}: PublicationsPageProps): ReactNode {
  const history = useHistory();
  const location = useLocation();
  const isBrowser = useIsBrowser();
  const {withBaseUrl} = useBaseUrlUtils();
  const homeUrl = withBaseUrl('/', {absolute: true});
  const site = useSite();
  const [expanded, setExpanded] = useState(false);
  const firstRevealed = useRef<HTMLHeadingElement>(null);
  const formatNumber = useNumberFormat();
  const yearText = (year: number | undefined) => (year === undefined ? '' : formatNumber(year, {grouping: false}));

  // The server's HTML knows no query string: filters apply once the page runs in the browser.
  const filters = isBrowser ? readFilters(location.search) : noFilters;
  const filtering = hasFilters(filters);
  // The free-text box runs ahead of the address while the visitor types; when the address
  // changes otherwise (Back, Forward, a shared link), the box takes the address's text.
  const [query, setQuery] = useState(filters.q);
  const [addressQuery, setAddressQuery] = useState(filters.q);
  if (addressQuery !== filters.q) {
    setAddressQuery(filters.q);
    if (query.trim() !== filters.q) {
      setQuery(filters.q);
    }
  }

  // The disclosure opens by itself when the address brings filters (a shared link, Back); the
  // visitor may close it again.
  const [filtersOpen, setFiltersOpen] = useState(false);
  const search = filterSearch(filters);
  const [seenSearch, setSeenSearch] = useState(search);
  if (search !== seenSearch) {
    setSeenSearch(search);
    if (filtering) {
      setFiltersOpen(true);
    }
  }

  const matching = filterYears(years, filters);
  const folded = !expanded && !filtering;
  // The server and the hydrating browser render every year, those beyond the first hidden by CSS
  // when scripting is on; once the page runs, folded years leave it.
  const shown = folded && isBrowser ? matching.slice(0, initialYearCount) : matching;
  const total = years.reduce((sum, year) => sum + year.publications.length, 0);
  const count = matching.reduce((sum, year) => sum + year.publications.length, 0);

  useEffect(() => {
    if (expanded) {
      firstRevealed.current?.focus();
    }
  }, [expanded]);

  const onToggle = () => {
    if (!expanded) {
      setExpanded(true);
    } else if (window.history.length > 1) {
      history.goBack();
    } else {
      setExpanded(false);
    }
  };

  // A choice is a step Back can undo; typing replaces the address, so that Back does not
  // replay every keystroke.
  const go = (next: PublicationFilters, replace: boolean) => {
    const target = {pathname: location.pathname, search: filterSearch(next), hash: location.hash};
    if (replace) {
      history.replace(target);
    } else {
      history.push(target);
    }
  };

  return (
    <ListPage
      title={translate({id: 'publications.title', message: 'Research Publications'})}
      description={translate({
        id: 'publications.description',
        message: 'Journal articles, conference papers and book chapters by BORL researchers and partners on the Bay of Bengal, newest first, each linked by its DOI.',
      })}
      intro={
        <p className={styles.lead}>
          <Translate id="publications.lead" values={{count: formatNumber(total), newest: yearText(years[0]?.year), oldest: yearText(years[years.length - 1]?.year)}}>
            {
              '{count} journal articles, conference papers and book chapters by our researchers, students and partners from {oldest} to {newest}, on corals, plankton, hilsa, the Sundarbans, the Swatch of No Ground, water quality, sediments and remote sensing of the Bay of Bengal. Each reference opens the publication through its DOI.'
            }
          </Translate>
        </p>
      }>
      <StructuredData
        data={years.flatMap((year) =>
          year.publications.map((publication): ScholarlyArticle => ({
            '@type': 'ScholarlyArticle',
            name: publication.title,
            headline: publication.title,
            author: publication.authors.map((author) => ({
              '@type': 'Person',
              name: author.name,
              ...(author.personId ? {url: withBaseUrl(detailPath('people', author.personId), {absolute: true})} : {}),
            })),
            datePublished: String(publication.year),
            identifier: {'@type': 'PropertyValue', propertyID: 'DOI', value: publication.doi},
            url: withBaseUrl(detailPath('publications', publication.key), {absolute: true}),
            sameAs: publication.url,
            // The paper's language, as on its own page; not the page's.
            inLanguage: 'en',
            sourceOrganization: organizationReference(homeUrl, site) as ScholarlyArticle['sourceOrganization'],
          })),
        )}
      />
      <FilterForm
        filters={filters}
        query={query}
        onQuery={(typed) => {
          setQuery(typed);
          go({...filters, q: typed}, true);
        }}
        onChange={(name, value) => go({...filters, [name]: value}, false)}
        onReset={() => {
          setQuery('');
          go(noFilters, false);
        }}
        years={years.map((year) => year.year)}
        options={filterOptions}
        count={count}
        open={filtersOpen}
        onOpen={setFiltersOpen}
      />
      {matching.length === 0 ? (
        <div className={styles.noMatch}>
          <p>
            <Translate id="publications.filters.none" description="When no publication passes the filters">
              No publications match these filters.
            </Translate>
          </p>
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              setQuery('');
              go(noFilters, false);
            }}>
            <Translate id="publications.filters.showAll" description="Button that clears the filters when nothing matches">
              Show all publications
            </Translate>
          </button>
        </div>
      ) : null}
      <div id="publication-years">
        {shown.map((group, index) => (
          <section key={group.year} className={clsx(styles.year, folded && index >= initialYearCount && foldedWhenScriptingClass)} aria-labelledby={`publications-${group.year}`}>
            <h2 id={`publications-${group.year}`} className={styles.yearHeading} ref={index === initialYearCount ? firstRevealed : undefined} tabIndex={index === initialYearCount ? -1 : undefined}>
              {yearText(group.year)}
            </h2>
            <ul className={styles.list}>
              {group.publications.map((publication) => (
                <li key={publication.key} className={styles.entry}>
                  <PublicationReference publication={publication} />
                  <Link to={detailPath('publications', publication.key)} className={styles.details}>
                    <Translate id="publications.details" description="Link from a reference to the publication's own page">
                      Cite / details
                    </Translate>
                    <span className="sr-only" lang="en">
                      {`: ${publication.title}`}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      {!filtering && years.length > initialYearCount ? (
        <div className={clsx(styles.actions, scriptOnlyClass)}>
          <button type="button" className={clsx('button button--primary', styles.toggle)} aria-controls={expanded ? undefined : 'publication-years'} onClick={onToggle}>
            {expanded ? (
              <Translate id="publications.back" description="Button that returns to the previous page">
                Back
              </Translate>
            ) : (
              <Translate id="publications.seeMore" description="Button that reveals every year of publications">
                See More
              </Translate>
            )}
          </button>
        </div>
      ) : null}
    </ListPage>
  );
}
