/**
 * The Store: laboratory merchandise shown as a showcase on `/who-we-are/visit-borl/store`,
 * images only (no price, no cart), in list order.
 *
 * Each item is a Markdown file without body, `content/store/<id>.md` (the id lower case words
 * joined by `-`), with front matter `name` (what the item is, printed as the caption; the
 * image's alternative text adds 'with the laboratory logo'), `img` (a 400x400 px square image
 * in `static/img/store/`) and `position` (order in the showcase). The Bengali copy beside
 * each file, `content/store/<id>.bn.md`, holds the `name`. The build checks every file against
 * `src/data/schemas/store.ts`.
 *
 * The five items are those the laboratory sells today: cap, key ring, pen, T-shirt and mug.
 */
export type {StoreItem} from './schemas/store';

/** Image size in CSS pixels. */
export const storeImageSize = {width: 400, height: 400} as const;
