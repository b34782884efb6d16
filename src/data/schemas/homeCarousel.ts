/**
 * Schema of the cards of the home page's 'Know Bay of Bengal' carousel (`src/data/homeCarousel.ts`;
 * see that file's header for the rules). `tests/unit/homeCarousel.test.ts` checks every card.
 *
 * It lives here, not next to the data, so that the home page does not ship zod.
 */
import {z} from '../zod';

/** Schema of one {@link CarouselCard} (see the header of `src/data/homeCarousel.ts`). */
export const carouselCardSchema = z.object({
  /** Unique key, stable across edits. */
  id: z.string().regex(/^[a-z0-9-]+$/, 'id may only hold lower-case letters, digits and "-"'),
  kind: z.enum(['publications', 'multimedia', 'news-releases', 'in-the-news']),
  /** One line under the title: what the visitor will find. */
  caption: z.string().min(10).max(60, 'caption must be at most 60 characters'),
  /** Picture under `static/`. */
  img: z.string().regex(/^\/img\/[\w/-]+\.(svg|webp|png|jpg)$/, 'img must be a file under /img/'),
  /** What the picture shows. */
  alt: z.string().min(10, 'alt must say what the picture shows'),
  /** Intrinsic picture size in CSS pixels. */
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

/** One card of the carousel. */
export type CarouselCard = z.infer<typeof carouselCardSchema>;
