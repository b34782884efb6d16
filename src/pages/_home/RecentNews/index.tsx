import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Heading from '@theme/Heading';
import ArticleCard from '@site/src/components/ArticleCard';
import {useFeaturedArticles} from '@site/src/hooks/useFeaturedArticles';
import {pressItems} from '@site/src/data/press';
import {formatDate} from '@site/src/utils/formatDate';
import styles from './styles.module.css';

/**
 * 'Recent News' of the home page: the first featured article large, the next two medium, three
 * more under 'Featured Research', and three press items that open their outlet in a new tab.
 */
export default function RecentNews(): ReactNode {
  const {i18n} = useDocusaurusContext();
  const articles = useFeaturedArticles();
  const [lead, ...rest] = articles;
  const medium = rest.slice(0, 2);
  const research = rest.slice(2, 5);
  const press = pressItems.slice(0, 3);
  return (
    <section className={styles.section} aria-labelledby="recent-news-heading">
      <div className="container">
        <div className={styles.header}>
          <Heading as="h2" id="recent-news-heading" className={styles.heading}>
            <Translate id="home.recentNews.heading" description="Home page section heading">
              Recent News
            </Translate>
          </Heading>
          <Link to="/news" className={styles.allLink}>
            <Translate id="home.recentNews.all" description="Link from the home page to the news landing">
              All news
            </Translate>
            <span aria-hidden="true"> →</span>
          </Link>
        </div>
        <div className={styles.top}>
          {lead ? <ArticleCard article={lead} variant="large" headingAs="h3" showExcerpt className={styles.lead} /> : null}
          <div className={styles.side}>
            {medium.map((article) => (
              <ArticleCard key={article.id} article={article} variant="medium" headingAs="h3" />
            ))}
            <div>
              <Heading as="h3" className={clsx(styles.subheading, styles.pressHeading)}>
                <Translate id="home.recentNews.press" description="Home page: heading of the three press items">
                  In the Press
                </Translate>
              </Heading>
              <ul className={styles.pressList}>
                {press.map((item) => (
                  <li key={item.id} className={styles.pressItem}>
                    <p className={styles.pressMeta}>
                      <span className={styles.outlet}>{item.outlet}</span>
                      <span aria-hidden="true"> · </span>
                      <time dateTime={item.date}>{formatDate(item.date, i18n.currentLocale)}</time>
                    </p>
                    <Heading as="h4" className={styles.pressTitle}>
                      <Link href={item.source} target="_blank" rel="noopener noreferrer" className={styles.pressLink}>
                        {item.title}
                        <span aria-hidden="true"> ↗</span>
                        <span className="sr-only">
                          <Translate id="pressCard.newTab" description="Screen-reader hint after a link that opens in a new tab">
                            (opens in a new tab)
                          </Translate>
                        </span>
                      </Link>
                    </Heading>
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
        <ul className={styles.researchGrid}>
          {research.map((article) => (
            <li key={article.id}>
              <ArticleCard article={article} headingAs="h4" />
            </li>
          ))}
        </ul>
        <p className={styles.more}>
          <Link to="/news" className="button button--primary button--lg">
            <Translate id="home.recentNews.button" description="Home page button to the news landing">
              More news
            </Translate>
          </Link>
        </p>
      </div>
    </section>
  );
}
