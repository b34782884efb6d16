/**
 * @jest-environment node
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {Cite} from '@citation-js/core';
import '@citation-js/plugin-bibtex';
import '@citation-js/plugin-ris';
import {bibliographyFile, BibliographyError, entryFields, htmlToSegments, parseBibliography, splitEntries, type BibliographyReferences} from '@site/plugins/publications/bibliography';
import {loadPublicationYears} from '@site/plugins/publications';
import {citationText, groupByYear, publicationsOfCruise, publicationsOfPerson, publicationsOfProgram, publicationsOfResearchArea, researchAreasOf, siteOnlyFields} from '@site/src/data/publications';
import type {Publication} from '@site/src/data/publications';
import {people} from '@site/tests/shared/collections';

const root = path.join(__dirname, '../..');
const bibFile = readFileSync(path.join(root, bibliographyFile), 'utf8');

/** A well-formed entry to break in the error tests. */
const entry = (fields: Record<string, string>, head = '@article{talukder2025coral,') =>
  `${head}\n${Object.entries(fields)
    .map(([field, value]) => `  ${field} = {${value}}`)
    .join(',\n')}\n}\n`;
const article = {
  title: "Coral bleaching at {St Martin's Island}",
  author: 'Talukder, Anisur Rahman and Shimu, Rumana Akter',
  journal: 'Journal of Coastal Ecology and Conservation',
  year: '2025',
  volume: '14',
  pages: '101--124',
  doi: '10.5555/jcec.2025.0142',
};

/** The fields without the named ones. */
const without = (fields: Record<string, string>, ...names: string[]) => Object.fromEntries(Object.entries(fields).filter(([name]) => !names.includes(name)));

/** A publication with the given key, year and reference text; other fields as `more` sets them. */
function publication(key: string, year: number, text: string, more: Partial<Publication> = {}): Publication {
  const citation = [{text}];
  const doi = `10.5555/${key}`;
  const empty = {authors: [], links: {}, programs: [], cruises: [], datasets: [], researchAreas: [], bibtex: '', ris: ''};
  return {key, type: 'article', year, date: String(year), citation, title: text, titleSegments: citation, venue: 'Journal', pages: '1–2', doi, url: `https://doi.org/${doi}`, ...empty, ...more};
}

