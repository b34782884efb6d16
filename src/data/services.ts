/**
 * Scientific Services: what the laboratory does for agencies, companies and other researchers,
 * shown as cards on `/who-we-are/work-with-borl/services` in the order below.
 *
 * To add a service, append one entry to {@link services}:
 * - `id`: lower case words joined by `-`, unique;
 * - `title`: the service's name;
 * - `description`: two or three sentences on what we do and what the client receives;
 * - `img`: a 600x400 px card image in `static/img/services/` (`/img/services/<id>.svg`).
 * Then run `npm run test:unit`: `tests/unit/collections.test.ts` checks every entry against the
 * schema in `src/data/schemas/services.ts`.
 *
 * The ten services are those the laboratory offers today.
 */

import type {CollectionReviewMetadata} from '../utils/contentReview';

/**
 * When this file's entries were last checked, by whom, and how often (months) they must be
 * checked again: update it after a review (`npm run content:review` lists files that are due).
 */
export const review: CollectionReviewMetadata = {lastReviewed: '2026-11-02', reviewer: 'Data Manager', reviewEvery: 12};

/** A scientific service the laboratory offers. */
export type Service = {
  id: string;
  title: string;
  description: string;
  /** Card image under `static/` (600x400 px). */
  img: string;
};

/** Card image size in CSS pixels. */
export const serviceImageSize = {width: 600, height: 400} as const;

/** The services in page order. */
export const services: readonly Service[] = [
  {
    id: 'oceanographic-survey',
    title: 'Oceanographic Survey',
    img: '/img/services/oceanographic-survey.svg',
    description:
      'Planned and crewed surveys of coastal and shelf waters with CTD profiles, water sampling, current and wave measurements. You receive quality-checked data, station maps and a survey report.',
  },
  {
    id: 'water-quality-monitoring',
    title: 'Water Quality Monitoring',
    img: '/img/services/water-quality-monitoring.svg',
    description:
      'One-off or seasonal monitoring of up to 17 parameters, from temperature, salinity, pH and dissolved oxygen to nutrients, chlorophyll and turbidity, using the methods of our Feni-Teknaf coastal belt monitoring.',
  },
  {
    id: 'underwater-survey',
    title: 'Underwater Survey',
    img: '/img/services/underwater-survey.svg',
    description:
      'Inspection and documentation of the seabed, reefs and submerged structures with our remotely operated vehicle and drop cameras, delivered as georeferenced video, photographs and a written summary.',
  },
  {
    id: 'diving',
    title: 'Diving',
    img: '/img/services/diving.svg',
    description:
      'Scientific diving by qualified members of the laboratory for sampling, transects, photo-quadrats and the deployment or recovery of instruments in shallow water, always under a written dive plan.',
  },
  {
    id: 'hydrographic-modeling',
    title: 'Hydrographic Modeling',
    img: '/img/services/hydrographic-modeling.svg',
    description:
      'Numerical models of tides, currents, salinity, waves and storm surge for estuaries, channels and coastal sites, checked against field measurements and reported with their uncertainty.',
  },
  {
    id: 'benthic-habitat-mapping',
    title: 'Benthic Habitat Mapping',
    img: '/img/services/benthic-habitat-mapping.svg',
    description:
      'Maps of seabed habitats, such as mud, sand, seagrass, oyster beds and coral, from echo-sounder tracks, grab samples and underwater video, delivered as GIS layers with a habitat key.',
  },
  {
    id: 'coral-reef-health-assessment',
    title: 'Coral Reef Health Assessment',
    img: '/img/services/coral-reef-health-assessment.svg',
    description:
      'Assessment of live coral cover, bleaching, disease, algae and reef fish using internationally used transect and photo-quadrat methods, as applied at 54 stations around St Martin\'s Island.',
  },
  {
    id: 'plankton-and-biodiversity-analysis',
    title: 'Plankton and Biodiversity Analysis',
    img: '/img/services/plankton-and-biodiversity-analysis.svg',
    description:
      'Identification and counting of phytoplankton, zooplankton and benthic animals from your samples or ours, with species lists, abundance tables, diversity indices and DNA barcoding where needed.',
  },
  {
    id: 'marine-sediment-analysis',
    title: 'Marine Sediment Analysis',
    img: '/img/services/marine-sediment-analysis.svg',
    description:
      'Grain size, organic carbon, heavy metals and microplastics in seabed and beach sediments, from core or grab sampling in the field to laboratory analysis and interpretation.',
  },
  {
    id: 'remote-sensing-and-gis-mapping',
    title: 'Remote Sensing and GIS Mapping',
    img: '/img/services/remote-sensing-and-gis-mapping.svg',
    description:
      'Satellite maps of shoreline change, mangrove cover, suspended sediment, chlorophyll and sea-surface temperature, and tailored GIS databases for coastal projects.',
  },
];
