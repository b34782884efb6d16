import {mkdtempSync, mkdirSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {spawnSync} from 'node:child_process';
import matter from 'gray-matter';
import {addMonths, isReviewOverdue, readContentReview} from '@site/src/utils/contentReview';
import {parseContentReview} from '@site/src/utils/contentReviewSchema';

describe('content review metadata', () => {
  it('computes the next review date in whole months', () => {
    expect(addMonths('2026-11-02', 6)).toBe('2027-05-02');
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
    expect(addMonths('2026-01-15', 12)).toBe('2027-01-15');
  });

  it('parses front matter, accepting YAML dates', () => {
    const review = parseContentReview({last_reviewed: new Date('2026-10-14T00:00:00Z'), reviewer: 'Data Manager', review_every: 12});
    expect(review).toEqual({lastReviewed: '2026-10-14', reviewer: 'Data Manager', reviewEveryMonths: 12, nextReviewDue: '2027-10-14'});
    expect(review && isReviewOverdue(review, '2027-10-14')).toBe(false);
    expect(review && isReviewOverdue(review, '2027-10-15')).toBe(true);
  });

  it('returns nothing without metadata and explains incomplete metadata', () => {
    expect(parseContentReview({title: 'x'})).toBeUndefined();
    expect(() => parseContentReview({last_reviewed: '2026-13-40', reviewer: 'A'})).toThrow(/review_every/);
  });

  it('the doc footer reads well-formed metadata as the parser does', () => {
    const frontMatter = {last_reviewed: new Date('2026-10-14T00:00:00Z'), reviewer: ' Data Manager ', review_every: 6};
    expect(readContentReview(frontMatter)).toEqual(parseContentReview(frontMatter));
    expect(readContentReview({last_reviewed: '2026-08-31', reviewer: 'A team', review_every: 6})?.nextReviewDue).toBe('2027-02-28');
    expect(readContentReview({title: 'x'})).toBeUndefined();
  });
});

describe('review metadata of the docs', () => {
  const docsDir = path.join(__dirname, '../../docs');
  const docFiles = (readdirSync(docsDir, {recursive: true}) as string[]).filter((file) => /\.mdx?$/.test(file)).sort();

  // The doc footer does not check the metadata (doc pages ship no zod); this test does.
  it.each(docFiles)('docs/%s: the review metadata, if any, is well formed', (file) => {
    const {data} = matter(readFileSync(path.join(docsDir, file), 'utf8'));
    expect(() => parseContentReview(data)).not.toThrow();
  });
});

describe('npm run content:review', () => {
  const repo = path.join(__dirname, '../..');
  function run(docsTree: Record<string, string>, today: string) {
    const dir = mkdtempSync(path.join(tmpdir(), 'review-'));
    for (const [file, content] of Object.entries(docsTree)) {
      mkdirSync(path.dirname(path.join(dir, 'docs', file)), {recursive: true});
      writeFileSync(path.join(dir, 'docs', file), content);
    }
    return spawnSync(process.execPath, [path.join(repo, 'node_modules/jiti/bin/jiti.js'), path.join(repo, 'scripts/content-review.ts'), '--today', today], {
      cwd: dir,
      encoding: 'utf8',
    });
  }
  const fresh = '---\ntitle: A\nlast_reviewed: 2026-11-01\nreviewer: Data Manager\nreview_every: 12\n---\nText\n';

  it('exits 0 when every doc is reviewed in time', () => {
    const result = run({'a.mdx': fresh}, '2026-11-21');
    expect(result.stdout).toContain('1 docs checked on 2026-11-21: 0 need attention');
    expect(result.status).toBe(0);
  });

  it('lists overdue and unreviewed docs and exits 1', () => {
    const result = run({'a.mdx': fresh, 'b/c.mdx': '---\ntitle: C\n---\nText\n'}, '2027-12-01');
    expect(result.stdout).toMatch(/OVERDUE\s+docs\/a\.mdx: review was due on 2027-11-01/);
    expect(result.stdout).toMatch(/MISSING\s+docs\/b\/c\.mdx/);
    expect(result.status).toBe(1);
  });

});
