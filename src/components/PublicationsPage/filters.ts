/**
 * The Publications list's filters as pure functions: read from and written to the page's
 * query string (`?q=&year=&type=&area=&person=`), and applied to the years of publications.
 * Filters combine with AND; an empty or unknown value is no filter.
 */
import {citationText, type PublicationSummary, type PublicationType, type PublicationYear} from '@site/src/data/publications';

/** The filters of the list, each `''` when unset. */
export type PublicationFilters = {
  /** Free text: every word must occur in the reference (authors, title, venue, year, DOI). */
  q: string;
  /** A year, four digits. */
  year: string;
  /** A {@link PublicationType}. */
  type: string;
  /** A research area id (`content/research-areas/`). */
  area: string;
  /** A person id (`content/people/`). */
  person: string;
};

/** The query parameters, in the order they are written to the address. */
export const filterNames = ['q', 'year', 'type', 'area', 'person'] as const satisfies readonly (keyof PublicationFilters)[];

/** No filter set. */
export const noFilters: PublicationFilters = {q: '', year: '', type: '', area: '', person: ''};

/** The filters of a query string (`?q=coral&year=2024`); parameters it does not know are ignored. */
export function readFilters(search: string): PublicationFilters {
  const params = new URLSearchParams(search);
  return Object.fromEntries(filterNames.map((name) => [name, params.get(name)?.trim() ?? ''])) as PublicationFilters;
}

/**
 * The query string of the filters, set ones only, in {@link filterNames} order (`''` when none):
 * the address a visitor can bookmark or share.
 */
export function filterSearch(filters: PublicationFilters): string {
  const params = new URLSearchParams();
  for (const name of filterNames) {
    const value = name === 'q' ? filters.q.trim() : filters[name];
    if (value !== '') {
      params.set(name, value);
    }
  }
  const search = params.toString();
  return search === '' ? '' : `?${search}`;
}

/** Whether any filter is set. */
export function hasFilters(filters: PublicationFilters): boolean {
  return filterNames.some((name) => filters[name].trim() !== '');
}

const bengaliDigits = /[\u09E6-\u09EF]/g;

/**
 * Text as the free-text filter compares it: lower case, without diacritics, quotes or
 * punctuation, Bengali digits as Latin ones (a Bengali reader may type the year `২০২৪`).
 */
export function searchKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(bengaliDigits, (digit) => String(digit.charCodeAt(0) - 0x09e6))
    .toLowerCase()
    .replace(/[‘’'`´]/g, '')
    .replace(/[^\p{L}\p{N}./-]+/gu, ' ')
    .trim();
}

/** Whether one publication passes every set filter. */
export function matchesFilters(publication: PublicationSummary, filters: PublicationFilters): boolean {
  if (filters.year !== '' && String(publication.year) !== searchKey(filters.year)) return false;
  if (filters.type !== '' && publication.type !== (filters.type as PublicationType)) return false;
  if (filters.area !== '' && !publication.researchAreas.includes(filters.area)) return false;
  if (filters.person !== '' && !publication.authors.some((author) => author.personId === filters.person)) return false;
  const words = searchKey(filters.q).split(' ').filter(Boolean);
  if (words.length === 0) return true;
  const text = searchKey(`${citationText(publication)} ${publication.title} ${publication.authors.map((author) => author.name).join(' ')}`);
  return words.every((word) => text.includes(word));
}

/** The years with the publications that pass the filters; years left empty are dropped. */
export function filterYears(years: readonly PublicationYear<PublicationSummary>[], filters: PublicationFilters): PublicationYear<PublicationSummary>[] {
  if (!hasFilters(filters)) {
    return [...years];
  }
  return years.map((group) => ({year: group.year, publications: group.publications.filter((publication) => matchesFilters(publication, filters))})).filter((group) => group.publications.length > 0);
}
