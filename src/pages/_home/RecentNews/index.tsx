import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {pagePath} from '@site/src/navigation';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import ArticleCard from '@site/src/components/ArticleCard';
import Grid, {cardCellSizes} from '@site/src/components/Grid';
import HomeSection, {SectionHeading} from '../HomeSection';
import {NewTabMark, PressMeta, PressTitleTranslation} from '@site/src/components/Card';
import {useFeaturedArticles} from '@site/src/hooks/useFeaturedArticles';
// Written by `plugins/collections` (`collectionDataFile`); an import path cannot be composed.
import press from '@generated/borl-collections/default/press.json';
import {pressTitleLang, type PressItem} from '@site/src/data/press';
import styles from './styles.module.css';

/**
 * Rendered widths of the article images, as HTML `sizes` values; the section fills the page's
 * `container` (the window up to 1140 px, 1320 px from 1440 px, less 2 × 1rem).
 * `large`: the lead story, 7/12 of the container (less the 1.5rem gap) from 1024 px.
 * `medium`: from 640 px the image is 42% of its card (in the 5/12 column from 1024 px), and at
 * least 216 px: its box is at least 9rem high and the 3:2 image covers it.
 * `research`: a card of the 'Featured Research' grid, 1, 2 or 3 columns from 0, 640, 1024 px.
 */
const imageSizes = {
  large: '(min-width: 1440px) 738px, (min-width: 1140px) 633px, (min-width: 1024px) calc((100vw - 56px) * 7 / 12), calc(100vw - 32px)',
  medium: '(min-width: 1440px) 221px, (min-width: 1024px) 216px, (min-width: 640px) calc(42vw - 14px), calc(100vw - 32px)',
  research: cardCellSizes.page,
} as const;

/**
 * 'Recent News' of the home page: the first featured article large, the next two medium, three
 * more under 'Featured Research', and three press items that open their outlet in a new tab (each
 * headline as the outlet wrote it, with the headline in the page's language under it when that differs).
 */
export default function RecentNews(): ReactNode {
  const articles = useFeaturedArticles();
  const [lead, ...rest] = articles;
  const medium = rest.slice(0, 2);
  const research = rest.slice(2, 5);
  const recentPress = (press as PressItem[]).slice(0, 3);
  return (
    <HomeSection headingId="recent-news-heading" className={styles.section}>
      <div className={styles.header}>
        <SectionHeading id="recent-news-heading" className={styles.heading}>
          {translate({id: 'home.recentNews.heading', message: 'Recent News', description: 'Home page section heading'})}
        </SectionHeading>
        <Link to={pagePath('news')} className={styles.allLink}>
          <Translate id="home.recentNews.all" description="Link from the home page to the news landing">
            All news
          </Translate>
          <span aria-hidden="true"> →</span>
        </Link>
      </div>
      <div className={styles.top}>
        {lead ? <ArticleCard article={lead} variant="large" headingAs="h3" showExcerpt sizes={imageSizes.large} /> : null}
        <div className={styles.side}>
          {medium.map((article) => (
            <ArticleCard key={article.id} article={article} variant="medium" headingAs="h3" sizes={imageSizes.medium} />
          ))}
          <div>
            <Heading as="h3" className={clsx(styles.subheading, styles.pressHeading)}>
              <Translate id="home.recentNews.press" description="Home page: heading of the three press items">
                In the Press
              </Translate>
            </Heading>
            <ul className={styles.pressList}>
              {recentPress.map((item) => (
                <li key={item.id} className={styles.pressItem}>
                  <PressMeta item={item} className={styles.pressMeta} />
                  <Heading as="h4" className={styles.pressTitle}>
                    <Link href={item.source} target="_blank" rel="noopener noreferrer" className={styles.pressLink}>
                      <span lang={pressTitleLang(item)}>{item.title}</span>
                      <NewTabMark />
                    </Link>
                  </Heading>
                  <PressTitleTranslation item={item} className={styles.pressTitleTranslation} />
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>

      <Heading as="h3" className={styles.subheading}>
        <Translate id="home.recentNews.featuredResearch" description="Home page: heading above three more featured articles">
          Featured Research
        </Translate>
      </Heading>
      <Grid as="ul" columns="1-2-3" stretch className={styles.researchGrid}>
        {research.map((article) => (
          <li key={article.id}>
            <ArticleCard article={article} headingAs="h4" sizes={imageSizes.research} />
          </li>
        ))}
      </Grid>
      <p className={styles.more}>
        <Link to={pagePath('news')} className="button button--primary button--lg">
          <Translate id="home.recentNews.button" description="Home page button to the news landing">
            More news
          </Translate>
        </Link>
      </p>
    </HomeSection>
  );
}
