import {existsSync, readFileSync} from 'node:fs';
import type {Locator, Page} from '@playwright/test';
import {test, expect, visit, isMobile, at} from './fixtures';
import {pressItems, pressListCollapsedCount} from '../../src/data/press';
import {listPath} from '../../src/collections';
import {featuredArticleFiles, featuredArticleRoute, listedFeaturedArticles} from '../shared/featuredArticles';

const newsReleases = '/know-bay-of-bengal/dive-into-our-research/news-releases';
const pressList = '/know-bay-of-bengal/dive-into-our-research/borl-in-the-news';
const articles = listedFeaturedArticles();
/** Cards of the article list page before See More, and of the news landing's two sections. */
const articleListCollapsed = 8;
const landingCollapsed = 3;

/** Number of grid columns: distinct left edges of the first three items. */
async function columns(list: Locator): Promise<number> {
  const lefts = await list.getByRole('listitem').evaluateAll((items) =>
    items.slice(0, 3).map((item) => Math.round(item.getBoundingClientRect().left)),
  );
  return new Set(lefts).size;
}

/** Checks a toggle: collapsed count, See More shows all, See Less collapses again. */
async function expectToggle(page: Page, scope: Page | Locator, listName: string, collapsed: number, all: number): Promise<void> {
  const list = scope.getByRole('list', {name: listName});
  await expect(list.getByRole('listitem')).toHaveCount(collapsed);
  const more = scope.getByRole('button', {name: 'See More'});
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await more.click();
  await expect(list.getByRole('listitem')).toHaveCount(all);
  const less = scope.getByRole('button', {name: 'See Less'});
  await expect(less).toHaveAttribute('aria-expanded', 'true');
  await less.click();
  await expect(list.getByRole('listitem')).toHaveCount(collapsed);
  await expect(scope.getByRole('button', {name: 'See More'})).toBeVisible();
}

/** External-link attributes of every link in a list. */
async function expectExternalLinks(links: Locator, hrefs: string[]): Promise<void> {
  await expect(links).toHaveCount(hrefs.length);
  for (const [index, href] of hrefs.entries()) {
    const link = links.nth(index);
    await expect(link).toHaveAttribute('href', href);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
    await expect(link).toHaveAttribute('rel', /\bnoreferrer\b/);
  }
}

test.describe('Featured Article list', () => {
  test('shows the first 8 articles, See More shows them all, See Less 8 again', async ({page}) => {
    await visit(page, newsReleases);
    await expect(page.getByRole('heading', {level: 1, name: 'Featured Article'})).toBeVisible();
    await expectToggle(page, page, 'Featured articles', articleListCollapsed, articles.length);
  });

  test('links each card to its article, newest first', async ({page}) => {
    await visit(page, newsReleases);
    await page.getByRole('button', {name: 'See More'}).click();
    const links = page.getByRole('list', {name: 'Featured articles'}).getByRole('link');
    await expect(links).toHaveCount(articles.length);
    const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
    expect(hrefs).toEqual(articles.map((article) => at(article.permalink)));
  });

  test('lays the grid out in 1, 2 and 3 columns', async ({page}) => {
    await visit(page, newsReleases);
    const list = page.getByRole('list', {name: 'Featured articles'});
    expect(await columns(list)).toBe(isMobile(page) ? 1 : 3);
    await page.setViewportSize({width: 800, height: 900});
    expect(await columns(list)).toBe(2);
  });

  test('a tag\'s page shows its cards in the same grid as the article list', async ({page}) => {
    /** Width of the first card of the list, in CSS pixels. */
    const cardWidth = async () =>
      page.getByRole('list', {name: 'Featured articles'}).getByRole('listitem').first().evaluate((item) => Math.round(item.getBoundingClientRect().width));
    await visit(page, '/article');
    const listWidth = await cardWidth();
    await visit(page, `${listPath('featuredArticles')}/tags/expeditions`);
    await expect(page.getByRole('heading', {level: 1, name: /tagged with "Expeditions"/})).toBeVisible();
    expect(await cardWidth()).toBe(listWidth);
    expect(listWidth).toBeGreaterThan(isMobile(page) ? 300 : 320);
  });

  test('/article is the same screen and names the news-releases page as canonical', async ({page}) => {
    await visit(page, '/article');
    await expect(page.getByRole('heading', {level: 1, name: 'Featured Article'})).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `https://borl.ac.bd${at(newsReleases)}`);
    await expectToggle(page, page, 'Featured articles', articleListCollapsed, articles.length);
  });
});

