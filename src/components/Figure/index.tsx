import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import useBaseUrl from '@docusaurus/useBaseUrl';
import styles from './styles.module.css';

/** Props of {@link Figure}. */
export type FigureProps = {
  /** Image path under `static/` (e.g. `/img/facts/bengal-fan.svg`). */
  src: string;
  /** What the image shows, for people who cannot see it. Required. */
  alt: string;
  /** Caption printed under the image. */
  caption?: ReactNode;
  /** Intrinsic width in CSS pixels; with `height` it reserves space and avoids layout shift. */
  width: number;
  /** Intrinsic height in CSS pixels. */
  height: number;
  className?: string;
  /** Load at once instead of when scrolled near (use for the first figure on a page). */
  eager?: boolean;
};

/** An image with an optional caption, sized to avoid layout shift. For MDX pages. */
export default function Figure({src, alt, caption, width, height, className, eager = false}: FigureProps): ReactNode {
  return (
    <figure className={clsx(styles.figure, className)}>
      <img
        src={useBaseUrl(src)}
        alt={alt}
        width={width}
        height={height}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        className={styles.image}
      />
      {caption ? <figcaption className={styles.caption}>{caption}</figcaption> : null}
    </figure>
  );
}
