import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import {Card, CardBody, CardMedia, StretchedLink} from '@site/src/components/Card';
import {featuredArticleImageSize, type FeaturedArticle} from '@site/src/data/featuredArticles';
import {useDateLabel} from '@site/src/hooks/useDateLabel';
import styles from './styles.module.css';

/** How prominent a card is: `large` (home page lead story), `medium`, or `compact`. */
export type ArticleCardVariant = 'large' | 'medium' | 'compact';

/** Props of {@link ArticleCard}. */
export type ArticleCardProps = {
  article: FeaturedArticle;
  variant?: ArticleCardVariant;
  /** Heading level of the title, to keep the page's outline in order. */
  headingAs?: 'h2' | 'h3' | 'h4';
  /** Show the one-sentence excerpt under the title. */
  showExcerpt?: boolean;
  /** Load the image at once (cards in the first screenful). */
  eager?: boolean;
  /**
   * Rendered width of the image per window width, as the HTML `sizes` attribute; it depends on
   * the grid the card sits in (e.g. `seeMoreGridSizes.page` from `SeeMoreGrid`).
   */
  sizes: string;
  className?: string;
};

/**
 * A featured article as a card: image, date, title and, optionally, the excerpt. The whole card
 * is one link to the article (`/news/featured-article/{id}`). A `medium` card sets its image
 * beside the text on wide screens; a `large` card stretched taller than its content (by a grid
 * row) gives the extra height to its image.
 */
export default function ArticleCard({article, variant = 'compact', headingAs = 'h3', showExcerpt = false, eager = false, sizes, className}: ArticleCardProps): ReactNode {
  const dateLabel = useDateLabel(article.date);
  return (
    <Card layout={variant === 'medium' ? 'sideBySide' : 'stacked'} lift className={clsx(styles[variant], className)}>
      <CardMedia className={styles.media} src={article.img} alt={article.imgAlt} width={featuredArticleImageSize.width} height={featuredArticleImageSize.height} sizes={sizes} eager={eager} />
      <CardBody className={styles.body}>
        <time className={styles.date} dateTime={article.date}>
          {dateLabel}
        </time>
        <Heading as={headingAs} className={styles.title}>
          <StretchedLink to={article.permalink}>{article.title}</StretchedLink>
        </Heading>
        {/* The article page holds this text for the site search (plugins/search). */}
        {showExcerpt ? (
          <p className={styles.excerpt} data-pagefind-ignore="all">
            {article.description}
          </p>
        ) : null}
      </CardBody>
    </Card>
  );
}
