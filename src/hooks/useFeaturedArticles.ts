// The collections plugin's data file `featuredArticlesDataFile` (`src/data/featuredArticles.ts`);
// an import path cannot be composed.
import teasers from '@generated/borl-collections/default/featured-articles.json';
import type {FeaturedArticle} from '@site/src/data/featuredArticles';

/**
 * The featured articles (teasers: id, title, image, excerpt, link), newest first, as
 * published by the collections plugin (`plugins/collections`) from the blog's posts of the page's
 * locale. The data file is bundled with the pages that call this hook only.
 */
export function useFeaturedArticles(): readonly FeaturedArticle[] {
  // JSON imports are typed `unknown` (`src/types/json.d.ts`); the plugin writes exactly a
  // FeaturedArticle[], checked by its schema when it is made.
  return teasers as FeaturedArticle[];
}
