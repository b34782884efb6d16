import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';

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
  className?: string;
  /** Load at once (first image of a page) instead of when scrolled near. */
  eager?: boolean;
};

/**
 * An image that falls back to a placeholder when it has no source or its file fails to load
 * (an alumnus without a photo gets the 300x300 placeholder). A failure that happened before
 * hydration, when React could not yet hear the `error` event, is caught on mount.
 */
export default function FallbackImage({src, alt, width, height, fallback, className, eager = false}: FallbackImageProps): ReactNode {
  const [failed, setFailed] = useState(false);
  const imageRef = useRef<HTMLImageElement>(null);
  const sourceUrl = useBaseUrl(src ?? fallback.src);
  const fallbackUrl = useBaseUrl(fallback.src);
  useEffect(() => {
    const image = imageRef.current;
    if (src && image && image.complete && image.naturalWidth === 0) {
      setFailed(true);
    }
  }, [src]);
  const showFallback = !src || failed;
  return (
    <img
      ref={imageRef}
      src={showFallback ? fallbackUrl : sourceUrl}
      alt={showFallback ? fallback.alt : alt}
      width={showFallback ? fallback.width : width}
      height={showFallback ? fallback.height : height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={className}
      onError={showFallback ? undefined : () => setFailed(true)}
    />
  );
}
