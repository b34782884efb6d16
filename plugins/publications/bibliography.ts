/**
 * Reads the laboratory's BibTeX file and formats each entry as an APA reference, with
 * citation-js (BibTeX parser and CSL processor). Runs at build time only: nothing here reaches
 * the browser.
 *
 * Every entry is parsed on its own, so that a malformed entry (an unclosed brace, a missing
 * comma) is reported by its key and line instead of as a position in a 300-line file; then its
 * fields are checked against the rules in `src/data/publications.ts`.
 */
import {Cite, type CslItem} from '@citation-js/core';
import '@citation-js/plugin-bibtex';
import '@citation-js/plugin-csl';
import {z} from '../../src/data/zod';
import {
  commonRequiredFields,
  doiUrl,
  publicationTypes,
  type CitationSegment,
  type Publication,
  type PublicationType,
} from '../../src/data/publications';

/** A problem in the BibTeX file; the message names the file, the entry's key and its line. */
export class BibliographyError extends Error {
  override name = 'BibliographyError';
}

/** One entry as written in the file, before parsing. */
export type RawEntry = {
  /** Entry type in lower case (`article`, `inproceedings`, …). */
  type: string;
  /** The citation key ('' when the entry has none). */
  key: string;
  /** 1-based line of the entry's `@`. */
  line: number;
  /** The entry's text, up to the next entry. */
  source: string;
};

const entryStart = /^[ \t]*@[ \t]*([A-Za-z]+)[ \t]*[{(][ \t]*([^,\s{}()]*)/gm;

/** Splits a BibTeX file into entries (comments and `@comment`/`@preamble` blocks dropped). */
export function splitEntries(source: string, fileName = 'publications.bib'): RawEntry[] {
  const starts = [...source.matchAll(entryStart)];
  const entries: RawEntry[] = [];
  starts.forEach((match, index) => {
    const begin = match.index;
    const end = starts[index + 1]?.index ?? source.length;
    const type = (match[1] ?? '').toLowerCase();
    const key = match[2] ?? '';
    const line = source.slice(0, begin).split('\n').length;
    if (type === 'comment' || type === 'preamble') {
      return;
    }
    if (type === 'string') {
      throw new BibliographyError(
        `${fileName}, line ${line}: @string macros are not supported; write the text into each entry instead.`,
      );
    }
    entries.push({type, key, line, source: source.slice(begin, end)});
  });
  return entries;
}

function describe(entry: RawEntry, fileName: string): string {
  return entry.key
    ? `${fileName}: entry '${entry.key}' (line ${entry.line})`
    : `${fileName}: the entry at line ${entry.line} (it has no citation key)`;
}

function isPublicationType(type: string): type is PublicationType {
  return Object.hasOwn(publicationTypes, type);
}

function hasField(entry: RawEntry, field: string): boolean {
  return new RegExp(`(^|[,{\\s])${field}\\s*=\\s*["{\\w]`, 'i').test(entry.source);
}

/** The values of a parsed entry the page relies on, with the rule each must follow. */
const entryValuesSchema = z.object({
  title: z.string({error: 'title is empty'}).trim().min(1, 'title is empty'),
  authors: z
    .array(
      z.object({family: z.string().min(1).optional(), literal: z.string().min(1).optional()}).refine(
        (name) => Boolean(name.family ?? name.literal),
        'an author has no family name (write "Family, Given and Family, Given")',
      ),
    )
    .min(1, 'author lists nobody'),
  year: z
    .number({error: 'year must be a four-digit year such as 2024'})
    .int()
    .min(1900, 'year must be a four-digit year such as 2024')
    .max(2100, 'year must be a four-digit year such as 2024'),
  doi: z
    .string()
    .regex(
      /^10\.\d{4,9}\/\S+$/,
      'doi must be a bare DOI such as 10.5555/jcec.2025.0142 (without https://doi.org/)',
    ),
});

const entities: Record<string, string> = {amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0'};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) {
      return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    }
    if (name.startsWith('#')) {
      return String.fromCodePoint(Number.parseInt(name.slice(1), 10));
    }
    return entities[name.toLowerCase()] ?? whole;
  });
}

/**
 * Turns citation-js's HTML for one reference into styled runs of text, so that the page needs
 * no `dangerouslySetInnerHTML`. Only italics (and CSL's "normal inside italic" span) occur in
 * APA output; any other markup is reported, since the page could not show it.
 */
