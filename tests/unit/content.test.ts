import {readFileSync} from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {navigation} from '@site/src/navigation';
import {translateNavigation} from '@site/plugins/navigation';
import {repoFiles, root} from '@site/tests/shared/files';

type Doc = {id: string; file: string; title: string; description: string; body: string};

/** The docs of a folder, each with its id (its path in the folder without extension). */
function readDocs(folder = 'docs'): Doc[] {
  return repoFiles(folder, /\.mdx?$/).map((file) => {
    const {data, content} = matter(readFileSync(path.join(root, file), 'utf8'));
    return {id: file.slice(folder.length + 1).replace(/\.mdx?$/, ''), file, title: String(data.title ?? ''), description: String(data.description ?? ''), body: content};
  });
}

/** Words of running text: JSX tags, link targets and Markdown syntax removed. */
function proseWords(body: string): number {
  const text = body
    .replace(/<[A-Za-z](?:[^>"{]|"[^"]*"|\{[^}]*\})*>/g, ' ')
    .replace(/<\/[A-Za-z][^>]*>/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/[#*_>[\]`|-]/g, ' ');
  return text.split(/\s+/).filter((word) => /[A-Za-z0-9]/.test(word)).length;
}

const docs = readDocs();
const navLinks = navigation.groups.flatMap((group) => group.sections.flatMap((section) => section.links));
const factLinks = navLinks.filter((link) => link.path.startsWith('/know-bay-of-bengal/explore-bob-facts/'));

describe('docs content', () => {
  it.each(docs.map((doc) => [doc.file, doc]))('%s is titled as its menu link, has a 70-160 character description and no placeholder text', (_file, doc) => {
    const link = navLinks.find((candidate) => candidate.path === `/${doc.id}`);
    expect(link ? doc.title : `no menu link for /${doc.id}`).toBe(link?.label);
    expect(doc.description.length).toBeGreaterThanOrEqual(70);
    expect(doc.description.length).toBeLessThanOrEqual(160);
    expect(doc.body.match(/lorem ipsum|\bTODO\b|\bTBD\b|coming soon|under construction/gi) ?? []).toEqual([]);
  });

  // The docs sidebar names a doc by its title (`sidebars.ts`), and the previous/next links of the
  // neighbouring docs show that name: in Bengali it must be the Bengali menu label.
  const bengaliDocs = readDocs('i18n/bn/docusaurus-plugin-content-docs/current');
  const bengaliLinks = translateNavigation(navigation, JSON.parse(readFileSync(path.join(root, 'i18n/bn/borl-navigation/navigation.json'), 'utf8'))).groups.flatMap((group) =>
    group.sections.flatMap((section) => section.links),
  );
  it.each(bengaliDocs.map((doc) => [doc.file, doc]))('%s is titled as its Bengali menu link', (_file, doc) => {
    const link = bengaliLinks.find((candidate) => candidate.path === `/${doc.id}`);
    expect(link ? doc.title : `no menu link for /${doc.id}`).toBe(link?.label);
  });

  // A list of related pages (a list item that is one link) names a page by its one title, as its
  // menu link and the previous/next links do, never by a second name.
  it.each([
    ['English', docs, ['docs', 'blog']],
    ['Bengali', bengaliDocs, ['i18n/bn']],
  ] as const)("in %s, a list item that links to a doc names it by the doc's title", (_language, languageDocs, folders) => {
    const titles = new Map(languageDocs.map((doc) => [`/${doc.id}`, doc.title]));
    const problems = folders.flatMap((folder) =>
      repoFiles(folder, /\.mdx?$/).flatMap((file) =>
        readFileSync(path.join(root, file), 'utf8')
          .split('\n')
          .flatMap((line, index) => {
            const [, text, target] = /^\s*[-*] \[([^\]]+)\]\((\/[^)#\s]+)(?:#[^)]*)?\)\s*$/.exec(line) ?? [];
            const title = target === undefined ? undefined : titles.get(target);
            return title === undefined || text === title ? [] : [`${file}:${index + 1}: [${text}] links to ${target}, titled ${title}`];
          }),
      ),
    );
    expect(problems).toEqual([]);
  });
});

describe('Bay of Bengal fact pages', () => {
  it('exist for every fact link of the side menu, and every fact page has one', () => {
    expect(factLinks.length).toBeGreaterThan(0);
    const missing = factLinks.filter((link) => !docs.some((doc) => `/${doc.id}` === link.path)).map((link) => `the side menu links to ${link.path}, which has no page in docs/`);
    expect(missing).toEqual([]);
    const unlinked = docs
      .filter((doc) => doc.id.startsWith('know-bay-of-bengal/explore-bob-facts/') && !factLinks.some((link) => link.path === `/${doc.id}`))
      .map((doc) => `${doc.file} has no link in the side menu (src/navigation.ts)`);
    expect(unlinked).toEqual([]);
  });

  it.each(factLinks.map((link) => [link.id]))('%s has at least 500 words and its own figure', (slug) => {
    const doc = docs.find((candidate) => candidate.id === `know-bay-of-bengal/explore-bob-facts/${slug}`);
    expect(doc).toBeDefined();
    expect(proseWords(doc?.body ?? '')).toBeGreaterThanOrEqual(500);
    expect(doc?.body).toContain(`src="/img/facts/${slug}.svg"`);
  });
});
