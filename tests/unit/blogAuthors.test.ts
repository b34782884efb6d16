import {readdirSync, readFileSync} from 'node:fs';
import matter from 'gray-matter';
import path from 'node:path';
import type {BlogPost} from '@docusaurus/plugin-content-blog';
import {peopleAsAuthors, peopleInLocale} from '@site/plugins/blog/authors';
import {frontMatterProblems, type BlogId} from '@site/plugins/blog/frontMatter';
import {featuredArticlesBlog} from '@site/src/data/featuredArticles';
import {expeditionBlog} from '@site/src/data/expeditionBlog';
import {detailPath} from '@site/src/collections';
import {people} from '@site/tests/shared/collections';
import {localBlogPosting} from '@site/src/components/StructuredData/blogPosting';

// The stand-in answers with the message id, so a test sees which message a title shows.
jest.mock('@docusaurus/Translate', () => ({translate: ({id}: {id: string}) => id}));

const siteDir = path.join(__dirname, '../..');

/** A blog post as the blog plugin hands it to `processBlogPosts`, with the fields the bylines read. */
function post(source: string, frontMatter: Record<string, unknown>): BlogPost {
  return {id: source, metadata: {source, frontMatter, authors: []}, content: ''} as unknown as BlogPost;
}

const english = {siteDir, locale: 'en', defaultLocale: 'en', siteUrl: 'https://lab.example', localeBaseUrl: '/'};

describe('blog bylines from Our People', () => {
  it('makes each listed person an author linked to their page, in list order', async () => {
    const [result] = await peopleAsAuthors(english)({blogPosts: [post('@site/blog/a.mdx', {people: ['2', 6]})]});
    const second = people.find((person) => person.id === '6');
    expect(result?.metadata.authors.map((author) => author.key)).toEqual(['2', '6']);
    expect(result?.metadata.authors[1]).toMatchObject({
      name: second?.name,
      title: second?.designation,
      page: {permalink: detailPath('people', '6')},
      url: `https://lab.example${detailPath('people', '6')}`,
    });
  });

  it('links to the person under the locale and base URL, with the name in the locale (English names in the default locale)', async () => {
    const bengali = {...english, locale: 'bn', localeBaseUrl: '/borl/bn/'};
    const [result] = await peopleAsAuthors(bengali)({blogPosts: [post('@site/blog/a.mdx', {people: ['1']})]});
    const author = result?.metadata.authors[0];
    expect(author?.page?.permalink).toBe(`/borl/bn${detailPath('people', '1')}`);
    expect(author?.name).toMatch(/[\u0980-\u09FF]/);
    expect(author?.name).toBe(peopleInLocale(siteDir, 'bn', 'en').find((person) => person.id === '1')?.name);
    expect(peopleInLocale(siteDir, 'en', 'en').map((person) => person.name)).toEqual(people.map((person) => person.name));
  });

  it('stops with the post named when it lists nobody or an unknown id', async () => {
    const process = peopleAsAuthors(english);
    await expect(process({blogPosts: [post('@site/blog/none.mdx', {})]})).rejects.toThrow(/none\.mdx: list the post's authors/);
    await expect(process({blogPosts: [post('@site/blog/odd.mdx', {people: ['9999']})]})).rejects.toThrow(/odd\.mdx: 'people' names '9999'/);
  });
});

describe("a post's structured data (BlogPosting)", () => {
  const bengali = JSON.parse(readFileSync(path.join(siteDir, 'i18n/bn/code.json'), 'utf8')) as Record<string, {message: string}>;
  /** A BlogPosting as the blog plugin builds it from a post with two authors and an image. */
  const posting = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: 'পনেরো গবেষক, চুয়ান্ন স্টেশন, এক দ্বীপ',
    author: [
      {'@type': 'Person', name: 'ক', description: 'Associate Professor'},
      {'@type': 'Person', name: 'খ', description: 'Lecturer'},
    ],
    image: {'@type': 'ImageObject', url: 'https://lab.example/img/1.svg', caption: 'title image for the blog post: পনেরো গবেষক, চুয়ান্ন স্টেশন, এক দ্বীপ'},
  };

  it("gives the authors' titles in the page's language and describes the image by its alt text", () => {
    const local = localBlogPosting(posting, 'একটি গবেষণা নৌকা');
    const titles = (local.author as {description: string}[]).map((author) => bengali[author.description]?.message);
    expect(titles).toEqual([bengali['people.designation.associateProfessor']?.message, bengali['people.designation.lecturer']?.message]);
    expect(titles.every((title) => /^[\u0980-\u09FF ]+$/u.test(title ?? ''))).toBe(true);
    expect(local.image).toEqual({'@type': 'ImageObject', url: 'https://lab.example/img/1.svg', caption: 'একটি গবেষণা নৌকা'});
    expect({...local, author: posting.author, image: posting.image}).toEqual(posting);
  });

  it('leaves the English caption out when the post does not say what its image shows, and keeps a single author single', () => {
    const local = localBlogPosting({...posting, author: posting.author[0]}, undefined);
    expect(local.image).toEqual({'@type': 'ImageObject', url: 'https://lab.example/img/1.svg'});
    expect(local.author).toEqual({'@type': 'Person', name: 'ক', description: 'people.designation.associateProfessor'});
  });
});

