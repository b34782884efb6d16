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
 * The doc footer shows "Reviewed on … by …"; `npm run content:review` lists docs whose next
 * review date has passed and exits non-zero when there are any.
 */
import {z} from '../data/zod';

/** Review metadata as written in front matter (snake_case keys, see the file header). */
export const reviewFrontMatterSchema = z.object({
  last_reviewed: z.union([z.iso.date(), z.date()]).transform((value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value)),
  reviewer: z.string().trim().min(2),
  review_every: z.number().int().min(1).max(60),
});

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

/**
 * Reads review metadata from a doc's front matter.
 *
 * @returns `undefined` when the doc has none of the three keys; the parsed review otherwise.
 * @throws Error naming the problem when the keys are present but incomplete or malformed.
 */
export function parseContentReview(frontMatter: Record<string, unknown>): ContentReview | undefined {
  if (!('last_reviewed' in frontMatter || 'reviewer' in frontMatter || 'review_every' in frontMatter)) {
    return undefined;
  }
  const result = reviewFrontMatterSchema.safeParse(frontMatter);
  if (!result.success) {
    throw new Error(
      `review metadata needs last_reviewed (YYYY-MM-DD), reviewer and review_every (months): ${result.error.issues
        .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
        .join('; ')}`,
    );
  }
  const {last_reviewed: lastReviewed, reviewer, review_every: reviewEveryMonths} = result.data;
  return {lastReviewed, reviewer, reviewEveryMonths, nextReviewDue: addMonths(lastReviewed, reviewEveryMonths)};
}

/** Whether the review is overdue on `today` (ISO date): true once the due date has passed. */
export function isReviewOverdue(review: ContentReview, today: string): boolean {
  return review.nextReviewDue < today;
}
