/**
 * Featured articles: the teaser data (id, title, image, excerpt, link) that the list pages, the
 * news landing and the home page show. The articles themselves are posts of the blog instance
 * `featured-articles` (`blog/featured-articles/*.mdx`); the local plugin
 * `plugins/featured-articles` turns its posts into these teasers at build time with
 * {@link featuredArticlesFromPosts}, and pages read them with `useFeaturedArticles()`.
 *
 * To add an article, add `blog/featured-articles/NN-short-name.mdx` with this front matter:
 *
 * ```yaml
 * slug: '10'                        # the article's number: its URL is /news/featured-article/10
 * title: A headline of the article
 * description: One sentence of 70 to 160 characters; the teaser text and the search snippet.
 * date: 2025-03-01
 * authors: [farhana-akter]          # keys of blog/featured-articles/authors.yml
 * tags: [expeditions]               # keys of blog/featured-articles/tags.yml
 * image: /img/articles/10.svg       # 1200 x 800 (3:2), under static/
 * image_alt: What the image shows
 * ```
 *
 * then the same image as a `<Figure>` at the top of the text, a first paragraph, the truncate
 * marker line (copy it from an existing article; the build fails without it) and the rest of
 * the article. Articles are listed newest first (by `date`; on the same day, by number).
 */
import {z} from './zod';

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
  /** The article's URL with the base URL (`/news/featured-article/{id}`). */
  permalink: string;
  /** Publication date, ISO 8601 (`2024-02-12`). */
  date: string;
};

/** Width and height in CSS pixels of every featured-article image. */
export const featuredArticleImageSize = {width: 1200, height: 800} as const;

/** The fields of a blog post that {@link featuredArticlesFromPosts} reads. */
export type FeaturedArticlePost = {
  metadata: {
    source: string;
    title: string;
    description: string;
    permalink: string;
    date: Date | string;
    frontMatter: Record<string, unknown>;
  };
};

/** What the front matter of a featured article must hold beyond the blog's own checks. */
export const featuredArticleFrontMatterSchema = z.object({
  slug: z.string().regex(/^[1-9]\d*$/, 'slug must be the article number, e.g. "10"'),
  description: z.string().min(70, 'description must be at least 70 characters').max(160, 'description must be at most 160 characters'),
  image: z.string().regex(/^\/img\/articles\/[\w-]+\.(svg|webp|png|jpg)$/, 'image must be a file under /img/articles/'),
  image_alt: z.string().min(10, 'image_alt must say what the image shows'),
});

/**
 * The teasers of the blog's posts, newest first (by date, then by number).
 *
 * @throws Error naming the post's file when its front matter misses a field the list pages
 *   need, or when two posts share a number.
 */
export function featuredArticlesFromPosts(posts: readonly FeaturedArticlePost[]): FeaturedArticle[] {
  const articles = posts.map(({metadata}) => {
    const parsed = featuredArticleFrontMatterSchema.safeParse(metadata.frontMatter);
    if (!parsed.success) {
      const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'front matter'}: ${issue.message}`);
      throw new Error(`featured article ${metadata.source}: ${problems.join('; ')}`);
    }
    const date = metadata.date instanceof Date ? metadata.date.toISOString() : String(metadata.date);
    return {
      id: Number(parsed.data.slug),
      title: metadata.title,
      description: metadata.description,
      img: parsed.data.image,
      imgAlt: parsed.data.image_alt,
      permalink: metadata.permalink,
      date: date.slice(0, 10),
    } satisfies FeaturedArticle;
  });
  const seen = new Map<number, string>();
  for (const [index, article] of articles.entries()) {
    const other = seen.get(article.id);
    if (other) {
      throw new Error(`featured article ${posts[index]?.metadata.source}: number ${article.id} is already used by ${other}`);
    }
    seen.set(article.id, posts[index]?.metadata.source ?? '');
  }
  return articles.sort((a, b) => b.date.localeCompare(a.date) || a.id - b.id);
}
