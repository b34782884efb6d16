/**
 * Reads the laboratory's BibTeX file and turns each entry into a {@link Publication}: the APA
 * reference (citation-js's BibTeX parser and CSL processor), the authors matched to the people
 * of the laboratory (`src/data/authorNames.ts`), the site's own fields (abstract, links,
 * programmes, cruises, data sets) checked against the programmes and cruises they name, and the
 * entry as BibTeX and RIS for reference managers. Runs at build time only: nothing here reaches
 * the browser.
 *
 * Every entry is parsed on its own, so that a malformed entry (an unclosed brace, a missing
 * comma) is reported by its key and line instead of as a position in a 300-line file; then its
 * fields are checked against the rules in `src/data/publications.ts`.
 *
 * The BibTeX offered for download is the entry as its editor wrote it, less the site-only
 * fields: citation-js's BibTeX writer would turn `@incollection` into `@inbook` and re-brace
 * every capitalised word. The RIS is citation-js's (its RIS plugin's field mapping), with the
 * authors' names as the file prints them (its writer drops particles such as 'van der'), page
 * ranges split into start and end page, the year as `PY` in every record (for a conference
 * paper its mapping writes the year only in `DA` and `C2`, which reference managers do not all
 * read as the year), and lines left whole (its writer breaks them every 70 characters, even
 * inside a word, which its own reader then joins with a space).
 */
import {Cite, type CslItem, type CslName} from '@citation-js/core';
import '@citation-js/plugin-bibtex';
import '@citation-js/plugin-csl';
import '@citation-js/plugin-ris';
import {z} from '../../src/data/zod';
import {aliasIndex, personIdOfAuthor} from '../../src/data/authorNames';
import {readCollection} from '../collections/entryFiles';
import {
  commonRequiredFields,
  doiUrl,
  publicationTypes,
  researchAreasOf,
  siteOnlyFields,
  type CitationSegment,
  type Publication,
  type PublicationAuthor,
  type PublicationLinkKind,
  type PublicationType,
} from '../../src/data/publications';

/** A problem in the BibTeX file; the message names the file, the entry's key and its line. */
/** The laboratory's BibTeX file, relative to the site directory (with the rest of the content). */
export const bibliographyFile = 'content/publications.bib';

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
      throw new BibliographyError(`${fileName}, line ${line}: @string macros are not supported; write the text into each entry instead.`);
    }
    entries.push({type, key, line, source: source.slice(begin, end)});
  });
  return entries;
}

function describe(entry: RawEntry, fileName: string): string {
  return entry.key ? `${fileName}: entry '${entry.key}' (line ${entry.line})` : `${fileName}: the entry at line ${entry.line} (it has no citation key)`;
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
      z
        .object({family: z.string().min(1).optional(), literal: z.string().min(1).optional()})
        .refine((name) => Boolean(name.family ?? name.literal), 'an author has no family name (write "Family, Given and Family, Given")'),
    )
    .min(1, 'author lists nobody'),
  year: z.number({error: 'year must be a four-digit year such as 2024'}).int().min(1900, 'year must be a four-digit year such as 2024').max(2100, 'year must be a four-digit year such as 2024'),
  doi: z.string().regex(/^10\.\d{4,9}\/\S+$/, 'doi must be a bare DOI such as 10.5555/jcec.2025.0142 (without https://doi.org/)'),
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

/** One field of an entry as written in the file. */
export type RawField = {
  /** Field name in lower case. */
  name: string;
  /** The value without its outer braces or quotes, as written (BibTeX markup kept). */
  value: string;
  /** 1-based line of the field's name in the file. */
  line: number;
  /** The field's text in the entry's source, from its name to the end of its value. */
  text: string;
};

/**
 * The fields of an entry, in file order, read from its source: names, raw values and lines.
 * citation-js keeps no trace of fields it does not know (`programs`, `pdf`), so the site reads
 * its own fields here.
 *
 * @returns `undefined` when the entry's braces or quotes do not balance
 */
