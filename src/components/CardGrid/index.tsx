import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import ResponsiveImage from '@site/src/components/ResponsiveImage';
import Grid, {cardCellSizes} from '@site/src/components/Grid';
import styles from './styles.module.css';

/**
 * Rendered width of one cell of a {@link CardGrid} (1 column under 640 px, 2 up to 1023 px, 3 from
 * 1024 px, 1.5rem apart), as an HTML `sizes` value for the images of its cards.
 * `sideMenu`: the grid fills a `SideMenuLayout` page (the window less 2 × 1rem; from 997 px
 * less the 300 px side menu and 2 × 2.5rem). `doc`: the grid is in a doc page's column (from
 * 997 px 75% of the window less the side menu, at most 1320 px, less padding).
 */
export const cardGridSizes = {
  sideMenu: cardCellSizes.sideMenu,
  doc: '(min-width: 1620px) 304px, (min-width: 1024px) calc(25vw - 102px), (min-width: 997px) calc(37.5vw - 141px), (min-width: 640px) calc((100vw - 56px) / 2), calc(100vw - 32px)',
} as const;

/** A responsive grid of cards: 1 column on small, 2 on medium, 3 on large screens. */
export function CardGrid({children}: {children: ReactNode}): ReactNode {
  return (
    <Grid columns="1-2-3" className={styles.grid}>
      {children}
    </Grid>
  );
}

/** Props of {@link InfoCard}. */
export type InfoCardProps = {
  /** Card heading (an h3). */
  title: string;
  /** Optional image path under `static/`. */
  img?: string;
  /** What the image shows; required with `img`. */
  alt?: string;
  /** Intrinsic image width in CSS pixels (default 600). */
  width?: number;
  /** Intrinsic image height in CSS pixels (default 400). */
  height?: number;
  /** Rendered width of the image per window width (HTML `sizes`) outside a doc page; default `cardGridSizes.doc`. */
  sizes?: string;
  /** Optional link target; external links open in a new tab with `rel="noopener noreferrer"`. */
  href?: string;
  /** Text of the link button (required with `href`). */
  linkLabel?: string;
  children: ReactNode;
};

/** A card with an optional image, a heading, body text and an optional link button. */
export function InfoCard({title, img, alt = '', width = 600, height = 400, sizes = cardGridSizes.doc, href, linkLabel, children}: InfoCardProps): ReactNode {
  return (
    <article className={clsx('card', styles.card)}>
      {img ? (
        <div className="card__image">
          <ResponsiveImage src={img} alt={alt} width={width} height={height} sizes={sizes} loading="lazy" className={styles.image} />
        </div>
      ) : null}
      <div className="card__body">
        <Heading as="h3">{title}</Heading>
        <div className={styles.text}>{children}</div>
      </div>
      {href && linkLabel ? (
        <div className="card__footer">
          <Link to={href} className="button button--primary button--block">
            {linkLabel}
          </Link>
        </div>
      ) : null}
    </article>
  );
}
