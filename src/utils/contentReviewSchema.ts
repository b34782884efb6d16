/**
 * The rules of a doc's review metadata (`last_reviewed`, `reviewer`, `review_every`; see
 * `src/utils/contentReview.ts`) and the parser that checks them, in a doc's front matter or a
 * collection's review file. `npm run content:review` and the unit tests
 * (`tests/unit/contentReview.test.ts`, every doc under `docs/`) use it.
 *
 * It lives apart from `src/utils/contentReview.ts` so that doc pages, whose footer only reads
 * the metadata, do not ship zod.
 */
import {z} from '../data/zod';
import {hasReviewMetadata, isoDay, readContentReview, type ContentReview} from './contentReview';

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
      `review metadata needs last_reviewed (YYYY-MM-DD), reviewer and review_every (months): ${result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`,
    );
  }
  return readContentReview(result.data);
}
