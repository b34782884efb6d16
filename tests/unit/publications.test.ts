/**
 * @jest-environment node
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {BibliographyError, htmlToSegments, parseBibliography, splitEntries} from '@site/plugins/publications/bibliography';
import {loadPublicationYears} from '@site/plugins/publications';
import {citationText, groupByYear, initialYearCount, type Publication} from '@site/src/data/publications';

const root = path.join(__dirname, '../..');
const bibFile = readFileSync(path.join(root, 'src/data/publications.bib'), 'utf8');

/** A well-formed entry to break in the error tests. */
const entry = (fields: Record<string, string>, head = '@article{rahman2025coral,') =>
  `${head}\n${Object.entries(fields)
    .map(([field, value]) => `  ${field} = {${value}}`)
    .join(',\n')}\n}\n`;
const article = {
  title: 'Coral bleaching at {St Martin\'s Island}',
  author: 'Rahman, Nusrat Jahan and Chowdhury, Tahmina',
  journal: 'Journal of Coastal Ecology and Conservation',
  year: '2025',
  volume: '14',
  pages: '101--124',
  doi: '10.5555/jcec.2025.0142',
};

/** The fields without the named ones. */
const without = (fields: Record<string, string>, ...names: string[]) =>
  Object.fromEntries(Object.entries(fields).filter(([name]) => !names.includes(name)));

function publication(key: string, year: number, text: string): Publication {
  return {key, type: 'article', year, citation: [{text}], doi: `10.5555/${key}`, url: `https://doi.org/10.5555/${key}`};
}

