import {existsSync, readdirSync, readFileSync, rmSync} from 'node:fs';
import path from 'node:path';
import {spawnSync} from 'node:child_process';
import matter from 'gray-matter';
import {addMonths, isReviewOverdue, readContentReview} from '@site/src/utils/contentReview';
import {parseCollectionReview, parseContentReview} from '@site/src/utils/contentReviewSchema';
import {reviewedCollections} from '@site/src/utils/contentReviewCollections';
import {collectionReviewStatuses, cruisesWithoutDataset, reviewMarkdown, type ReviewStatus} from '@site/scripts/content-review';
import {root as repo} from '@site/tests/shared/files';
import {fakeBuild} from './helpers/fakeBuild';

describe('content review metadata', () => {
  it('computes the next review date in whole months', () => {
    expect(addMonths('2026-11-02', 6)).toBe('2027-05-02');
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
    expect(addMonths('2026-01-15', 12)).toBe('2027-01-15');
  });

  it('parses front matter, accepting YAML dates, as the doc footer reads it', () => {
    const frontMatter = {last_reviewed: new Date('2026-10-14T00:00:00Z'), reviewer: ' Data Manager ', review_every: 12};
    const review = parseContentReview(frontMatter);
    expect(review).toEqual({lastReviewed: '2026-10-14', reviewer: 'Data Manager', reviewEveryMonths: 12, nextReviewDue: '2027-10-14'});
    expect(readContentReview(frontMatter)).toEqual(review);
    expect(review && isReviewOverdue(review, '2027-10-14')).toBe(false);
    expect(review && isReviewOverdue(review, '2027-10-15')).toBe(true);
    expect(readContentReview({last_reviewed: '2026-08-31', reviewer: 'A team', review_every: 6})?.nextReviewDue).toBe('2027-02-28');
  });

  it('returns nothing without metadata and explains incomplete metadata', () => {
    expect(parseContentReview({title: 'x'})).toBeUndefined();
    expect(readContentReview({title: 'x'})).toBeUndefined();
    expect(() => parseContentReview({last_reviewed: '2026-13-40', reviewer: 'A'})).toThrow(/review_every/);
  });
});

describe('review metadata of the docs', () => {
  const docsDir = path.join(repo, 'docs');
  const docFiles = (readdirSync(docsDir, {recursive: true}) as string[]).filter((file) => /\.mdx?$/.test(file)).sort();

  // The doc footer does not check the metadata (doc pages ship no zod); this test does.
  it.each(docFiles)('docs/%s: the review metadata, if any, is well formed', (file) => {
    const {data} = matter(readFileSync(path.join(docsDir, file), 'utf8'));
    expect(() => parseContentReview(data)).not.toThrow();
  });
});

