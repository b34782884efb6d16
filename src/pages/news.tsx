import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import ArticleCard from '@site/src/components/ArticleCard';
import {featuredArticleListMeta} from '@site/src/components/FeaturedArticleList';
import PressCard from '@site/src/components/PressCard';
import SeeMoreGrid, {seeMoreGridSizes} from '@site/src/components/SeeMoreGrid';
import {useFeaturedArticles} from '@site/src/hooks/useFeaturedArticles';
// Written by `plugins/collections` (`collectionDataFile`); an import path cannot be composed.
import press from '@generated/borl-collections/default/press.json';
import type {PressItem} from '@site/src/data/press';
import {listPath} from '@site/src/collections';
import {pagePath} from '@site/src/navigation';
import {useSite} from '@site/src/hooks/useSite';
import styles from './news.module.css';
import {isFirstScreenImage} from '@site/src/utils/firstScreen';

/** Cards each section shows before its 'See More'. */
const collapsedCount = 3;

/**
 * The news landing: the featured articles and the press coverage, each in its own section with
 * its own heading and its own 'See More' / 'See Less' toggle (3 cards, then all).
 */
export default function NewsPage(): ReactNode {
  const site = useSite();
  const articles = useFeaturedArticles();
  const pressHeading = translate({id: 'press.heading', message: '{shortName} in the News', description: 'Heading of the press coverage list'}, {shortName: site.shortName});
  return (
    <Layout
      title={translate({id: 'news.title', message: 'News'})}
      description={translate({
        id: 'news.description',
        message: 'News of the Bay of Bengal Ocean Research Laboratory: featured articles on our expeditions and studies, and what the press writes about our work.',
      })}>
      {/* The page's header belongs to its main content (inside main it is no page-wide banner landmark). */}
      <main>
        <header className={styles.header}>
          <div className="container">
            <Heading as="h1" className={styles.title}>
              <Translate id="news.heading" description="Heading of the news landing page">
                News
              </Translate>
            </Heading>
            <p className={styles.lead}>
              <Translate id="news.lead" description="Introduction of the news landing page">
                Expeditions, discoveries and milestones from the laboratory, and what newspapers and magazines report about our work on the Bay of Bengal.
              </Translate>
            </p>
          </div>
        </header>
        <div className={clsx('container', styles.main)}>
          <section className={styles.section} aria-labelledby="news-featured-heading">
            <div className={styles.sectionHeader}>
              <Heading as="h2" id="news-featured-heading">
                {featuredArticleListMeta().title}
              </Heading>
              <Link to={pagePath('news-releases')} className={styles.allLink}>
                <Translate id="news.allArticles" description="Link from the news landing to the featured article list">
                  All featured articles
                </Translate>
              </Link>
            </div>
            <SeeMoreGrid
              items={articles}
              collapsedCount={collapsedCount}
              itemKey={(article) => article.id}
              label={translate({id: 'featuredArticles.listLabel', message: 'Featured articles'})}
              renderItem={(article, index) => <ArticleCard article={article} headingAs="h3" showExcerpt eager={isFirstScreenImage(index)} sizes={seeMoreGridSizes.page} />}
            />
          </section>
          <section className={styles.section} aria-labelledby="news-press-heading">
            <div className={styles.sectionHeader}>
              <Heading as="h2" id="news-press-heading">
                {pressHeading}
              </Heading>
              <Link to={listPath('press')} className={styles.allLink}>
                <Translate id="news.allPress" description="Link from the news landing to the press coverage list">
                  All press coverage
                </Translate>
              </Link>
            </div>
            <SeeMoreGrid
              items={press as PressItem[]}
              collapsedCount={collapsedCount}
              itemKey={(item) => item.id}
              label={translate({id: 'press.listLabel', message: 'Press coverage'})}
              renderItem={(item) => <PressCard item={item} headingAs="h3" sizes={seeMoreGridSizes.page} />}
            />
          </section>
        </div>
      </main>
    </Layout>
  );
}
