import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import type {Publication, PublicationType} from '@site/src/data/publications';

/** The `citation_*` tag that names where each type of publication appeared. */
const venueTag = {
  article: 'citation_journal_title',
  inproceedings: 'citation_conference_title',
  incollection: 'citation_inbook_title',
} as const satisfies Record<PublicationType, string>;

/**
 * The first and last page of a page range (`101–124`); an article number (`e2025ML0412`) is a
 * first page alone.
 */
export function pageBounds(pages: string): {first: string; last?: string} {
  const [first = '', last] = pages.split(/\s*[–-]\s*/);
  return last === undefined || last === '' ? {first} : {first, last};
}

/** A publication date as Google Scholar reads it: `YYYY`, `YYYY/MM` or `YYYY/MM/DD`. */
export function scholarDate(isoDate: string): string {
  return isoDate.replace(/-/g, '/');
}

/**
 * The meta tags through which Google Scholar and reference managers (Zotero, Mendeley) read a
 * publication's page: `citation_title`, one `citation_author` per author in order, the date,
 * the journal, conference or book, volume, issue, pages, DOI, publisher and, when there is
 * one, the PDF.
 */
export default function ScholarMeta({publication}: {publication: Publication}): ReactNode {
  const {first, last} = pageBounds(publication.pages);
  const tags: [string, string | undefined][] = [
    ['citation_title', publication.title],
    ...publication.authors.map((author): [string, string] => ['citation_author', author.name]),
    ['citation_publication_date', scholarDate(publication.date)],
    [venueTag[publication.type], publication.venue],
    ['citation_volume', publication.volume],
    ['citation_issue', publication.issue],
    ['citation_firstpage', first],
    ['citation_lastpage', last],
    ['citation_doi', publication.doi],
    ['citation_publisher', publication.publisher],
    ['citation_pdf_url', publication.links.pdf],
    ['citation_language', 'en'],
  ];
  return (
    <Head>
      {tags
        .filter((tag): tag is [string, string] => tag[1] !== undefined && tag[1] !== '')
        .map(([name, content], index) => (
          <meta key={`${name}-${index}`} name={name} content={content} />
        ))}
    </Head>
  );
}
