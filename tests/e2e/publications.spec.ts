/** One publication's page and the list's filters (See More: `research-media.spec.ts`; without JavaScript: `no-javascript.spec.ts`). */
import {readFileSync} from 'node:fs';
import type {Page} from '@playwright/test';
import {test, expect, visit, at} from './fixtures';
import {bibliographyFile, parseBibliography} from '../../plugins/publications/bibliography';
import {detailPath, listPath} from '../../src/collections';
import {localeDigits} from '../../src/utils/formatNumber';

const publications = parseBibliography(readFileSync(bibliographyFile, 'utf8'));
const listUrl = listPath('publications');
/** A journal article with a PDF, volume, issue and pages, its first author a lab member. */
const sample = publications.find((publication) => publication.key === 'chowdhury2024sundarbans')!;
const sampleUrl = detailPath('publications', sample.key);
const years = [...new Set(publications.map((publication) => publication.year))].sort((a, b) => b - a);
const bengali = JSON.parse(readFileSync('i18n/bn/code.json', 'utf8')) as Record<string, {message: string}>;
/** The live count of the list (the navbar's search has a status region of its own, outside main). */
const countStatus = (page: Page) => page.getByRole('main').getByRole('status');
const countText = (count: number) => (count === 1 ? 'One publication' : `${count} publications`);

test("a publication's page carries Scholar tags, offers its BibTeX and RIS to download and copy, links its authors, and goes back", async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await visit(page, listUrl);
  // The reference links to the DOI and names the title too; the page link starts 'Cite / details'.
  await page.getByRole('main').getByRole('link', {name: sample.title}).filter({hasText: 'Cite / details'}).click();
  await expect(page).toHaveURL(at(sampleUrl));
  await expect(page.getByRole('heading', {level: 1})).toHaveText(sample.title);

  const tags = await page.locator('head meta[name^="citation_"]').evaluateAll((metas) => metas.map((meta) => [meta.getAttribute('name'), meta.getAttribute('content')]));
  const [firstPage, lastPage] = sample.pages.split('–');
  expect(tags).toEqual(
    expect.arrayContaining([
      ['citation_title', sample.title],
      ['citation_publication_date', String(sample.year)],
      ['citation_journal_title', sample.venue],
      ['citation_volume', sample.volume],
      ['citation_issue', sample.issue],
      ['citation_firstpage', firstPage],
      ['citation_lastpage', lastPage],
      ['citation_doi', sample.doi],
      ['citation_pdf_url', sample.links.pdf],
    ]),
  );
  expect(tags.filter(([name]) => name === 'citation_author').map(([, content]) => content)).toEqual(sample.authors.map((author) => author.name));

  const cite = page.getByRole('region', {name: 'Cite this publication'});
  await expect(cite.locator('pre').first()).toContainText(`@article{${sample.key},`);
  await expect(cite.locator('pre').nth(1)).toContainText('TY  - JOUR');
  for (const [extension, text] of [
    ['bib', sample.bibtex],
    ['ris', sample.ris],
  ] as const) {
    const link = cite.getByRole('link', {name: `Download ${sample.key}.${extension}`});
    await expect(link).toHaveAttribute('download', `${sample.key}.${extension}`);
    const response = await page.request.get((await link.getAttribute('href'))!);
    expect(response.status(), `${extension} file`).toBe(200);
    expect(await response.text()).toBe(text);
  }
  await cite.getByRole('button', {name: 'Copy BibTeX'}).click();
  await expect(cite.getByRole('status')).toHaveText('BibTeX copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(sample.bibtex);

  const author = page.getByRole('main').getByRole('link', {name: sample.authors[0]!.name, exact: true});
  await expect(author).toHaveAttribute('href', at(detailPath('people', sample.authors[0]!.personId!)));
  await page.getByRole('button', {name: 'Back'}).click();
  await expect(page).toHaveURL(at(listUrl));
  await page.goForward();
  await author.click();
  await expect(page).toHaveURL(at(detailPath('people', sample.authors[0]!.personId!)));
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
});

