import type {ReactNode} from 'react';
import type {Props} from '@theme/BlogListPage';
import {FeaturedArticleListPage} from './index';

/**
 * List page of the featured-articles blog (`/news/featured-article`, the blog's
 * `blogListComponent`): the same 'Featured Article' screen as `/article`, canonical to the
 * news-releases page, instead of the theme's post-by-post list.
 */
export default function FeaturedArticleBlogListPage(_props: Props): ReactNode {
  return <FeaturedArticleListPage />;
}
