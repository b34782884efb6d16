/**
 * Featured articles: the teaser data (id, title, image, excerpt, link) that the list pages, the
 * news landing and the home page show. The articles themselves are posts of the blog instance
 * `featured-articles` (`blog/featured-articles/*.mdx`); the collections plugin
 * (`plugins/collections`) turns its posts into these teasers at build time with
 * `featuredArticlesFromPosts` (`src/data/schemas/featuredArticles.ts`, which also checks the
 * front matter below), and pages read them with `useFeaturedArticles()`.
 *
 * To add an article, add `blog/featured-articles/NN-short-name.mdx` with this front matter:
 *
 * ```yaml
 * slug: '10'                        # the article's number: its URL is {list path}/10
 * title: A headline of the article
 * description: One sentence of 70 to 160 characters; the teaser text and the search snippet.
 * date: 2025-03-01
 * people: ['2', '6']                # the authors: ids of content/people/ (plugins/blog/authors.ts)
 * cruises: ['sundarbans-2023-09']   # optional: cruises it reports on (ids of content/cruises/)
 * tags: [expeditions]               # keys of blog/featured-articles/tags.yml
 * image: /img/articles/10.svg       # 1200 x 800 (3:2), under static/
 * image_alt: What the image shows
 * ```
 *
 * then the same image as a `<Figure>` at the top of the text, a first paragraph, the truncate
 * marker line (copy it from an existing article; the build fails without it) and the rest of
 * the article. Articles are listed newest first (by `date`; on the same day, by number).
 * `tests/unit/featuredArticles.test.ts` checks every article.
 */

/** Id of the blog instance that holds the featured articles (`docusaurus.config.ts`). */
export const featuredArticlesBlogId = 'featured-articles';

/** Folder of the featured articles, relative to the site, and the blog's English title. */
export const featuredArticlesBlog = {path: `blog/${featuredArticlesBlogId}`, title: 'Featured Articles'} as const;

/**
 * File the plugin writes the teasers to (a `FeaturedArticle[]` as JSON), in its folder of the
 * generated files: `@generated/borl-featured-articles/default/featured-articles.json`, which
 * `src/hooks/useFeaturedArticles.ts` imports.
 */
export const featuredArticlesDataFile = 'featured-articles.json';

/** A featured article as the list pages show it. */
export type FeaturedArticle = {
  /** The article's number (its `slug`), 1 to 9 for the shipped articles. */
  id: number;
  title: string;
  /** The front matter description: one sentence used as the teaser text. */
  description: string;
  /** Image path under `static/` (`/img/articles/{id}.svg`), 1200 x 800. */
  img: string;
  /** What the image shows. */
  imgAlt: string;
  /** The article's URL with the base URL (`{list path}/{id}`, the `featuredArticles` collection of `src/collections.ts`). */
  permalink: string;
  /** Publication date, ISO 8601 (`2024-02-12`). */
  date: string;
};

/** Width and height in CSS pixels of every featured-article image. */
export const featuredArticleImageSize = {width: 1200, height: 800} as const;
