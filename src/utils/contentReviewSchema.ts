/**
 * The rules of a doc's review metadata (`last_reviewed`, `reviewer`, `review_every`; see
 * `src/utils/contentReview.ts`) and the parser that checks them. `npm run content:review` and
 * the unit tests (`tests/unit/contentReview.test.ts`, every doc under `docs/`) use it.
 *
 * It lives apart from `src/utils/contentReview.ts` so that doc pages, whose footer only reads
 * the metadata, do not ship zod.
 */
import {z} from '../data/zod';
import {hasReviewMetadata, isoDay, readContentReview, type CollectionReviewMetadata, type ContentReview} from './contentReview';

/** Review metadata as written in front matter (snake_case keys, see `src/utils/contentReview.ts`). */
export const reviewFrontMatterSchema = z.object({
  last_reviewed: z.union([z.iso.date(), z.date()]).transform(isoDay),
  reviewer: z.string().trim().min(2),
  review_every: z.number().int().min(1).max(60),
});

/**
 * Reads review metadata from a doc's front matter and checks it.
 *
 * @returns `undefined` when the doc has none of the three keys; the parsed review otherwise.
 * @throws Error naming the problem when the keys are present but incomplete or malformed.
 */
export function parseContentReview(frontMatter: Record<string, unknown>): ContentReview | undefined {
  if (!hasReviewMetadata(frontMatter)) {
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
  return readContentReview(result.data);
}

/**
 * Checks a collection file's review metadata (its exported `review`) with the rules of a doc's
 * front matter.
 *
 * @param review the exported value, `undefined` when the module exports none
 * @throws Error naming the problem when it is missing, incomplete or malformed
 */
export function parseCollectionReview(review: Partial<CollectionReviewMetadata> | undefined): ContentReview {
  if (review === undefined || review === null || typeof review !== 'object') {
    throw new Error('no review metadata: export const review = {lastReviewed, reviewer, reviewEvery}');
  }
  try {
    return parseContentReview({last_reviewed: review.lastReviewed, reviewer: review.reviewer, review_every: review.reviewEvery})!;
  } catch (error) {
    // The same rules, named as the data file writes them.
    throw new Error((error as Error).message.replace(/last_reviewed/g, 'lastReviewed').replace(/review_every/g, 'reviewEvery'), {cause: error});
  }
}