export function entryFields(entry: RawEntry): RawField[] | undefined {
  const source = entry.source;
  const open = source.search(/[{(]/);
  const comma = source.indexOf(',', open);
  if (open < 0 || comma < 0) {
    return undefined;
  }
  const lineAt = (offset: number) => entry.line + source.slice(0, offset).split('\n').length - 1;
  const fields: RawField[] = [];
  let at = comma + 1;
  for (;;) {
    const name = /^[\s,]*([A-Za-z][\w:-]*)\s*=\s*/.exec(source.slice(at));
    if (!name) {
      // Only the closing brace (or parenthesis) of the entry may follow its last field.
      return /^[\s,]*[})]/.test(source.slice(at)) ? fields : undefined;
    }
    const nameStart = at + name[0].indexOf(name[1] ?? '');
    let cursor = at + name[0].length;
    const first = source[cursor];
    let value: string;
    if (first === '{' || first === '"') {
      let depth = 0;
      let end = cursor;
      for (; end < source.length; end += 1) {
        const char = source[end];
        if (char === '{') depth += 1;
        else if (char === '}') depth -= 1;
        if ((first === '{' && depth === 0) || (first === '"' && end > cursor && char === '"' && depth === 0)) {
          break;
        }
      }
      if (end >= source.length) {
        return undefined;
      }
      value = source.slice(cursor + 1, end);
      cursor = end + 1;
    } else {
      const bare = /^[\w.-]+/.exec(source.slice(cursor));
      if (!bare) {
        return undefined;
      }
      value = bare[0];
      cursor += bare[0].length;
    }
    fields.push({name: (name[1] ?? '').toLowerCase(), value, line: lineAt(nameStart), text: source.slice(nameStart, cursor)});
    at = cursor;
  }
}

