import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useBaseUrl from '@docusaurus/useBaseUrl';
import Layout from '@theme/Layout';
import FeaturedArticleList from '@site/src/components/FeaturedArticleList';
import styles from './article.module.css';

/** The news-releases page, the canonical address of this screen. */
const canonicalPath = '/know-bay-of-bengal/dive-into-our-research/news-releases';

/**
 * `/article`: the same 'Featured Article' screen as the news-releases page (the specification
 * routes both to it), which it names as canonical so search engines index one of the two.
 */
export default function ArticlePage(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const canonicalUrl = siteConfig.url + useBaseUrl(canonicalPath);
  return (
    <Layout
      title={translate({id: 'featuredArticles.title', message: 'Featured Article'})}
      description={translate({
        id: 'featuredArticles.description',
        message: 'Featured articles of the Bay of Bengal Ocean Research Laboratory: expeditions, surveys, coral, plankton, sharks and rays, and coastal water quality.',
      })}>
      <Head>
        <link rel="canonical" href={canonicalUrl} />
        <meta property="og:url" content={canonicalUrl} />
      </Head>
      <main className={clsx('container', styles.main)}>
        <FeaturedArticleList />
      </main>
    </Layout>
  );
}