export function htmlToSegments(html: string, where = 'citation'): CitationSegment[] {
  const body = /class="csl-entry">([\s\S]*?)<\/div>/.exec(html)?.[1];
  if (body === undefined) {
    throw new BibliographyError(`${where}: the citation formatter returned no reference`);
  }
  const segments: CitationSegment[] = [];
  const styles: boolean[] = [false];
  for (const part of body.trim().split(/(<[^>]+>)/)) {
    if (part === '') {
      continue;
    }
    if (part.startsWith('<')) {
      if (part === '<i>' || part === '<em>') {
        styles.push(true);
      } else if (/^<span style="font-style:\s*normal;?">$/.test(part)) {
        styles.push(false);
      } else if (part === '</i>' || part === '</em>' || part === '</span>') {
        styles.pop();
      } else {
        throw new BibliographyError(`${where}: unexpected markup ${part} in the formatted reference`);
      }
      continue;
    }
    const text = decodeEntities(part);
    const italic = styles[styles.length - 1] === true;
    const last = segments[segments.length - 1];
    if (last && Boolean(last.italic) === italic) {
      last.text += text;
    } else {
      segments.push(italic ? {text, italic: true} : {text});
    }
  }
  return segments;
}

function parseEntry(entry: RawEntry, fileName: string): CslItem {
  const where = describe(entry, fileName);
  if (!entry.key) {
    throw new BibliographyError(`${where}: add a citation key after the opening brace, e.g. @article{rahman2025coral,`);
  }
  if (!isPublicationType(entry.type)) {
    const allowed = Object.keys(publicationTypes).map((type) => `@${type}`).join(', ');
    throw new BibliographyError(`${where}: type @${entry.type} is not supported; use one of ${allowed}`);
  }
  let items: CslItem[];
  try {
    items = new Cite(entry.source).data;
  } catch (error) {
    const reason = error instanceof Error ? (error.message.split('\n')[0] ?? error.message) : String(error);
    throw new BibliographyError(`${where} could not be read (check its braces, quotes and commas): ${reason}`, {
      cause: error,
    });
  }
  if (items.length !== 1 || items[0]?.id !== entry.key) {
    throw new BibliographyError(`${where} could not be read (check its braces, quotes and commas)`);
  }
  return items[0];
}

/**
 * Parses a BibTeX file into formatted publications, in file order.
 *
 * @param source The file's text.
 * @param fileName Used in error messages.
 * @throws BibliographyError naming the entry (key and line) when an entry cannot be parsed, has
 *   an unsupported type, misses a required field, has a malformed year or DOI, or repeats
 *   another entry's key or DOI.
 */
export function parseBibliography(source: string, fileName = 'publications.bib'): Publication[] {
  const entries = splitEntries(source, fileName);
  const keys = new Map<string, RawEntry>();
  const dois = new Map<string, string>();
  return entries.map((entry) => {
    const where = describe(entry, fileName);
    const earlier = keys.get(entry.key.toLowerCase());
    if (earlier) {
      throw new BibliographyError(`${where}: key '${entry.key}' is already used by the entry at line ${earlier.line}`);
    }
    keys.set(entry.key.toLowerCase(), entry);

    const item = parseEntry(entry, fileName);
    const type = entry.type as PublicationType;
    const missing = [...commonRequiredFields, ...publicationTypes[type].requiredFields].filter(
      (field) => !hasField(entry, field),
    );
    if (missing.length > 0) {
      throw new BibliographyError(`${where} is missing ${missing.join(', ')} (required for @${type})`);
    }
    const values = entryValuesSchema.safeParse({
      title: item.title,
      authors: item.author,
      year: item.issued?.['date-parts']?.[0]?.[0],
      doi: item.DOI,
    });
    if (!values.success) {
      throw new BibliographyError(`${where}: ${values.error.issues.map((issue) => issue.message).join('; ')}`);
    }
    const {year, doi} = values.data;
    const sameDoi = dois.get(doi.toLowerCase());
    if (sameDoi) {
      throw new BibliographyError(`${where}: doi ${doi} is already used by entry '${sameDoi}'`);
    }
    dois.set(doi.toLowerCase(), entry.key);

    const html = new Cite(item).format('bibliography', {format: 'html', template: 'apa', lang: 'en-US'});
    return {
      key: entry.key,
      type,
      year,
      citation: htmlToSegments(html, where),
      doi,
      url: doiUrl(doi),
    };
  });
}
