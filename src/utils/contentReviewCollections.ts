/**
 * THE list of collection files whose content is reviewed like the docs: each data file an
 * editor changes to add or update entries, and where its review metadata
 * ({@link CollectionReviewMetadata}: `export const review` in the module) is read.
 *
 * A JSON file of `static/` is served as it is and read as an array by the site, so its review
 * metadata lives in the TypeScript module that loads it (`src/data/research.ts`).
 *
 * `npm run content:review` reports these files beside the docs; `tests/unit/contentReview.test.ts`
 * fails when one has no review metadata or malformed metadata, and when a collection of
 * `src/collections.ts` or of the README's collection table is missing here.
 */
import type {CollectionReviewMetadata} from './contentReview';

/** One reviewed collection file. */
export type ReviewedCollection = {
  /** The file editors change, from the repository's root. */
  file: string;
  /** Loads the file's review metadata (`undefined` when the module exports none). */
  loadReview: () => Promise<CollectionReviewMetadata | undefined>;
};

/** The reviewed collection files, in the order `npm run content:review` lists them. */
export const reviewedCollections: readonly ReviewedCollection[] = [
  {file: 'src/data/people.ts', loadReview: async () => (await import('../data/people')).review},
  {file: 'src/data/alumni.ts', loadReview: async () => (await import('../data/alumni')).review},
  {file: 'src/data/leadership.ts', loadReview: async () => (await import('../data/leadership')).review},
  {file: 'content/programs', loadReview: async () => (await import('../data/research')).programsReview},
  {file: 'content/research-areas', loadReview: async () => (await import('../data/research')).researchAreasReview},
  {file: 'src/data/education.ts', loadReview: async () => (await import('../data/education')).review},
  {file: 'src/data/services.ts', loadReview: async () => (await import('../data/services')).review},
  {file: 'src/data/transfer.ts', loadReview: async () => (await import('../data/transfer')).review},
  {file: 'src/data/partners.ts', loadReview: async () => (await import('../data/partners')).review},
  {file: 'src/data/store.ts', loadReview: async () => (await import('../data/store')).review},
  {file: 'src/data/cruises.ts', loadReview: async () => (await import('../data/cruises')).review},
  {file: 'src/data/datasets.ts', loadReview: async () => (await import('../data/datasets')).review},
  {file: 'src/data/careers.ts', loadReview: async () => (await import('../data/careers')).review},
  {file: 'src/data/press.ts', loadReview: async () => (await import('../data/press')).review},
  {file: 'src/data/events.ts', loadReview: async () => (await import('../data/events')).review},
  {file: 'src/data/gallery.ts', loadReview: async () => (await import('../data/gallery')).review},
  {file: 'src/data/homeCarousel.ts', loadReview: async () => (await import('../data/homeCarousel')).review},
];
