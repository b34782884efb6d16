/**
 * The Store: laboratory merchandise shown as a showcase on `/who-we-are/visit-borl/store`,
 * images only (no price, no cart), in the order below.
 *
 * To add an item, append one entry to {@link storeItems}:
 * - `id`: lower case words joined by `-`, unique;
 * - `name`: what the item is, printed as the caption (the image's alternative text adds
 *   'with the laboratory logo');
 * - `img`: a 400x400 px square image in `static/img/store/` (`/img/store/<id>.svg`).
 * Then run `npm run test:unit`: `tests/unit/collections.test.ts` checks every entry against the
 * schema in `src/data/schemas/store.ts`.
 *
 * The five items are those the laboratory sells today: cap, key ring, pen, T-shirt and mug.
 */

import type {CollectionReviewMetadata} from '../utils/contentReview';

/**
 * When this file's entries were last checked, by whom, and how often (months) they must be
 * checked again: update it after a review (`npm run content:review` lists files that are due).
 */
export const review: CollectionReviewMetadata = {lastReviewed: '2026-06-01', reviewer: 'Outreach and Student Coordinator', reviewEvery: 6};

/** An item of the store showcase. */
export type StoreItem = {
  id: string;
  name: string;
  /** Square image under `static/` (400x400 px). */
  img: string;
};

/** Image size in CSS pixels. */
export const storeImageSize = {width: 400, height: 400} as const;

/** The items in showcase order. */
export const storeItems: readonly StoreItem[] = [
  {id: 'cap', name: 'Cap', img: '/img/store/cap.svg'},
  {id: 'key-ring', name: 'Key ring', img: '/img/store/key-ring.svg'},
  {id: 'pen', name: 'Pen', img: '/img/store/pen.svg'},
  {id: 't-shirt', name: 'T-shirt', img: '/img/store/t-shirt.svg'},
  {id: 'mug', name: 'Mug', img: '/img/store/mug.svg'},
];