function parseEntry(entry: RawEntry, fileName: string): CslItem {
  const where = describe(entry, fileName);
  if (!entry.key) {
    throw new BibliographyError(`${where}: add a citation key after the opening brace, e.g. @article{talukder2025coral,`);
  }
  if (!isPublicationType(entry.type)) {
    const allowed = Object.keys(publicationTypes)
      .map((type) => `@${type}`)
      .join(', ');
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
 * What the site's fields of an entry may name: the programmes, cruises and people the
 * bibliography is checked and linked against. {@link parseBibliography} uses the site's own by
 * default.
 */
export type BibliographyReferences = {
  /** Programmes with their research areas (`content/programs/`). */
  programs: readonly {id: string | number; researchAreas?: readonly (string | number)[]}[];
  /** Cruises (`content/cruises/`). */
  cruises: readonly {id: string}[];
  /** People with the names they publish under (`content/people/`). */
  people: readonly {id: string; aliases?: readonly string[]}[];
};

/** The site's programmes, cruises and people (read from the repository's files at each call). */
export function siteReferences(): BibliographyReferences {
  return {programs: readCollection('programs'), cruises: readCollection('cruises'), people: readCollection('people')};
}

const idList = /^\s*[A-Za-z0-9_-]+(\s*,\s*[A-Za-z0-9_-]+)*\s*$/;

/** Plain text of citation-js's HTML for a title or an abstract: styled runs, joined. */
function plainText(html: string, where: string): string {
  return htmlToSegments(`<div class="csl-entry">${html}</div>`, where)
    .map((segment) => segment.text)
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Reads and checks the site-only fields of an entry (see the header of `src/data/publications.ts`). */
function siteFields(fields: readonly RawField[], references: BibliographyReferences, where: string) {
  const byName = new Map(fields.map((field) => [field.name, field]));
  const links: Partial<Record<PublicationLinkKind, string>> = {};
  for (const kind of ['pdf', 'data', 'code'] as const) {
    const field = byName.get(kind);
    if (!field) continue;
    const value = field.value.trim();
    if (!/^https:\/\/[^\s{}\\]+$/.test(value) || !URL.canParse(value)) {
      throw new BibliographyError(`${where}: ${kind} (line ${field.line}) must be one https:// address, not '${value}'`);
    }
    links[kind] = value;
  }
  const ids = (name: 'programs' | 'cruises' | 'datasets', known?: readonly (string | number)[], source?: string): string[] => {
    const field = byName.get(name);
    if (!field) return [];
    if (!idList.test(field.value)) {
      throw new BibliographyError(`${where}: ${name} (line ${field.line}) must list ids separated by commas, e.g. {3, 7}, not '${field.value.trim()}'`);
    }
    const list = field.value.split(',').map((id) => id.trim());
    const repeated = list.filter((id, index) => list.indexOf(id) !== index);
    if (repeated.length > 0) {
      throw new BibliographyError(`${where}: ${name} (line ${field.line}) names ${repeated.join(', ')} twice`);
    }
    if (known && source) {
      const knownIds = known.map(String);
      const unknown = list.filter((id) => !knownIds.includes(id));
      if (unknown.length > 0) {
        throw new BibliographyError(`${where}: ${name} (line ${field.line}) names ${unknown.map((id) => `'${id}'`).join(', ')}, which ${source} does not have (its ids: ${knownIds.join(', ')})`);
      }
    }
    return list;
  };
  return {
    links,
    programs: ids(
      'programs',
      references.programs.map((program) => program.id),
      'content/programs/',
    ),
    cruises: ids(
      'cruises',
      references.cruises.map((cruise) => cruise.id),
      'content/cruises/',
    ),
    // Checked for their form only: the data sets' registry is not part of the site yet.
    datasets: ids('datasets'),
  };
}

/** A CSL name as the BibTeX file prints it: family name (with its particle) first. */
function printedName(name: CslName): string {
  if (name.literal !== undefined) {
    return name.literal;
  }
  const family = [name['non-dropping-particle'], name.family].filter(Boolean).join(' ');
  return name.given ? `${family}, ${name.given}` : family;
}

/** An ISO date (`YYYY`, `YYYY-MM`, `YYYY-MM-DD`) from CSL date parts. */
function isoDate(parts: readonly number[]): string {
  const [year, month, day] = parts;
  return [String(year).padStart(4, '0'), ...[month, day].filter((part) => part !== undefined).map((part) => String(part).padStart(2, '0'))].join('-');
}

/** The page range with an en dash between two numbers (`101-124` → `101–124`); an article number unchanged. */
function pageRange(page: string): string {
  return page.replace(/^(\w+)\s*[-–—]+\s*(\w+)$/, '$1–$2');
}

/** The entry as its editor wrote it, without the site-only fields. */
function cleanBibtex(entry: RawEntry, fields: readonly RawField[]): string {
  const head = /^@[ \t]*[A-Za-z]+[ \t]*[{(][ \t]*[^,\s{}()]*/.exec(entry.source.trimStart())?.[0] ?? `@${entry.type}{${entry.key}`;
  const kept = fields.filter((field) => !(siteOnlyFields as readonly string[]).includes(field.name));
  return `${head},\n${kept.map((field) => `  ${field.text}`).join(',\n')}\n}\n`;
}

/**
 * RIS of one entry: citation-js's field mapping ('mixed' specification), with the changes the
 * module header explains.
 *
 * @param year the entry's year of publication, for `PY`
 */
function risOf(item: CslItem, authors: readonly PublicationAuthor[], title: string, abstract: string | undefined, year: number): string {
  const [record] = new Cite({...item, title, abstract}).format('ris', {format: 'object'});
  if (!record) {
    throw new Error(`citation-js wrote no RIS record for ${item.id}`);
  }
  record.PY ??= String(year);
  record.AU = authors.map((author) => author.name);
  if (item.editor) {
    record.A2 = item.editor.map(printedName);
  }
  if (abstract === undefined) {
    delete record.AB;
  }
  const {TY: type, ...tags} = record;
  const lines = [`TY  - ${String(type)}`];
  for (const [tag, value] of Object.entries(tags)) {
    const range = tag === 'SP' && typeof value === 'string' ? /^(\w+)\s*[-–]+\s*(\w+)$/.exec(value) : null;
    if (range) {
      lines.push(`SP  - ${range[1] ?? ''}`, `EP  - ${range[2] ?? ''}`);
      continue;
    }
    for (const line of [value].flat()) {
      lines.push(`${tag}  - ${line}`);
    }
  }
  lines.push('ER  - ');
  return `${lines.join('\n')}\n`;
}

/**
 * Parses a BibTeX file into publications, in file order.
 *
 * @param source The file's text.
 * @param fileName Used in error messages.
 * @param references The programmes, cruises and people that entries may name (default: the site's).
 * @throws BibliographyError naming the entry (key and line) when an entry cannot be parsed, has
 *   an unsupported type, misses a required field, has a malformed year, DOI or site field
 *   (`pdf`, `data`, `code` not https://, a malformed id list), names a programme or cruise that
 *   does not exist, or repeats another entry's key or DOI.
 */
export function parseBibliography(source: string, fileName = 'publications.bib', references: BibliographyReferences = siteReferences()): Publication[] {
  const entries = splitEntries(source, fileName);
  const keys = new Map<string, RawEntry>();
  const dois = new Map<string, string>();
  const people = aliasIndex(references.people);
  return entries.map((entry) => {
    const where = describe(entry, fileName);
    const earlier = keys.get(entry.key.toLowerCase());
    if (earlier) {
      throw new BibliographyError(`${where}: key '${entry.key}' is already used by the entry at line ${earlier.line}`);
    }
    keys.set(entry.key.toLowerCase(), entry);

    const item = parseEntry(entry, fileName);
    const type = entry.type as PublicationType;
    const missing = [...commonRequiredFields, ...publicationTypes[type].requiredFields].filter((field) => !hasField(entry, field));
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

    const fields = entryFields(entry);
    if (!fields) {
      throw new BibliographyError(`${where} could not be read (check its braces, quotes and commas)`);
    }
    const site = siteFields(fields, references, where);
    const abstractField = fields.find((field) => field.name === 'abstract');
    const abstract = typeof item.abstract === 'string' ? plainText(item.abstract, where) : undefined;
    if (abstractField && !abstract) {
      throw new BibliographyError(`${where}: abstract (line ${abstractField.line}) is empty; leave the field out instead`);
    }
    const titleSegments = htmlToSegments(`<div class="csl-entry">${item.title ?? ''}</div>`, where);
    const title = titleSegments.map((segment) => segment.text).join('');
    const authors: PublicationAuthor[] = (item.author ?? []).map((name) => {
      const personId = personIdOfAuthor(
        name.literal !== undefined ? {literal: name.literal} : {family: [name['non-dropping-particle'], name.family].filter(Boolean).join(' '), given: name.given},
        people,
      );
      return personId === undefined ? {name: printedName(name)} : {name: printedName(name), personId};
    });
    const dateParts = item.issued?.['date-parts']?.[0] ?? [year];

    const html = new Cite(item).format('bibliography', {format: 'html', template: 'apa', lang: 'en-US'});
    const publication: Publication = {
      key: entry.key,
      type,
      year,
      date: isoDate(dateParts),
      citation: htmlToSegments(html, where),
      title,
      titleSegments,
      authors,
      venue: item['container-title'] ?? '',
      pages: pageRange(item.page ?? ''),
      links: site.links,
      programs: site.programs,
      cruises: site.cruises,
      datasets: site.datasets,
      researchAreas: researchAreasOf(site.programs, references.programs),
      doi,
      url: doiUrl(doi),
      bibtex: cleanBibtex(entry, fields),
      ris: risOf(item, authors, title, abstract, year),
    };
    if (item.volume) publication.volume = String(item.volume);
    if (item.issue) publication.issue = String(item.issue);
    if (item.publisher) publication.publisher = item.publisher;
    if (abstract) publication.abstract = abstract;
    return publication;
  });
}
