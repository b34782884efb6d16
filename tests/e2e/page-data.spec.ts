/**
 * A page's scripts carry the data it shows, not the whole site's (interface messages are
 * Docusaurus's own: every message of a locale is in its entry script). Each check has its positive twin on a page
 * that does show the data, so a check that could never find it fails.
 */
import type {Page, Response} from '@playwright/test';
import {test, expect, visit} from './fixtures';
import {people} from '../shared/collections';
import {personExcerpt} from '../../src/data/personDisplay';
import {paragraphs} from '../../src/utils/text';
import {pagePath} from '../../src/navigation';
import {detailPath} from '../../src/collections';
import {listedFeaturedArticles} from '../shared/featuredArticles';

/** The text of every script the page loads until it has hydrated. */
async function scriptsOf(page: Page, pathname: string): Promise<string> {
  const bodies: Promise<string>[] = [];
  const record = (response: Response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text());
  };
  page.on('response', record);
  await visit(page, pathname);
  page.off('response', record);
  return (await Promise.all(bodies)).join('\n');
}

/** The first run of at least `length` plain ASCII characters of `text`, cut to 60 (minifiers may escape the rest). */
function asciiSample(text: string, length = 40): string {
  const sample = new RegExp(`[\\x20-\\x7e]{${length},}`).exec(text)?.[0];
  if (!sample) throw new Error(`no ASCII run of ${length} characters in: ${text.slice(0, 80)}`);
  return sample.slice(0, 60);
}

test('each page loads its own data: excerpts on Our People, biographies and teasers where shown', async ({page}) => {
  const person = people.find((entry) => paragraphs(entry.description).length > 1)!;
  const laterParagraph = asciiSample(paragraphs(person.description).at(-1)!);
  const teaserTitle = asciiSample(listedFeaturedArticles()[0]!.title, 20);
  // What each page's scripts must (true) or must not (false) hold.
  const expected: [path: string, text: string, loaded: boolean][] = [
    [pagePath('our-people'), asciiSample(personExcerpt(person)), true],
    [pagePath('our-people'), laterParagraph, false],
    [pagePath('our-people'), teaserTitle, false],
    [detailPath('people', person.id), laterParagraph, true],
    ['/news', teaserTitle, true],
  ];
  const scripts = new Map<string, string>();
  const problems: string[] = [];
  for (const [path, text, loaded] of expected) {
    if (!scripts.has(path)) scripts.set(path, await scriptsOf(page, path));
    if (scripts.get(path)!.includes(text) !== loaded) problems.push(`${path} ${loaded ? 'does not load' : 'loads'} ${text}`);
  }
  expect(problems).toEqual([]);
});
