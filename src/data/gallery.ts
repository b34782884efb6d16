/**
 * The Multimedia Gallery (`/know-bay-of-bengal/dive-into-our-research/multimedia`): the images
 * its carousel shows, in order.
 *
 * To add an image:
 * 1. Put the file under `static/img/…` (SVG, or WebP/AVIF with a JPEG or PNG only if needed);
 *    the main view shows it up to 1200 px wide in a 3:2 frame, so give rasters at least
 *    1200 × 800 px. A thumbnail of about 240 × 160 px is optional: `thumbnail` may be the same
 *    file as `original`.
 * 2. Add an entry below: a unique kebab-case `id`, both paths as served (`/img/…`), the
 *    intrinsic `width` and `height` of the original (they reserve its space while it loads),
 *    an `alt` text saying what the image shows for people who cannot see it, and a one-sentence
 *    `caption` printed under it.
 * 3. Run `npm run test:unit`: `tests/unit/gallery.test.tsx` checks every entry against the
 *    schema in `src/data/schemas/gallery.ts`, that the files exist, that the sizes match SVG
 *    files, and that ids are unique.
 *
 * An empty list is allowed: the page then says that the gallery has no images yet.
 *
 * Sources: every image is one of the site's own illustrations and maps (fact pages, prose pages
 * and the expedition blog), drawn for this site.
 */

/** One image of the gallery. */
export type GalleryItem = {
  /** Unique, kebab-case; also used as the React key. */
  id: string;
  /** Full-size image as served, e.g. `/img/facts/bengal-fan.svg`. */
  original: string;
  /** Thumbnail as served (may be the same file as `original`). */
  thumbnail: string;
  /** Intrinsic width of the original in CSS pixels. */
  width: number;
  /** Intrinsic height of the original in CSS pixels. */
  height: number;
  /** What the image shows, for people who cannot see it. */
  alt: string;
  /** One sentence printed under the image. */
  caption: string;
};

/** The gallery, in display order. */
export const galleryItems: readonly GalleryItem[] = [
  {
    id: 'research-vessel-sunrise',
    original: '/img/pages/vision-and-mission.svg',
    thumbnail: '/img/pages/vision-and-mission.svg',
    width: 1200,
    height: 800,
    alt: 'A research vessel at sea at sunrise over the Bay of Bengal',
    caption: 'Our research vessel at sunrise on the Bay of Bengal, at the start of a survey day.',
  },
  {
    id: 'sundarbans-station-work',
    original: '/img/expeditions/station-work.svg',
    thumbnail: '/img/expeditions/station-work.svg',
    width: 1200,
    height: 800,
    alt: 'A research launch at anchor in a brown Sundarbans channel, lowering a water-quality sonde and a sampling bottle while a plankton net trails from the stern',
    caption: 'Sampling a station in the Sundarbans during the September 2023 cruise: 34 stations over 130 km.',
  },
  {
    id: 'sundarbans-cruise-map',
    original: '/img/facts/coastal-sundarban.svg',
    thumbnail: '/img/facts/coastal-sundarban.svg',
    width: 1200,
    height: 900,
    alt: 'Map of the Sundarbans mangrove forest with the 34 sampling stations of the September 2023 cruise along its tidal channels',
    caption: 'The Sundarbans, the largest mangrove forest on Earth, and the stations of our September 2023 cruise.',
  },
  {
    id: 'mangrove-vegetation-plot',
    original: '/img/expeditions/mangrove-plot.svg',
    thumbnail: '/img/expeditions/mangrove-plot.svg',
    width: 1200,
    height: 800,
    alt: 'A mangrove bank at low tide with breathing roots in the mud, a rope-marked survey plot, a kingfisher and an Irrawaddy dolphin surfacing in the channel',
    caption: 'A vegetation plot on a mangrove bank, while the wildlife team watches for dolphins in the channel.',
  },
  {
    id: 'ocean-observations',
    original: '/img/pages/ocean-observations.svg',
    thumbnail: '/img/pages/ocean-observations.svg',
    width: 1200,
    height: 800,
    alt: 'A research vessel lowering a CTD rosette into the sea, with a moored ocean buoy and a satellite overhead',
    caption: 'Observing the ocean from ships, moored buoys and satellites.',
  },
  {
    id: 'rov-coral-survey',
    original: '/img/pages/underwater-vehicles.svg',
    thumbnail: '/img/pages/underwater-vehicles.svg',
    width: 1200,
    height: 800,
    alt: 'A remotely operated vehicle on its tether surveying a coral reef with its lights and camera',
    caption: 'A remotely operated vehicle mapping coral habitats, as in our 58-station survey around St Martin’s Island.',
  },
  {
    id: 'st-martins-corals-map',
    original: '/img/facts/corals-of-st-martin-island.svg',
    thumbnail: '/img/facts/corals-of-st-martin-island.svg',
    width: 1200,
    height: 900,
    alt: "Map of St Martin's Island, Bangladesh's only coral island, and its coral habitats",
    caption: 'St Martin’s Island and its coral habitats, the heart of the marine protected area in the south-east.',
  },
  {
    id: 'swatch-of-no-ground-map',
    original: '/img/facts/swatch-of-no-ground.svg',
    thumbnail: '/img/facts/swatch-of-no-ground.svg',
    width: 1200,
    height: 900,
    alt: 'Map of the Swatch of No Ground submarine canyon and the marine protected area around it',
    caption: 'The Swatch of No Ground, a submarine canyon and Bangladesh’s first marine protected area (1,636 km²).',
  },
  {
    id: 'hilsa-migration-map',
    original: '/img/facts/migratory-routes-for-tenualosa-ilisha.svg',
    thumbnail: '/img/facts/migratory-routes-for-tenualosa-ilisha.svg',
    width: 1200,
    height: 900,
    alt: 'Map of the migratory routes of hilsa shad between the Bay of Bengal and the rivers of Bangladesh',
    caption: 'How hilsa shad migrate between the Bay of Bengal and the rivers of Bangladesh to spawn.',
  },
  {
    id: 'bengal-fan-map',
    original: '/img/facts/bengal-fan.svg',
    thumbnail: '/img/facts/bengal-fan.svg',
    width: 1200,
    height: 900,
    alt: 'Map of the Bengal Fan spreading across the floor of the Bay of Bengal south of the delta',
    caption: 'The Bengal Fan, the largest submarine fan on Earth, built from the sediment of the Ganges and Brahmaputra.',
  },
  {
    id: 'laboratory-bench',
    original: '/img/pages/facilities-and-services.svg',
    thumbnail: '/img/pages/facilities-and-services.svg',
    width: 1200,
    height: 800,
    alt: 'A laboratory bench with a microscope, sample bottles, flasks and test tubes beside a window looking out to sea',
    caption: 'Our wet laboratory, where samples from every cruise are filtered, counted and analysed.',
  },
  {
    id: 'historic-tide-station',
    original: '/img/pages/history.svg',
    thumbnail: '/img/pages/history.svg',
    width: 1200,
    height: 800,
    alt: 'A thatched tide station hut on stilts on an estuary bank, with a tide staff in the water and wooden country boats',
    caption: 'Where our history begins: the tide-and-fisheries station set up in 1931 on the Karnaphuli estuary.',
  },
];
