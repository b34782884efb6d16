/**
 * Local plugin that publishes the teasers of the featured articles (the posts of the blog
 * instance `featured-articles`), so that list pages, the news landing and the home page show
 * them without a second copy of the article texts.
 *
 * It runs in `allContentLoaded`, after the blog plugin has loaded its posts, and writes the
 * teasers (`src/data/featuredArticles.ts`) built by `featuredArticlesFromPosts`
 * (`src/data/schemas/featuredArticles.ts`), which fails the build when a post's front matter
 * breaks the rules, to a data file of the generated files ({@link featuredArticlesDataFile}).
 * Pages read them with `useFeaturedArticles()` (`src/hooks/useFeaturedArticles.ts`), which
 * imports that file: the teasers travel with the pages that show them, not, as global data
 * would, in the entry script of every page.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import {featuredArticlesFromPosts} from '../../src/data/schemas/featuredArticles';
import {featuredArticlesBlogId, featuredArticlesDataFile, featuredArticlesPluginName} from '../../src/data/featuredArticles';


/** The plugin (registered in `docusaurus.config.ts` after the blog instance). */
export default function featuredArticlesPlugin(_context: LoadContext): Plugin<void> {
  return {
    name: featuredArticlesPluginName,
    allContentLoaded: async ({allContent, actions}) => {
      const blog = allContent['docusaurus-plugin-content-blog']?.[featuredArticlesBlogId] as BlogContent | undefined;
      if (!blog) {
        throw new Error(`${featuredArticlesPluginName}: no blog instance with id "${featuredArticlesBlogId}" is configured`);
      }
      await actions.createData(featuredArticlesDataFile, JSON.stringify(featuredArticlesFromPosts(blog.blogPosts)));
    },
  };
}
