/** The news pages: See More / See Less and grids of the article, press and landing lists, a tag page, Back on the detail pages, the feeds. */
import {paragraphs} from '../../src/utils/text';
import type {Locator, Page} from '@playwright/test';
import {test, expect, visit, at} from './fixtures';
import {pressListCollapsedCount} from '../../src/data/press';
import {pressItems} from '../shared/collections';
import {listPath} from '../../src/collections';
import {featuredArticleRoute, listedFeaturedArticles} from '../shared/featuredArticles';

const newsReleases = '/know-bay-of-bengal/dive-into-our-research/news-releases';
const pressList = '/know-bay-of-bengal/dive-into-our-research/borl-in-the-news';
const articles = listedFeaturedArticles();

/** Checks a toggle: collapsed count, See More shows all, See Less collapses again. */
async function expectToggle(scope: Page | Locator, listName: string, collapsed: number, all: number): Promise<void> {
  const items = scope.getByRole('list', {name: listName}).getByRole('listitem');
  await expect(items).toHaveCount(collapsed);
  await expect(scope.getByRole('button', {name: 'See More'})).toHaveAttribute('aria-expanded', 'false');
  await scope.getByRole('button', {name: 'See More'}).click();
  await expect(items).toHaveCount(all);
  await expect(scope.getByRole('button', {name: 'See Less'})).toHaveAttribute('aria-expanded', 'true');
  await scope.getByRole('button', {name: 'See Less'}).click();
  await expect(items).toHaveCount(collapsed);
  await expect(scope.getByRole('button', {name: 'See More'})).toBeVisible();
}

/** Where the grid does not have 3, 2 and 1 columns at 1280, 800 and 390 px (distinct left edges of its first three items). */
async function columnProblems(page: Page, list: Locator): Promise<string[]> {
  const problems: string[] = [];
  for (const [width, expected] of [
    [1280, 3],
    [800, 2],
    [390, 1],
  ] as const) {
    await page.setViewportSize({width, height: 900});
    const lefts = await list.getByRole('listitem').evaluateAll((items) => items.slice(0, 3).map((item) => Math.round(item.getBoundingClientRect().left)));
    if (new Set(lefts).size !== expected) problems.push(`${width} px: ${new Set(lefts).size} columns, not ${expected}`);
  }
  await page.setViewportSize({width: 1280, height: 900});
  return problems;
}

test('the article list toggles between 8 and all, newest first, in 3, 2 or 1 columns; an article has Back; /article and a tag page share the grid', async ({page}) => {
  await visit(page, newsReleases);
  await expectToggle(page, 'Featured articles', 8, articles.length);
  const list = page.getByRole('list', {name: 'Featured articles'});
  expect(await columnProblems(page, list)).toEqual([]);
  await page.getByRole('button', {name: 'See More'}).click();
  const hrefs = await list.getByRole('link').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
  expect(hrefs).toEqual(articles.map((article) => at(article.permalink)));
  // An article opened from the list, then Back; the oldest opened directly links back to the list.
  await page.getByRole('link', {name: articles[1]!.title}).click();
  await expect(page).toHaveURL(at(articles[1]!.permalink));
  await expect(page.getByRole('heading', {level: 1, name: articles[1]!.title})).toBeVisible();
  await expect(page.getByRole('img', {name: articles[1]!.imgAlt})).toBeVisible();
  await page.getByRole('button', {name: 'Back'}).click();
  await expect(page).toHaveURL(at(newsReleases));
  await visit(page, articles[articles.length - 1]!.permalink);
  await page.getByRole('link', {name: 'Back to Featured Articles'}).click();
  await expect(page).toHaveURL(at(newsReleases));
  // The /article screen, without the side menu, and a tag's page show the same cards.
  const cardWidth = () =>
    list
      .getByRole('listitem')
      .first()
      .evaluate((item) => Math.round(item.getBoundingClientRect().width));
  await visit(page, '/article');
  await expect(page.getByRole('heading', {level: 1, name: 'Featured Article'})).toBeVisible();
  const listWidth = await cardWidth();
  expect(listWidth).toBeGreaterThan(320);
  await visit(page, `${listPath('featuredArticles')}/tags/expeditions`);
  await expect(page.getByRole('heading', {level: 1, name: /tagged with "Expeditions"/})).toBeVisible();
  expect(await cardWidth(), "a tag page's cards").toBe(listWidth);
});

test('the press list toggles between 9 and every item in a grid of 3, 2 or 1 columns; an item shows its story, and Back returns', async ({page}) => {
  expect(pressListCollapsedCount).toBe(9);
  await visit(page, pressList);
  await expect(page.getByRole('heading', {level: 1, name: 'BORL in the News'})).toBeVisible();
  await expectToggle(page, 'Press coverage', pressListCollapsedCount, pressItems.length);
  expect(await columnProblems(page, page.getByRole('list', {name: 'Press coverage'}))).toEqual([]);
  const item = pressItems[2]!;
  await page.getByRole('link', {name: `Read our summary of the story: ${item.title}`}).click();
  await expect(page).toHaveURL(at(`${pressList}/${item.id}`));
  await expect(page.getByRole('heading', {level: 1, name: item.title})).toBeVisible();
  await expect(page.getByRole('img', {name: item.imgAlt})).toBeVisible();
  for (const paragraph of paragraphs(item.description)) await expect(page.getByText(paragraph)).toBeVisible();
  const source = page.getByRole('link', {name: new RegExp(`Read at ${item.outlet}`)});
  await expect(source).toHaveAttribute('href', item.source);
  await expect(source).toHaveAttribute('target', '_blank');
  await page.getByRole('button', {name: 'Back'}).click();
  await expect(page).toHaveURL(at(pressList));
  await visit(page, `${pressList}/${item.id}`);
  await page.getByRole('link', {name: 'Back to BORL in the News'}).click();
  await expect(page).toHaveURL(at(pressList));
});

test('the news landing has an article and a press section, each toggling between 3 cards and all by itself; the feeds are served', async ({page, request}) => {
  await visit(page, '/news');
  await expect(page.getByRole('heading', {level: 1, name: 'News'})).toBeVisible();
  const articleSection = page.getByRole('region', {name: 'Featured Article'});
  const press = page.getByRole('region', {name: 'BORL in the News'});
  await expect(articleSection.getByRole('heading', {level: 2, name: 'Featured Article'})).toBeVisible();
  await expect(press.getByRole('heading', {level: 2, name: 'BORL in the News'})).toBeVisible();
  await expectToggle(articleSection, 'Featured articles', 3, articles.length);
  await expectToggle(press, 'Press coverage', 3, pressItems.length);
  await press.getByRole('button', {name: 'See More'}).click();
  await expect(articleSection.getByRole('list', {name: 'Featured articles'}).getByRole('listitem')).toHaveCount(3);
  // The RSS and Atom feeds of the featured articles, as XML.
  for (const [feed, root] of [
    ['rss.xml', '<rss'],
    ['atom.xml', '<feed'],
  ] as const) {
    const response = await request.get(at(`${featuredArticleRoute}/${feed}`));
    expect(response.status(), feed).toBe(200);
    expect(response.headers()['content-type'], feed).toMatch(/xml/);
    expect(await response.text(), feed).toContain(root);
  }
});
