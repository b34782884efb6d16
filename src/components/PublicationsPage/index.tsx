import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useHistory} from '@docusaurus/router';
import Translate, {translate} from '@docusaurus/Translate';
import IconExternalLink from '@theme/Icon/ExternalLink';
import ListPage from '@site/src/components/ListPage';
import StructuredData from '@site/src/components/StructuredData';
import {organizationReference} from '@site/src/data/structuredData';
import {citationText, initialYearCount, type Publication, type PublicationYear} from '@site/src/data/publications';
import {useNumberFormat} from '@site/src/hooks/useNumberFormat';
import styles from './styles.module.css';

/**
 * One APA reference, linking to the publication through its DOI in a new tab (Docusaurus
 * `Link` adds `target="_blank"` and `rel="noopener noreferrer"` to external URLs). The DOI URL
 * that ends the reference is styled as a link so readers see where it leads.
 */
function PublicationReference({publication}: {publication: Publication}): ReactNode {
  return (
    <Link href={publication.url} className={styles.reference}>
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

/** Props of {@link PublicationsPage}, given by the route of the publications plugin. */
export type PublicationsPageProps = {
  /** The publications grouped by year, newest year first (`plugins/publications`). */
  years: PublicationYear[];
};

/**
 * Research Publications (`/know-bay-of-bengal/dive-into-our-research/publications`): the
 * laboratory's papers from `src/data/publications.bib`, grouped by year under headings holding
 * the year alone, newest first. The route and its data come from `plugins/publications`, so the
 * list reaches this page's bundle only. The 5 most recent years show at
 * first; 'See More' reveals every year and moves focus to the first year it revealed; the button
 * then reads 'Back' and returns to the previous page, or folds the list
 * again when the page was opened directly and there is no previous page.
 */
export default function PublicationsPage({years}: PublicationsPageProps): ReactNode {
  const history = useHistory();
  const homeUrl = useBaseUrl('/', {absolute: true});
  const [expanded, setExpanded] = useState(false);
  const firstRevealed = useRef<HTMLHeadingElement>(null);
  const shown = expanded ? years : years.slice(0, initialYearCount);
  const count = years.reduce((total, year) => total + year.publications.length, 0);
  const formatNumber = useNumberFormat();
  const yearText = (year: number | undefined) => (year === undefined ? '' : formatNumber(year, {grouping: false}));

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

  return (
    <ListPage
      title={translate({id: 'publications.title', message: 'Research Publications'})}
      description={translate({
        id: 'publications.description',
        message:
          'Journal articles, conference papers and book chapters by BORL researchers and partners on the Bay of Bengal, newest first, each linked by its DOI.',
      })}
      intro={
        <p className={styles.lead}>
          <Translate
            id="publications.lead"
            values={{count: formatNumber(count), newest: yearText(years[0]?.year), oldest: yearText(years[years.length - 1]?.year)}}>
            {
              '{count} journal articles, conference papers and book chapters by our researchers, students and partners from {oldest} to {newest}, on corals, plankton, hilsa, the Sundarbans, the Swatch of No Ground, water quality, sediments and remote sensing of the Bay of Bengal. Each reference opens the publication through its DOI.'
            }
          </Translate>
        </p>
      }>
      <StructuredData
        data={years.flatMap((year) =>
          year.publications.map((publication) => ({
            '@type': 'ScholarlyArticle',
            name: citationText(publication),
            datePublished: String(publication.year),
            identifier: {'@type': 'PropertyValue', propertyID: 'DOI', value: publication.doi},
            url: publication.url,
            sourceOrganization: organizationReference(homeUrl),
          })),
        )}
      />
      <div id="publication-years">
        {shown.map((group, index) => (
          <section key={group.year} className={styles.year} aria-labelledby={`publications-${group.year}`}>
            <h2
              id={`publications-${group.year}`}
              className={styles.yearHeading}
              ref={index === initialYearCount ? firstRevealed : undefined}
              tabIndex={index === initialYearCount ? -1 : undefined}>
              {yearText(group.year)}
            </h2>
            <ul className={styles.list}>
              {group.publications.map((publication) => (
                <li key={publication.key} className={styles.entry}>
                  <PublicationReference publication={publication} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      {years.length > initialYearCount ? (
        <div className={styles.actions}>
          <button
            type="button"
            className={clsx('button button--primary', styles.toggle)}
            aria-controls={expanded ? undefined : 'publication-years'}
            onClick={onToggle}>
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
