/**
 * Schema of the cards of the home page's 'Know Bay of Bengal' carousel (`src/data/homeCarousel.ts`;
 * see that file's header for the rules). `tests/unit/homeCarousel.test.ts` checks every card.
 *
 * It lives here, not next to the data, so that the home page does not ship zod.
 */
import {z} from '../zod';
import type {CarouselCard} from '../homeCarousel';

/** Schema of one {@link CarouselCard} (see the header of `src/data/homeCarousel.ts`). */
export const carouselCardSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/, 'id may only hold lower-case letters, digits and "-"'),
  kind: z.enum(['publications', 'multimedia', 'news-releases', 'in-the-news']),
  caption: z.string().min(10).max(60, 'caption must be at most 60 characters'),
  img: z.string().regex(/^\/img\/[\w/-]+\.(svg|webp|png|jpg)$/, 'img must be a file under /img/'),
  alt: z.string().min(10, 'alt must say what the picture shows'),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
}) satisfies z.ZodType<CarouselCard>;
