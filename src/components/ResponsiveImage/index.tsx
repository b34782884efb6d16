import React, {type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import manifest from '@site/src/data/responsiveImages.json';
import styles from './styles.module.css';

/** What `npm run images` records of one raster image (`src/data/responsiveImages.json`). */
export type ResponsiveImageEntry = {
  /** Size of the original, in pixels. */
  width: number;
  height: number;
  /** First 16 hex digits of the SHA-256 of the original's bytes. */
  sha256: string;
  /** Widths of the copies, in pixels, ascending. */
  widths: number[];
  /** Formats of the copies, best first. */
  formats: string[];
};

const entries: Record<string, ResponsiveImageEntry> = manifest;

/** The responsive copies of the image at site path `src` (`/img/…`), or `undefined` (SVG, unknown). */
export function responsiveEntry(src: string): ResponsiveImageEntry | undefined {
  return entries[src];
}

/** Site path of one copy, as `scripts/responsive-images.mjs` names it. */
export function variantPath(src: string, width: number, format: string): string {
  return `/img/responsive/${src.replace(/^\/img\//, '').replace(/\.(jpe?g|png|webp|avif)$/i, '')}-${width}w.${format}`;
}

/**
 * `srcset` of one format of a raster image: every copy with its width descriptor
 * (`/img/responsive/home/intro-poster-480w.avif 480w, …`); paths under the site's base URL.
 */
export function srcSetOf(entry: ResponsiveImageEntry, src: string, format: string, withBase: (path: string) => string): string {
  return entry.widths.map((width) => `${withBase(variantPath(src, width, format))} ${width}w`).join(', ');
}

/**
 * Props of {@link ResponsiveImage}: those of `<img>`, with `src`, `alt`, `width`, `height`
 * required. Every other prop, `ref` and event handlers such as `onError` included, goes to the
 * `<img>` element (in both renderings), so a caller can read the loaded image or swap in a
 * placeholder when it fails.
 */
export type ResponsiveImageProps = Omit<ComponentProps<'img'>, 'src' | 'srcSet'> & {
  /** Site path of the original under `static/` (e.g. `/img/home/intro-poster.webp`). */
  src: string;
  /** Alternative text; `''` for a decorative image. */
  alt: string;
  /** Intrinsic size in CSS pixels, so the page reserves the space (no layout shift). */
  width: number;
  height: number;
  /**
   * Rendered width for each viewport, as the HTML `sizes` attribute (e.g. `100vw`,
   * `(min-width: 997px) 33vw, 100vw`); the browser picks the copy from it. Default `100vw`.
   */
  sizes?: string;
  /**
   * Frame the image as the site frames a picture in running text: the full width of its box,
   * the height from its aspect ratio, a thin border and rounded corners.
   */
  framed?: boolean;
};

/**
 * An image that a phone on a slow link downloads small: for a raster image with copies made by
 * `npm run images`, a `<picture>` offering AVIF and WebP `srcset`s (the browser takes the first
 * format it supports and the smallest width that fills `sizes` at its pixel density), the
 * original as the fallback `src`. SVG drawings, which scale by themselves, render as a plain
 * `<img>`. Loads lazily unless `loading="eager"` is given (use it for the first screen only).
 * The `<picture>` is `display: contents`, so the `<img>` lays out as in the plain rendering and
 * a stylesheet sizes it the same way in both. `sizes` goes on the `<source>`s, which carry the
 * `srcset`s; the fallback `<img>` has one file, and HTML allows `sizes` only beside a `srcset`.
 */
export default function ResponsiveImage({src, sizes = '100vw', loading = 'lazy', decoding = 'async', framed = false, className, ...imageProps}: ResponsiveImageProps): ReactNode {
  const {withBaseUrl} = useBaseUrlUtils();
  const entry = responsiveEntry(src);
  const image = <img {...imageProps} src={withBaseUrl(src)} loading={loading} decoding={decoding} className={clsx(framed && styles.framed, className) || undefined} />;
  if (!entry) {
    return image;
  }
  return (
    <picture className={styles.picture}>
      {entry.formats.map((format) => (
        <source key={format} type={`image/${format}`} srcSet={srcSetOf(entry, src, format, withBaseUrl)} sizes={sizes} />
      ))}
      {image}
    </picture>
  );
}
