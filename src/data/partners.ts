/**
 * Research Collaboration and Partners: the organisations the laboratory works with, shown as a
 * grid of logos on `/who-we-are/work-with-borl/collaboration` in the order below. Each logo
 * opens the partner's home page in a new tab.
 *
 * To add a partner, append one entry to {@link partners}:
 * - `id`: lower case words joined by `-`, unique;
 * - `name`: the organisation's full name (it is the logo's alternative text);
 * - `url`: the organisation's public home page (https);
 * - `logo`: `/img/partners/<id>.svg`, a 320x160 px text mark drawn for this site (never
 *   copied artwork). `node scripts/draw-collections.mjs` draws one from `mark` (2 to 8
 *   characters, usually the acronym);
 * - `mark`: the short text of the drawn logo.
 * Then run `npm run test:unit`: `tests/unit/collections.test.ts` checks every entry against the
 * schema in `src/data/schemas/partners.ts`.
 *
 * The organisations are real public bodies and programmes relevant to Bay of Bengal research;
 * they appear only by name and home-page URL, with a text mark drawn for this site.
 */

import type {CollectionReviewMetadata} from '../utils/contentReview';

/**
 * When this file's entries were last checked, by whom, and how often (months) they must be
 * checked again: update it after a review (`npm run content:review` lists files that are due).
 */
export const review: CollectionReviewMetadata = {lastReviewed: '2026-10-14', reviewer: 'Laboratory Director', reviewEvery: 12};

/** A partner organisation. */
export type Partner = {
  id: string;
  name: string;
  /** Home page, opened in a new tab. */
  url: string;
  /** Text-mark logo under `static/` (320x160 px). */
  logo: string;
  /** Short text of the drawn logo (usually the acronym). */
  mark: string;
};

/** Logo size in CSS pixels. */
export const partnerLogoSize = {width: 320, height: 160} as const;

/** The partners in page order. */
export const partners: readonly Partner[] = [
  {
    id: 'bori',
    name: 'Bangladesh Oceanographic Research Institute',
    url: 'https://bori.gov.bd',
    logo: '/img/partners/bori.svg',
    mark: 'BORI',
  },
  {
    id: 'bnhoc',
    name: 'Bangladesh Navy Hydrographic and Oceanographic Center',
    url: 'https://bnhoc.navy.mil.bd',
    logo: '/img/partners/bnhoc.svg',
    mark: 'BNHOC',
  },
  {
    id: 'dof',
    name: 'Department of Fisheries Bangladesh',
    url: 'https://fisheries.gov.bd',
    logo: '/img/partners/dof.svg',
    mark: 'DoF',
  },
  {
    id: 'bfri',
    name: 'Bangladesh Fisheries Research Institute',
    url: 'https://fri.gov.bd',
    logo: '/img/partners/bfri.svg',
    mark: 'BFRI',
  },
  {
    id: 'sparrso',
    name: 'Bangladesh Space Research and Remote Sensing Organization',
    url: 'https://sparrso.gov.bd',
    logo: '/img/partners/sparrso.svg',
    mark: 'SPARRSO',
  },
  {
    id: 'bmd',
    name: 'Bangladesh Meteorological Department',
    url: 'https://bmd.gov.bd',
    logo: '/img/partners/bmd.svg',
    mark: 'BMD',
  },
  {
    id: 'doe',
    name: 'Department of Environment Bangladesh',
    url: 'https://doe.gov.bd',
    logo: '/img/partners/doe.svg',
    mark: 'DoE',
  },
  {
    id: 'bfd',
    name: 'Bangladesh Forest Department',
    url: 'https://bforest.gov.bd',
    logo: '/img/partners/bfd.svg',
    mark: 'BFD',
  },
  {
    id: 'coast-guard',
    name: 'Bangladesh Coast Guard',
    url: 'https://coastguard.gov.bd',
    logo: '/img/partners/coast-guard.svg',
    mark: 'BCG',
  },
  {
    id: 'cegis',
    name: 'Center for Environmental and Geographic Information Services',
    url: 'https://www.cegisbd.com',
    logo: '/img/partners/cegis.svg',
    mark: 'CEGIS',
  },
  {
    id: 'iwm',
    name: 'Institute of Water Modelling',
    url: 'https://www.iwmbd.org',
    logo: '/img/partners/iwm.svg',
    mark: 'IWM',
  },
  {
    id: 'worldfish',
    name: 'WorldFish',
    url: 'https://worldfishcenter.org',
    logo: '/img/partners/worldfish.svg',
    mark: 'WF',
  },
  {
    id: 'iucn-bangladesh',
    name: 'IUCN Bangladesh',
    url: 'https://www.iucn.org/our-work/region/asia/countries/bangladesh',
    logo: '/img/partners/iucn-bangladesh.svg',
    mark: 'IUCN',
  },
  {
    id: 'undp-bangladesh',
    name: 'UNDP Bangladesh',
    url: 'https://www.undp.org/bangladesh',
    logo: '/img/partners/undp-bangladesh.svg',
    mark: 'UNDP',
  },
  {
    id: 'fao-bangladesh',
    name: 'FAO in Bangladesh',
    url: 'https://www.fao.org/bangladesh',
    logo: '/img/partners/fao-bangladesh.svg',
    mark: 'FAO',
  },
  {
    id: 'wcs-bangladesh',
    name: 'Wildlife Conservation Society Bangladesh',
    url: 'https://bangladesh.wcs.org',
    logo: '/img/partners/wcs-bangladesh.svg',
    mark: 'WCS',
  },
  {
    id: 'ioc-unesco',
    name: 'Intergovernmental Oceanographic Commission of UNESCO',
    url: 'https://www.ioc.unesco.org',
    logo: '/img/partners/ioc-unesco.svg',
    mark: 'IOC',
  },
];
