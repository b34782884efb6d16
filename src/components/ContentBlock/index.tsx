import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import useBaseUrl from '@docusaurus/useBaseUrl';
import styles from './styles.module.css';

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
  children: ReactNode;
};

/**
 * The specification's content block: an optional title, body content and an image that takes
 * 5/12 of the width from medium screens up (stacked above the text on small screens).
 */
export default function ContentBlock({title, img, alt, width, height, imageFirst = false, children}: ContentBlockProps): ReactNode {
  return (
    <section className={styles.block}>
      {title ? (
        <Heading as="h2" id={title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}>
          {title}
        </Heading>
      ) : null}
      <div className={clsx('row', styles.row, imageFirst && styles.imageFirst)}>
        <div className={clsx('col col--7', styles.text)}>{children}</div>
        <div className={clsx('col col--5', styles.media)}>
          <img src={useBaseUrl(img)} alt={alt} width={width} height={height} loading="lazy" decoding="async" className={styles.image} />
        </div>
      </div>
    </section>
  );
}
