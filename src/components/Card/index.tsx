/**
 * The parts every card of the site is made of: the raised box, the 3:2 picture box, the title
 * link that makes the whole card one target, the line that names a press item's outlet and
 * date, and the line under a press item's headline that gives it in the page's language.
 * `ArticleCard`, `PressCard`, the press item page, the home page's press list and its carousel
 * build on them; each keeps only its own spacing and type sizes.
 */
import React, {type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import ResponsiveImage from '@site/src/components/ResponsiveImage';
import {pressTitleTranslation, type PressItem} from '@site/src/data/press';
import {useDateLabel} from '@site/src/hooks/useDateLabel';
import {useIntlLocale} from '@site/src/hooks/useIntlLocale';
import styles from './styles.module.css';

/** Props of {@link Card}. */
export type CardProps = {
  /**
   * `stacked` (default): the picture above the text. `sideBySide`: from 640 px the picture
   * takes 42% of the width beside the text, at least 9rem high.
   */
  layout?: 'stacked' | 'sideBySide';
  /** Rise by 2 px under the pointer (unless the visitor asks for reduced motion). */
  lift?: boolean;
  className?: string;
  children: ReactNode;
};

/**
 * A card: Infima's `card` with the site's border and raised surface, as tall as its grid cell,
 * with a shadow under the pointer or keyboard focus. Put a {@link StretchedLink} in it to make
 * the whole card one link.
 */
export function Card({layout = 'stacked', lift = false, className, children}: CardProps): ReactNode {
  return <article className={clsx('card', styles.card, layout === 'sideBySide' && styles.sideBySide, lift && styles.lift, className)}>{children}</article>;
}

/** Props of {@link CardMedia}. */
export type CardMediaProps = {
  /** Image path under `static/`. */
  src: string;
  alt: string;
  /** Intrinsic size in CSS pixels. */
  width: number;
  height: number;
  /** Rendered width per window width, as the HTML `sizes` attribute (it depends on the card's grid). */
  sizes: string;
  /** Load at once (cards in the first screenful). */
  eager?: boolean;
  /** `span` inside a card that is itself a link (phrasing content only). */
  as?: 'div' | 'span';
  /** Extra class of the picture's box (e.g. to let it grow in a stretched card). */
  className?: string;
};

/** A card's picture: a 3:2 box that the image covers, on the sea colour while it loads. */
export function CardMedia({src, alt, width, height, sizes, eager = false, as: Element = 'div', className}: CardMediaProps): ReactNode {
  return (
    <Element className={clsx(styles.media, className)}>
      <ResponsiveImage src={src} alt={alt} width={width} height={height} sizes={sizes} loading={eager ? 'eager' : 'lazy'} className={styles.image} />
    </Element>
  );
}

/** A card's body: a column that fills the card below the picture (give it gap and padding). */
export function CardBody({className, children}: {className?: string; children: ReactNode}): ReactNode {
  return <div className={clsx(styles.body, className)}>{children}</div>;
}

/**
 * The card's title link, stretched over the whole card so the card is one target; keyboard
 * focus rings the card rather than the text. Other links of the card must sit above it
 * (`position: relative; z-index: 1`).
 */
export function StretchedLink({className, ...props}: ComponentProps<typeof Link>): ReactNode {
  return <Link {...props} className={clsx(styles.stretchedLink, className)} />;
}

/**
 * After the text of a link that opens in a new tab: an arrow for the eye and '(opens in a new
 * tab)' for screen readers.
 */
export function NewTabMark({className}: {className?: string}): ReactNode {
  return (
    <>
      <span className={className} aria-hidden="true">
        {' ↗'}
      </span>
      <span className="sr-only">
        <Translate id="pressCard.newTab" description="Screen-reader hint after a link that opens in a new tab">
          (opens in a new tab)
        </Translate>
      </span>
    </>
  );
}

/** The line above a press item's title: the outlet in bold, a dot, the date written out. */
export function PressMeta({item, className}: {item: PressItem; className?: string}): ReactNode {
  const dateLabel = useDateLabel(item.date);
  return (
    <p className={clsx(styles.meta, className)}>
      <span className={styles.outlet}>{item.outlet}</span>
      <span aria-hidden="true"> · </span>
      <time dateTime={item.date}>{dateLabel}</time>
    </p>
  );
}

/**
 * The line under a press item's headline: the headline in the page's language (its
 * `titleTranslation`), when the headline is in another; nothing otherwise. It is the page's
 * language, so it needs no `lang` of its own; the headline carries the outlet's.
 */
export function PressTitleTranslation({item, className}: {item: PressItem; className?: string}): ReactNode {
  const locale = useIntlLocale();
  const translation = pressTitleTranslation(item, locale);
  return translation ? <p className={className}>{translation}</p> : null;
}
