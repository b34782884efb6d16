/**
 * The Swiper slider of the home page's 'Know Bay of Bengal' carousel. Loaded on its own
 * (`React.lazy` in `index.tsx`) once the carousel comes near the screen, so Swiper's code is
 * neither downloaded nor run while the home page first loads.
 */
import React, {type ReactNode} from 'react';
import {Swiper, SwiperSlide} from 'swiper/react';
import {A11y, Autoplay, Keyboard} from 'swiper/modules';
import type {Swiper as SwiperInstance} from 'swiper';
import {useNumberFormat} from '@site/src/hooks/useNumberFormat';
import {autoplayDelay, breakpoints, CarouselCardView, homeCarousel, slideLabel, slideRoleDescription, spaceBetween, stepLabels} from './Cards';
import styles from './styles.module.css';

/** Props of {@link Slider}. */
export type SliderProps = {
  /** Receives the Swiper instance once it has started (the carousel's buttons drive it). */
  onSwiper: (swiper: SwiperInstance) => void;
};

/** The 20 cards in a Swiper slider: autoplay every 2500 ms, rewinding, keyboard arrows, labelled slides. */
export default function Slider({onSwiper}: SliderProps): ReactNode {
  const labels = stepLabels();
  const formatNumber = useNumberFormat();
  const roleDescription = slideRoleDescription();
  return (
    <Swiper
      className={styles.swiper}
      modules={[A11y, Autoplay, Keyboard]}
      onSwiper={onSwiper}
      spaceBetween={spaceBetween}
      slidesPerView={1}
      breakpoints={breakpoints}
      autoplay={{delay: autoplayDelay, disableOnInteraction: false}}
      rewind
      keyboard={{enabled: true, onlyInViewport: true}}
      a11y={{
        prevSlideMessage: labels.previous,
        nextSlideMessage: labels.next,
        itemRoleDescriptionMessage: roleDescription,
        // Each slide is labelled below, in the digits of the page's language.
        slideLabelMessage: '',
      }}>
      {homeCarousel.map((card, index) => (
        <SwiperSlide key={card.id} className={styles.slide} role="group" aria-roledescription={roleDescription} aria-label={slideLabel(index + 1, homeCarousel.length, formatNumber)}>
          <CarouselCardView card={card} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
