/**
 * Press coverage: stories in newspapers and magazines about the laboratory's work ("BORL in the
 * News"). The list page shows them as cards that open the outlet in a new tab, newest first;
 * each item also has a detail page at `{list page}/{id}` with the description (the route is the
 * `press` collection of `src/collections.ts`).
 *
 * The items are sample content written for this site. Because the stories are samples, `source`
 * never points at an invented article URL: it is the real home page of the outlet, so every link
 * works. When the laboratory replaces an item with a real story, put the story's own URL there.
 *
 * Each item is a Markdown file, `content/press/<id>.md`, named by the next free whole number:
 * - front matter: `title` (the headline as the outlet wrote it; not translated), `titleLang`
 *   when the headline is not English (`bn`), `img` (`/img/press/<id>.svg`, 600 x 400, 3:2; the
 *   shipped pictures come from `scripts/samples/draw-news-images.mjs`), `imgAlt` (what the picture
 *   shows), `outlet` (the publication's name as it writes it), `date` (the publication date,
 *   `YYYY-MM-DD`) and `source` (an `https://` URL);
 * - the body: two or three paragraphs summarising the story.
 * The Bengali copy beside each file, `content/press/<id>.bn.md`, holds `imgAlt`, the summary and
 * `titleTranslation`: the headline in Bengali, which Bengali pages show under the English one (the
 * headline itself stays as the outlet wrote it). For a headline in Bengali (`titleLang: bn`), the
 * English file may give its English `titleTranslation` the same way. The build checks every file
 * against `src/data/schemas/press.ts`.
 */

import type {PressItem} from './schemas/press';

export type {PressItem} from './schemas/press';

/** The language of an item's headline (`titleLang`, English when absent), for its `lang` attribute. */
export function pressTitleLang(item: Pick<PressItem, 'titleLang'>): string {
  return item.titleLang ?? 'en';
}

/**
 * The line to show under an item's headline on a page in `pageLanguage` (a locale or language
 * tag: `bn`, `bn-BD`): its {@link PressItem.titleTranslation}, unless the headline is already in
 * that language.
 */
export function pressTitleTranslation(item: Pick<PressItem, 'titleLang' | 'titleTranslation'>, pageLanguage: string): string | undefined {
  const language = (tag: string) => tag.split('-')[0]?.toLowerCase();
  return language(pressTitleLang(item)) === language(pageLanguage) ? undefined : item.titleTranslation;
}

/** Width and height in CSS pixels of every press picture. */
export const pressImageSize = {width: 600, height: 400} as const;

/** How many items the list page shows before 'See More'. */
export const pressListCollapsedCount = 9;
