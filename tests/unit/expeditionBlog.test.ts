import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {expeditionBlog} from '@site/src/data/expeditionBlog';
import {people} from '@site/tests/shared/collections';
import {authorsField} from '@site/plugins/blog/authors';

const root = path.join(__dirname, '../..');
const blogDir = path.join(root, expeditionBlog.path);
const personIds = new Set(people.map((person) => person.id));
const posts = readdirSync(blogDir)
  .filter((file) => /\.mdx?$/.test(file))
  .map((file) => {
    const {data, content} = matter(readFileSync(path.join(blogDir, file), 'utf8'));
    return {file, data, content};
  });

describe('expedition blog', () => {
  it.each(posts.map((post) => [post.file, post]))('%s has a title, a description, registered authors and a truncate marker', (_file, post) => {
    expect(String(post.data.title ?? '')).not.toBe('');
    expect(String(post.data.description ?? '').length).toBeGreaterThanOrEqual(70);
    const authors = ((post.data[authorsField] ?? []) as unknown[]).map(String);
    expect(authors.length).toBeGreaterThan(0);
    expect(authors.filter((id) => !personIds.has(id))).toEqual([]);
    expect(post.content).toMatch(/\{\/\*\s*truncate\s*\*\/\}|<!--\s*truncate\s*-->/);
  });
});