describe('review metadata of the collections', () => {
  it.each(reviewedCollections.map((collection) => [collection.file, collection] as const))('%s: has well-formed review metadata', async (_file, collection) => {
    const review = parseCollectionReview(await collection.loadReview());
    expect(review.nextReviewDue > review.lastReviewed).toBe(true);
  });

  it('lists every data module of the editors\' guide\'s collection table', () => {
    const files = new Set(reviewedCollections.map((collection) => collection.file));
    // A collection kept as files (`content/<folder>/`) is reviewed in its data module, which the editors' guide's table names.
    const guide = readFileSync(path.join(repo, 'EDITING.md'), 'utf8');
    const section = guide.slice(guide.indexOf('## Collections'), guide.indexOf('\n## ', guide.indexOf('## Collections') + 1));
    const table = section.split('\n').filter((line) => line.startsWith('| '));
    const listed = table.flatMap((row) => [...row.matchAll(/`((?:src\/data|static)\/[\w-]+\.(?:ts|json))`/g)].map((match) => match[1]!));
    expect(listed).toContain('src/data/alumni.ts');
    for (const file of new Set(listed)) {
      // The research module holds the review of the programmes' and research areas' folders, listed themselves.
      if (file === 'src/data/research.ts' || file === 'src/data/datasetCoverage.ts') continue;
      expect(files.has(file) ? file : `${file} has no review metadata in src/utils/contentReviewCollections.ts`).toBe(file);
    }
    for (const file of files) expect(existsSync(path.join(repo, file))).toBe(true);
  });

  it('rejects missing, incomplete and malformed metadata with the names the data file uses', () => {
    expect(() => parseCollectionReview(undefined)).toThrow(/no review metadata/);
    expect(parseCollectionReview({lastReviewed: '2026-10-14', reviewer: 'Data Manager', reviewEvery: 12}).nextReviewDue).toBe('2027-10-14');
    expect(() => parseCollectionReview({lastReviewed: '2026-10-14', reviewer: 'Data Manager'})).toThrow(/reviewEvery/);
    expect(() => parseCollectionReview({lastReviewed: '14/10/2026', reviewer: 'Data Manager', reviewEvery: 12})).toThrow(/lastReviewed/);
    expect(() => parseCollectionReview({lastReviewed: '2026-10-14', reviewer: 'D', reviewEvery: 12})).toThrow(/reviewer/);
    expect(() => parseCollectionReview({lastReviewed: '2026-10-14', reviewer: 'Data Manager', reviewEvery: 0})).toThrow(/reviewEvery/);
  });

  it('reports each collection file by state, and the Markdown lists only what is due', async () => {
    const statuses = await collectionReviewStatuses(
      [
        {file: 'src/data/a.ts', loadReview: async () => ({lastReviewed: '2026-01-10', reviewer: 'Data Manager', reviewEvery: 6})},
        {file: 'src/data/b.ts', loadReview: async () => ({lastReviewed: '2026-06-10', reviewer: 'Data Manager', reviewEvery: 6})},
        {file: 'src/data/c.ts', loadReview: async () => ({lastReviewed: '2026-11-01', reviewer: 'Data Manager', reviewEvery: 12})},
        {file: 'src/data/d.ts', loadReview: async () => undefined},
        {file: 'src/data/e.ts', loadReview: async () => ({lastReviewed: '2026-11-01', reviewer: 'Data Manager', reviewEvery: 100})},
      ],
      '2026-11-25',
    );
    expect(statuses.map((status) => status.state)).toEqual(['overdue', 'due-soon', 'ok', 'missing', 'invalid']);
    const markdown = reviewMarkdown(statuses, '2026-11-25');
    expect(markdown).toContain('0 docs and 5 collection files checked on 2026-11-25: 3 need attention, 1 due within a month.');
    expect(markdown).toMatch(/\| Overdue \| `src\/data\/a\.ts` \| review was due on 2026-07-10/);
    expect(markdown).toMatch(/\| Due within a month \| `src\/data\/b\.ts` \|/);
    expect(markdown).not.toContain('src/data/c.ts');
    const rows = markdown.split('\n').filter((line) => line.startsWith('| ') && !line.startsWith('| State'));
    expect(rows.map((row) => row.split(' | ')[0])).toEqual(['| Overdue', '| Malformed metadata', '| No review metadata', '| Due within a month']);
    const fine: ReviewStatus[] = [{kind: 'doc', file: 'docs/a.mdx', state: 'ok', detail: ''}];
    expect(reviewMarkdown(fine, '2026-11-25')).toContain('Every doc and collection file is reviewed in time.');
  });
});

