import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import ResponsiveImage from '@site/src/components/ResponsiveImage';
import {pressImageSize, type PressItem} from '@site/src/data/press';
import {detailPath} from '@site/src/collections';
import {useDateLabel} from '@site/src/hooks/useDateLabel';
import styles from './styles.module.css';

/** Props of {@link PressCard}. */
export type PressCardProps = {
  item: PressItem;
  /** Heading level of the title, to keep the page's outline in order. */
  headingAs?: 'h2' | 'h3' | 'h4';
  /** Load the image at once (cards in the first screenful). */
  eager?: boolean;
  /**
   * Rendered width of the image per window width, as the HTML `sizes` attribute; it depends on
   * the grid the card sits in (e.g. `seeMoreGridSizes.sideMenu` from `SeeMoreGrid`).
   */
  sizes: string;
  className?: string;
};

/**
 * A press item as a card: image, outlet, date and title. The card opens the story at its
 * outlet in a new tab (`rel="noopener noreferrer"`); a second, smaller link leads to the
 * laboratory's own summary page of the item.
 */
export default function PressCard({item, headingAs = 'h3', eager = false, sizes, className}: PressCardProps): ReactNode {
  const dateLabel = useDateLabel(item.date);
  return (
    <article className={clsx('card', styles.card, className)}>
      <div className={styles.media}>
        <ResponsiveImage
          src={item.img}
          alt={item.imgAlt}
          width={pressImageSize.width}
          height={pressImageSize.height}
          sizes={sizes}
          loading={eager ? 'eager' : 'lazy'}
          className={styles.image}
        />
      </div>
      <div className={styles.body}>
        <p className={styles.meta}>
          <span className={styles.outlet}>{item.outlet}</span>
          <span aria-hidden="true"> · </span>
          <time dateTime={item.date}>{dateLabel}</time>
        </p>
        <Heading as={headingAs} className={styles.title}>
          <Link href={item.source} target="_blank" rel="noopener noreferrer" className={styles.link}>
            {item.title}
            <span className={styles.external} aria-hidden="true">
              {' ↗'}
            </span>
            <span className="sr-only">
              <Translate id="pressCard.newTab" description="Screen-reader hint after a link that opens in a new tab">
                (opens in a new tab)
              </Translate>
            </span>
          </Link>
        </Heading>
        <Link
          to={detailPath('press', item.id)}
          className={styles.summary}
          aria-label={translate(
            {
              id: 'pressCard.summaryLabel',
              message: 'Read our summary of the story: {title}',
              description: 'Accessible name of the summary link of a press card; starts with the visible text',
            },
            {title: item.title},
          )}>
          <Translate id="pressCard.summary" description="Link from a press card to the laboratory's summary of the story">
            Read our summary
          </Translate>
        </Link>
      </div>
    </article>
  );
}
