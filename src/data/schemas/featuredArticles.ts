/**
 * Build-time side of the featured articles: the rules their front matter must follow and the
 * conversion of the blog's posts into the teasers of `src/data/featuredArticles.ts` (see that
 * file's header for the front matter). The collections plugin (`plugins/collections`) runs
 * {@link featuredArticlesFromPosts} when the site is built, so a bad post fails the build with
 * its file named; `tests/unit/featuredArticles.test.ts` runs it over the shipped posts.
 *
 * It lives here, not next to the teaser data, so that the pages showing teasers do not ship zod.
 */
import {z} from '../zod';
import {textLength} from '../../utils/textLength';
import type {FeaturedArticle} from '../featuredArticles';

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
  description: z
    .string()
    .refine((text) => textLength(text) >= 70, 'description must be at least 70 characters')
    .refine((text) => textLength(text) <= 160, 'description must be at most 160 characters'),
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
