/**
 * Publications beyond the list's See More (which `research-media.spec.ts` checks): the page of
 * one publication (Google Scholar tags, ScholarlyArticle, Cite box, links to its authors), the
 * list's filters (kept in the address, counted, combined, restored by Back, in Bengali too),
 * and both pages without JavaScript. One well-furnished publication stands for all: the search
 * and sitemap tests already visit every page.
 */
import {readFileSync} from 'node:fs';
import type {Page} from '@playwright/test';
import {test, expect, visit, isMobile, at} from './fixtures';
import {parseBibliography} from '../../plugins/publications/bibliography';
import {detailPath, listPath} from '../../src/collections';
import {localeDigits} from '../../src/utils/formatNumber';

const publications = parseBibliography(readFileSync('src/data/publications.bib', 'utf8'));
const listUrl = listPath('publications');
/** A journal article with abstract, PDF, data, a programme, a cruise and a lab member written by initials. */
const sample = publications.find((publication) => publication.key === 'chowdhury2024sundarbans')!;
const sampleUrl = detailPath('publications', sample.key);
const years = [...new Set(publications.map((publication) => publication.year))].sort((a, b) => b - a);
const bengali = JSON.parse(readFileSync('i18n/bn/code.json', 'utf8')) as Record<string, {message: string}>;

const meta = (page: Page, name: string) => page.locator(`head meta[name="${name}"]`);
const filterForm = (page: Page) => page.getByRole('search', {name: 'Filter publications'});
/** The live count of the list (the navbar's search has a status region of its own, outside main). */
const countStatus = (page: Page) => page.getByRole('main').getByRole('status');

