import React, {useEffect, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import {Swiper, SwiperSlide} from 'swiper/react';
import {A11y, Autoplay, Keyboard} from 'swiper/modules';
import type {Swiper as SwiperInstance} from 'swiper';
import {carouselTarget, homeCarousel, type CarouselCard} from '@site/src/data/homeCarousel';
import {useNavigation} from '@site/src/hooks/useNavigation';
import {usePrefersReducedMotion} from '@site/src/hooks/useMotionPreferences';
import ResponsiveImage from '@site/src/components/ResponsiveImage';
import RouteLink from '../RouteLink';
import styles from './styles.module.css';

/** Carousel settings from the specification: a slide every 2500 ms, 20 px apart. */
const autoplayDelay = 2500;
const spaceBetween = 20;
/** Cards per view from each window width up (px): 1, then 2 from 640, 3 from 1024. */
const breakpoints = {
  0: {slidesPerView: 1},
  640: {slidesPerView: 2},
  1024: {slidesPerView: 3},
} as const;
/**
 * Rendered width of a card's picture, as an HTML `sizes` value: a slide of the carousel, which
 * fills the page's `container` (the window up to 1140 px, 1320 px from 1440 px, less 2 × 1rem),
 * as many per view as `breakpoints` says, `spaceBetween` apart.
 */
const imageSizes =
  '(min-width: 1440px) 416px, (min-width: 1140px) 356px, (min-width: 1024px) calc((100vw - 72px) / 3), (min-width: 640px) calc((100vw - 52px) / 2), calc(100vw - 32px)';

/** One card: picture, title (the page's menu label) and caption, all one link. */
function CarouselCardView({card}: {card: CarouselCard}): ReactNode {
  const tree = useNavigation();
  const target = carouselTarget(tree, card.kind);
  if (!target) {
    return null;
  }
  return (
    <RouteLink to={target.path} className={styles.card}>
      <span className={styles.media}>
        <ResponsiveImage src={card.img} alt={card.alt} width={card.width} height={card.height} sizes={imageSizes} loading="lazy" className={styles.image} />
      </span>
      <span className={styles.body}>
        <span className={styles.title}>{target.label}</span>
        <span className={styles.caption}>{card.caption}</span>
      </span>
    </RouteLink>
  );
}

/**
 * 'Know Bay of Bengal' on the home page: an auto-playing carousel (Swiper) of 20 cards leading
 * to the research pages; 1, 2 or 3 cards per view from 0, 640 and 1024 px. Autoplay advances
 * every 2500 ms and keeps going after a swipe or a click on the arrows; a visible Pause / Play
 * button stops it (WCAG 2.2.2). It starts paused under reduced motion, and holds still while
 * keyboard focus is inside so a focused card does not slide away.
 *
 * Swiper's own stylesheet is not imported: Docusaurus bundles every imported stylesheet into the
 * one CSS file all pages load, so the few core rules this slider needs are in this component's
 * CSS module instead (scoped to it), and Swiper's code reaches the home page alone.
 */
export default function KnowBayCarousel(): ReactNode {
  const reducedMotion = usePrefersReducedMotion();
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  /** The visitor's choice; until they choose, the reduced-motion preference decides. */
  const [pausedByVisitor, setPausedByVisitor] = useState<boolean | null>(null);
  /** Keyboard focus is on a card or control of the carousel. */
  const [focusInside, setFocusInside] = useState(false);
  const paused = pausedByVisitor ?? reducedMotion;

  useEffect(() => {
    if (!swiper || swiper.destroyed) {
      return;
    }
    if (paused || focusInside) {
      swiper.autoplay.stop();
    } else {
      swiper.autoplay.start();
    }
  }, [swiper, paused, focusInside]);

  return (
    <section className={styles.section} aria-labelledby="know-bay-heading">
      <div className="container">
        <Heading as="h2" id="know-bay-heading" className={styles.heading}>
          <Translate id="home.knowBay.heading" description="Home page carousel heading">
            Know Bay of Bengal
          </Translate>
        </Heading>
        <p className={styles.lead}>
          <Translate id="home.knowBay.lead" description="Home page: introduction of the carousel">
            Our papers, pictures, news releases and press coverage: everything we have learned about the bay, in one place.
          </Translate>
        </p>
        <div
          className={styles.carousel}
          role="region"
          aria-roledescription={translate({id: 'home.knowBay.roledescription', message: 'carousel'})}
          aria-label={translate({id: 'home.knowBay.label', message: 'Know Bay of Bengal'})}
          onFocus={(event) => {
            // Keyboard focus only: a mouse click on an arrow must not stop the autoplay.
            if (event.target.matches(':focus-visible')) {
              setFocusInside(true);
            }
          }}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget)) {
              setFocusInside(false);
            }
          }}>
          <Swiper
            className={styles.swiper}
            modules={[A11y, Autoplay, Keyboard]}
            onSwiper={setSwiper}
            spaceBetween={spaceBetween}
            slidesPerView={1}
            breakpoints={breakpoints}
            autoplay={{delay: autoplayDelay, disableOnInteraction: false}}
            rewind
            keyboard={{enabled: true, onlyInViewport: true}}
            a11y={{
              prevSlideMessage: translate({id: 'home.knowBay.previous', message: 'Previous cards'}),
              nextSlideMessage: translate({id: 'home.knowBay.next', message: 'Next cards'}),
              slideLabelMessage: translate({id: 'home.knowBay.slideLabel', message: '{{index}} of {{slidesLength}}'}),
            }}>
            {homeCarousel.map((card) => (
              <SwiperSlide key={card.id} className={styles.slide}>
                <CarouselCardView card={card} />
              </SwiperSlide>
            ))}
          </Swiper>
          <div className={styles.controls}>
            <button
              type="button"
              className={clsx('button button--secondary', styles.control)}
              onClick={() => swiper?.slidePrev()}
              aria-label={translate({id: 'home.knowBay.previous', message: 'Previous cards'})}>
              <span aria-hidden="true">←</span>
            </button>
            <button type="button" className={clsx('button button--primary', styles.control, styles.pause)} onClick={() => setPausedByVisitor(!paused)}>
              {paused ? (
                <>
                  <span aria-hidden="true" className={styles.icon}>
                    ▶
                  </span>
                  <Translate id="home.knowBay.play" description="Button that starts the home page carousel">
                    Play
                  </Translate>
                </>
              ) : (
                <>
                  <span aria-hidden="true" className={styles.icon}>
                    ❚❚
                  </span>
                  <Translate id="home.knowBay.pause" description="Button that stops the home page carousel">
                    Pause
                  </Translate>
                </>
              )}
            </button>
            <button
              type="button"
              className={clsx('button button--secondary', styles.control)}
              onClick={() => swiper?.slideNext()}
              aria-label={translate({id: 'home.knowBay.next', message: 'Next cards'})}>
              <span aria-hidden="true">→</span>
            </button>
          </div>
        </div>
      </div>
    </section>
  );
}
