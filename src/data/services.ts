/**
 * Scientific Services: what the laboratory does for agencies, companies and other researchers,
 * shown as cards on `/who-we-are/work-with-borl/services` in list order.
 *
 * Each service is a Markdown file, `content/services/<id>.md` (the id lower case words joined by
 * `-`): front matter `title`, `img` (a 600x400 px card image in `static/img/services/`) and
 * `position` (order on the page); the body is the description, two or three sentences on what
 * we do and what the client receives. The Bengali copy beside
 * each file, `content/services/<id>.bn.md`, holds `title` and the description. The build checks every
 * file against `src/data/schemas/services.ts`.
 *
 * The ten services are those the laboratory offers today.
 */
export type {Service} from './schemas/services';

/** Card image size in CSS pixels. */
export const serviceImageSize = {width: 600, height: 400} as const;
