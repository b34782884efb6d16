/**
 * The featured articles as the site lists them, read from blog/featured-articles/*.mdx for the
 * unit and browser tests. The pages get them from the blog plugin at build time; reading the
 * same files through the same conversion (`featuredArticlesFromPosts`) lets the tests expect
 * whatever articles the editors have written, in the order the pages show them.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {featuredArticlesBlogId, type FeaturedArticle} from '../../src/data/featuredArticles';
import {listPath} from '../../src/collections';
import {featuredArticlesFromPosts} from '../../src/data/schemas/featuredArticles';

const root = path.join(__dirname, '../..');

/** Folder of the posts, relative to the repository. */
export const featuredArticlesFolder = `blog/${featuredArticlesBlogId}`;

/** URL of the article list's posts (the blog instance's routeBasePath). */
export const featuredArticleRoute = listPath('featuredArticles');

/** One post as written: its file (relative to the repository), front matter and text. */
export type FeaturedArticleFile = {file: string; data: Record<string, unknown>; body: string};

/** Every post of the folder, in file-name order. */
export function featuredArticleFiles(): FeaturedArticleFile[] {
  const folder = path.join(root, featuredArticlesFolder);
  return readdirSync(folder)
    .filter((name) => name.endsWith('.mdx'))
    .sort()
    .map((name) => {
      const {data, content} = matter(readFileSync(path.join(folder, name), 'utf8'));
      return {file: `${featuredArticlesFolder}/${name}`, data, body: content};
    });
}

/** The teasers the list pages show, newest first; throws naming the file when a post breaks a rule. */
export function listedFeaturedArticles(): FeaturedArticle[] {
  return featuredArticlesFromPosts(
    featuredArticleFiles().map(({file, data}) => ({
      metadata: {
        source: `@site/${file}`,
        title: String(data.title ?? ''),
        description: String(data.description ?? ''),
        permalink: `${featuredArticleRoute}/${String(data.slug)}`,
        date: data.date instanceof Date ? data.date : String(data.date),
        frontMatter: data,
      },
    })),
  );
}
