import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import useRouteContext from '@docusaurus/useRouteContext';
import ResponsiveImage from '@site/src/components/ResponsiveImage';
import {expeditionBlog} from '@site/src/data/expeditionBlog';
import styles from './styles.module.css';

/**
 * Rendered width of a {@link Figure} (the full text column) in each kind of MDX page, as HTML
 * `sizes` values. Below 997 px every column is the window less 2 × 1rem.
 * `doc`: from 997 px 75% (the table of contents takes the rest) of the window less the 300 px
 * side menu, at most 1320 px, less the column's padding.
 * `blog`: a featured article, 7/12 of the page's container (the window up to 1140 px, 1320 px
 * from 1440 px) less padding.
 * `sideMenuBlog`: an expedition blog post (`src/theme/BlogLayout`), the window less the 300 px
 * side menu, from 1200 px also less the 15rem table of contents, less 2 × 2.5rem, at most
 * 52rem less that padding.
 */
export const figureSizes = {
  doc: '(min-width: 1620px) 958px, (min-width: 997px) calc(75vw - 257px), calc(100vw - 32px)',
  blog: '(min-width: 1440px) 738px, (min-width: 1140px) 633px, (min-width: 997px) calc(58.33vw - 32px), calc(100vw - 32px)',
  sideMenuBlog: '(min-width: 1372px) 752px, (min-width: 1200px) calc(100vw - 620px), (min-width: 1132px) 752px, (min-width: 997px) calc(100vw - 380px), (min-width: 864px) 800px, calc(100vw - 32px)',
} as const;

/** Which of {@link figureSizes} fits the page being rendered: a doc, a featured article or an expedition blog post. */
function useColumnSizes(): string {
  const {plugin} = useRouteContext();
  if (plugin.name !== 'docusaurus-plugin-content-blog') {
    return figureSizes.doc;
  }
  // The expedition blog has the side-menu layout (src/theme/BlogLayout); other blogs the theme's.
  return plugin.id === expeditionBlog.id ? figureSizes.sideMenuBlog : figureSizes.blog;
}

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
  /** Rendered width per window width (HTML `sizes`); default: the text column of the page ({@link figureSizes}). */
  sizes?: string;
};

/** An image with an optional caption, sized to avoid layout shift. For MDX pages. */
export default function Figure({src, alt, caption, width, height, className, eager = false, sizes}: FigureProps): ReactNode {
  const columnSizes = useColumnSizes();
  return (
    <figure className={clsx(styles.figure, className)}>
      <ResponsiveImage src={src} alt={alt} width={width} height={height} sizes={sizes ?? columnSizes} loading={eager ? 'eager' : 'lazy'} framed className={styles.image} />
      {caption ? <figcaption className={styles.caption}>{caption}</figcaption> : null}
    </figure>
  );
}