test('the filters keep their choices in the address, count, combine, come back with Back, open from a shared address, and work in Bengali', async ({page}) => {
  await visit(page, listUrl);
  await expect(countStatus(page)).toHaveText(countText(publications.length));
  // The fields sit in a closed disclosure until a filter is set.
  await expect(page.getByLabel('Year')).toBeHidden();
  await page.getByRole('search', {name: 'Filter publications'}).locator('summary').click();
  const inYear = publications.filter((publication) => publication.year === years[1]);
  await page.getByLabel('Year').selectOption(String(years[1]));
  await expect(page).toHaveURL(at(`${listUrl}?year=${years[1]}`));
  await expect(countStatus(page)).toHaveText(countText(inYear.length));
  await expect(page.getByRole('main').getByRole('heading', {level: 2})).toHaveText([String(years[1])]);
  await page.getByLabel('Type').selectOption('article');
  await expect(page).toHaveURL(at(`${listUrl}?year=${years[1]}&type=article`));
  await expect(countStatus(page)).toHaveText(countText(inYear.filter((publication) => publication.type === 'article').length));
  await page.goBack();
  await expect(page).toHaveURL(at(`${listUrl}?year=${years[1]}`));
  await expect(page.getByLabel('Type')).toHaveValue('');
  await expect(countStatus(page)).toHaveText(countText(inYear.length));
  await page.getByLabel('Words in the reference').fill('Sundarbans');
  await expect(page).toHaveURL(at(`${listUrl}?q=Sundarbans&year=${years[1]}`));
  await expect(countStatus(page)).toHaveText(countText(inYear.filter((publication) => publication.title.includes('Sundarbans')).length));

  // A shared address: the member with papers in the most years, every one of them shown (no See More).
  const yearsOf = (id: string) => [...new Set(publications.filter((entry) => entry.authors.some((author) => author.personId === id)).map((entry) => entry.year))];
  const authorIds = [...new Set(publications.flatMap((publication) => publication.authors.flatMap((author) => author.personId ?? [])))];
  const person = authorIds.reduce((best, id) => (yearsOf(id).length > yearsOf(best).length ? id : best));
  const personYears = yearsOf(person).sort((a, b) => b - a);
  expect(personYears.length, `person ${person} should have papers in more years than the list shows at first`).toBeGreaterThan(5);
  await visit(page, `${listUrl}?person=${person}`);
  await expect(page.getByLabel('Lab member')).toHaveValue(person);
  await expect(countStatus(page)).toHaveText(countText(publications.filter((entry) => entry.authors.some((author) => author.personId === person)).length));
  await expect(page.getByRole('main').getByRole('heading', {level: 2})).toHaveText(personYears.map(String));
  await expect(page.getByRole('button', {name: 'See More'})).toHaveCount(0);
  await page.getByLabel('Words in the reference').fill('no such word anywhere');
  await expect(page.getByText('No publications match these filters.')).toBeVisible();
  await expect(countStatus(page)).toHaveText(countText(0));
  await page.getByRole('button', {name: 'Show all publications'}).click();
  await expect(page).toHaveURL(at(listUrl));
  await expect(page.getByLabel('Words in the reference')).toHaveValue('');
  await expect(page.getByRole('main').getByRole('heading', {level: 2})).toHaveCount(5);
  await expect(page.getByRole('button', {name: 'See More'})).toBeVisible();

  // In Bengali, counting in Bengali digits; English references keep their language.
  const inFirstYear = publications.filter((publication) => publication.year === years[0]);
  await visit(page, `/bn${listUrl}?year=${years[0]}`);
  await expect(page.getByLabel(bengali['publications.filters.year']!.message, {exact: true})).toHaveValue(String(years[0]));
  await expect(countStatus(page)).toHaveText(bengali['publications.filters.count']!.message.replace('{count}', localeDigits(String(inFirstYear.length), 'bn')));
  await expect(page.getByRole('main').getByRole('heading', {level: 2})).toHaveText([localeDigits(String(years[0]), 'bn')]);
  await expect(page.getByRole('main').getByRole('listitem').first().locator('[lang="en"]').first()).toBeVisible();
});
