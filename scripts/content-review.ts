/**
 * Lists docs whose content review is overdue (`npm run content:review`).
 *
 * Reads every `.md`/`.mdx` file under `docs/`, parses its review front matter
 * (`last_reviewed`, `reviewer`, `review_every`; see `src/utils/contentReview.ts`) with the
 * checks of `src/utils/contentReviewSchema.ts` and prints
 * one line per doc: overdue, due within 30 days, missing metadata, or malformed metadata.
 *
 * Exit code: 1 when any doc is overdue, has no review metadata or has malformed metadata;
 * 0 otherwise. `--today YYYY-MM-DD` evaluates as of another day (used by the tests).
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {addMonths, isReviewOverdue} from '../src/utils/contentReview';
import {parseContentReview} from '../src/utils/contentReviewSchema';

/** One doc's review status. */
export type ReviewStatus = {
  file: string;
  state: 'ok' | 'due-soon' | 'overdue' | 'missing' | 'invalid';
  detail: string;
};

function listDocs(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return listDocs(full);
    }
    return /\.mdx?$/.test(entry.name) ? [full] : [];
  });
}

/** Review status of every doc under `docsDir`, as of `today` (ISO date). */
export function reviewStatuses(docsDir: string, today: string): ReviewStatus[] {
  const soon = addMonths(today, 1);
  return listDocs(docsDir)
    .sort()
    .map((file) => {
      const relative = path.relative(process.cwd(), file);
      try {
        const review = parseContentReview(matter(readFileSync(file, 'utf8')).data);
        if (!review) {
          return {file: relative, state: 'missing', detail: 'no last_reviewed / reviewer / review_every in the front matter'};
        }
        if (isReviewOverdue(review, today)) {
          return {file: relative, state: 'overdue', detail: `review was due on ${review.nextReviewDue} (last reviewed ${review.lastReviewed} by ${review.reviewer})`};
        }
        if (review.nextReviewDue <= soon) {
          return {file: relative, state: 'due-soon', detail: `review due on ${review.nextReviewDue}`};
        }
        return {file: relative, state: 'ok', detail: `next review ${review.nextReviewDue}`};
      } catch (error) {
        return {file: relative, state: 'invalid', detail: (error as Error).message};
      }
    });
}

function main(): void {
  const todayFlag = process.argv.indexOf('--today');
  const today = todayFlag > 0 ? (process.argv[todayFlag + 1] ?? '') : new Date().toISOString().slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today)) {
    console.error('--today needs a date as YYYY-MM-DD');
    process.exit(2);
  }
  const statuses = reviewStatuses(path.join(process.cwd(), 'docs'), today);
  const failing = statuses.filter((status) => ['overdue', 'missing', 'invalid'].includes(status.state));
  for (const status of statuses.filter((candidate) => candidate.state !== 'ok')) {
    console.log(`${status.state.toUpperCase().padEnd(8)} ${status.file}: ${status.detail}`);
  }
  console.log(
    `${statuses.length} docs checked on ${today}: ${failing.length} need attention, ${
      statuses.filter((status) => status.state === 'due-soon').length
    } due within a month.`,
  );
  process.exitCode = failing.length > 0 ? 1 : 0;
}

if (process.argv[1] && /content-review\.ts$/.test(process.argv[1])) {
  main();
}
