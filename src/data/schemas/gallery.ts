/**
 * Schema of the Multimedia Gallery entries of `src/data/gallery.ts` (see that file's header for
 * the fields). `tests/unit/gallery.test.tsx` runs it over every entry.
 *
 * It lives here, not next to the data, so that the gallery page does not ship zod.
 */
import {z} from '../zod';

const imagePath = z.string().regex(/^\/img\/[a-z0-9/_-]+\.(svg|webp|avif|png|jpe?g)$/, 'must be a path under /img/ ending in .svg, .webp, .avif, .png or .jpg');

/** Schema of one {@link GalleryItem} (the unit tests run it over `galleryItems`). */
export const galleryItemSchema = z.object({
  /** Unique, kebab-case; also used as the React key. */
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'id must be kebab-case'),
  /** Full-size image as served, e.g. `/img/facts/bengal-fan.svg`. */
  original: imagePath,
  /** Thumbnail as served (may be the same file as `original`). */
  thumbnail: imagePath,
  /** Intrinsic width of the original in CSS pixels. */
  width: z.number().int().positive(),
  /** Intrinsic height of the original in CSS pixels. */
  height: z.number().int().positive(),
  /** What the image shows, for people who cannot see it. */
  alt: z.string().trim().min(20, 'alt must describe the image in at least 20 characters'),
  /** One sentence printed under the image. */
  caption: z.string().trim().min(10, 'caption must be a sentence'),
});

/** One image of the gallery. */
export type GalleryItem = z.infer<typeof galleryItemSchema>;
