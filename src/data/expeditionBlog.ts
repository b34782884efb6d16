import {listPath} from '../collections';

/**
 * The expedition blog's identity: plugin id, folder, route and titles. Read by
 * `docusaurus.config.ts` (the blog plugin instance and the search index) and by the blog layout
 * (`src/theme/BlogLayout`), which shows the side menu and the list page's heading for it.
 *
 * Posts live in `blog/expeditions/` as `YYYY-MM-DD-slug.mdx`, with `title`, `description`,
 * `authors` (keys of `blog/expeditions/authors.yml`) and a `{/* truncate *\/}` marker after the
 * opening paragraph (the list page shows the text above it).
 */
export const expeditionBlog = {
  /** Blog plugin instance id. */
  id: 'expeditions',
  /** Folder of the posts, relative to the site. */
  path: 'blog/expeditions',
  /** Route of the list page: the Expedition Blogs menu link's path (`src/collections.ts`). */
  routeBasePath: listPath('expeditions'),
  /** Heading of the list page and title of the feeds (the side-menu label). */
  title: 'Expedition Blogs',
  /** Description of the list page and the feeds. */
  description:
    'Field notes from BORL research cruises and expeditions on the rivers, mangroves and open waters of the northern Bay of Bengal.',
} as const;
