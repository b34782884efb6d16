/**
 * Research publications: the shapes, the field rules and the pure helpers used by the
 * Publications list (`/know-bay-of-bengal/dive-into-our-research/publications`), the page of each
 * publication (`…/publications/{citation key}`) and the pages of people, programmes and cruises
 * that list their publications.
 *
 * The entries themselves live in `content/publications.bib`, a BibTeX file that researchers
 * edit (export it from Zotero, JabRef or Google Scholar, or copy an entry from a journal's
 * "cite" button). The local plugin `plugins/publications` reads it at build time with
 * citation-js, checks every entry, formats it in APA style, matches its authors to the people of
 * the laboratory and publishes the list grouped by year, newest first, and one page per entry.
 *
 * To add a publication, append an entry to `content/publications.bib`:
 *
 * ```bibtex
 * @article{talukder2025bleaching,
 *   title    = {Recurrent coral bleaching at {St Martin's Island}},
 *   author   = {Talukder, Anisur Rahman and Shimu, Rumana Akter and Wijeratne, Dilshan},
 *   journal  = {Journal of Coastal Ecology and Conservation},
 *   year     = {2025},
 *   volume   = {14},
 *   number   = {2},
 *   pages    = {101--124},
 *   doi      = {10.5555/jcec.2025.0142},
 *   abstract = {Corals around St Martin's Island bleached in two successive summers. …},
 *   pdf      = {https://example.org/papers/talukder2025bleaching.pdf},
 *   programs = {2},
 *   cruises  = {st-martins-rov-2024-03}
 * }
 * ```
 *
 * - The key (`talukder2025bleaching`) is unique: first author's family name, year, one word. It
 *   is also the last segment of the publication's page address, so never change it once the
 *   page is public.
 * - Entry types: `@article` (needs `journal` and `volume`), `@inproceedings` (needs
 *   `booktitle`) and `@incollection` (a book chapter: needs `booktitle` and `publisher`).
 * - Every entry needs `title`, `author` (family name first, people separated by `and`), `year`,
 *   `pages` and `doi` (the bare DOI, `10.xxxx/...`, not the https://doi.org/ URL): the DOI is
 *   where the entry links to. `number` (the issue), `month` and `editor` are optional.
 * - Authors who are members of the laboratory are recognised by the `aliases` of their entry
 *   in `content/people/` (`'Chowdhury, Farhana Rahman'`, `'Chowdhury, F. R.'`): write the
 *   name as one of those forms and the publication links to the person's page, and the
 *   person's page lists the publication. Add a new form of a name to the person's `aliases`.
 * - Optional fields that the site reads (other BibTeX programs ignore them, and the site leaves
 *   them out of the BibTeX and RIS it offers for download):
 *   - `abstract`: the paper's abstract, as published (plain text; `\textit{…}` for species);
 *   - `pdf`, `data`, `code`: `https://` addresses of an open-access PDF, the data set and the
 *     code of the paper; each shows as a link on the publication's page;
 *   - `programs`: ids of the programmes of `content/programs/` the paper comes
 *     from, separated by commas (`{4, 7}`). The publication's research areas are those of its
 *     programmes (their `researchAreas`), so there is no field for them;
 *   - `cruises`: ids of the cruises of `content/cruises/` whose samples or data the paper
 *     uses (`{sundarbans-2023-09}`);
 *   - `datasets`: ids of the laboratory's data sets the paper publishes or uses.
 *   An id that names no programme or cruise, or an address that is not `https://`, stops the
 *   build with a message naming the entry and its line.
 * - Keep proper nouns in braces (`{Sundarbans}`) so that they keep their capitals; write
 *   species names as `\textit{Tenualosa ilisha}` and a per cent sign as `\%`. `@string` macros
 *   are not supported.
 * - Order in the file does not matter: the list groups by year and sorts each year by author.
 *
 * A malformed or incomplete entry stops the build with a message naming its key and line.
 *
 * This module is imported by pages, so it holds no parsing code: only shapes and small pure
 * functions.
 */
import {detailPath} from '../collections';

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

/**
 * Fields of the BibTeX file that only this site reads (see the header): they are checked at
 * build time and removed from the BibTeX and RIS offered for download.
 */
export const siteOnlyFields = ['pdf', 'data', 'code', 'programs', 'cruises', 'datasets'] as const;

/** Kinds of links a publication's page may show besides its DOI (the BibTeX fields of the same name). */
export type PublicationLinkKind = 'pdf' | 'data' | 'code';

/** A run of citation text; `italic` marks journal and book titles, volumes and species names. */
export type CitationSegment = {text: string; italic?: true};

