/**
 * A page's scripts carry the data and messages it shows, not the whole site's: Our People
 * loads the people's excerpts, not their full biographies (`personCardGroups`), and no
 * featured-article teaser (`useFeaturedArticles`, bundled with the pages that list them); a
 * Bengali page loads the interface messages of its own modules, not those of the membership form
 * (`plugins/code-translations`). Each check has its positive twin on a page that does show the
 * data, so a test that could never find it fails. Read from the scripts the browser loads, with
 * JavaScript on; the desktop project runs it (bundles do not depend on the window's width).
 */
import {readFileSync} from 'node:fs';
import type {Page} from '@playwright/test';
import {test, expect, visit, isMobile} from './fixtures';
import {people} from '../../src/data/people';
import {personExcerpt} from '../../src/data/personDisplay';
import {paragraphs} from '../../src/utils/text';
import {pagePath} from '../../src/navigation';
import {detailPath, unlistedPages} from '../../src/collections';
import {listedFeaturedArticles} from '../shared/featuredArticles';

/** The text of every script the page loads until it has hydrated. */
async function scriptsOf(page: Page, pathname: string): Promise<string> {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text());
  });
  await visit(page, pathname);
  return (await Promise.all(bodies)).join('\n');
}

/** The first run of at least `length` plain ASCII characters of `text`, cut to 60 (minifiers may escape the rest). */
function asciiSample(text: string, length = 40): string {
  const sample = new RegExp(`[\\x20-\\x7e]{${length},}`).exec(text)?.[0];
  if (!sample) throw new Error(`no ASCII run of ${length} characters in: ${text.slice(0, 80)}`);
  return sample.slice(0, 60);
}

test.describe('what a page loads', () => {
  test.skip(({page}) => isMobile(page), 'the same bundles at every width');

  const person = people.find((entry) => paragraphs(entry.description).length > 1)!;
  const laterParagraph = asciiSample(paragraphs(person.description).at(-1)!);
  const teaserTitle = asciiSample(listedFeaturedArticles()[0]!.title, 20);

  test('Our People loads excerpts, not full biographies, and no featured-article teaser', async ({page}) => {
    const scripts = await scriptsOf(page, pagePath('our-people'));
    expect(scripts.includes(asciiSample(personExcerpt(person))), 'an excerpt').toBe(true);
    expect(scripts.includes(laterParagraph), `a later paragraph of a biography: ${laterParagraph}`).toBe(false);
    expect(scripts.includes(teaserTitle), `a teaser: ${teaserTitle}`).toBe(false);
  });

  test('a person\'s page loads the full biography, and the news landing the teasers', async ({page}) => {
    expect((await scriptsOf(page, detailPath('people', person.id))).includes(laterParagraph), laterParagraph).toBe(true);
    expect((await scriptsOf(page, '/news')).includes(teaserTitle), teaserTitle).toBe(true);
  });

  test('a Bengali page loads no other page\'s interface messages', async ({page}) => {
    // The membership form's messages, keyed by id as the loader registers them.
    const formMessage = '"membership.summary.title"';
    expect(JSON.parse(readFileSync('i18n/bn/code.json', 'utf8'))).toHaveProperty(['membership.summary.title']);
    expect((await scriptsOf(page, '/bn/')).includes(formMessage), `the home page loads ${formMessage}`).toBe(false);
    expect((await scriptsOf(page, `/bn${unlistedPages.becomeMember}`)).includes(formMessage), `the form loads ${formMessage}`).toBe(true);
  });
});
