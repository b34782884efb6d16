import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {featuredArticlesFromPosts, type FeaturedArticlePost} from '@site/src/data/schemas/featuredArticles';
import {featuredArticleFiles, featuredArticlesFolder, listedFeaturedArticles} from '../shared/featuredArticles';
import {people} from '@site/tests/shared/collections';
import {authorsField} from '@site/plugins/blog/authors';

const root = path.join(__dirname, '../..');
const blogDir = path.join(root, featuredArticlesFolder);

const posts = featuredArticleFiles();

/** A YAML registry (tags.yml) parsed with gray-matter's YAML parser. */
function registry(name: string): Record<string, unknown> {
  return matter(`---\n${readFileSync(path.join(blogDir, name), 'utf8')}\n---\n`).data;
}

const personIds = new Set(people.map((person) => person.id));
const tags = registry('tags.yml');

/** Running text of a post: JSX and MDX comments removed. */
function words(body: string): number {
  const text = body.replace(/\{\/\*[\s\S]*?\*\/\}/g, ' ').replace(/<[A-Za-z][\s\S]*?\/>/g, ' ');
  return text.split(/\s+/).filter((word) => /[A-Za-z0-9]/.test(word)).length;
}

describe('featured articles (blog/featured-articles)', () => {
  it('pass the checks the build runs on their front matter', () => {
    expect(posts.length).toBeGreaterThan(0);
    expect(() => listedFeaturedArticles()).not.toThrow();
  });

  it.each(posts.map((post) => [post.file, post]))('%s: named NN-short-name.mdx, authors from Our People, tags from the registry, image at the top, 450+ words', (file, post) => {
    const number = Number(/^(\d+)-[a-z0-9-]+\.mdx$/.exec(path.basename(file))?.[1]);
    expect(
      number === Number(post.data.slug) ? 'named' : `${file}: the file name should start with its slug '${String(post.data.slug)}', e.g. ${String(post.data.slug).padStart(2, '0')}-short-name.mdx`,
    ).toBe('named');

    const authorIds = ((post.data[authorsField] ?? []) as unknown[]).map(String);
    expect(authorIds.length > 0 ? 'has authors' : `${file}: list its authors as '${authorsField}: [<person id>]'`).toBe('has authors');
    expect(authorIds.filter((id) => !personIds.has(id)).map((id) => `${file}: author '${id}' is not an id of content/people/`)).toEqual([]);
    expect((post.data.tags as string[]).filter((key) => !(key in tags)).map((key) => `${file}: tag '${key}' is not in tags.yml`)).toEqual([]);

    const image = String(post.data.image);
    expect(existsSync(path.join(root, 'static', image)) ? 'exists' : `${file}: image file static${image} does not exist`).toBe('exists');
    expect(post.body.trimStart().startsWith(`<Figure\n  src="${image}"`) ? 'figure' : `${file}: the text must open with <Figure src="${image}" …/>`).toBe('figure');

    expect(post.body).toContain('{/* truncate */}');
    const [summary = ''] = post.body.split('{/* truncate */}');
    expect(words(summary)).toBeGreaterThanOrEqual(40);
    expect(words(post.body) >= 450 ? 'long enough' : `${file}: only ${words(post.body)} words`).toBe('long enough');
  });
});

describe('featuredArticlesFromPosts', () => {
  const post = (slug: string, overrides: Record<string, unknown> = {}): FeaturedArticlePost => ({
    metadata: {
      source: `@site/blog/featured-articles/${slug}.mdx`,
      title: `Article ${slug}`,
      description: 'A description of the article that is long enough for a search engine snippet.',
      permalink: `/news/featured-article/${slug}`,
      date: new Date('2024-02-12T00:00:00Z'),
      frontMatter: {
        slug,
        description: 'A description of the article that is long enough for a search engine snippet.',
        image: `/img/articles/${slug}.svg`,
        image_alt: 'What the picture of the article shows',
        ...overrides,
      },
    },
  });

  it('orders the teasers newest first, then by number, and keeps what the cards need', () => {
    const newer = post('10');
    newer.metadata.date = '2025-01-05';
    const articles = featuredArticlesFromPosts([post('2'), newer, post('1')]);
    expect(articles.map((article) => article.id)).toEqual([10, 1, 2]);
    expect(articles[0]?.date).toBe('2025-01-05');
    expect(articles[1]).toEqual({
      id: 1,
      title: 'Article 1',
      description: 'A description of the article that is long enough for a search engine snippet.',
      img: '/img/articles/1.svg',
      imgAlt: 'What the picture of the article shows',
      permalink: '/news/featured-article/1',
      date: '2024-02-12',
    });
  });

  it('names the file and the field when the front matter is incomplete, and refuses two posts with the same number', () => {
    expect(() => featuredArticlesFromPosts([post('3', {image_alt: undefined})])).toThrow(/featured article @site\/blog\/featured-articles\/3\.mdx: image_alt/);
    expect(() => featuredArticlesFromPosts([post('first')])).toThrow(/slug must be the article number/);
    const twin = post('4');
    twin.metadata.source = '@site/blog/featured-articles/other.mdx';
    expect(() => featuredArticlesFromPosts([post('4'), twin])).toThrow(/number 4 is already used by @site\/blog\/featured-articles\/4\.mdx/);
  });
});
