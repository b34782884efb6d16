/**
 * Review metadata of a doc: when it was last checked, by whom, and how often it must be
 * checked again. Editors set it in a doc's front matter:
 *
 * ```yaml
 * last_reviewed: 2026-11-02   # ISO date (YYYY-MM-DD)
 * reviewer: Data Manager      # a name or a role
 * review_every: 12            # months until the next review (1 to 60)
 * ```
 *
 * A collection (people, programmes, cruises…) carries the same three keys once for all its
 * entries, in `_review.yml` in its content folder (`content/people/_review.yml`).
 *
 * The doc footer shows "Reviewed on … by …" with {@link readContentReview}, which trusts the
 * front matter so that doc pages ship no validation code. The rules are checked by
 * `parseContentReview` (`src/utils/contentReviewSchema.ts`): the unit tests run it over every
 * doc, and `npm run content:review` lists docs whose metadata is malformed or whose next review
 * date has passed, and exits non-zero when there are any.
 */

/** Parsed review metadata. Dates are ISO `YYYY-MM-DD` strings (UTC calendar days). */
export type ContentReview = {
  lastReviewed: string;
  reviewer: string;
  /** Review interval in months. */
  reviewEveryMonths: number;
  /** `lastReviewed` plus the interval. */
  nextReviewDue: string;
};

/** Adds whole months to an ISO date, clamping to the last day of a shorter month. */
export function addMonths(isoDate: string, months: number): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

/** Whether the front matter holds any of the three review keys. */
export function hasReviewMetadata(frontMatter: Record<string, unknown>): boolean {
  return 'last_reviewed' in frontMatter || 'reviewer' in frontMatter || 'review_every' in frontMatter;
}

/**
 * `last_reviewed` as an ISO `YYYY-MM-DD` string: YAML reads an unquoted date as a `Date` (UTC
 * midnight), a quoted one as the string itself.
 */
export function isoDay(value: Date | string): string {
  return value instanceof Date ? value.toISOString().slice(0, 10) : value;
}

/**
 * Reads review metadata from a doc's front matter without checking it (the unit tests check
 * every doc's with `parseContentReview` of `src/utils/contentReviewSchema.ts`).
 *
 * @returns `undefined` when the doc has none of the three keys; the review otherwise.
 */
export function readContentReview(frontMatter: Record<string, unknown>): ContentReview | undefined {
  if (!hasReviewMetadata(frontMatter)) {
    return undefined;
  }
  const lastReviewed = isoDay(frontMatter.last_reviewed as Date | string);
  const reviewEveryMonths = Number(frontMatter.review_every);
  return {
    lastReviewed,
    reviewer: String(frontMatter.reviewer).trim(),
    reviewEveryMonths,
    nextReviewDue: addMonths(lastReviewed, reviewEveryMonths),
  };
}

/** Whether the review is overdue on `today` (ISO date): true once the due date has passed. */
export function isReviewOverdue(review: ContentReview, today: string): boolean {
  return review.nextReviewDue < today;
}
