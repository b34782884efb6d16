import {usePluginData} from '@docusaurus/useGlobalData';
import {featuredArticlesPluginName, type FeaturedArticle} from '@site/src/data/featuredArticles';

/**
 * The featured articles (teasers: id, title, image, excerpt, link), newest first, as
 * published by the local plugin `plugins/featured-articles` from the blog's posts.
 */
export function useFeaturedArticles(): readonly FeaturedArticle[] {
  // Global data is untyped by design; the plugin stores exactly a FeaturedArticle[].
  return usePluginData(featuredArticlesPluginName) as FeaturedArticle[];
}
