/**
 * Technology Transfer: methods the laboratory has tested and shares with farmers, agencies and
 * companies, shown as cards on `/who-we-are/work-with-borl/transfer` in the order below.
 *
 * To add an item, append one entry to {@link transferItems}:
 * - `id`: lower case words joined by `-`, unique;
 * - `title`;
 * - `description`: two to four sentences on what the technology is and what we offer;
 * - `img`: a 600x400 px card image in `static/img/transfer/` (`/img/transfer/<id>.svg`).
 * Then run `npm run test:unit`: `tests/unit/collections.test.ts` checks every entry against the
 * schema in `src/data/schemas/transfer.ts`.
 *
 * The five items are the technologies the laboratory offers today.
 */

import type {CollectionReviewMetadata} from '../utils/contentReview';

/**
 * When this file's entries were last checked, by whom, and how often (months) they must be
 * checked again: update it after a review (`npm run content:review` lists files that are due).
 */
export const review: CollectionReviewMetadata = {lastReviewed: '2026-11-02', reviewer: 'Data Manager', reviewEvery: 12};

/** A technology the laboratory transfers. */
export type TransferItem = {
  id: string;
  title: string;
  description: string;
  /** Card image under `static/` (600x400 px). */
  img: string;
};

/** Card image size in CSS pixels. */
export const transferImageSize = {width: 600, height: 400} as const;

/** The technologies in page order. */
export const transferItems: readonly TransferItem[] = [
  {
    id: 'nature-based-coastal-defense',
    title: 'Nature-Based Coastal Defense',
    img: '/img/transfer/nature-based-coastal-defense.svg',
    description:
      'Mangrove belts, oyster reefs and saltmarsh in front of embankments break waves and trap sediment. We advise on site selection, species and planting design, and we monitor wave reduction and sediment build-up after planting.',
  },
  {
    id: 'integrated-multi-trophic-aquaculture',
    title: 'Integrated Multi-Trophic Aquaculture',
    img: '/img/transfer/integrated-multi-trophic-aquaculture.svg',
    description:
      'Fish, seaweed and shellfish grown together, so that seaweed and mussels take up the nutrients and particles that fish farming releases. We share layouts, stocking densities and the water-quality results of our trial site near Cox\'s Bazar.',
  },
  {
    id: 'floating-mussel-aquaculture',
    title: 'Floating Mussel Aquaculture',
    img: '/img/transfer/floating-mussel-aquaculture.svg',
    description:
      'Green mussels grown on ropes hanging from floating rafts in sheltered coastal water, with no feed needed. We train farmers in seed collection, raft building, harvesting and the depuration that makes mussels safe to eat.',
  },
  {
    id: 'recirculating-aquaculture-systems',
    title: 'Recirculating Aquaculture Systems',
    img: '/img/transfer/recirculating-aquaculture-systems.svg',
    description:
      'Tank systems that clean and reuse their water through mechanical and biological filters, so that fish and shrimp can be raised with little water and tight disease control. We help hatcheries and farms design, start and run them.',
  },
  {
    id: 'ecosystem-models-for-marine-mollusks',
    title: 'Ecosystem Models for Marine Mollusks',
    img: '/img/transfer/ecosystem-models-for-marine-mollusks.svg',
    description:
      'Models that estimate how many oysters, mussels or clams a bay or channel can support without exhausting its plankton, based on currents, food supply and growth. We run them for planners and farmers choosing culture sites.',
  },
];
