import React, {useEffect, useRef, useState, type ReactNode, type RefCallback} from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import useBaseUrl, {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import Head from '@docusaurus/Head';
import ResponsiveImage, {responsiveEntry, srcSetOf} from '@site/src/components/ResponsiveImage';
import {useVideoAllowed} from '@site/src/hooks/useMotionPreferences';
import styles from './styles.module.css';

/** Intrinsic size of the poster and the video (scripts/samples/make-intro-video.sh). */
const size = {width: 960, height: 540} as const;

/** The poster, the first frame of the video; AVIF and WebP copies by `npm run images`. */
const posterSrc = '/img/home/intro-poster.webp';

/**
 * Preloads the poster, the largest paint of the home page and the only image the page preloads:
 * the AVIF copies, at the width the screen needs (`imagesrcset` and `imagesizes` match the
 * `<picture>` below, so the browser fetches the same file once).
 */
function PosterPreload(): ReactNode {
  const {withBaseUrl} = useBaseUrlUtils();
  const entry = responsiveEntry(posterSrc);
  if (!entry) {
    return null;
  }
  return (
    <Head>
      <link rel="preload" as="image" type={`image/${entry.formats[0]}`} imageSrcSet={srcSetOf(entry, posterSrc, entry.formats[0]!, withBaseUrl)} imageSizes="100vw" fetchPriority="high" />
    </Head>
  );
}

/**
 * Sets the `muted` attribute, not only the property React sets: browsers allow autoplay only
 * for muted video, and some check the attribute.
 */
const muteOnMount: RefCallback<HTMLVideoElement> = (video) => {
  if (video) {
    video.muted = true;
    video.setAttribute('muted', '');
  }
};

/**
 * The home page's full-screen intro: a looping, muted, inline-playing video of sunlight
 * rippling through the sea, made for this site (`scripts/samples/make-intro-video.sh`; WebM and MP4),
 * over its poster image. Under reduced motion or Save-Data only the poster shows and no video
 * is requested. The server-rendered page has the poster only; the video is added after
 * hydration when it may play. A button pauses and resumes it (WCAG 2.2.2).
 * Decorative: hidden from assistive technology.
 */
export default function IntroVideo({className}: {className?: string}): ReactNode {
  const videoAllowed = useVideoAllowed();
  const [paused, setPaused] = useState(false);
  const poster = useBaseUrl(posterSrc);
  const posterImage = useRef<HTMLImageElement>(null);
  // The video's own poster is the copy the <picture> already chose (`currentSrc`), so the
  // browser does not download a second poster; until that is known the video shows none and
  // the picture under it shows through.
  const [videoPoster, setVideoPoster] = useState<string | undefined>(undefined);
  useEffect(() => {
    setVideoPoster(posterImage.current?.currentSrc || poster);
  }, [poster]);
  const webm = useBaseUrl('/video/intro.webm');
  const mp4 = useBaseUrl('/video/intro.mp4');
  const toggle = (button: HTMLButtonElement) => {
    const video = button.parentElement?.querySelector('video');
    if (!video) {
      return;
    }
    if (video.paused) {
      void video.play();
      setPaused(false);
    } else {
      video.pause();
      setPaused(true);
    }
  };
  return (
    <div className={clsx(styles.media, className)}>
      <PosterPreload />
      <ResponsiveImage src={posterSrc} alt="" width={size.width} height={size.height} sizes="100vw" loading="eager" fetchPriority="high" className={styles.layer} ref={posterImage} />
      {videoAllowed ? (
        <video ref={muteOnMount} className={styles.layer} width={size.width} height={size.height} poster={videoPoster} muted loop playsInline autoPlay preload="auto" aria-hidden="true" tabIndex={-1}>
          <source src={webm} type="video/webm" />
          <source src={mp4} type="video/mp4" />
        </video>
      ) : null}
      <div className={styles.shade} />
      {videoAllowed ? (
        <button type="button" className={clsx('site-icon-button', styles.pause)} aria-pressed={paused} onClick={(event) => toggle(event.currentTarget)}>
          <span aria-hidden="true" className={styles.icon}>
            {paused ? '▶' : '❚❚'}
          </span>
          <span className="sr-only">
            <Translate id="home.video.pause" description="Button that pauses or resumes the home page background video">
              Pause background video
            </Translate>
          </span>
        </button>
      ) : null}
    </div>
  );
}
