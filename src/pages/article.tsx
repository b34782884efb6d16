import type {ReactNode} from 'react';
import {FeaturedArticleListPage} from '@site/src/components/FeaturedArticleList';

/**
 * `/article`: the same 'Featured Article' screen as the news-releases page (both addresses
 * are public), naming that page as canonical.
 */
export default function ArticlePage(): ReactNode {
  return <FeaturedArticleListPage />;
}
