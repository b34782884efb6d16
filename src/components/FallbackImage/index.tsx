import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import ResponsiveImage from '@site/src/components/ResponsiveImage';

/** An image to show instead, with its own size and alternative text. */
export type ImageFallback = {src: string; width: number; height: number; alt: string};

/** Props of {@link FallbackImage}. */
export type FallbackImageProps = {
  /** Image path under `static/`; absent: the fallback is shown at once. */
  src?: string;
  alt: string;
  /** Intrinsic width and height in CSS pixels (reserve space, avoid layout shift). */
  width: number;
  height: number;
  /** Shown when `src` is absent or fails to load. */
  fallback: ImageFallback;
  /** Rendered width per window width, as the HTML `sizes` attribute (it depends on the layout). */
  sizes: string;
  className?: string;
  /** Load at once (first image of a page) instead of when scrolled near. */
  eager?: boolean;
};

/**
 * An image that falls back to a placeholder when it has no source or its file fails to load
 * (an alumnus without a photo gets the 300x300 placeholder). A failure that happened before
 * hydration, when React could not yet hear the `error` event, is caught on mount. Both render
 * through `ResponsiveImage`, so a photo gets its AVIF and WebP copies.
 */
export default function FallbackImage({src, alt, width, height, fallback, sizes, className, eager = false}: FallbackImageProps): ReactNode {
  const [failed, setFailed] = useState(false);
  const imageRef = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const image = imageRef.current;
    if (src && image && image.complete && image.naturalWidth === 0) {
      setFailed(true);
    }
  }, [src]);
  const showFallback = !src || failed;
  return (
    <ResponsiveImage
      ref={imageRef}
      src={!showFallback && src ? src : fallback.src}
      alt={showFallback ? fallback.alt : alt}
      width={showFallback ? fallback.width : width}
      height={showFallback ? fallback.height : height}
      sizes={sizes}
      loading={eager ? 'eager' : 'lazy'}
      className={className}
      onError={showFallback ? undefined : () => setFailed(true)}
    />
  );
}
