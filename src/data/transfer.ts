/**
 * Technology Transfer: methods the laboratory has tested and shares with farmers, agencies and
 * companies, shown as cards on `/who-we-are/work-with-borl/transfer` in list order.
 *
 * Each item is a Markdown file, `content/transfer/<id>.md` (the id lower case words joined by
 * `-`): front matter `title`, `img` (a 600x400 px card image in `static/img/transfer/`) and
 * `position` (order on the page); the body is the description, two to four sentences on what
 * the technology is and what we offer. The Bengali copy beside
 * each file, `content/transfer/<id>.bn.md`, holds `title` and the description. The build checks every
 * file against `src/data/schemas/transfer.ts`.
 *
 * The five items are the technologies the laboratory offers today.
 */
export type {TransferItem} from './schemas/transfer';

/** Card image size in CSS pixels. */
export const transferImageSize = {width: 600, height: 400} as const;
