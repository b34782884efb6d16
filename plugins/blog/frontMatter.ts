/**
 * The front matter of the blogs' posts, checked as strictly as a collection entry: every key is
 * one the blog uses, each value as it expects it, and a Bengali copy keeps the values that are
 * not text. The blog plugin's own check lets any key through (so `cruise:` for `cruises:` was
 * silently ignored and the post left its cruise) and reads a date such as `12/11/2026` the way
 * JavaScript does (11 December), while the copy kept its own date.
 *
 * {@link frontMatterProblems} is run by `plugins/blog` on every post of a locale before the
 * bylines are made; the build stops with every problem, each naming the file, the key, what was
 * found and what is expected.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {z} from '../../src/data/zod';
import {featuredArticleFrontMatterSchema} from '../../src/data/schemas/featuredArticles';

/** An ISO calendar day, as editors write it: `2024-02-12`. */
const isoDay = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A post's `date`: `YYYY-MM-DD`. YAML reads an unquoted ISO day as a date, so both a date and
 * the same text in quotes are accepted; anything else (`12/11/2026`, `Dec 11`) is refused.
 */
const postDate = z.custom<Date | string>((value) => value instanceof Date || (typeof value === 'string' && isoDay.test(value)), {
  error: (issue) => `found ${JSON.stringify(issue.input)}, expected a day written YYYY-MM-DD (2026-11-12)`,
});

/** A list of ids (`['2', '6']`); numbers are read as their digits. */
const ids = z.array(z.union([z.string(), z.number()]).transform(String));

/** What every post of either blog holds besides its `description` (whose rules differ by blog). */
const commonFields = {
  title: z.string().min(1),
  date: postDate.optional(),
  /** Authors, by person id of Our People (`plugins/blog/authors.ts`). */
  people: ids,
  /** Cruises the post reports on, by cruise id (`content/cruises/`). */
  cruises: ids.optional(),
  /** Keeps a post out of the production build while it is written (the blog plugin's `draft`). */
  draft: z.boolean().optional(),
};

/**
 * The front matter of each blog, by blog id: a featured article also has its number as `slug`,
 * its `tags` (keys of `tags.yml`) and its picture (`image`, `image_alt`); an expedition post has
 * a `slug` of words and neither tags nor picture. Unknown keys are refused.
 */
export const postFrontMatterSchemas = {
  'featured-articles': featuredArticleFrontMatterSchema.extend({...commonFields, tags: z.array(z.string()).min(1)}).strict(),
  expeditions: z
    .object({...commonFields, description: z.string().min(1), slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'slug must be words in lower case joined by -, e.g. "sundarbans-cruise-2025"')})
    .strict(),
} as const;

/** A blog's id, as its plugin instance is named. */
export type BlogId = keyof typeof postFrontMatterSchemas;

/** Keys a translated copy keeps exactly as the English post has them. */
export const untranslatedKeys = ['slug', 'date', 'people', 'cruises', 'tags', 'image'] as const;

/** One post as the check reads it. */
export type PostForCheck = {
  /** The post's file as Docusaurus names it: `@site/blog/…` or `@site/i18n/bn/…`. */
  source: string;
  frontMatter: Record<string, unknown>;
};

/** A front matter value as a reader compares it: days as `YYYY-MM-DD`, ids as text. */
function comparable(value: unknown): string {
  if (value instanceof Date) return JSON.stringify(value.toISOString().slice(0, 10));
  return JSON.stringify(Array.isArray(value) ? value.map(String) : value);
}

/**
 * The problems of a locale's posts of one blog, each `file: key: what is wrong`: a key the blog
 * does not use, a value of the wrong form (a date not written `YYYY-MM-DD`, a featured article's
 * number, a description's length), and, in a copy (a file under `i18n/`), a value of
 * {@link untranslatedKeys} that differs from the English post's (`blogPath`/same file name).
 *
 * @param blogId the blog plugin instance's id
 * @param posts the posts as loaded for the locale
 * @param siteDir the site's directory, which `@site/` names
 * @param blogPath the English posts' folder, relative to the site (`blog/featured-articles`)
 */
export function frontMatterProblems(blogId: BlogId, posts: readonly PostForCheck[], siteDir: string, blogPath: string): string[] {
  const schema = postFrontMatterSchemas[blogId];
  return posts.flatMap(({source, frontMatter}) => {
    const file = source.replace(/^@site\//, '');
    const parsed = schema.safeParse(frontMatter);
    const problems = parsed.success
      ? []
      : parsed.error.issues.map((issue) =>
          issue.code === 'unrecognized_keys'
            ? `${issue.keys.map((key) => `${key}: not a key of this blog`).join('; ')} (its keys: ${Object.keys(schema.shape).join(', ')})`
            : `${issue.path.join('.') || 'front matter'}: ${issue.message}`,
        );
    // Docusaurus loads a copy only beside its English post (`checkLocaleCopies` stops the build on a copy without one).
    const original = path.join(siteDir, blogPath, path.basename(file));
    if (file.startsWith('i18n/') && existsSync(original)) {
      const english = matter(readFileSync(original, 'utf8')).data as Record<string, unknown>;
      for (const key of untranslatedKeys) {
        if (comparable(frontMatter[key]) !== comparable(english[key])) {
          problems.push(
            `${key}: ${comparable(frontMatter[key]) ?? 'missing'}, but the English post ${path.join(blogPath, path.basename(file))} has ${comparable(english[key]) ?? 'none'}: a copy keeps it as the original has it`,
          );
        }
      }
    }
    return problems.map((problem) => `${file}: ${problem}`);
  });
}
