/**
 * The Multimedia Gallery (`/know-bay-of-bengal/dive-into-our-research/multimedia`): the images
 * its carousel shows, in order.
 *
 * To add an image:
 * 1. Put the file under `static/img/…` (SVG, or WebP/AVIF with a JPEG or PNG only if needed);
 *    the main view shows it up to 1200 px wide in a 3:2 frame, so give rasters at least
 *    1200 × 800 px. A thumbnail of about 240 × 160 px is optional: `thumbnail` may be the same
 *    file as `original`.
 * 2. Add a file without body, `content/gallery/<id>.md` (kebab-case id), with both paths as
 *    served (`original`, `thumbnail`: `/img/…`), the intrinsic `width` and `height` of the
 *    original (they reserve its space while it loads), an `alt` text saying what the image
 *    shows for people who cannot see it, a one-sentence `caption` printed under it, and its
 *    `position` in the carousel. The Bengali copy beside each file, `content/gallery/<id>.bn.md`,
 *    holds `alt` and `caption`. The build checks every file against
 *    `src/data/schemas/gallery.ts`; `tests/unit/gallery.test.tsx` that the files exist and the
 *    sizes match SVG files.
 *
 * An empty list is allowed: the page then says that the gallery has no images yet.
 *
 * Sources: every image is one of the site's own illustrations and maps (fact pages, prose pages
 * and the expedition blog), drawn for this site.
 */
export type {GalleryItem} from './schemas/gallery';
