import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import useRouteContext from '@docusaurus/useRouteContext';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import BlogPostItem from '@theme-original/BlogPostItem';
import type {Props} from '@theme/BlogPostItem';
import BackButton from '@site/src/components/BackButton';
import TranslationFallback from '@site/src/components/UntranslatedNotice';
import {featuredArticlesBlogId} from '@site/src/data/featuredArticles';
import {pagePath} from '@site/src/navigation';
import styles from './styles.module.css';

/**
 * Wraps the theme's blog post so that a featured article's own page (not the blog's list)
 * starts with a back action to the previous page, and a post's own page that has no
 * translation in this locale says so above the text. List views render unchanged.
 */
export default function BlogPostItemWrapper(props: Props): ReactNode {
  const {isBlogPostPage, metadata} = useBlogPost();
  const {plugin} = useRouteContext();
  const withBackAction = isBlogPostPage && plugin.id === featuredArticlesBlogId;
  return (
    <>
      {withBackAction ? (
        <div className={styles.back}>
          <BackButton
            fallbackPath={pagePath('news-releases')}
            fallbackLabel={translate({
              id: 'featuredArticle.backToList',
              message: 'Back to Featured Articles',
              description: 'Link from a featured article to the article list',
            })}
          />
        </div>
      ) : null}
      {isBlogPostPage ? (
        <TranslationFallback source={metadata.source}>
          <BlogPostItem {...props} />
        </TranslationFallback>
      ) : (
        <BlogPostItem {...props} />
      )}
    </>
  );
}
