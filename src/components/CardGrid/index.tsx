import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import useBaseUrl from '@docusaurus/useBaseUrl';
import styles from './styles.module.css';

/** A responsive grid of cards: 1 column on small, 2 on medium, 3 on large screens. */
export function CardGrid({children}: {children: ReactNode}): ReactNode {
  return <div className={styles.grid}>{children}</div>;
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
  /** Optional link target; external links open in a new tab with `rel="noopener noreferrer"`. */
  href?: string;
  /** Text of the link button (required with `href`). */
  linkLabel?: string;
  children: ReactNode;
};

/** A card with an optional image, a heading, body text and an optional link button. */
export function InfoCard({title, img, alt = '', width = 600, height = 400, href, linkLabel, children}: InfoCardProps): ReactNode {
  const imageUrl = useBaseUrl(img ?? '');
  return (
    <article className={clsx('card', styles.card)}>
      {img ? (
        <div className="card__image">
          <img src={imageUrl} alt={alt} width={width} height={height} loading="lazy" decoding="async" className={styles.image} />
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