describe('the publications file (content/publications.bib)', () => {
  const all = parseBibliography(bibFile);
  const years = groupByYear(all);

  it('has publications, grouped by year, newest year first, every year once', () => {
    expect(years.length).toBeGreaterThan(0);
    const numbers = years.map((group) => group.year);
    expect(numbers).toEqual([...new Set(numbers)].sort((a, b) => b - a));
    expect(years.filter((group) => group.publications.length === 0).map((group) => `${group.year} is listed without publications`)).toEqual([]);
    expect(years.flatMap((group) => group.publications.filter((item) => item.year !== group.year).map((item) => `entry '${item.key}' of ${item.year} is listed under ${group.year}`))).toEqual([]);
  });

  it('formats every entry as an APA reference: authors, (year), title, italic venue, DOI URL at doi.org', () => {
    const problems = years.flatMap((group) =>
      group.publications.flatMap((item) => {
        const text = citationText(item);
        const entry = `content/publications.bib: entry '${item.key}'`;
        return [
          ...(/^10\.\d{4,}\//.test(item.doi) && item.url === `https://doi.org/${item.doi}` ? [] : [`${entry}: doi ${item.doi} links to ${item.url}`]),
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

  it('has at least one member of the laboratory among the authors of every entry', () => {
    expect(all.filter((item) => !item.authors.some((author) => author.personId)).map((item) => `entry '${item.key}' names no member of the laboratory`)).toEqual([]);
  });

  it('names each member by the name of their entry in content/people/', () => {
    const names = new Map(people.map((person) => [person.id, person.name]));
    const mismatched = all.flatMap((item) =>
      item.authors
        .filter((author) => author.personId)
        .filter((author) => {
          const [family = ''] = author.name.split(',');
          return !(names.get(author.personId ?? '') ?? '').includes(family.trim());
        })
        .map((author) => `entry '${item.key}': ${author.name} is linked to person ${author.personId} (${names.get(author.personId ?? '')})`),
    );
    expect(mismatched).toEqual([]);
  });

  it('keys every entry by its first author, year and one word', () => {
    const wrong = all.filter((item) => {
      const family = (item.authors[0]?.name.split(',')[0] ?? '').toLowerCase().replace(/[^a-z]/g, '');
      return !new RegExp(`^${family}${item.year}[a-z]+$`).test(item.key);
    });
    expect(wrong.map((item) => `entry '${item.key}' should start with ${item.authors[0]?.name.split(',')[0]?.toLowerCase()}${item.year}`)).toEqual([]);
  });

  it('writes RIS for every entry, of every type, that citation-js reads back, with its year as PY once', () => {
    expect(new Set(all.map((item) => item.type)).size).toBeGreaterThanOrEqual(3);
    const problems = all.flatMap((item) => {
      const [back] = new Cite(item.ris).data;
      const py = [...item.ris.matchAll(/^PY {2}- (.*)$/gm)].map((match) => match[1]);
      return [
        ...(back?.title === item.title && back.DOI === item.doi ? [] : [`entry '${item.key}': RIS reads back as ${back?.title} / ${back?.DOI}`]),
        ...(py.length === 1 && py[0] === String(item.year) ? [] : [`entry '${item.key}' (${item.type}): PY lines ${JSON.stringify(py)}, expected ["${item.year}"]`]),
      ];
    });
    expect(problems).toEqual([]);
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
    expect(groupByYear([])).toEqual([]);
  });
});

describe('parseBibliography', () => {
  it('reads a well-formed entry', () => {
    const [item] = parseBibliography(entry(article));
    expect(item?.key).toBe('talukder2025coral');
    expect(item?.year).toBe(2025);
    expect(item && citationText(item)).toBe(
      'Talukder, A. R., & Shimu, R. A. (2025). Coral bleaching at St Martin’s Island. Journal of Coastal Ecology and Conservation, 14, 101–124. https://doi.org/10.5555/jcec.2025.0142',
    );
  });

  it('names the key and line of an entry it cannot parse', () => {
    const broken = `${entry({...article, doi: '10.5555/a.1'}, '@article{first2024,')}\n@article{broken2024,\n  title = {Unclosed {brace},\n  year = {2024}\n}\n`;
    expect(() => parseBibliography(broken)).toThrow(BibliographyError);
    expect(() => parseBibliography(broken)).toThrow(/entry 'broken2024' \(line 11\) could not be read/);
  });

  it.each([
    [entry(without(article, 'doi', 'pages')), "publications.bib: entry 'talukder2025coral' (line 1) is missing pages, doi (required for @article)"],
    [entry(without(article, 'journal', 'volume'), '@inproceedings{bhuiyan2025sharks,'), /entry 'bhuiyan2025sharks' \(line 1\) is missing booktitle/],
    [entry({...article, year: 'forthcoming'}), /entry 'talukder2025coral'.*year must be a four-digit year/],
    [entry({...article, doi: 'https://doi.org/10.5555/x'}), /entry 'talukder2025coral'.*doi must be a bare DOI/],
    [entry(article, '@misc{poster2025,'), /entry 'poster2025' \(line 1\): type @misc is not supported; use one of @article, @inproceedings, @incollection/],
    [entry(article, '@article{,'), /the entry at line 1 \(it has no citation key\)/],
  ])('names the entry and what is wrong: missing fields, a malformed year or DOI, an unsupported type, no key (%#)', (source, message) => {
    expect(() => parseBibliography(source)).toThrow(message);
  });

  it('rejects a repeated key or DOI, naming both entries', () => {
    const twice = entry(article) + entry({...article, doi: '10.5555/other'});
    expect(() => parseBibliography(twice)).toThrow(/entry 'talukder2025coral' \(line 10\): key 'talukder2025coral' is already used by the entry at line 1/);
    const sameDoi = entry(article) + entry(article, '@article{shimu2025coral,');
    expect(() => parseBibliography(sameDoi)).toThrow(/entry 'shimu2025coral'.*doi 10\.5555\/jcec\.2025\.0142 is already used by entry 'talukder2025coral'/);
  });

  it('skips comments and rejects @string macros', () => {
    expect(splitEntries('% a comment\n@comment{ignored}\n' + entry(article)).map((raw) => raw.key)).toEqual(['talukder2025coral']);
    expect(() => parseBibliography('@string{jcec = {Journal}}\n' + entry(article))).toThrow(/line 1: @string macros are not supported/);
  });
});

describe('htmlToSegments', () => {
  it("keeps italics as segments, decodes entities and treats CSL's normal-style span inside italics as upright text", () => {
    expect(htmlToSegments('<div class="csl-entry">Lipi, S. P., &#38; Sojib, A. R. (2024). Hilsa (<i>Tenualosa ilisha</i>). <i>J</i>, 1.</div>')).toEqual([
      {text: 'Lipi, S. P., & Sojib, A. R. (2024). Hilsa ('},
      {text: 'Tenualosa ilisha', italic: true},
      {text: '). '},
      {text: 'J', italic: true},
      {text: ', 1.'},
    ]);
    const upright = htmlToSegments('<div class="csl-entry"><i>Book on <span style="font-style:normal;">Perna</span> farming</i></div>');
    expect(upright).toEqual([{text: 'Book on ', italic: true}, {text: 'Perna'}, {text: ' farming', italic: true}]);
  });

  it('reports markup the page could not show', () => {
    expect(() => htmlToSegments('<div class="csl-entry"><b>bold</b></div>', "entry 'x'")).toThrow("entry 'x': unexpected markup <b> in the formatted reference");
  });
});

/** Programmes, cruises and people small enough to read in a test. */
const references: BibliographyReferences = {
  programs: [
    {id: 1, researchAreas: [1, 5]},
    {id: 4, researchAreas: [2, 3]},
    {id: 7, researchAreas: [2, 3]},
  ],
  cruises: [{id: 'sonadia-channel-2022-10'}, {id: 'sundarbans-2023-09'}],
  people: [
    {id: '1', aliases: ['Chowdhury, Farhana Rahman', 'Chowdhury, F. R.']},
    {id: '7', aliases: ['Shimu, Rumana Akter']},
  ],
};

describe('the site fields of an entry', () => {
  const full = {
    ...article,
    author: 'Chowdhury, F. R. and van der Berg, Pieter and Shimu, Rumana Akter',
    abstract: 'Seagrass of \\textit{Halophila} covered 9 ha; 38\\% of quadrats held it.',
    pdf: 'https://example.org/paper.pdf',
    data: 'https://example.org/data',
    code: 'https://example.org/code',
    programs: '4, 7',
    cruises: 'sonadia-channel-2022-10',
    datasets: 'sonadia-seagrass-2022',
  };
  const [item] = parseBibliography(entry(full), 'publications.bib', references);

  it('reads the plain-text abstract, links, programmes (and their research areas), cruises, data sets, and the fields of the meta tags', () => {
    expect(item).toMatchObject({
      abstract: 'Seagrass of Halophila covered 9 ha; 38% of quadrats held it.',
      links: {pdf: 'https://example.org/paper.pdf', data: 'https://example.org/data', code: 'https://example.org/code'},
      programs: ['4', '7'],
      researchAreas: ['2', '3'],
      cruises: ['sonadia-channel-2022-10'],
      datasets: ['sonadia-seagrass-2022'],
      title: "Coral bleaching at St Martin's Island",
      venue: 'Journal of Coastal Ecology and Conservation',
      volume: '14',
      pages: '101–124',
      date: '2025',
    });
    const [withIssue] = parseBibliography(entry({...article, number: '2', month: 'mar'}), 'publications.bib', references);
    expect(withIssue).toMatchObject({issue: '2', date: '2025-03'});
    // An entry without any site field is accepted.
    const [plain] = parseBibliography(entry(article), 'publications.bib', references);
    expect(plain).toMatchObject({links: {}, programs: [], cruises: [], datasets: [], researchAreas: []});
    expect(plain?.abstract).toBeUndefined();
  });

  it('names lab members by their aliases, initials included, and leaves other authors unlinked', () => {
    expect(item?.authors).toEqual([{name: 'Chowdhury, F. R.', personId: '1'}, {name: 'van der Berg, Pieter'}, {name: 'Shimu, Rumana Akter', personId: '7'}]);
  });

  it('leaves the site fields out of the BibTeX it offers, which citation-js reads back to the same entry', () => {
    const bibtex = item?.bibtex ?? '';
    expect(bibtex.startsWith('@article{talukder2025coral,\n')).toBe(true);
    for (const field of siteOnlyFields) expect(bibtex).not.toMatch(new RegExp(`^\\s*${field}\\s*=`, 'm'));
    expect(bibtex).toContain('abstract = {Seagrass');
    const [back] = new Cite(bibtex).data;
    expect(back).toMatchObject({id: 'talukder2025coral', DOI: '10.5555/jcec.2025.0142', title: item?.title});
  });

  it('writes RIS with the printed names and split pages, which citation-js reads back to the same title and DOI', () => {
    const ris = item?.ris ?? '';
    expect(ris.split('\n')[0]).toBe('TY  - JOUR');
    expect(ris).toContain('AU  - Chowdhury, F. R.\nAU  - van der Berg, Pieter\nAU  - Shimu, Rumana Akter');
    expect(ris).toContain('SP  - 101\nEP  - 124');
    expect(ris.trimEnd().endsWith('ER  -')).toBe(true);
    const [back] = new Cite(ris).data;
    expect(back).toMatchObject({title: item?.title, DOI: item?.doi});
  });

  it('stops at a programme or cruise that does not exist, naming the entry and the line', () => {
    expect(() => parseBibliography(entry({...article, programs: '4, 99'}), 'publications.bib', references)).toThrow(
      "publications.bib: entry 'talukder2025coral' (line 1): programs (line 9) names '99', which content/programs/ does not have (its ids: 1, 4, 7)",
    );
    expect(() => parseBibliography(entry({...article, cruises: 'sundarbans-2099-01'}), 'publications.bib', references)).toThrow(
      /entry 'talukder2025coral' \(line 1\): cruises \(line 9\) names 'sundarbans-2099-01', which content\/cruises\/ does not have/,
    );
  });

  it('rejects malformed id lists, links that are not https and empty abstracts', () => {
    const fails = (fields: Record<string, string>) => () => parseBibliography(entry({...article, ...fields}), 'publications.bib', references);
    expect(fails({programs: '4; 7'})).toThrow(/programs \(line 9\) must list ids separated by commas/);
    expect(fails({programs: '4, 4'})).toThrow(/programs \(line 9\) names 4 twice/);
    expect(fails({datasets: 'a b'})).toThrow(/datasets \(line 9\) must list ids/);
    expect(fails({pdf: 'http://example.org/a.pdf'})).toThrow(/entry 'talukder2025coral' \(line 1\): pdf \(line 9\) must be one https:\/\/ address/);
    expect(fails({code: 'see the paper'})).toThrow(/code \(line 9\) must be one https:\/\/ address/);
    expect(fails({abstract: ' '})).toThrow(/abstract \(line 9\) is empty/);
  });
});

describe('entryFields', () => {
  it('reads names, raw values and lines, nested braces and quotes included, and gives up on unbalanced braces', () => {
    const [raw] = splitEntries('\n@article{k2024,\n  title = {A {Nested} title},\n  year = 2024,\n  note = "with {braces}"\n}\n');
    expect(raw && entryFields(raw)?.map(({name, value, line}) => [name, value, line])).toEqual([
      ['title', 'A {Nested} title', 3],
      ['year', '2024', 4],
      ['note', 'with {braces}', 5],
    ]);
    const [unbalanced] = splitEntries('@article{k2024,\n  title = {Open\n}\n');
    expect(unbalanced && entryFields(unbalanced)).toBeUndefined();
  });
});

describe('derivations for the pages of people, programmes, cruises and research areas', () => {
  const a = publication('a2024', 2024, 'A (2024)', {authors: [{name: 'Chowdhury, F. R.', personId: '1'}], programs: ['3'], cruises: ['sundarbans-2023-09'], researchAreas: ['2', '3', '5']});
  const b = publication('b2021', 2021, 'B (2021)', {authors: [{name: 'Chowdhury, Farhana Rahman', personId: '1'}, {name: 'Kessler, Anna'}], programs: ['9'], researchAreas: ['1', '6']});
  const c = publication('c2025', 2025, 'C (2025)', {authors: [{name: 'Kessler, Anna'}], programs: ['3', '9'], cruises: ['sundarbans-2023-09'], researchAreas: ['1', '2', '3', '5', '6']});
  const d = publication('a2025', 2025, 'A (2025)', {date: '2025-06', authors: [{name: 'Chowdhury, F. R.', personId: '1'}]});
  const list = [b, a, c, d];

  it("lists a person's publications newest first, whatever the alias", () => {
    for (const id of ['1', 1]) expect(publicationsOfPerson(list, id).map((item) => item.key)).toEqual(['a2025', 'a2024', 'b2021']);
    expect(publicationsOfPerson(list, '99')).toEqual([]);
  });

  it('lists the publications of a programme, a cruise and a research area, newest first', () => {
    expect(publicationsOfProgram(list, 3).map((item) => item.key)).toEqual(['c2025', 'a2024']);
    expect(publicationsOfCruise(list, 'sundarbans-2023-09').map((item) => item.key)).toEqual(['c2025', 'a2024']);
    expect(publicationsOfResearchArea(list, '6').map((item) => item.key)).toEqual(['c2025', 'b2021']);
    // A publication's research areas come from its programmes, each once, in id order.
    expect(researchAreasOf(['4', '7'], references.programs)).toEqual(['2', '3']);
    expect(researchAreasOf([4, 1], references.programs)).toEqual(['1', '2', '3', '5']);
    expect(researchAreasOf([], references.programs)).toEqual([]);
  });
});
