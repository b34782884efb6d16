import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import {translate} from '@docusaurus/Translate';
import {relationKinds, type RelatedLinks as Related, type RelationKind} from '@site/src/collections';
import {bylineTitle} from '@site/src/components/PersonDesignation';
import {formatDate} from '@site/src/utils/formatDate';
import {formatNumber} from '@site/src/utils/formatNumber';
import {useIntlLocale} from '@site/src/hooks/useIntlLocale';
import styles from './styles.module.css';

/** The heading of the list of one kind of related entry, in the page's language. */
function headingOf(kind: RelationKind): string {
  switch (kind) {
    case 'researchAreas':
      return translate({id: 'related.researchAreas', message: 'Research areas', description: 'Heading of the list of related research areas on a detail page'});
    case 'programs':
      return translate({id: 'related.programs', message: 'Programmes and projects', description: 'Heading of the list of related programmes on a detail page'});
    case 'people':
      return translate({id: 'related.people', message: 'People', description: 'Heading of the list of the people of a programme or research area'});
    case 'publications':
      return translate({id: 'related.publications', message: 'Publications', description: 'Heading of the list of related publications on a detail page'});
    case 'cruises':
      return translate({id: 'related.cruises', message: 'Cruises', description: 'Heading of the list of related cruises on a detail page'});
    case 'datasets':
      return translate({id: 'related.datasets', message: 'Datasets', description: 'Heading of the list of related datasets on a detail page'});
    case 'posts':
      return translate({id: 'related.posts', message: 'Articles and expedition posts', description: "Heading of the list of a person's featured articles and expedition posts"});
  }
}

/** Props of {@link RelatedLinks}. */
export type RelatedLinksProps = {
  /** The entries to list, by kind (a detail route's `related` prop); nothing renders without any. */
  related: Related | undefined;
};

/**
 * The entries linked to a detail page's entry, one titled list per kind in the order of
 * `relationKinds` (research areas, programmes, people, publications, cruises, datasets, posts):
 * each a link to the entry's page, with a person's title or a date in the page's language.
 * Plain links in the HTML, so they work without JavaScript.
 */
export default function RelatedLinks({related}: RelatedLinksProps): ReactNode {
  const locale = useIntlLocale();
  const kinds = relationKinds.filter((kind) => (related?.[kind]?.length ?? 0) > 0);
  if (!related || kinds.length === 0) {
    return null;
  }
  return (
    <div className={styles.related}>
      {kinds.map((kind) => (
        <section key={kind} aria-labelledby={`related-${kind}`} className={styles.section}>
          <Heading as="h2" id={`related-${kind}`} className={styles.heading}>
            {headingOf(kind)}
          </Heading>
          <ul className={styles.list}>
            {(related[kind] ?? []).map((link) => (
              <li key={link.to} className={styles.item}>
                <Link to={link.to} lang={link.lang}>
                  {link.title}
                </Link>
                {link.designation ? <span className={styles.note}>{bylineTitle(link.designation)}</span> : null}
                {link.date ? (
                  <time dateTime={link.date} className={styles.note}>
                    {/^\d{4}$/.test(link.date) ? formatNumber(Number(link.date), locale, {grouping: false}) : formatDate(link.date, locale)}
                  </time>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