test.describe("a publication's page", () => {
  test('names the paper, its authors and venue, and carries Google Scholar tags', async ({page}) => {
    await visit(page, sampleUrl);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(sample.title);
    await expect(meta(page, 'citation_title')).toHaveAttribute('content', sample.title);
    expect(await meta(page, 'citation_author').evaluateAll((tags) => tags.map((tag) => tag.getAttribute('content')))).toEqual(sample.authors.map((author) => author.name));
    await expect(meta(page, 'citation_publication_date')).toHaveAttribute('content', '2024');
    await expect(meta(page, 'citation_journal_title')).toHaveAttribute('content', 'Journal of Mangrove Ecosystems');
    await expect(meta(page, 'citation_volume')).toHaveAttribute('content', '7');
    await expect(meta(page, 'citation_issue')).toHaveAttribute('content', '3');
    await expect(meta(page, 'citation_firstpage')).toHaveAttribute('content', '245');
    await expect(meta(page, 'citation_lastpage')).toHaveAttribute('content', '268');
    await expect(meta(page, 'citation_doi')).toHaveAttribute('content', sample.doi);
    await expect(meta(page, 'citation_pdf_url')).toHaveAttribute('content', sample.links.pdf!);
    await expect(page.getByRole('region', {name: 'Abstract'}).getByRole('paragraph')).toHaveText(sample.abstract!);
    const files = page.getByRole('list', {name: 'Files of the publication'});
    await expect(files.getByRole('link', {name: /^PDF/})).toHaveAttribute('href', sample.links.pdf!);
    await expect(files.getByRole('link', {name: /^Data/})).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('link', {name: 'Sundarbans Coastal Ecosystem Programme'})).toHaveAttribute('href', at(detailPath('programs', 3)));
  });

  test('offers its BibTeX and RIS to read, download and copy', async ({page, request, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await visit(page, sampleUrl);
    const cite = page.getByRole('region', {name: 'Cite this publication'});
    await expect(cite.getByRole('region')).toHaveCount(0);
    const bibtex = cite.locator('pre').first();
    await expect(bibtex).toContainText(`@article{${sample.key},`);
    await expect(bibtex).not.toContainText('programs');
    await expect(cite.locator('pre').nth(1)).toContainText('TY  - JOUR');

    for (const [extension, text] of [['bib', sample.bibtex], ['ris', sample.ris]] as const) {
      const link = cite.getByRole('link', {name: `Download ${sample.key}.${extension}`});
      await expect(link).toHaveAttribute('download', `${sample.key}.${extension}`);
      const response = await request.get((await link.getAttribute('href'))!);
      expect(response.status(), `${extension} file`).toBe(200);
      expect(await response.text()).toBe(text);
    }

    await cite.getByRole('button', {name: 'Copy BibTeX'}).click();
    await expect(cite.getByRole('status')).toHaveText('BibTeX copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(sample.bibtex);
  });

  test('links its authors from the laboratory to their pages, and goes back to the list', async ({page}) => {
    await visit(page, listUrl);
    // The reference links to the DOI and names the title too; the page link starts 'Cite / details'.
    await page.getByRole('main').getByRole('link', {name: sample.title}).filter({hasText: 'Cite / details'}).click();
    await expect(page).toHaveURL(at(sampleUrl));
    const authors = page.getByRole('main').getByRole('link', {name: sample.authors[0]!.name, exact: true});
    await expect(authors).toHaveAttribute('href', at(detailPath('people', 1)));
    await page.getByRole('button', {name: 'Back'}).click();
    await expect(page).toHaveURL(at(listUrl));
    await page.goForward();
    await authors.click();
    await expect(page).toHaveURL(at(detailPath('people', 1)));
    await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  });
});

test.describe('the filters of the Publications list', () => {
  const countText = (count: number) => (count === 1 ? 'One publication' : `${count} publications`);

  test('keep their choices in the address, count the matches, combine, and come back with Back', async ({page}) => {
    await visit(page, listUrl);
    await expect(countStatus(page)).toHaveText(countText(publications.length));
    // The fields sit in a closed disclosure until a filter is set.
    await expect(page.getByLabel('Year')).toBeHidden();
    await filterForm(page).locator('summary').click();

    const inYear = publications.filter((publication) => publication.year === years[1]);
    await page.getByLabel('Year').selectOption(String(years[1]));
    await expect(page).toHaveURL(at(`${listUrl}?year=${years[1]}`));
    await expect(countStatus(page)).toHaveText(countText(inYear.length));
    await expect(page.getByRole('main').getByRole('heading', {level: 2})).toHaveText([String(years[1])]);

    const articles = inYear.filter((publication) => publication.type === 'article');
    await page.getByLabel('Type').selectOption('article');
    await expect(page).toHaveURL(at(`${listUrl}?year=${years[1]}&type=article`));
    await expect(countStatus(page)).toHaveText(countText(articles.length));

    await page.goBack();
    await expect(page).toHaveURL(at(`${listUrl}?year=${years[1]}`));
    await expect(page.getByLabel('Type')).toHaveValue('');
    await expect(countStatus(page)).toHaveText(countText(inYear.length));

    await page.getByLabel('Words in the reference').fill('Sundarbans');
    const words = inYear.filter((publication) => publication.title.includes('Sundarbans'));
    await expect(page).toHaveURL(at(`${listUrl}?q=Sundarbans&year=${years[1]}`));
    await expect(countStatus(page)).toHaveText(countText(words.length));
  });

  test('open filtered from a shared address, every matching year shown, and say when nothing matches', async ({page}) => {
    // The member with papers in the most years: more than the list shows before See More.
    const yearsOf = (id: string) => [...new Set(publications.filter((publication) => publication.authors.some((author) => author.personId === id)).map((publication) => publication.year))].sort((a, b) => b - a);
    const authorIds = [...new Set(publications.flatMap((publication) => publication.authors.flatMap((author) => author.personId ?? [])))];
    const person = authorIds.reduce((best, id) => (yearsOf(id).length > yearsOf(best).length ? id : best));
    const byPerson = publications.filter((publication) => publication.authors.some((author) => author.personId === person));
    await visit(page, `${listUrl}?person=${person}`);
    await expect(page.getByLabel('Lab member')).toHaveValue(person);
    await expect(countStatus(page)).toHaveText(countText(byPerson.length));
    const personYears = yearsOf(person);
    expect(personYears.length, `person ${person} should have papers in more years than the list shows at first`).toBeGreaterThan(5);
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
  });

  test('work in Bengali, counting in Bengali digits', async ({page}) => {
    test.skip(isMobile(page), 'the same logic on every screen');
    const inYear = publications.filter((publication) => publication.year === years[0]);
    await visit(page, `/bn${listUrl}?year=${years[0]}`);
    await expect(page.getByLabel(bengali['publications.filters.year']!.message, {exact: true})).toHaveValue(String(years[0]));
    await expect(countStatus(page)).toHaveText(bengali['publications.filters.count']!.message.replace('{count}', localeDigits(String(inYear.length), 'bn')));
    await expect(page.getByRole('main').getByRole('heading', {level: 2})).toHaveText([localeDigits(String(years[0]), 'bn')]);
    await expect(page.getByRole('main').getByRole('listitem').first().locator('[lang="en"]').first()).toBeVisible();
  });
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('the list shows every year and every entry, and says that filtering needs JavaScript', async ({page}) => {
    await page.goto(at(`${listUrl}?year=${years[0]}`));
    await expect(page.getByRole('main').getByRole('heading', {level: 2})).toHaveText(years.map(String));
    await expect(page.getByRole('main').getByRole('link', {name: /^Cite \/ details/})).toHaveCount(publications.length);
    // Playwright's text locators skip <noscript>, whose content shows when scripts are off.
    await expect(page.locator('main noscript p')).toContainText('Filtering the list needs JavaScript.');
    await expect(page.locator('main noscript p')).toBeVisible();
    await expect(filterForm(page)).toBeHidden();
    // The form takes no room either (not merely invisible, as it is until the page runs).
    expect(await page.locator('main form').evaluateAll((forms) => forms.map((form) => getComputedStyle(form).display))).toEqual(['none']);
    await expect(page.getByRole('button', {name: 'See More'})).toHaveCount(0);
  });

  test("a publication's page shows its BibTeX and RIS with working Download links, and no Copy button", async ({page, request}) => {
    await page.goto(at(sampleUrl));
    await expect(page.getByRole('heading', {level: 1})).toHaveText(sample.title);
    await expect(page.locator('pre').first()).toContainText(`@article{${sample.key},`);
    await expect(page.getByRole('button', {name: /^Copy/})).toHaveCount(0);
    const href = await page.getByRole('link', {name: `Download ${sample.key}.ris`}).getAttribute('href');
    expect((await request.get(href!)).status()).toBe(200);
    await expect(page.getByRole('link', {name: /Back to Research Publications/})).toHaveAttribute('href', at(listUrl));
  });
});
