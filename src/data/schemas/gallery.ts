/**
 * Schema of the Multimedia Gallery entries of `src/data/gallery.ts` (see that file's header for
 * the fields). `tests/unit/gallery.test.tsx` runs it over every entry.
 *
 * It lives here, not next to the data, so that the gallery page does not ship zod.
 */
import {z} from '../zod';
import type {GalleryItem} from '../gallery';

const imagePath = z.string().regex(/^\/img\/[a-z0-9/_-]+\.(svg|webp|avif|png|jpe?g)$/, 'must be a path under /img/ ending in .svg, .webp, .avif, .png or .jpg');

/** Schema of one {@link GalleryItem} (the unit tests run it over `galleryItems`). */
export const galleryItemSchema = z.object({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'id must be kebab-case'),
  original: imagePath,
  thumbnail: imagePath,
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  alt: z.string().trim().min(20, 'alt must describe the image in at least 20 characters'),
  caption: z.string().trim().min(10, 'caption must be a sentence'),
}) satisfies z.ZodType<GalleryItem>;
