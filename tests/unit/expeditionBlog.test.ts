import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {expeditionBlog} from '@site/src/data/expeditionBlog';
import {people} from '@site/src/data/people';
import {authorsField} from '@site/plugins/blog-authors';

const root = path.join(__dirname, '../..');
const blogDir = path.join(root, expeditionBlog.path);
const personIds = new Set(people.map((person) => person.id));
const posts = readdirSync(blogDir)
  .filter((file) => /\.mdx?$/.test(file))
  .map((file) => {
    const {data, content} = matter(readFileSync(path.join(blogDir, file), 'utf8'));
    return {file, data, content};
  });

/** Words of running text (JSX tags and Markdown syntax removed). */
function proseWords(body: string): number {
  const text = body
    .replace(/<[A-Za-z](?:[^>"{]|"[^"]*"|\{[^}]*\})*>/g, ' ')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, ' ')
    .replace(/[#*_>[\]`|-]/g, ' ');
  return text.split(/\s+/).filter((word) => /[A-Za-z0-9]/.test(word)).length;
}

describe('expedition blog', () => {
  it.each(posts.map((post) => [post.file, post]))('%s has a title, a description, registered authors and a truncate marker', (_file, post) => {
    expect(String(post.data.title ?? '')).not.toBe('');
    expect(String(post.data.description ?? '').length).toBeGreaterThanOrEqual(70);
    const authors = ((post.data[authorsField] ?? []) as unknown[]).map(String);
    expect(authors.length).toBeGreaterThan(0);
    expect(authors.filter((id) => !personIds.has(id))).toEqual([]);
    expect(post.content).toMatch(/\{\/\*\s*truncate\s*\*\/\}|<!--\s*truncate\s*-->/);
  });

  it.each(posts.map((post) => [post.file, post]))('%s references only images that exist in static/', (_file, post) => {
    const references = [...post.content.matchAll(/\bsrc="(\/[^"]+)"/g)].map((match) => match[1] ?? '');
    expect(references.length).toBeGreaterThan(0);
    expect(references.filter((reference) => !existsSync(path.join(root, 'static', reference)))).toEqual([]);
  });

  describe('the Sundarbans cruise of September 2023', () => {
    const post = posts.find((candidate) => /sundarbans/i.test(candidate.file));

    it('is a long first-person narrative, told day by day', () => {
      expect(post).toBeDefined();
      expect(proseWords(post?.content ?? '')).toBeGreaterThanOrEqual(1500);
      expect(post?.content).toMatch(/\bI\b/);
      expect(post?.content).toMatch(/## Day one/);
      expect(post?.content).toMatch(/## Day two/);
      expect(post?.content).toMatch(/## Day three/);
    });

    it('quotes the cruise figures: 34 stations, 130 km, five teams', () => {
      const text = post?.content ?? '';
      expect(text).toContain('34 stations');
      expect(text).toContain('130 km');
      expect(text).toMatch(/September/);
      for (const team of ['Wet Lab', 'Plankton', 'Benthic', 'Vegetation', 'Wildlife']) {
        expect(text).toContain(`**${team}**`);
      }
    });

    it('shows the cruise map and drawn figures', () => {
      expect(post?.content).toContain('src="/img/facts/coastal-sundarban.svg"');
      expect(post?.content).toMatch(/src="\/img\/expeditions\/[a-z-]+\.svg"/);
    });
  });
});
