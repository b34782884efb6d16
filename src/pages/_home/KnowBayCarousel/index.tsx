import React, {lazy, Suspense, useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import type {Swiper as SwiperInstance} from 'swiper';
import {usePrefersReducedMotion} from '@site/src/hooks/useMotionPreferences';
import {StaticSlides, stepLabels} from './Cards';
import HomeSection from '../HomeSection';
import styles from './styles.module.css';

const Slider = lazy(() => import('./Slider'));

/** How far below (or above) the screen the carousel starts loading Swiper. */
const loadMargin = '200px 0px';

/**
 * Whether the element has come within {@link loadMargin} of the screen (stays true after).
 */
function useNearScreen(element: React.RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (near || !target) {
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
        }
      },
      {rootMargin: loadMargin},
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, near]);
  return near;
}

/** A button that moves the carousel one card back or on: an arrow, named for screen readers. */
function StepButton({label, arrow, onClick}: {label: string; arrow: string; onClick: () => void}): ReactNode {
  return (
    <button type="button" className={clsx('button button--secondary', styles.control)} onClick={onClick} aria-label={label}>
      <span aria-hidden="true">{arrow}</span>
    </button>
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
 *
 * Swiper itself (`Slider.tsx`, about 26 KB compressed and some 80 ms of a mid-range phone's
 * main thread to start) loads only when the carousel comes within 200 px of the screen, or
 * when keyboard focus enters it. Until then the cards stand in Swiper's markup, laid out as
 * Swiper lays them out (`StaticSlides`), so nothing moves when it starts.
 */
export default function KnowBayCarousel(): ReactNode {
  const reducedMotion = usePrefersReducedMotion();
  const labels = stepLabels();
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  /** The visitor's choice; until they choose, the reduced-motion preference decides. */
  const [pausedByVisitor, setPausedByVisitor] = useState<boolean | null>(null);
  /** Keyboard focus is on a card or control of the carousel. */
  const [focusInside, setFocusInside] = useState(false);
  const paused = pausedByVisitor ?? reducedMotion;
  const section = useRef<HTMLElement>(null);
  const nearScreen = useNearScreen(section);
  const [focusedBeforeLoad, setFocusedBeforeLoad] = useState(false);
  const loadSlider = nearScreen || focusedBeforeLoad;

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
    <HomeSection
      ref={section}
      headingId="know-bay-heading"
      className={styles.section}
      heading={translate({id: 'home.knowBay.heading', message: 'Know Bay of Bengal', description: 'Home page carousel heading'})}
      lead={
        <Translate id="home.knowBay.lead" description="Home page: introduction of the carousel">
          Our papers, pictures, news releases and press coverage: everything we have learned about the bay, in one place.
        </Translate>
      }>
      <div
        className={styles.carousel}
        role="region"
        aria-roledescription={translate({id: 'home.knowBay.roledescription', message: 'carousel'})}
        aria-label={translate({id: 'home.knowBay.label', message: 'Know Bay of Bengal'})}
        onFocus={(event) => {
          setFocusedBeforeLoad(true);
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
        {loadSlider ? (
          <Suspense fallback={<StaticSlides />}>
            <Slider onSwiper={setSwiper} />
          </Suspense>
        ) : (
          <StaticSlides />
        )}
        <div className={styles.controls}>
          <StepButton label={labels.previous} arrow="←" onClick={() => swiper?.slidePrev()} />
          <button type="button" className={clsx('button button--primary', styles.control, styles.pause)} onClick={() => setPausedByVisitor(!paused)}>
            <span aria-hidden="true" className={styles.icon}>
              {paused ? '▶' : '❚❚'}
            </span>
            {paused ? (
              <Translate id="home.knowBay.play" description="Button that starts the home page carousel">
                Play
              </Translate>
            ) : (
              <Translate id="home.knowBay.pause" description="Button that stops the home page carousel">
                Pause
              </Translate>
            )}
          </button>
          <StepButton label={labels.next} arrow="→" onClick={() => swiper?.slideNext()} />
        </div>
      </div>
    </HomeSection>
  );
}