describe('npm run content:review', () => {
  /** Runs the command in `dir`, as of `today`. */
  function review(dir: string, today: string, ...options: string[]) {
    return spawnSync(process.execPath, [path.join(repo, 'node_modules/jiti/bin/jiti.js'), path.join(repo, 'scripts/content-review.ts'), '--today', today, ...options], {cwd: dir, encoding: 'utf8'});
  }
  function run(docsTree: Record<string, string>, today: string, ...options: string[]) {
    return review(fakeBuild('review-', Object.fromEntries(Object.entries(docsTree).map(([file, content]) => [`docs/${file}`, content]))), today, ...options);
  }
  const fresh = '---\ntitle: A\nlast_reviewed: 2026-11-01\nreviewer: Data Manager\nreview_every: 12\n---\nText\n';

  it('exits 0 when every doc is reviewed in time, and 2 on an unknown option', () => {
    const result = run({'a.mdx': fresh}, '2026-11-21', '--no-collections');
    expect(result.stdout).toContain('1 docs and 0 collection files checked on 2026-11-21: 0 need attention');
    expect(result.status).toBe(0);
    expect(run({'a.mdx': fresh}, '2026-11-21', '--bogus').status).toBe(2);
  });

  it('lists overdue and unreviewed docs and exits 1', () => {
    const result = run({'a.mdx': fresh, 'b/c.mdx': '---\ntitle: C\n---\nText\n'}, '2027-12-01', '--no-collections');
    expect(result.stdout).toMatch(/OVERDUE\s+docs\/a\.mdx: review was due on 2027-11-01/);
    expect(result.stdout).toMatch(/MISSING\s+docs\/b\/c\.mdx/);
    expect(result.status).toBe(1);
  });

  it('lists the cruises without a data set yet, for information: the exit code does not change', async () => {
    const tree = {
      'content/cruises/meghna-2030-02.md': '---\nname: Meghna\n---\nText.\n',
      'content/cruises/sundarbans-2030-01.md': '---\nname: Sundarbans\n---\nText.\n',
      'content/datasets/sundarbans-2030-01-water.md': '---\ntitle: Water\ncruise: sundarbans-2030-01\n---\nText.\n',
      'content/datasets/sundarbans-2030-01-water.csv': 'station,date\n',
    };
    const dir = fakeBuild('review-cruises-', {'docs/a.mdx': fresh, ...tree});
    try {
      expect(cruisesWithoutDataset(dir)).toEqual([{file: 'content/cruises/meghna-2030-02.md', id: 'meghna-2030-02'}]);
      // A day on which no doc or collection file is overdue: the day of the earliest review.
      const reviews = await Promise.all(reviewedCollections.map(async (collection) => parseCollectionReview(await collection.loadReview())));
      const today = [...reviews.map((entry) => entry.lastReviewed), '2026-11-01'].sort()[0]!;
      const plain = review(dir, today);
      expect(plain.stdout).toMatch(/^INFO\s+content\/cruises\/meghna-2030-02\.md: no data set yet \(when its data are published, add content\/datasets\/<id>\.md with `cruise: meghna-2030-02`\)$/m);
      expect(plain.stdout).not.toContain('sundarbans-2030-01.md');
      expect(plain.status).toBe(0);
      const markdown = review(dir, today, '--markdown');
      expect(markdown.stdout).toMatch(/\n\n#### Cruises without a data set yet\n\nFor information: /);
      expect(markdown.stdout).toContain('| `meghna-2030-02` | `content/cruises/meghna-2030-02.md` |');
      expect(markdown.stdout).not.toContain('`sundarbans-2030-01`');
      expect(markdown.status).toBe(0);
      expect(review(dir, today, '--no-collections').stdout).not.toContain('meghna');
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  });

  it('reports the collection files beside the docs, as Markdown for the pull request', () => {
    const result = run({'a.mdx': fresh}, '2099-01-01', '--markdown');
    expect(result.stdout).toMatch(/^### Content review\n/);
    expect(result.stdout).toContain(`1 docs and ${reviewedCollections.length} collection files checked on 2099-01-01: ${reviewedCollections.length + 1} need attention`);
    for (const {file} of reviewedCollections) expect(result.stdout).toContain(`| Overdue | \`${file}\` |`);
    expect(result.status).toBe(1);
  });
});
