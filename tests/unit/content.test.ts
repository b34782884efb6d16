import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {navigation} from '@site/src/navigation';
import {translateNavigation} from '@site/plugins/navigation';

const root = path.join(__dirname, '../..');
const docsDir = path.join(root, 'docs');

type Doc = {id: string; file: string; title: string; description: string; body: string};

function readDocs(dir = docsDir, prefix = ''): Doc[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    if (entry.isDirectory()) {
      return readDocs(path.join(dir, entry.name), `${prefix}${entry.name}/`);
    }
    if (!/\.mdx?$/.test(entry.name)) {
      return [];
    }
    const file = path.join(dir, entry.name);
    const {data, content} = matter(readFileSync(file, 'utf8'));
    return [
      {
        id: `${prefix}${entry.name.replace(/\.mdx?$/, '')}`,
        file: path.relative(root, file),
        title: String(data.title ?? ''),
        description: String(data.description ?? ''),
        body: content,
      },
    ];
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
  it.each(docs.map((doc) => [doc.file, doc]))('%s has a title and a 70-160 character description', (_file, doc) => {
    expect(doc.title).not.toBe('');
    expect(doc.description.length).toBeGreaterThanOrEqual(70);
    expect(doc.description.length).toBeLessThanOrEqual(160);
  });

  it.each(docs.map((doc) => [doc.file, doc]))('%s is titled as its menu link', (_file, doc) => {
    const link = navLinks.find((candidate) => candidate.path === `/${doc.id}`);
    expect(link ? doc.title : `no menu link for /${doc.id}`).toBe(link?.label);
  });

  // The docs sidebar names a doc by its title (`sidebars.ts`), and the previous/next links of the
  // neighbouring docs show that name: in Bengali it must be the Bengali menu label.
  const bengaliDocs = readDocs(path.join(root, 'i18n/bn/docusaurus-plugin-content-docs/current'));
  const bengaliLinks = translateNavigation(navigation, JSON.parse(readFileSync(path.join(root, 'i18n/bn/borl-navigation/navigation.json'), 'utf8')))
    .groups.flatMap((group) => group.sections.flatMap((section) => section.links));
  it.each(bengaliDocs.map((doc) => [doc.file, doc]))('%s is titled as its Bengali menu link', (_file, doc) => {
    const link = bengaliLinks.find((candidate) => candidate.path === `/${doc.id}`);
    expect(link ? doc.title : `no menu link for /${doc.id}`).toBe(link?.label);
  });

  it.each(docs.map((doc) => [doc.file, doc]))('%s references only images that exist in static/', (_file, doc) => {
    const references = [...doc.body.matchAll(/\b(?:src|img)="(\/[^"]+)"/g)].map((match) => match[1] ?? '');
    const missing = references.filter((reference) => !existsSync(path.join(root, 'static', reference)));
    expect(missing).toEqual([]);
  });

  it.each(docs.map((doc) => [doc.file, doc]))('%s contains no placeholder text', (_file, doc) => {
    const placeholders = doc.body.match(/lorem ipsum|\bTODO\b|\bTBD\b|coming soon|under construction/gi) ?? [];
    expect(placeholders).toEqual([]);
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

  it('quote the figures of the fact sheets', () => {
    const body = (slug: string) => docs.find((doc) => doc.id.endsWith(`/${slug}`))?.body ?? '';
    expect(body('swatch-of-no-ground')).toContain('26 October 2014');
    expect(body('swatch-of-no-ground')).toContain('1,636 km²');
    expect(body('swatch-of-no-ground')).toMatch(/first marine protected area/i);
    expect(body('thickest-sediment-bed-in-the-world')).toMatch(/16 to 20 km|16–20 km|16-20 km/);
  });
});

describe('prose pages', () => {
  const body = (id: string) => docs.find((doc) => doc.id === id)?.body ?? `missing doc ${id}`;

  it('Annual Reports says reports will be added soon', () => {
    expect(body('who-we-are/about-borl/annual-reports')).toMatch(/will be added[^.]*soon/i);
  });

  it('Underwater Vehicles describes the work with foreign partners and the sampling at depth', () => {
    const text = body('what-we-do/explore/underwater-vehicles');
    expect(text).toMatch(/foreign partners/i);
    expect(text).toMatch(/operating and maintaining underwater vehicles/i);
    expect(text).toMatch(/sampling water, sediment and biota at various depths/i);
  });

  it('Guest Students lists exactly three rules', () => {
    const rules = body('what-we-do/educate/guest-students').match(/^\d+\. .+$/gm) ?? [];
    expect(rules).toHaveLength(3);
    expect(rules[0]).toMatch(/student coordinator/i);
    expect(rules[1]).toMatch(/expenses/i);
    expect(rules[2]).toMatch(/affiliation letter/i);
  });

  it('School Students has the three cards, Know Your Bay of Bengal linking out', () => {
    const text = body('what-we-do/educate/k-12-students');
    const cards = [...text.matchAll(/<InfoCard[^>]*title="([^"]+)"/g)].map((match) => match[1]);
    expect(cards).toEqual(['Ocean Literacy Campaign', 'Know Your Bay of Bengal', 'Citizen Science']);
    expect(text).toMatch(/title="Know Your Bay of Bengal"[^>]*href="https:\/\//);
  });

  it('History opens its image in a dialog', () => {
    expect(body('who-we-are/about-borl/history')).toContain('<ZoomableFigure');
  });

  it.each([
    'who-we-are/about-borl/vision-and-mission',
    'who-we-are/about-borl/history',
    'who-we-are/about-borl/contact-us',
    'what-we-do/understand/data-and-repo',
    'what-we-do/understand/facilities-and-services',
    'what-we-do/understand/other-facilities',
    'what-we-do/explore/ocean-observations',
    'what-we-do/explore/underwater-vehicles',
    'what-we-do/educate/guest-students',
    'what-we-do/educate/k-12-students',
  ])('%s is written in full (several paragraphs)', (id) => {
    expect(proseWords(body(id))).toBeGreaterThanOrEqual(200);
  });
});