describe('blog posts’ front matter', () => {
  const shipped = (blog: BlogId, folder: string) =>
    readdirSync(path.join(siteDir, folder))
      .filter((file) => file.endsWith('.mdx'))
      .map((file) => ({source: `@site/${folder}/${file}`, frontMatter: matter(readFileSync(path.join(siteDir, folder, file), 'utf8')).data as Record<string, unknown>}));

  it('passes for every shipped post and its Bengali copy', () => {
    for (const [blog, folder] of [
      ['featured-articles', featuredArticlesBlog.path],
      ['expeditions', expeditionBlog.path],
    ] as const) {
      expect(frontMatterProblems(blog, shipped(blog, folder), siteDir, folder)).toEqual([]);
      const copies = `i18n/bn/docusaurus-plugin-content-blog-${blog}`;
      expect(frontMatterProblems(blog, shipped(blog, copies), siteDir, folder)).toEqual([]);
    }
  });

  const expedition = {slug: 'sundarbans-cruise-2025', title: 'T', description: 'D', people: ['22'], cruises: ['sundarbans-2023-09'], date: new Date('2025-10-03')};
  const check = (frontMatter: Record<string, unknown>, source = '@site/blog/expeditions/2025-10-03-sundarbans.mdx') =>
    frontMatterProblems('expeditions', [{source, frontMatter}], siteDir, expeditionBlog.path);

  it('refuses a day not written YYYY-MM-DD and a key the blog does not use, naming the file and the key', () => {
    expect(check(expedition)).toEqual([]);
    expect(check({...expedition, date: '2025-10-03'})).toEqual([]);
    expect(check({...expedition, date: '12/11/2026'})).toEqual(['blog/expeditions/2025-10-03-sundarbans.mdx: date: found "12/11/2026", expected a day written YYYY-MM-DD (2026-11-12)']);
    const {cruises, ...withoutCruises} = expedition;
    expect(check({...withoutCruises, cruise: cruises})).toEqual([expect.stringMatching(/^blog\/expeditions\/2025-10-03-sundarbans\.mdx: cruise: not a key of this blog \(its keys: .*cruises/)]);
    // An expedition post has no tags and no picture; a featured article has both.
    expect(check({...expedition, tags: ['x'], image: '/img/articles/1.svg'})).toEqual([expect.stringMatching(/tags: not a key of this blog; image: not a key of this blog/)]);
  });

  it('keeps a copy’s date, slug and ids as the English post has them', () => {
    const [original] = shipped('expeditions', expeditionBlog.path);
    const source = `@site/i18n/bn/docusaurus-plugin-content-blog-expeditions/${path.basename(original!.source)}`;
    expect(check(original!.frontMatter, source)).toEqual([]);
    expect(check({...original!.frontMatter, date: '2023-10-04'}, source)).toEqual([
      expect.stringMatching(/: date: "2023-10-04", but the English post blog\/expeditions\/.*\.mdx has "2023-10-03": a copy keeps it/),
    ]);
  });
});