/** One author of a publication. */
export type PublicationAuthor = {
  /** The name as the BibTeX file writes it, family name first: `'Chowdhury, F. R.'`, `'van der Berg, Pieter'`. */
  name: string;
  /** The id of the person of `content/people/` this author is (matched through `aliases`); absent for authors outside the laboratory. */
  personId?: string;
};

/** One publication, as the plugin publishes it from its BibTeX entry. */
export type Publication = {
  /** The BibTeX key, unique in the file; the last segment of the publication's page address. */
  key: string;
  type: PublicationType;
  /** Year of publication (four digits). */
  year: number;
  /**
   * Date of publication as precise as the entry gives it: ISO `YYYY`, `YYYY-MM` (with `month`)
   * or `YYYY-MM-DD` (with `date`).
   */
  date: string;
  /** The APA reference (authors, year, title, venue, pages, DOI URL) as styled runs of text. */
  citation: CitationSegment[];
  /** The title as plain text (species names unmarked), for headings of other pages, meta tags and search. */
  title: string;
  /** The title as styled runs (species names in italics), for the publication's own heading. */
  titleSegments: CitationSegment[];
  /** The authors in the order of the entry. */
  authors: PublicationAuthor[];
  /** The journal (`@article`) or the book or proceedings (`booktitle`) the publication appeared in. */
  venue: string;
  volume?: string;
  /** The issue (BibTeX `number`). */
  issue?: string;
  /** The page range with an en dash (`101–124`), or an article number (`e2025ML0412`). */
  pages: string;
  publisher?: string;
  /** The abstract as plain text, when the entry has one. */
  abstract?: string;
  /** `https://` addresses of the PDF, data and code, when the entry gives them. */
  links: Partial<Record<PublicationLinkKind, string>>;
  /** Ids of the programmes (`content/programs/`) the publication comes from, as strings. */
  programs: string[];
  /** Ids of the cruises (`content/cruises/`) whose samples or data it uses. */
  cruises: string[];
  /** Ids of the laboratory's data sets it publishes or uses. */
  datasets: string[];
  /** Ids of the research areas (`content/research-areas/`) of its programmes, as strings, in id order, each once. */
  researchAreas: string[];
  /** The bare DOI, e.g. `10.5555/jcec.2025.0142`. */
  doi: string;
  /** Where the entry links to: the DOI resolver URL. */
  url: string;
  /** The entry as BibTeX, as written in the file less the site-only fields ({@link siteOnlyFields}). */
  bibtex: string;
  /** The entry as RIS (reference managers' exchange format), written by citation-js. */
  ris: string;
};

/**
 * What the Publications list needs of a publication: the list ships it for every entry as a
 * route prop, so it leaves out the abstract, BibTeX and RIS that only the publication's page shows.
 */
export type PublicationSummary = Pick<Publication, 'key' | 'type' | 'year' | 'citation' | 'title' | 'authors' | 'researchAreas' | 'doi' | 'url'>;

