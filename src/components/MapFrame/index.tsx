import React, {Suspense, type ReactNode} from 'react';
import clsx from 'clsx';
import BrowserOnly from '@docusaurus/BrowserOnly';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import Translate from '@docusaurus/Translate';
import styles from './styles.module.css';

/** Props of {@link MapFrame}. */
export type MapFrameProps = {
  /**
   * Renders the Leaflet map: a component loaded with `React.lazy`, so Leaflet, react-leaflet
   * and Leaflet's stylesheet reach the browser only on pages with a map.
   */
  children: () => ReactNode;
  /** Height of the map (a CSS length); reserved before the map loads, so nothing shifts. */
  height?: string;
  className?: string;
};

function Placeholder(): ReactNode {
  return <div className={styles.placeholder} aria-hidden="true" />;
}

/**
 * The frame every map of the site sits in. It reserves the map's height, renders nothing of
 * Leaflet during server rendering (Leaflet needs `window`), loads the map's chunk in the
 * browser, and says so in place of the map when that chunk cannot load.
 */
export default function MapFrame({children, height = 'var(--site-map-height)', className}: MapFrameProps): ReactNode {
  return (
    <div className={clsx(styles.frame, className)} style={{height}} data-map-frame="">
      <BrowserOnly fallback={<Placeholder />}>
        {() => (
          <ErrorBoundary
            fallback={() => (
              <p className={styles.failed}>
                <Translate id="map.failed" description="Shown in place of a map that could not be loaded">
                  The map could not be loaded. Please reload the page to try again.
                </Translate>
              </p>
            )}>
            <Suspense fallback={<Placeholder />}>{children()}</Suspense>
          </ErrorBoundary>
        )}
      </BrowserOnly>
    </div>
  );
}
