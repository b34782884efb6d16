import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import type {Book, Periodical, Person, PublicationIssue, PublicationVolume, ScholarlyArticle} from 'schema-dts';
import SideMenuLayout from '@site/src/components/SideMenuLayout';
import BackButton from '@site/src/components/BackButton';
import StructuredData from '@site/src/components/StructuredData';
import {NewTabMark} from '@site/src/components/Card';
import {publicationTypeLabel} from '@site/src/components/PublicationsPage/typeLabel';
import {detailPath} from '@site/src/collections';
import {organizationReference} from '@site/src/data/structuredData';
import {citationText, type NamedLink, type Publication, type PublicationLinkKind, type PublicationPageProps} from '@site/src/data/publications';
import {metaDescription} from '@site/src/utils/metaDescription';
import {useNumberFormat} from '@site/src/hooks/useNumberFormat';
import CiteBox from './CiteBox';
import ScholarMeta, {pageBounds} from './ScholarMeta';
import styles from './styles.module.css';
import {useSite} from '@site/src/hooks/useSite';

export type {PublicationPageProps} from '@site/src/data/publications';

/** Where a publication appeared, as schema.org describes it: the issue, volume and journal, or the book. */
function containerOf(publication: Publication): ScholarlyArticle['isPartOf'] {
  if (publication.type !== 'article') {
    const book: Book = {'@type': 'Book', name: publication.venue};
    return publication.publisher ? {...book, publisher: {'@type': 'Organization', name: publication.publisher}} : book;
  }
  const periodical: Periodical = {'@type': 'Periodical', name: publication.venue};
  const volume: PublicationVolume | Periodical = publication.volume ? {'@type': 'PublicationVolume', volumeNumber: publication.volume, isPartOf: periodical} : periodical;
  if (!publication.issue) {
    return volume;
  }
  const issue: PublicationIssue = {'@type': 'PublicationIssue', issueNumber: publication.issue, isPartOf: volume};
  return issue;
}

/**
 * The publication as a schema.org ScholarlyArticle (typed with schema-dts): title, authors
 * (members of the laboratory with the address of their page), date, where it appeared, pages,
 * DOI, abstract and the page's own address.
 */
function useScholarlyArticle(publication: Publication): ScholarlyArticle {
  const {withBaseUrl} = useBaseUrlUtils();
  const site = useSite();
  const {first, last} = pageBounds(publication.pages);
  return {
    '@type': 'ScholarlyArticle',
    name: publication.title,
    headline: publication.title,
    author: publication.authors.map((author): Person => ({
      '@type': 'Person',
      name: author.name,
      ...(author.personId ? {url: withBaseUrl(detailPath('people', author.personId), {absolute: true})} : {}),
    })),
    datePublished: publication.date,
    isPartOf: containerOf(publication),
    pagination: publication.pages,
    pageStart: first,
    ...(last ? {pageEnd: last} : {}),
    identifier: {'@type': 'PropertyValue', propertyID: 'DOI', value: publication.doi},
    sameAs: publication.url,
    ...(publication.abstract ? {abstract: publication.abstract} : {}),
    inLanguage: 'en',
    url: withBaseUrl(detailPath('publications', publication.key), {absolute: true}),
    sourceOrganization: organizationReference(withBaseUrl('/', {absolute: true}), site) as ScholarlyArticle['sourceOrganization'],
  };
}

/** The names of links to the paper's files, in the page's language. */
function linkLabel(kind: PublicationLinkKind): string {
  switch (kind) {
    case 'pdf':
      return translate({id: 'publication.link.pdf', message: 'PDF', description: 'Link to the open-access PDF of a publication'});
    case 'data':
      return translate({id: 'publication.link.data', message: 'Data', description: "Link to a publication's data set"});
    case 'code':
      return translate({id: 'publication.link.code', message: 'Code', description: "Link to a publication's code"});
  }
}

