import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import FallbackImage, {type ImageFallback} from '@site/src/components/FallbackImage';
import ResponsiveImage from '@site/src/components/ResponsiveImage';
import {cardGridSizes} from '@site/src/components/CardGrid';
import {StretchedLink} from '@site/src/components/Card';
import styles from './styles.module.css';

/**
 * Rendered width of an {@link EntryCard}'s image per variant, as HTML `sizes` values: a `cover`
 * image fills a cell of a `CardGrid` on a side-menu page; a `portrait` is 7rem, an `icon` 4rem.
 */
export const entryCardImageSizes = {
  cover: cardGridSizes.sideMenu,
  portrait: '112px',
  icon: '64px',
} as const;

/** The image of an {@link EntryCard}. */
export type EntryCardImage = {
  /** Path under `static/`. */
  src: string;
  alt: string;
  /** Intrinsic size in CSS pixels. */
  width: number;
  height: number;
  /** How the image sits in the card: full width on top (`cover`, default), a round portrait, or a small icon. */
  variant?: 'cover' | 'portrait' | 'icon';
  /** Shown when the image fails to load. */
  fallback?: ImageFallback;
  /**
   * Rendered width per window width (HTML `sizes`) when the card is not in a `CardGrid` that
   * fills a side-menu page; default `entryCardImageSizes[variant]`.
   */
  sizes?: string;
};

/** Props of {@link EntryCard}. */
export type EntryCardProps = {
  title: string;
  /** Heading level of the title: 2 when the cards sit right under the page's h1, 3 under an h2. */
  headingLevel?: 2 | 3;
  /** Small line under the title (a designation, a role). */
  subtitle?: string;
  image?: EntryCardImage;
  /** Body text (an excerpt, a description). */
  children?: ReactNode;
  /**
   * Where the card leads. With `label` it is a button in the card's footer ('Read More'); its
   * accessible name adds the title, so a list of cards never has several links with the same
   * name. Without `label` the title is the link and the whole card is clickable.
   */
  link?: {to: string; label?: string};
  /** Load the image at once (cards at the top of a page). */
  eager?: boolean;
};

/**
 * A card of a collection list: image, title, optional subtitle and text, and a link to the
 * entry's page. Used by the people, programme, research-area, education, service and
 * technology-transfer lists; lay several out with `CardGrid`.
 */
export default function EntryCard({title, headingLevel = 2, subtitle, image, children, link, eager = false}: EntryCardProps): ReactNode {
  const variant = image?.variant ?? 'cover';
  const sizes = image?.sizes ?? entryCardImageSizes[variant];
  const wholeCardLink = link && !link.label;
  const imageClass = clsx(styles.image, styles[variant]);
  const loading = eager ? 'eager' : 'lazy';
  return (
    <article className={clsx('card', styles.card, wholeCardLink && styles.clickable)}>
      {image ? (
        <div className={clsx(variant === 'cover' ? 'card__image' : styles.mediaPad)}>
          {image.fallback ? (
            <FallbackImage src={image.src} alt={image.alt} width={image.width} height={image.height} fallback={image.fallback} sizes={sizes} className={imageClass} eager={eager} />
          ) : (
            <ResponsiveImage src={image.src} alt={image.alt} width={image.width} height={image.height} sizes={sizes} loading={loading} className={imageClass} />
          )}
        </div>
      ) : null}
      <div className={clsx('card__body', styles.body)}>
        <Heading as={headingLevel === 2 ? 'h2' : 'h3'} className={styles.title}>
          {wholeCardLink ? <StretchedLink to={link.to}>{title}</StretchedLink> : title}
        </Heading>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        {/* A card that leads to its entry's page repeats that page's text: the site search
            indexes the text there, so the entry's own page is the result (plugins/search). */}
        {children ? (
          <div className={styles.text} data-pagefind-ignore={link ? 'all' : undefined}>
            {children}
          </div>
        ) : null}
      </div>
      {link?.label ? (
        <div className="card__footer">
          <Link to={link.to} className="button button--primary button--sm">
            {link.label}
            <span className="sr-only">: {title}</span>
          </Link>
        </div>
      ) : null}
    </article>
  );
}
