import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import ResponsiveImage from '@site/src/components/ResponsiveImage';
import styles from './styles.module.css';

/**
 * Rendered width of a {@link ContentBlock}'s image in a doc page, as an HTML `sizes` value: 5/12
 * of the doc column (75% of the window less the 300 px side menu from 997 px, at most 1320 px)
 * less the column's padding from 768 px; the doc column (the window less 2 × 1rem) below.
 */
export const contentBlockImageSizes = '(min-width: 1620px) 381px, (min-width: 997px) calc(31.25vw - 126px), (min-width: 768px) calc(41.67vw - 32px), calc(100vw - 32px)';

/** Props of {@link ContentBlock}. */
export type ContentBlockProps = {
  /** Optional heading (rendered as an h2). */
  title?: string;
  /** Image path under `static/`. */
  img: string;
  /** What the image shows. */
  alt: string;
  /** Intrinsic image width in CSS pixels. */
  width: number;
  /** Intrinsic image height in CSS pixels. */
  height: number;
  /** Put the image on the left instead of the right on medium screens and up. */
  imageFirst?: boolean;
  /** Rendered width of the image per window width (HTML `sizes`) outside a doc page; default {@link contentBlockImageSizes}. */
  sizes?: string;
  children: ReactNode;
};

/**
 * A content block: an optional title, body content and an image that takes
 * 5/12 of the width from medium screens up (stacked above the text on small screens).
 */
export default function ContentBlock({title, img, alt, width, height, imageFirst = false, sizes = contentBlockImageSizes, children}: ContentBlockProps): ReactNode {
  return (
    <section className={styles.block}>
      {title ? (
        <Heading
          as="h2"
          id={title
            .toLowerCase()
            .replace(/[^a-z0-9]+/g, '-')
            .replace(/^-|-$/g, '')}>
          {title}
        </Heading>
      ) : null}
      <div className={clsx('row', styles.row, imageFirst && styles.imageFirst)}>
        <div className={clsx('col col--7', styles.text)}>{children}</div>
        <div className={clsx('col col--5', styles.media)}>
          <ResponsiveImage src={img} alt={alt} width={width} height={height} sizes={sizes} loading="lazy" framed />
        </div>
      </div>
    </section>
  );
}