/** A list of related entries (programmes, research areas, cruises) under a heading with the given id and text; nothing when empty. */
function Related({id, title, items}: {id: string; title: string; items: readonly NamedLink[]}): ReactNode {
  if (items.length === 0) {
    return null;
  }
  return (
    <section className={styles.related} aria-labelledby={id}>
      <Heading as="h2" id={id} className={styles.relatedHeading}>
        {title}
      </Heading>
      <ul className={styles.relatedList}>
        {items.map((item) => (
          <li key={item.id}>{item.path ? <Link to={item.path}>{item.name}</Link> : item.name}</li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The page of one publication (`{Publications list}/{citation key}`), added by
 * `plugins/publications` with that publication alone as props: the title, the authors (members
 * of the laboratory linked to their pages), where and when it appeared, the full APA
 * reference, the abstract, the DOI and any PDF, data and code links, the programmes, research
 * areas and cruises it comes from, and a Cite box with its BibTeX and RIS. The head carries
 * Google Scholar's `citation_*` tags and a ScholarlyArticle. The paper's own texts are English:
 * they are marked `lang="en"` for Bengali pages.
 */
export default function PublicationPage({publication, programs, researchAreas, cruises, listPath}: PublicationPageProps): ReactNode {
  const formatNumber = useNumberFormat();
  const article = useScholarlyArticle(publication);
  const where = [publication.volume ? `${publication.volume}${publication.issue ? `(${publication.issue})` : ''}` : undefined, publication.pages].filter(Boolean).join(', ');
  const links = (['pdf', 'data', 'code'] as const).filter((kind) => publication.links[kind] !== undefined);

  return (
    <SideMenuLayout title={publication.title} description={metaDescription(publication.abstract ?? citationText(publication))}>
      <ScholarMeta publication={publication} />
      <StructuredData data={article} />
      <article className={styles.article}>
        <p className={styles.kind}>
          {publicationTypeLabel(publication.type)} · {formatNumber(publication.year, {grouping: false})}
        </p>
        {/* The paper's title counts as plain text in the search index (a page's h1 counts seven
            times): the laboratory's pages on a topic come before the papers on it, which follow. */}
        <Heading as="h1" lang="en" className={styles.title} data-pagefind-weight="1">
          {publication.titleSegments.map((segment, index) => (segment.italic ? <i key={index}>{segment.text}</i> : <React.Fragment key={index}>{segment.text}</React.Fragment>))}
        </Heading>
        <p className={styles.authors}>
          <span className="sr-only">
            <Translate id="publication.authors" description="Screen-reader label before the authors of a publication">
              Authors:
            </Translate>{' '}
          </span>
          {publication.authors.map((author, index) => (
            <React.Fragment key={`${author.name}-${index}`}>
              {index > 0 ? '; ' : null}
              {author.personId ? (
                <Link to={detailPath('people', author.personId)} lang="en">
                  {author.name}
                </Link>
              ) : (
                <span lang="en">{author.name}</span>
              )}
            </React.Fragment>
          ))}
        </p>

        <dl className={styles.facts}>
          <dt>
            <Translate id="publication.venue" description="Label of the journal, proceedings or book a publication appeared in">
              Published in
            </Translate>
          </dt>
          <dd lang="en">
            <i>{publication.venue}</i>
            {where ? `, ${where}` : null}
          </dd>
          {publication.publisher ? (
            <>
              <dt>
                <Translate id="publication.publisher" description="Label of a publication's publisher">
                  Publisher
                </Translate>
              </dt>
              <dd lang="en">{publication.publisher}</dd>
            </>
          ) : null}
          <dt>
            <Translate id="publication.year" description="Label of a publication's year">
              Year
            </Translate>
          </dt>
          <dd>{formatNumber(publication.year, {grouping: false})}</dd>
          <dt>DOI</dt>
          <dd>
            <Link href={publication.url} className={styles.doi}>
              {publication.doi}
              <NewTabMark />
            </Link>
          </dd>
        </dl>

        {links.length > 0 ? (
          <ul className={styles.links} aria-label={translate({id: 'publication.links', message: 'Files of the publication', description: 'Accessible name of the list of PDF, data and code links'})}>
            {links.map((kind) => (
              <li key={kind}>
                <Link href={publication.links[kind]} className="button button--outline button--primary button--sm">
                  {linkLabel(kind)}
                  <NewTabMark />
                </Link>
              </li>
            ))}
          </ul>
        ) : null}

        {/* For the search index, the reference only repeats the title, authors and venue above. */}
        <section className={styles.section} aria-labelledby="reference" data-pagefind-ignore="all">
          <Heading as="h2" id="reference">
            {translate({id: 'publication.reference', message: 'Reference', description: "Heading of a publication's full reference"})}
          </Heading>
          <p className={styles.reference} lang="en">
            {publication.citation.map((segment, index) => (segment.italic ? <i key={index}>{segment.text}</i> : <React.Fragment key={index}>{segment.text}</React.Fragment>))}
          </p>
        </section>

        {publication.abstract ? (
          <section className={styles.section} aria-labelledby="abstract">
            <Heading as="h2" id="abstract">
              {translate({id: 'publication.abstract', message: 'Abstract', description: "Heading of a publication's abstract, which is shown in English, the paper's language: a translation says so"})}
            </Heading>
            {/* Half weight in the search index: the pages of a topic come before the papers that mention it. */}
            <p className={styles.abstract} lang="en" data-pagefind-weight="0.5">
              {publication.abstract}
            </p>
          </section>
        ) : null}

        <Related id="programmes" title={translate({id: 'publication.programs', message: 'Research programmes', description: 'Heading of the programmes a publication comes from'})} items={programs} />
        <Related
          id="research-areas"
          title={translate({id: 'publication.researchAreas', message: 'Research areas', description: 'Heading of the research areas of a publication'})}
          items={researchAreas}
        />
        <Related id="cruises" title={translate({id: 'publication.cruises', message: 'Cruises', description: 'Heading of the cruises whose samples a publication uses'})} items={cruises} />

        <CiteBox publication={publication} />

        <div className={styles.actions}>
          <BackButton
            fallbackPath={listPath}
            fallbackLabel={translate({id: 'publication.backToList', message: 'Back to Research Publications', description: 'Link from a publication to the publications list'})}
          />
        </div>
      </article>
    </SideMenuLayout>
  );
}