/** The publications of one year. */
export type PublicationYear<Item extends Pick<Publication, 'year' | 'citation'> = Publication> = {
  year: number;
  /** Sorted by the APA reference (first author's family name first). */
  publications: Item[];
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

/** The list's view of a publication (see {@link PublicationSummary}). */
export function summaryOf(publication: Publication): PublicationSummary {
  const {key, type, year, citation, title, authors, researchAreas, doi, url} = publication;
  return {key, type, year, citation, title, authors, researchAreas, doi, url};
}

/**
 * Groups publications by year, newest year first; within a year, sorted by the reference text
 * as an APA reference list is (first author's family name, then the rest).
 */
export function groupByYear<Item extends Pick<Publication, 'year' | 'citation'>>(publications: readonly Item[]): PublicationYear<Item>[] {
  const byYear = new Map<number, Item[]>();
  for (const publication of publications) {
    const list = byYear.get(publication.year) ?? [];
    list.push(publication);
    byYear.set(publication.year, list);
  }
  return [...byYear.entries()]
    .sort(([a], [b]) => b - a)
    .map(([year, list]) => ({
      year,
      publications: [...list].sort((a, b) => citationText(a).localeCompare(citationText(b), 'en', {sensitivity: 'base'})),
    }));
}

/**
 * Publications newest first: by year (then date) descending; within the same date, in APA
 * reference order, so the order is stable whatever the order of the file.
 */
export function newestFirst<Item extends Pick<Publication, 'year' | 'citation'> & {date?: string}>(publications: readonly Item[]): Item[] {
  return [...publications].sort((a, b) => b.year - a.year || (b.date ?? '').localeCompare(a.date ?? '') || citationText(a).localeCompare(citationText(b), 'en', {sensitivity: 'base'}));
}

/** Same id, whether written as a number (JSON ids) or a string (`3` and `'3'` match). */
function sameId(a: string | number, b: string | number): boolean {
  return String(a) === String(b);
}

/**
 * The publications one person of the laboratory authored, newest first.
 *
 * @param publications all publications (the plugin's list, or any subset)
 * @param personId the id of the person in `content/people/` (`'1'` or `1`)
 */
export function publicationsOfPerson<Item extends Pick<Publication, 'year' | 'citation' | 'authors'>>(publications: readonly Item[], personId: string | number): Item[] {
  return newestFirst(publications.filter((publication) => publication.authors.some((author) => author.personId !== undefined && sameId(author.personId, personId))));
}

/**
 * The publications that come from one programme (`content/programs/`), newest first.
 *
 * @param programId the programme's id (`3` or `'3'`)
 */
export function publicationsOfProgram<Item extends Pick<Publication, 'year' | 'citation' | 'programs'>>(publications: readonly Item[], programId: string | number): Item[] {
  return newestFirst(publications.filter((publication) => publication.programs.some((id) => sameId(id, programId))));
}

/**
 * The publications that use the samples or data of one cruise (`content/cruises/`), newest first.
 *
 * @param cruiseId the cruise's id, e.g. `'sundarbans-2023-09'`
 */
export function publicationsOfCruise<Item extends Pick<Publication, 'year' | 'citation' | 'cruises'>>(publications: readonly Item[], cruiseId: string): Item[] {
  return newestFirst(publications.filter((publication) => publication.cruises.includes(cruiseId)));
}

/**
 * The publications of one research area (`content/research-areas/`), through their
 * programmes, newest first.
 *
 * @param areaId the research area's id (`2` or `'2'`)
 */
export function publicationsOfResearchArea<Item extends Pick<Publication, 'year' | 'citation' | 'researchAreas'>>(publications: readonly Item[], areaId: string | number): Item[] {
  return newestFirst(publications.filter((publication) => publication.researchAreas.some((id) => sameId(id, areaId))));
}

/**
 * The research areas of a publication: every research area of its programmes, each once, in
 * id order (numeric ids by value).
 *
 * @param programIds the publication's programme ids
 * @param programs the programmes, with their `researchAreas`
 */
export function researchAreasOf(programIds: readonly (string | number)[], programs: readonly {id: string | number; researchAreas?: readonly (string | number)[]}[]): string[] {
  const areas = new Set<string>();
  for (const id of programIds) {
    for (const area of programs.find((program) => sameId(program.id, id))?.researchAreas ?? []) {
      areas.add(String(area));
    }
  }
  return [...areas].sort((a, b) => a.localeCompare(b, 'en', {numeric: true}));
}

/** A programme, research area, cruise or person a publication's pages name. */
export type NamedLink = {
  /** The entry's id in its collection. */
  id: string;
  /** Its title or name, translated for the page's locale when a translation exists. */
  name: string;
  /**
   * Its page (no base URL), when its collection has one page per entry: the registry's
   * `detailPath`. Absent while a collection has no detail pages (the name shows unlinked).
   */
  path?: string;
};

/** Props of the Publications list route (`plugins/publications`). */
export type PublicationsPageProps = {
  /** The publications grouped by year, newest year first. */
  years: PublicationYear<PublicationSummary>[];
  /** The choices of the list's filters that are not in the publications themselves. */
  filterOptions: {
    /** Members of the laboratory who authored at least one publication, in the order of Our People. */
    people: NamedLink[];
    /** Research areas of at least one publication, in id order. */
    researchAreas: NamedLink[];
  };
};

/** Props of the route of one publication (`plugins/publications`). */
export type PublicationPageProps = {
  /** The publication this page shows. */
  publication: Publication;
  /** Its programmes, in the order of the entry. */
  programs: NamedLink[];
  /** Its research areas (those of its programmes), in id order. */
  researchAreas: NamedLink[];
  /** Its cruises, in the order of the entry. */
  cruises: NamedLink[];
  /** The list page (no base URL), where Back leads when there is no previous page. */
  listPath: string;
};

/** Extensions of the files written beside each publication's page, and the field of {@link Publication} each holds. */
export const citationFiles = {bib: 'bibtex', ris: 'ris'} as const satisfies Record<string, 'bibtex' | 'ris'>;

/**
 * Address of a publication's citation file, without base URL: its page's address with `.bib`
 * (BibTeX) or `.ris` appended. `plugins/publications` writes the files there after the build.
 *
 * @param key the publication's citation key
 * @param extension `bib` or `ris`
 */
export function citationFilePath(key: string, extension: keyof typeof citationFiles): string {
  return `${detailPath('publications', key)}.${extension}`;
}
