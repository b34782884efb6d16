/**
 * Research publications: the shapes and the pure grouping used by the Publications page
 * (`/know-bay-of-bengal/dive-into-our-research/publications`).
 *
 * The entries themselves live in `src/data/publications.bib`, a BibTeX file that researchers
 * edit (export it from Zotero, JabRef or Google Scholar, or copy an entry from a journal's
 * "cite" button). The local plugin `plugins/publications` reads it at build time with
 * citation-js, formats every entry in APA style and publishes the list grouped by year, newest
 * first; the page receives it as a route prop (`src/components/PublicationsPage`).
 *
 * To add a publication, append an entry to `src/data/publications.bib`:
 *
 * ```bibtex
 * @article{rahman2025bleaching,
 *   title   = {Recurrent coral bleaching at {St Martin's Island}},
 *   author  = {Rahman, Nusrat Jahan and Chowdhury, Tahmina},
 *   journal = {Journal of Coastal Ecology and Conservation},
 *   year    = {2025},
 *   volume  = {14},
 *   number  = {2},
 *   pages   = {101--124},
 *   doi     = {10.5555/jcec.2025.0142}
 * }
 * ```
 *
 * - The key (`rahman2025bleaching`) is unique: first author's family name, year, one word.
 * - Entry types: `@article` (needs `journal` and `volume`), `@inproceedings` (needs
 *   `booktitle`) and `@incollection` (a book chapter: needs `booktitle` and `publisher`).
 * - Every entry needs `title`, `author` (family name first, people separated by `and`), `year`,
 *   `pages` and `doi` (the bare DOI, `10.xxxx/...`, not the https://doi.org/ URL): the DOI is
 *   where the entry links to.
 * - Keep proper nouns in braces (`{Sundarbans}`) so that they keep their capitals; write
 *   species names as `\textit{Tenualosa ilisha}`. `@string` macros are not supported.
 * - Order in the file does not matter: the page groups by year and sorts each year by author.
 *
 * A malformed or incomplete entry stops the build with a message naming its key.
 */

/** BibTeX entry types the page accepts (a closed set: each has its own required fields). */
export type PublicationType = 'article' | 'inproceedings' | 'incollection';

/** What each entry type is, and the BibTeX fields it needs besides the common ones. */
export const publicationTypes = {
  article: {label: 'Journal article', requiredFields: ['journal', 'volume']},
  inproceedings: {label: 'Conference paper', requiredFields: ['booktitle']},
  incollection: {label: 'Book chapter', requiredFields: ['booktitle', 'publisher']},
} as const satisfies Record<PublicationType, {label: string; requiredFields: readonly string[]}>;

/** BibTeX fields every entry needs, whatever its type. */
export const commonRequiredFields = ['title', 'author', 'year', 'pages', 'doi'] as const;

/** A run of citation text; `italic` marks journal and book titles, volumes and species names. */
export type CitationSegment = {text: string; italic?: true};

/** One publication, formatted for display. */
export type Publication = {
  /** The BibTeX key, unique in the file. */
  key: string;
  type: PublicationType;
  /** Year of publication (four digits). */
  year: number;
  /** The APA reference (authors, year, title, venue, pages, DOI URL) as styled runs of text. */
  citation: CitationSegment[];
  /** The bare DOI, e.g. `10.5555/jcec.2025.0142`. */
  doi: string;
  /** Where the entry links to: the DOI resolver URL. */
  url: string;
};

/** The publications of one year. */
export type PublicationYear = {
  year: number;
  /** Sorted by the APA reference (first author's family name first). */
  publications: Publication[];
};

/** How many years the page shows before 'See More': the 5 most recent. */
export const initialYearCount = 5;

/** The citation as plain text (for sorting, search and tests). */
export function citationText(publication: Pick<Publication, 'citation'>): string {
  return publication.citation.map((segment) => segment.text).join('');
}

/** The DOI resolver URL of a bare DOI. */
export function doiUrl(doi: string): string {
  return `https://doi.org/${doi}`;
}

/**
 * Groups publications by year, newest year first; within a year, sorted by the reference text
 * as an APA reference list is (first author's family name, then the rest).
 */
export function groupByYear(publications: readonly Publication[]): PublicationYear[] {
  const byYear = new Map<number, Publication[]>();
  for (const publication of publications) {
    const list = byYear.get(publication.year) ?? [];
    list.push(publication);
    byYear.set(publication.year, list);
  }
  return [...byYear.entries()]
    .sort(([a], [b]) => b - a)
    .map(([year, list]) => ({
      year,
      publications: [...list].sort((a, b) =>
        citationText(a).localeCompare(citationText(b), 'en', {sensitivity: 'base'}),
      ),
    }));
}
