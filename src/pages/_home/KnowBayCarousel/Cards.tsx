/**
 * The cards of the home page's 'Know Bay of Bengal' carousel and its settings, shared by the
 * carousel before Swiper starts (`index.tsx`) and by the Swiper slider itself (`Slider.tsx`).
 */
import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
// Written by `plugins/collections` (`collectionDataFile`); an import path cannot be composed.
import carouselCards from '@generated/borl-collections/default/homeCarousel.json';
import {carouselTarget, type CarouselCard} from '@site/src/data/homeCarousel';
import {useNavigation} from '@site/src/hooks/useNavigation';
import {useNumberFormat} from '@site/src/hooks/useNumberFormat';
import {CardMedia} from '@site/src/components/Card';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

/** The cards, in carousel order. */
export const homeCarousel = carouselCards as CarouselCard[];

/** Carousel settings: a slide every 2500 ms, 20 px apart. */
export const autoplayDelay = 2500;
/** Space between two cards, in CSS pixels. */
export const spaceBetween = 20;
/** Cards per view from each window width up (px): 1, then 2 from 640, 3 from 1024. */
export const breakpoints = {
  0: {slidesPerView: 1},
  640: {slidesPerView: 2},
  1024: {slidesPerView: 3},
} as const;
/**
 * Rendered width of a card's picture, as an HTML `sizes` value: a slide of the carousel, which
 * fills the page's `container` (the window up to 1140 px, 1320 px from 1440 px, less 2 × 1rem),
 * as many per view as `breakpoints` says, `spaceBetween` apart.
 */
const imageSizes = '(min-width: 1440px) 416px, (min-width: 1140px) 356px, (min-width: 1024px) calc((100vw - 72px) / 3), (min-width: 640px) calc((100vw - 52px) / 2), calc(100vw - 32px)';

/**
 * The accessible name of a slide ('3 of 20'), translated, its numbers written by `formatNumber`
 * (`useNumberFormat`, so '৩' on a Bengali page).
 *
 * @param position the slide's position, from 1
 * @param total the number of slides
 */
export function slideLabel(position: number, total: number, formatNumber: (value: number) => string): string {
  return translate({id: 'home.knowBay.slideLabel', message: '{index} of {total}'}, {index: formatNumber(position), total: formatNumber(total)});
}

/**
 * How screen readers announce one card of the carousel (`aria-roledescription` of its
 * `group`, as the WAI-ARIA carousel pattern has it), translated.
 */
export function slideRoleDescription(): string {
  return translate({id: 'home.knowBay.slideRoledescription', message: 'slide', description: 'How screen readers announce one card of the home page carousel'});
}

/** Accessible names of the carousel's back and forward buttons, translated (also Swiper's own). */
export function stepLabels(): {previous: string; next: string} {
  return {
    previous: translate({id: 'home.knowBay.previous', message: 'Previous cards'}),
    next: translate({id: 'home.knowBay.next', message: 'Next cards'}),
  };
}

/** One card: picture, title (the page's menu label) and caption, all one link. */
export function CarouselCardView({card}: {card: CarouselCard}): ReactNode {
  const tree = useNavigation();
  const target = carouselTarget(tree, card.kind);
  if (!target) {
    return null;
  }
  return (
    <Link to={target.path} className={styles.card}>
      <CardMedia as="span" src={card.img} alt={card.alt} width={card.width} height={card.height} sizes={imageSizes} />
      <span className={styles.body}>
        <span className={styles.title}>{target.label}</span>
        {/* Drawn as blocks, the two spans are two lines; the space keeps their words apart in
            the link's text, as search indexes and assistive technology read it. */}{' '}
        <span className={styles.caption}>{card.caption}</span>
      </span>
    </Link>
  );
}

/**
 * The carousel as the server renders it and as it stands until Swiper starts: Swiper's own
 * markup (`swiper`, `swiper-wrapper`, `swiper-slide`), laid out by this component's CSS module
 * exactly as Swiper then lays it out, so starting Swiper moves nothing. Each slide is already a
 * labelled group announced as a slide ('3 of 20'), as the slider then labels it.
 */
export function StaticSlides(): ReactNode {
  const formatNumber = useNumberFormat();
  const roleDescription = slideRoleDescription();
  return (
    <div className={`swiper ${styles.swiper}`}>
      <div className="swiper-wrapper">
        {homeCarousel.map((card, index) => (
          <div key={card.id} className={`swiper-slide ${styles.slide}`} role="group" aria-roledescription={roleDescription} aria-label={slideLabel(index + 1, homeCarousel.length, formatNumber)}>
            <CarouselCardView card={card} />
          </div>
        ))}
      </div>
    </div>
  );
}
