import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import FeedLinks from '@site/src/components/FeedLinks';
import ArticleCard from '@site/src/components/ArticleCard';
import SeeMoreGrid, {seeMoreGridSizes} from '@site/src/components/SeeMoreGrid';
import {useFeaturedArticles} from '@site/src/hooks/useFeaturedArticles';
import type {FeaturedArticle} from '@site/src/data/featuredArticles';
import {listPath} from '@site/src/collections';
import styles from './styles.module.css';
import {isFirstScreenImage} from '@site/src/utils/firstScreen';

/** How many articles the list shows before 'See More': the first 8. */
export const featuredArticleListCollapsedCount = 8;

/** The canonical address of the 'Featured Article' screen: News Releases. */

/** Page title and search-engine description of the 'Featured Article' screen. */
export function featuredArticleListMeta(): {title: string; description: string} {
  return {
    title: translate({id: 'featuredArticles.title', message: 'Featured Article'}),
    description: translate({
      id: 'featuredArticles.description',
      message: 'Featured articles of the Bay of Bengal Ocean Research Laboratory: expeditions, surveys, coral, plankton, sharks and rays, and coastal water quality.',
    }),
  };
}

/** Props of {@link FeaturedArticleList}. */
export type FeaturedArticleListProps = {
  /** The layout the list sits in, for the width of the card images: a side-menu page (default) or a page's container. */
  layout?: keyof typeof seeMoreGridSizes;
};

/** Props of {@link FeaturedArticleGrid}. */
export type FeaturedArticleGridProps = {
  /** The articles, in display order. */
  articles: readonly FeaturedArticle[];
  /** How many show before 'See More' (all of them when it is their number). */
  collapsedCount: number;
  /** The layout the grid sits in (see {@link FeaturedArticleListProps}). */
  layout: keyof typeof seeMoreGridSizes;
};

/**
 * The grid of article cards (image, date, title) of the 'Featured Article' screen, with its
 * 'See More' button; a tag's page shows its articles in the same grid.
 */
export function FeaturedArticleGrid({articles, collapsedCount, layout}: FeaturedArticleGridProps): ReactNode {
  return (
    <SeeMoreGrid
      items={articles}
      collapsedCount={collapsedCount}
      itemKey={(article) => article.id}
      label={translate({id: 'featuredArticles.listLabel', message: 'Featured articles'})}
      renderItem={(article, index) => <ArticleCard article={article} headingAs="h2" eager={isFirstScreenImage(index)} sizes={seeMoreGridSizes[layout]} />}
    />
  );
}

/** The main element of a full-width page of featured articles: the site's container, no side menu. */
export function FeaturedArticlePageMain({children}: {children: ReactNode}): ReactNode {
  return <main className={clsx('container', styles.page)}>{children}</main>;
}

/**
 * The 'Featured Article' screen: heading, a grid of article cards (image, date, title) each
 * linking to its article, the first 8 shown until 'See More', and the feeds. Rendered by News
 * Releases and by `/article`.
 */
export default function FeaturedArticleList({layout = 'sideMenu'}: FeaturedArticleListProps): ReactNode {
  const articles = useFeaturedArticles();
  return (
    <>
      <Heading as="h1">{featuredArticleListMeta().title}</Heading>
      <p className={styles.lead}>
        <Translate id="featuredArticles.lead" description="Introduction of the featured article list">
          Stories from our expeditions, surveys and studies of the northern Bay of Bengal, told by the people who did the work.
        </Translate>
      </p>
      <FeaturedArticleGrid articles={articles} collapsedCount={featuredArticleListCollapsedCount} layout={layout} />
      <FeedLinks
        blogPath={listPath('featuredArticles')}
        className={styles.feeds}
        intro={
          <Translate id="featuredArticles.feeds" description="Line offering the article feeds">
            Follow new articles in your feed reader:
          </Translate>
        }
      />
    </>
  );
}

/**
 * The 'Featured Article' screen as a page of its own (site layout, no side menu) that names the
 * news-releases page as canonical, so search engines index one address. Used by `/article`
 * and by the featured-articles blog's own list page.
 */
export function FeaturedArticleListPage(): ReactNode {
  return (
    <Layout {...featuredArticleListMeta()}>
      <FeaturedArticlePageMain>
        <FeaturedArticleList layout="page" />
      </FeaturedArticlePageMain>
    </Layout>
  );
}
