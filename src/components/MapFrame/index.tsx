import React, {Suspense, useCallback, useMemo, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import BrowserOnly from '@docusaurus/BrowserOnly';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import {openStreetMapUrl} from '@site/src/config/externalServices';
import {useNumberFormat} from '@site/src/hooks/useNumberFormat';
import {MapFrameContext, type MapFrameEvents} from './context';
import styles from './styles.module.css';

/** What a map shows, told in words for readers who cannot see the map. */
export type MapPlace = {
  /** The place in the page's language: an address, a working area's name, a list of areas. */
  name: ReactNode;
  /** Latitude of the point the OpenStreetMap link opens at, degrees north (WGS 84). */
  lat: number;
  /** Longitude of that point, degrees east (WGS 84). */
  lng: number;
  /** Zoom level of the OpenStreetMap view (18 shows buildings, 8 the northern Bay of Bengal). */
  zoom: number;
};

/** Props of {@link MapFrame}. */
export type MapFrameProps = {
  /**
   * Renders the Leaflet map: a component loaded with `React.lazy`, so Leaflet, react-leaflet
   * and Leaflet's stylesheet reach the browser only on pages with a map.
   */
  children: () => ReactNode;
  /** The place the map shows, in words and as an OpenStreetMap link (see {@link MapPlace}). */
  place: MapPlace;
  /** Height of the map (a CSS length); reserved before the map loads, so nothing shifts. */
  height?: string;
  className?: string;
};

/** 'View on OpenStreetMap', opening the place there in a new tab. */
function OpenStreetMapLink({place}: {place: MapPlace}): ReactNode {
  return (
    <Link href={openStreetMapUrl(place, place.zoom)} className={styles.osmLink}>
      <Translate id="map.openStreetMap" description="Link that opens the place of a map on openstreetmap.org">
        View on OpenStreetMap
      </Translate>
    </Link>
  );
}

/**
 * The frame every map of the site sits in. It reserves the map's height and, in the
 * server-rendered HTML (so without JavaScript and until the map has loaded), says in words what
 * the map shows: the place, its coordinates and a link to it on OpenStreetMap. In the browser it
 * loads the map's chunk (Leaflet needs `window`) over those words. When the chunk cannot load,
 * or map tiles fail to (the tile server blocked or offline), a line over the frame says so and
 * offers the OpenStreetMap link, leaving the markers in place.
 */
export default function MapFrame({children, place, height = 'var(--site-map-height)', className}: MapFrameProps): ReactNode {
  const formatNumber = useNumberFormat();
  const [ready, setReady] = useState(false);
  const [tilesFailed, setTilesFailed] = useState(false);
  const onReady = useCallback(() => setReady(true), []);
  const onTileError = useCallback(() => setTilesFailed(true), []);
  const [coast, setCoast] = useState(false);
  const onCoast = useCallback(() => setCoast(true), []);
  const events = useMemo<MapFrameEvents>(() => ({onReady, onTileError, onCoast}), [onReady, onTileError, onCoast]);
  const degrees = (value: number) => formatNumber(Math.abs(value), {grouping: false});
  return (
    <div className={clsx(styles.frame, className)} style={{height}} data-map-frame="">
      {/* The map's text alternative until the map covers it (then hidden, so that no link
          hides under the map). */}
      <div className={clsx(styles.place, ready && styles.placeCovered)} data-map-place="">
        <p className={styles.placeName}>{place.name}</p>
        <p className={styles.coordinates}>
          {translate(
            {
              id: 'map.coordinates',
              message: '{lat}° {northSouth}, {lng}° {eastWest}',
              description: 'Coordinates of the place a map shows; {northSouth} and {eastWest} are the map.north/south/east/west letters',
            },
            {
              lat: degrees(place.lat),
              lng: degrees(place.lng),
              northSouth:
                place.lat >= 0
                  ? translate({id: 'map.north', message: 'N', description: 'Abbreviation of north in coordinates'})
                  : translate({id: 'map.south', message: 'S', description: 'Abbreviation of south in coordinates'}),
              eastWest:
                place.lng >= 0
                  ? translate({id: 'map.east', message: 'E', description: 'Abbreviation of east in coordinates'})
                  : translate({id: 'map.west', message: 'W', description: 'Abbreviation of west in coordinates'}),
            },
          )}
        </p>
        <OpenStreetMapLink place={place} />
      </div>
      <BrowserOnly>
        {() => (
          <ErrorBoundary
            fallback={() => (
              <p className={styles.notice} role="status">
                <Translate id="map.failed" description="Shown in place of a map that could not be loaded">
                  The map could not be loaded. Please reload the page to try again.
                </Translate>
              </p>
            )}>
            <MapFrameContext.Provider value={events}>
              <Suspense fallback={null}>{children()}</Suspense>
            </MapFrameContext.Provider>
          </ErrorBoundary>
        )}
      </BrowserOnly>
      {tilesFailed ? (
        <p className={styles.notice} role="status">
          {coast ? (
            <Translate
              id="map.tilesFailed.coast"
              description="Shown over a map whose street map tiles could not be loaded (offline) and that shows the site's own coastline; a link to OpenStreetMap follows">
              The street map could not be loaded: the map shows the coastline alone until the connection is back.
            </Translate>
          ) : (
            <Translate id="map.tilesFailed" description="Shown over a map whose street map tiles could not be loaded; a link to OpenStreetMap follows">
              The map tiles could not be loaded, so the map shows no streets or coastline.
            </Translate>
          )}{' '}
          <OpenStreetMapLink place={place} />
        </p>
      ) : null}
    </div>
  );
}
