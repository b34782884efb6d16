import {readdirSync, readFileSync, rmSync} from 'node:fs';
import path from 'node:path';
import {spawnSync} from 'node:child_process';
import matter from 'gray-matter';
import yaml from 'js-yaml';
import {addMonths, isReviewOverdue, readContentReview} from '@site/src/utils/contentReview';
import {parseContentReview} from '@site/src/utils/contentReviewSchema';
import {collectionReviewStatuses, cruisesWithoutDataset, reviewMarkdown, type ReviewStatus} from '@site/scripts/content-review';
import {reviewFiles} from '@site/plugins/collections/entryFiles';
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
  it.each(reviewFiles())('%s: has well-formed review metadata', (file) => {
    const [status] = collectionReviewStatuses(repo, '2026-01-01', [file]);
    expect([status?.state, status?.detail]).toEqual(['ok', expect.stringMatching(/^next review \d{4}-\d{2}-\d{2}$/)]);
  });

  it('has one review file per top folder of content/ that a collection reads, and no other', () => {
    const folders = readdirSync(path.join(repo, 'content'), {withFileTypes: true})
      .filter((entry) => entry.isDirectory())
      .map((entry) => `content/${entry.name}/_review.yml`);
    expect(reviewFiles().sort()).toEqual(folders.sort());
    expect(reviewFiles()).toContain('content/alumni/_review.yml');
    expect(reviewFiles().filter((file) => file.startsWith('content/education/'))).toEqual(['content/education/_review.yml']);
  });

  it('reports each collection by state, and the Markdown lists only what is due', () => {
    const review = (day: string, every: number) => `last_reviewed: ${day}\nreviewer: Data Manager\nreview_every: ${every}\n`;
    const tree = {
      'content/a/_review.yml': review('2026-01-10', 6),
      'content/b/_review.yml': review('2026-06-10', 6),
      'content/c/_review.yml': review('2026-11-01', 12),
      'content/d/_review.yml': '# not reviewed yet\n',
      'content/e/_review.yml': review('2026-11-01', 100),
      'content/f/_review.yml': 'last_reviewed: [2026\n',
    };
    const dir = fakeBuild('review-states-', tree);
    try {
      const statuses = collectionReviewStatuses(dir, '2026-11-25', [...Object.keys(tree), 'content/g/_review.yml']);
      expect(statuses.map((status) => status.state)).toEqual(['overdue', 'due-soon', 'ok', 'missing', 'invalid', 'invalid', 'missing']);
      expect(statuses[4]?.detail).toMatch(/review_every/);
      const markdown = reviewMarkdown(statuses, '2026-11-25');
      expect(markdown).toContain('0 docs and 7 collections checked on 2026-11-25: 5 need attention, 1 due within a month.');
      expect(markdown).toMatch(/\| Overdue \| `content\/a\/_review\.yml` \| review was due on 2026-07-10/);
      expect(markdown).toMatch(/\| Due within a month \| `content\/b\/_review\.yml` \|/);
      expect(markdown).not.toContain('content/c/');
      const rows = markdown.split('\n').filter((line) => line.startsWith('| ') && !line.startsWith('| State'));
      expect(rows.map((row) => row.split(' | ')[0])).toEqual(['| Overdue', '| Malformed metadata', '| Malformed metadata', '| No review metadata', '| No review metadata', '| Due within a month']);
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
    const fine: ReviewStatus[] = [{kind: 'doc', file: 'docs/a.mdx', state: 'ok', detail: ''}];
    expect(reviewMarkdown(fine, '2026-11-25')).toContain('Every doc and collection is reviewed in time.');
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
  /** The repository's review files, to copy into a temporary site. */
  const siteReviews = () => Object.fromEntries(reviewFiles().map((file) => [file, readFileSync(path.join(repo, file), 'utf8')]));

  it('exits 0 when every doc is reviewed in time, and 2 on an unknown option', () => {
    const result = run({'a.mdx': fresh}, '2026-11-21', '--no-collections');
    expect(result.stdout).toContain('1 docs and 0 collections checked on 2026-11-21: 0 need attention');
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
    const dir = fakeBuild('review-cruises-', {'docs/a.mdx': fresh, ...siteReviews(), ...tree});
    try {
      expect(cruisesWithoutDataset(dir)).toEqual([{file: 'content/cruises/meghna-2030-02.md', id: 'meghna-2030-02'}]);
      // A day on which no doc or collection file is overdue: the day of the earliest review.
      const reviewed = reviewFiles().map((file) => String((yaml.load(readFileSync(path.join(repo, file), 'utf8')) as {last_reviewed: Date}).last_reviewed.toISOString().slice(0, 10)));
      const today = [...reviewed, '2026-11-01'].sort()[0]!;
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

  it('reports the collections beside the docs, as Markdown for the pull request', () => {
    const result = review(fakeBuild('review-all-', {'docs/a.mdx': fresh, ...siteReviews()}), '2099-01-01', '--markdown');
    expect(result.stdout).toMatch(/^### Content review\n/);
    expect(result.stdout).toContain(`1 docs and ${reviewFiles().length} collections checked on 2099-01-01: ${reviewFiles().length + 1} need attention`);
    for (const file of reviewFiles()) expect(result.stdout).toContain(`| Overdue | \`${file}\` |`);
    expect(result.status).toBe(1);
  });
});