test.describe('Featured article detail', () => {
  test('shows the article with its image, and Back returns to the previous page', async ({page}) => {
    const article = articles[1]!;
    const post = featuredArticleFiles().find((file) => String(file.data.slug) === String(article.id));
    // The summary's first words, as the page prints them (Markdown emphasis and links removed).
    const opening = (post?.body.split('{/* truncate */}')[0] ?? '')
      .split(/\n\s*\n/)
      .map((block) => block.trim())
      .find((block) => /^[A-Za-z0-9]/.test(block))
      ?.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/[*_`]/g, '')
      .split(/\s+/)
      .slice(0, 8)
      .join(' ');
    expect(opening, `${post?.file ?? 'the article'} opens with a paragraph`).toBeTruthy();
    await visit(page, newsReleases);
    await page.getByRole('link', {name: article.title}).click();
    await expect(page).toHaveURL(at(article.permalink));
    await expect(page.getByRole('heading', {level: 1, name: article.title})).toBeVisible();
    await expect(page.getByRole('img', {name: article.imgAlt})).toBeVisible();
    await expect(page.locator('article').first()).toContainText(opening ?? '');
    await page.getByRole('button', {name: 'Back'}).click();
    await expect(page).toHaveURL(at(newsReleases));
  });

  test('opened directly, offers a link back to the article list', async ({page}) => {
    const oldest = articles[articles.length - 1]!;
    await visit(page, oldest.permalink);
    await expect(page.getByRole('heading', {level: 1, name: oldest.title})).toBeVisible();
    await page.getByRole('link', {name: 'Back to Featured Articles'}).click();
    await expect(page).toHaveURL(at(newsReleases));
  });
});

test.describe('Press coverage list', () => {
  test('shows the first 9 items, See More shows them all, See Less 9 again', async ({page}) => {
    expect(pressListCollapsedCount).toBe(9);
    await visit(page, pressList);
    await expect(page.getByRole('heading', {level: 1, name: 'BORL in the News'})).toBeVisible();
    await expectToggle(page, page, 'Press coverage', pressListCollapsedCount, pressItems.length);
  });

  test('lays the grid out in 1, 2 and 3 columns', async ({page}) => {
    await visit(page, pressList);
    const list = page.getByRole('list', {name: 'Press coverage'});
    expect(await columns(list)).toBe(isMobile(page) ? 1 : 3);
    await page.setViewportSize({width: 800, height: 900});
    expect(await columns(list)).toBe(2);
  });
});

test.describe('Press item detail', () => {
  const item = pressItems[2]!;

  test('shows title, image and description, and Back returns to the list', async ({page}) => {
    await visit(page, pressList);
    await page.getByRole('link', {name: `Read our summary of the story: ${item.title}`}).click();
    await expect(page).toHaveURL(at(`${pressList}/${item.id}`));
    await expect(page.getByRole('heading', {level: 1, name: item.title})).toBeVisible();
    await expect(page.getByRole('img', {name: item.imgAlt})).toBeVisible();
    for (const paragraph of item.description) {
      await expect(page.getByText(paragraph)).toBeVisible();
    }
    await expectExternalLinks(page.getByRole('link', {name: new RegExp(`Read at ${item.outlet}`)}), [item.source]);
    await page.getByRole('button', {name: 'Back'}).click();
    await expect(page).toHaveURL(at(pressList));
  });

  test('opened directly, offers a link back to the list', async ({page}) => {
    await visit(page, `${pressList}/${item.id}`);
    await page.getByRole('link', {name: 'Back to BORL in the News'}).click();
    await expect(page).toHaveURL(at(pressList));
  });
});

test.describe('unknown press item', () => {
  test.use({allowedStatuses: [404]});

  test('answers 404 with the press section message', async ({page}) => {
    const unknownId = Math.max(...pressItems.map((item) => item.id)) + 1;
    const response = await page.goto(at(`${pressList}/${unknownId}`));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', {level: 1, name: 'News item not found'})).toBeVisible();
    await expect(page.getByRole('link', {name: 'Back to BORL in the News'})).toHaveAttribute('href', at(pressList));
  });

  test('an unknown article number names the article list', async ({page}) => {
    const unknownNumber = Math.max(...articles.map((article) => article.id)) + 1;
    const response = await page.goto(at(`${featuredArticleRoute}/${unknownNumber}`));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', {level: 1, name: 'Article not found'})).toBeVisible();
    await expect(page.getByRole('link', {name: 'Back to Featured Articles'})).toHaveAttribute('href', at(newsReleases));
  });
});

test.describe('News landing', () => {
  test('has a Featured Article section: 3 cards, See More all articles, See Less 3', async ({page}) => {
    await visit(page, '/news');
    await expect(page.getByRole('heading', {level: 1, name: 'News'})).toBeVisible();
    const section = page.getByRole('region', {name: 'Featured Article'});
    await expect(section.getByRole('heading', {level: 2, name: 'Featured Article'})).toBeVisible();
    await expectToggle(page, section, 'Featured articles', landingCollapsed, articles.length);
  });

  test('has a press section with its own toggle: 3 cards, See More all items, See Less 3', async ({page}) => {
    await visit(page, '/news');
    const articleSection = page.getByRole('region', {name: 'Featured Article'});
    const press = page.getByRole('region', {name: 'BORL in the News'});
    await expect(press.getByRole('heading', {level: 2, name: 'BORL in the News'})).toBeVisible();
    await expectToggle(page, press, 'Press coverage', landingCollapsed, pressItems.length);
    // The other section's toggle is independent.
    await press.getByRole('button', {name: 'See More'}).click();
    await expect(articleSection.getByRole('list', {name: 'Featured articles'}).getByRole('listitem')).toHaveCount(landingCollapsed);
  });
});

test.describe('feeds', () => {
  test('the build has RSS and Atom feeds of the featured articles', () => {
    // The blog plugin's feeds hold the 20 newest posts by default.
    const expected = Math.min(articles.length, 20);
    for (const [file, tag] of [
      [`build${featuredArticleRoute}/rss.xml`, '<item>'],
      [`build${featuredArticleRoute}/atom.xml`, '<entry>'],
    ] as const) {
      expect(existsSync(file) ? 'exists' : `${file} is missing`).toBe('exists');
      expect(readFileSync(file, 'utf8').split(tag).length - 1).toBe(expected);
    }
  });
});
