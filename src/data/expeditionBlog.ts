import {listPath} from '../collections';
import {linkLabel, navigation} from '../navigation';

/** The Expedition Blogs link of the navigation tree (`src/navigation.ts`). */
const linkId = 'expedition-blogs';

/**
 * The expedition blog's identity: plugin id, folder, route and titles. Read by
 * `docusaurus.config.ts` (the blog plugin instance and the search index) and by the blog layout
 * (`src/theme/BlogLayout`), which shows the side menu and the list page's heading for it.
 *
 * Posts live in `blog/expeditions/` as `YYYY-MM-DD-slug.mdx`, with `title`, `description`,
 * `people` (the authors, by id of `content/people/`; see `plugins/blog/authors.ts`), optionally
 * `cruises` (ids of `content/cruises/`: the cruise's page lists the post among its outputs) and a `{/* truncate *\/}` marker after the
 * opening paragraph (the list page shows the text above it).
 */
export const expeditionBlog = {
  /** Blog plugin instance id. */
  id: 'expeditions',
  /** Folder of the posts, relative to the site. */
  path: 'blog/expeditions',
  /** Id of the blog's link in `src/navigation.ts`; its label is the blog's title. */
  linkId,
  /** Route of the list page: the Expedition Blogs menu link's path (`src/collections.ts`). */
  routeBasePath: listPath('expeditions'),
  /** Title of the blog and its feeds: the English label of its menu link (pages show the translated one). */
  title: linkLabel(navigation, linkId),
  /** Description of the list page and the feeds. */
  description: 'Field notes from BORL research cruises and expeditions on the rivers, mangroves and open waters of the northern Bay of Bengal.',
} as const;