describe('the publications file (src/data/publications.bib)', () => {
  const years = groupByYear(parseBibliography(bibFile));

  it('has publications, grouped by year, newest year first, every year once', () => {
    expect(years.length).toBeGreaterThan(0);
    const numbers = years.map((group) => group.year);
    expect(numbers).toEqual([...new Set(numbers)].sort((a, b) => b - a));
    expect(years.filter((group) => group.publications.length === 0).map((group) => `${group.year} is listed without publications`)).toEqual([]);
    expect(
      years.flatMap((group) => group.publications.filter((item) => item.year !== group.year).map((item) => `entry '${item.key}' of ${item.year} is listed under ${group.year}`)),
    ).toEqual([]);
  });

  it('links every entry to its DOI at doi.org', () => {
    const all = years.flatMap((group) => group.publications);
    const wrong = all.filter((item) => !/^10\.\d{4,}\//.test(item.doi) || item.url !== `https://doi.org/${item.doi}`);
    expect(wrong.map((item) => `src/data/publications.bib: entry '${item.key}': doi ${item.doi} links to ${item.url}, expected https://doi.org/${item.doi}`)).toEqual([]);
  });

  it('formats every entry as an APA reference: authors, (year), title, italic venue, DOI URL', () => {
    const problems = years.flatMap((group) =>
      group.publications.flatMap((item) => {
        const text = citationText(item);
        const entry = `src/data/publications.bib: entry '${item.key}'`;
        return [
          ...(new RegExp(`^[^(]+\\(${item.year}\\)\\. `).test(text) ? [] : [`${entry}: the reference does not open with the authors and (${item.year}): ${text}`]),
          ...(text.endsWith(item.url) ? [] : [`${entry}: the reference does not end with its DOI link: ${text}`]),
          ...(item.citation.some((segment) => segment.italic) ? [] : [`${entry}: the reference has no italic journal or book title`]),
          ...(/[{}\\]|&#?\w+;/.test(text) ? [`${entry}: the reference shows BibTeX or HTML markup: ${text}`] : []),
        ];
      }),
    );
    expect(problems).toEqual([]);
  });

  it('is what the plugin publishes', async () => {
    expect(await loadPublicationYears(root)).toEqual(years);
  });

  it('shows the five newest years at first', () => {
    expect(initialYearCount).toBe(5);
  });
});

describe('groupByYear', () => {
  it('groups by year, newest year first, each year sorted by reference', () => {
    const grouped = groupByYear([
      publication('b2019', 2019, 'Bhuiyan, R. K. (2019). Fan.'),
      publication('z2024', 2024, 'Zaman, A. (2024). Corals.'),
      publication('a2024', 2024, 'akter, S. (2024). Plankton.'),
      publication('k2013', 2013, 'Karim, A. (2013). Baseline.'),
    ]);
    expect(grouped.map((group) => [group.year, group.publications.map((item) => item.key)])).toEqual([
      [2024, ['a2024', 'z2024']],
      [2019, ['b2019']],
      [2013, ['k2013']],
    ]);
  });

  it('returns no years for no publications', () => {
    expect(groupByYear([])).toEqual([]);
  });
});

describe('parseBibliography', () => {
  it('reads a well-formed entry', () => {
    const [item] = parseBibliography(entry(article));
    expect(item?.key).toBe('rahman2025coral');
    expect(item?.year).toBe(2025);
    expect(item && citationText(item)).toBe(
      'Rahman, N. J., & Chowdhury, T. (2025). Coral bleaching at St Martin’s Island. Journal of Coastal Ecology and Conservation, 14, 101–124. https://doi.org/10.5555/jcec.2025.0142',
    );
  });

  it('names the key and line of an entry it cannot parse', () => {
    const broken = `${entry({...article, doi: '10.5555/a.1'}, '@article{first2024,')}\n@article{broken2024,\n  title = {Unclosed {brace},\n  year = {2024}\n}\n`;
    expect(() => parseBibliography(broken)).toThrow(BibliographyError);
    expect(() => parseBibliography(broken)).toThrow(/entry 'broken2024' \(line 11\) could not be read/);
  });

  it('names the key and the missing fields of an incomplete entry', () => {
    const incomplete = without(article, 'doi', 'pages');
    expect(() => parseBibliography(entry(incomplete))).toThrow(
      "publications.bib: entry 'rahman2025coral' (line 1) is missing pages, doi (required for @article)",
    );
  });

  it('asks conference papers for their booktitle', () => {
    const paper = without(article, 'journal', 'volume');
    expect(() => parseBibliography(entry(paper, '@inproceedings{mim2025sharks,'))).toThrow(
      /entry 'mim2025sharks' \(line 1\) is missing booktitle/,
    );
  });

  it('rejects a malformed year or DOI, naming the entry', () => {
    expect(() => parseBibliography(entry({...article, year: 'forthcoming'}))).toThrow(
      /entry 'rahman2025coral'.*year must be a four-digit year/,
    );
    expect(() => parseBibliography(entry({...article, doi: 'https://doi.org/10.5555/x'}))).toThrow(
      /entry 'rahman2025coral'.*doi must be a bare DOI/,
    );
  });

  it('rejects unsupported entry types and entries without a key', () => {
    expect(() => parseBibliography(entry(article, '@misc{poster2025,'))).toThrow(
      /entry 'poster2025' \(line 1\): type @misc is not supported; use one of @article, @inproceedings, @incollection/,
    );
    expect(() => parseBibliography(entry(article, '@article{,'))).toThrow(/the entry at line 1 \(it has no citation key\)/);
  });

  it('rejects a repeated key or DOI, naming both entries', () => {
    const twice = entry(article) + entry({...article, doi: '10.5555/other'});
    expect(() => parseBibliography(twice)).toThrow(/entry 'rahman2025coral' \(line 10\): key 'rahman2025coral' is already used by the entry at line 1/);
    const sameDoi = entry(article) + entry(article, '@article{chowdhury2025coral,');
    expect(() => parseBibliography(sameDoi)).toThrow(/entry 'chowdhury2025coral'.*doi 10\.5555\/jcec\.2025\.0142 is already used by entry 'rahman2025coral'/);
  });

  it('skips comments and rejects @string macros', () => {
    expect(splitEntries('% a comment\n@comment{ignored}\n' + entry(article)).map((raw) => raw.key)).toEqual(['rahman2025coral']);
    expect(() => parseBibliography('@string{jcec = {Journal}}\n' + entry(article))).toThrow(/line 1: @string macros are not supported/);
  });
});

describe('htmlToSegments', () => {
  it('keeps italics as segments and decodes entities', () => {
    expect(
      htmlToSegments('<div class="csl-entry">Rahman, N. J., &#38; Akter, S. (2024). Hilsa (<i>Tenualosa ilisha</i>). <i>Journal</i>, 1.</div>'),
    ).toEqual([
      {text: 'Rahman, N. J., & Akter, S. (2024). Hilsa ('},
      {text: 'Tenualosa ilisha', italic: true},
      {text: '). '},
      {text: 'Journal', italic: true},
      {text: ', 1.'},
    ]);
  });

  it('treats CSL\'s normal-style span inside italics as upright text', () => {
    expect(
      htmlToSegments('<div class="csl-entry"><i>Book on <span style="font-style:normal;">Perna</span> farming</i></div>'),
    ).toEqual([{text: 'Book on ', italic: true}, {text: 'Perna'}, {text: ' farming', italic: true}]);
  });

  it('reports markup the page could not show', () => {
    expect(() => htmlToSegments('<div class="csl-entry"><b>bold</b></div>', "entry 'x'")).toThrow(
      "entry 'x': unexpected markup <b> in the formatted reference",
    );
  });
});
