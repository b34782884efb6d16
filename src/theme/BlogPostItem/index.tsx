import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import useRouteContext from '@docusaurus/useRouteContext';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import BlogPostItem from '@theme-original/BlogPostItem';
import type {Props} from '@theme/BlogPostItem';
import BackButton from '@site/src/components/BackButton';
import TranslationFallback from '@site/src/components/UntranslatedNotice';
import {featuredArticlesBlogId} from '@site/src/data/featuredArticles';
import {pagePath} from '@site/src/navigation';
import {detailPath} from '@site/src/collections';
// Written by `plugins/collections` (`collectionDataFile`), in the page's language, without stations; an import path cannot be composed.
import cruiseList from '@generated/borl-collections/default/cruises.json';
import {cruiseMonths, type Cruise} from '@site/src/data/cruises';
import {useIntlLocale} from '@site/src/hooks/useIntlLocale';
import styles from './styles.module.css';

/**
 * The cruises a post reports on (front matter `cruises`, checked against `content/cruises/` when
 * the site is built), each linked to its page with its months: "From the cruise: Sundarbans
 * research cruise (September 2023)". The cruise's page lists the post among its outputs.
 */
function PostCruises({ids}: {ids: readonly string[]}): ReactNode {
  const locale = useIntlLocale();
  const cruises = ids.flatMap((id) => (cruiseList as Cruise[]).filter((cruise) => cruise.id === id));
  if (cruises.length === 0) return null;
  return (
    // A link to another page, not the post's text: search finds the cruise's own page for its name.
    <p className={clsx(styles.cruises, 'site-text-links')} data-pagefind-ignore="all">
      <Translate id="blogPost.cruises" description="Below a blog post: the cruises it reports on, each a link with its months">
        From the cruise:
      </Translate>{' '}
      {cruises.map((cruise, index) => (
        <React.Fragment key={cruise.id}>
          {index > 0 ? ', ' : null}
          <Link to={detailPath('cruises', cruise.id)}>{cruise.name}</Link> ({cruiseMonths(cruise, locale)})
        </React.Fragment>
      ))}
    </p>
  );
}

/**
 * Wraps the theme's blog post so that a featured article's own page (not the blog's list)
 * starts with a back action to the previous page, a post's own page that has no translation in
 * this locale says so above the text, and a post's own page ends with the cruises it reports on
 * ({@link PostCruises}). List views render unchanged.
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
          <PostCruises ids={((metadata.frontMatter as {cruises?: unknown[]}).cruises ?? []).map(String)} />
        </TranslationFallback>
      ) : (
        <BlogPostItem {...props} />
      )}
    </>
  );
}
