import React, {useCallback, useRef, useState, useSyncExternalStore, type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {Swiper, SwiperSlide} from 'swiper/react';
import {A11y, Autoplay, Keyboard, Thumbs} from 'swiper/modules';
import type {Swiper as SwiperClass} from 'swiper/types';
// Swiper's stylesheets are imported here, in the gallery page's own chunk, not site-wide.
import 'swiper/css';
import 'swiper/css/a11y';
import type {GalleryItem} from '@site/src/data/gallery';
import ResponsiveImage from '@site/src/components/ResponsiveImage';
import {listPath} from '@site/src/collections';
import {pagePath} from '@site/src/navigation';
import {useNumberFormat} from '@site/src/hooks/useNumberFormat';
import styles from './styles.module.css';

/** Time each image stays before the next one, in milliseconds. */
export const slideIntervalMs = 4000;

/**
 * Rendered widths of the images, as HTML `sizes` values. `slide`: the gallery is at most 48rem
 * wide, less its padding and border (742 px), in a side-menu page's column (the window less
 * 2 × 1rem; from 997 px less the 300 px side menu and 2 × 2.5rem). `thumbnail`: 7.5rem less the
 * button's border.
 */
export const galleryImageSizes = {
  slide: '(min-width: 1148px) 742px, (min-width: 997px) calc(100vw - 406px), (min-width: 800px) 742px, calc(100vw - 58px)',
  thumbnail: '114px',
} as const;

/** Props of {@link Gallery}. */
export type GalleryProps = {
  /** The images, in display order (normally the gallery's files, `content/gallery/`). */
  items: readonly GalleryItem[];
};

/** Shown instead of the carousel when the gallery has no images. */
function EmptyGallery(): ReactNode {
  return (
    <div className={styles.empty}>
      <svg className={styles.emptyIcon} viewBox="0 0 48 48" width="48" height="48" aria-hidden="true">
        <rect x="4" y="8" width="40" height="32" rx="4" fill="none" stroke="currentColor" strokeWidth="3" />
        <circle cx="16" cy="19" r="4" fill="currentColor" />
        <path d="M8 36 L20 24 L28 31 L34 26 L40 32" fill="none" stroke="currentColor" strokeWidth="3" />
      </svg>
      <p className={styles.emptyTitle}>
        <Translate id="gallery.empty.title" description="Shown when the multimedia gallery has no images">
          The gallery has no images at the moment.
        </Translate>
      </p>
      <p className={styles.emptyText}>
        <Translate id="gallery.empty.text" description="Shown under the message that the gallery has no images">
          Meanwhile, our expedition blog and the Bay of Bengal fact pages have figures and maps of our work.
        </Translate>
      </p>
      <div className={styles.emptyLinks}>
        <Link className="button button--primary" to={listPath('expeditions')}>
          <Translate id="gallery.empty.blog">Read the expedition blog</Translate>
        </Link>
        <Link className="button button--secondary" to={pagePath('bengal-fan')}>
          <Translate id="gallery.empty.facts">Explore the Bay of Bengal facts</Translate>
        </Link>
      </div>
    </div>
  );
}

function Icon({name}: {name: 'previous' | 'next' | 'pause' | 'resume' | 'fullscreen' | 'exitFullscreen'}): ReactNode {
  const paths = {
    previous: 'M15 5 L8 12 L15 19',
    next: 'M9 5 L16 12 L9 19',
    pause: 'M8 5 V19 M16 5 V19',
    resume: 'M8 5 L19 12 L8 19 Z',
    fullscreen: 'M4 9 V4 H9 M15 4 H20 V9 M20 15 V20 H15 M9 20 H4 V15',
    exitFullscreen: 'M9 4 V9 H4 M20 9 H15 V4 M15 20 V15 H20 M4 15 H9 V20',
  } as const;
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" className={styles.icon}>
      <path d={paths[name]} fill={name === 'resume' ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth={name === 'pause' ? 3 : 2.5} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** A thumbnail's image. */
function Thumbnail({item, index}: {item: GalleryItem; index: number}): ReactNode {
  return <ResponsiveImage src={item.thumbnail} alt="" width={120} height={80} sizes={galleryImageSizes.thumbnail} loading={index < 6 ? 'eager' : 'lazy'} className={styles.thumbImage} />;
}

/** A main slide's image. The first loads at once; Swiper loads the neighbours of the current one. */
function SlideImage({item, index}: {item: GalleryItem; index: number}): ReactNode {
  return (
    <ResponsiveImage src={item.original} alt={item.alt} width={item.width} height={item.height} sizes={galleryImageSizes.slide} loading={index === 0 ? 'eager' : 'lazy'} className={styles.image} />
  );
}

// The browser's full-screen state, read with useSyncExternalStore (false during server rendering).
const serverFalse = () => false;
const subscribeToNothing = () => () => {};
const fullscreenEnabled = () => Boolean(document.fullscreenEnabled);
const isFullscreen = () => Boolean(document.fullscreenElement);
function subscribeToFullscreen(onChange: () => void): () => void {
  document.addEventListener('fullscreenchange', onChange);
  return () => document.removeEventListener('fullscreenchange', onChange);
}

function Carousel({items}: GalleryProps): ReactNode {
  const containerRef = useRef<HTMLDivElement>(null);
  const formatNumber = useNumberFormat();
  const [main, setMain] = useState<SwiperClass | null>(null);
  const [thumbs, setThumbs] = useState<SwiperClass | null>(null);
  const [activeIndex, setActiveIndex] = useState(0);
  const [playing, setPlaying] = useState(true);
  const fullscreenSupported = useSyncExternalStore(subscribeToNothing, fullscreenEnabled, serverFalse);
  const fullscreen = useSyncExternalStore(subscribeToFullscreen, isFullscreen, serverFalse);

  const onMainSwiper = useCallback((swiper: SwiperClass) => {
    setMain(swiper);
    // Reduced motion: no sliding animation and no autoplay until the visitor asks for it.
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      swiper.params.speed = 0;
      swiper.autoplay.stop();
    }
  }, []);

  const togglePlaying = () => {
    if (!main) {
      return;
    }
    if (main.autoplay.running) {
      main.autoplay.stop();
    } else {
      main.autoplay.start();
    }
  };

  // As in the WAI-ARIA carousel pattern, rotation stops when keyboard focus enters the gallery
  // (the toggle then reads 'Resume slideshow'), so that images do not change under the reader.
  const onFocusWithin = (event: React.FocusEvent) => {
    if (main?.autoplay.running && event.target.matches(':focus-visible')) {
      main.autoplay.stop();
    }
  };

  // A thumbnail reached with Tab slides fully into view.
  const revealThumbnail = (event: React.FocusEvent, index: number) => {
    const slide = event.currentTarget.parentElement;
    const strip = slide?.closest<HTMLElement>('.swiper');
    if (!thumbs || !slide || !strip) {
      return;
    }
    const slideBox = slide.getBoundingClientRect();
    const stripBox = strip.getBoundingClientRect();
    if (slideBox.left < stripBox.left || slideBox.right > stripBox.right) {
      // The browser may have scrolled the strip to show the focused button; Swiper moves it.
      strip.scrollLeft = 0;
      thumbs.slideTo(index);
    }
  };

  const toggleFullscreen = () => {
    if (document.fullscreenElement) {
      void document.exitFullscreen();
    } else {
      void containerRef.current?.requestFullscreen();
    }
  };

  const total = items.length;
  const slideRoleDescription = translate({
    id: 'gallery.slide.roleDescription',
    message: 'slide',
    description: 'How screen readers announce one image of the gallery carousel',
  });
  return (
    <div ref={containerRef} className={clsx(styles.gallery, fullscreen && styles.isFullscreen)} onFocus={onFocusWithin}>
      <Swiper
        className={styles.main}
        modules={[A11y, Autoplay, Keyboard, Thumbs]}
        onSwiper={onMainSwiper}
        onSlideChange={(swiper) => setActiveIndex(swiper.activeIndex)}
        onAutoplayStart={() => setPlaying(true)}
        onAutoplayStop={() => setPlaying(false)}
        autoplay={{delay: slideIntervalMs, disableOnInteraction: false, pauseOnMouseEnter: true}}
        rewind
        speed={500}
        spaceBetween={16}
        keyboard={{enabled: true}}
        lazyPreloadPrevNext={1}
        thumbs={{swiper: thumbs && !thumbs.destroyed ? thumbs : null, autoScrollOffset: 1}}
        a11y={{
          containerRole: 'region',
          containerMessage: translate({id: 'gallery.carousel.label', message: 'Gallery images'}),
          containerRoleDescriptionMessage: translate({
            id: 'gallery.carousel.roleDescription',
            message: 'carousel',
            description: 'How screen readers announce the gallery carousel',
          }),
          itemRoleDescriptionMessage: slideRoleDescription,
          // Each slide is labelled below, through translate().
          slideLabelMessage: '',
        }}>
        {items.map((item, index) => (
          // A labelled group announced as a slide (the WAI-ARIA carousel pattern) already in
          // the server's HTML, where Swiper's accessibility module has not run yet.
          <SwiperSlide
            key={item.id}
            role="group"
            aria-roledescription={slideRoleDescription}
            aria-label={translate({id: 'gallery.slide.label', message: '{number} of {total}'}, {number: formatNumber(index + 1), total: formatNumber(total)})}>
            <figure className={styles.slide}>
              <div className={styles.frame}>
                <SlideImage item={item} index={index} />
              </div>
              <figcaption className={styles.caption}>{item.caption}</figcaption>
            </figure>
          </SwiperSlide>
        ))}
      </Swiper>

      <div className={styles.controls}>
        <button type="button" className="button button--secondary site-icon-button" onClick={() => main?.slidePrev()} aria-label={translate({id: 'gallery.previous', message: 'Previous image'})}>
          <Icon name="previous" />
        </button>
        <button type="button" className="button button--secondary site-icon-button" onClick={() => main?.slideNext()} aria-label={translate({id: 'gallery.next', message: 'Next image'})}>
          <Icon name="next" />
        </button>
        <button type="button" className={clsx('button button--primary', styles.textButton)} onClick={togglePlaying}>
          <Icon name={playing ? 'pause' : 'resume'} />
          {playing ? (
            <Translate id="gallery.pause" description="Stops the automatic change of gallery images">
              Pause slideshow
            </Translate>
          ) : (
            <Translate id="gallery.resume" description="Restarts the automatic change of gallery images">
              Resume slideshow
            </Translate>
          )}
        </button>
        <p className={styles.counter}>
          <Translate id="gallery.counter" values={{number: formatNumber(activeIndex + 1), total: formatNumber(total)}}>
            {'Image {number} of {total}'}
          </Translate>
        </p>
        {fullscreenSupported ? (
          <button type="button" className={clsx('button button--secondary', styles.textButton, styles.fullscreenButton)} onClick={toggleFullscreen}>
            <Icon name={fullscreen ? 'exitFullscreen' : 'fullscreen'} />
            {fullscreen ? (
              <Translate id="gallery.exitFullscreen">Exit full screen</Translate>
            ) : (
              <Translate id="gallery.fullscreen" description="Shows the gallery on the whole screen">
                Full screen
              </Translate>
            )}
          </button>
        ) : null}
      </div>

      <Swiper
        className={styles.thumbs}
        modules={[A11y]}
        onSwiper={setThumbs}
        slidesPerView="auto"
        spaceBetween={8}
        watchSlidesProgress
        a11y={{slideRole: '', slideLabelMessage: '', wrapperLiveRegion: false}}>
        {items.map((item, index) => (
          <SwiperSlide key={item.id} className={styles.thumbSlide}>
            <button
              type="button"
              className={styles.thumbButton}
              aria-current={index === activeIndex ? 'true' : undefined}
              aria-label={translate({id: 'gallery.thumbnail', message: 'Show image {number}: {caption}'}, {number: formatNumber(index + 1), caption: item.caption})}
              onFocus={(event) => revealThumbnail(event, index)}
              onClick={() => main?.slideTo(index)}>
              <Thumbnail item={item} index={index} />
            </button>
          </SwiperSlide>
        ))}
      </Swiper>
    </div>
  );
}

/**
 * The multimedia gallery: a Swiper carousel of the images with captions, thumbnails below it,
 * a new image every 4000 ms, and a toolbar with previous / next, a Pause / Resume slideshow
 * toggle (WCAG 2.2.2: moving content can be paused; there is no separate play button) and a
 * Full screen button (Fullscreen API on the whole gallery; hidden where the browser has none).
 * Autoplay pauses while the pointer is over the image, stops when keyboard focus enters the
 * gallery, and stays off for visitors who ask for reduced motion. Arrow keys change the image.
 * With no images it says so instead.
 */
export default function Gallery({items}: GalleryProps): ReactNode {
  return items.length === 0 ? <EmptyGallery /> : <Carousel items={items} />;
}
