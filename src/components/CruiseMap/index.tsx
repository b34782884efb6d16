import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import MapFrame from '@site/src/components/MapFrame';
import {site} from '@site/src/data/site';
import {cruiseMapView, viewPoint} from './view';
import type {CruiseMarker} from './view';
import styles from './styles.module.css';

export type {CruiseMarker} from './view';

/** Props of {@link CruiseMap}. */
export type CruiseMapProps = {
  /** The cruises to show, each at its working area. Cruises at the same place share a marker. */
  markers: readonly CruiseMarker[];
  /**
   * The working areas in words (e.g. their names), shown in the frame without JavaScript and
   * until the map loads, with the coordinates of the map's centre and an OpenStreetMap link.
   */
  areas: ReactNode;
  /** Visible caption saying what the map shows; a default sentence when absent. */
  caption?: ReactNode;
  /**
   * Also list every cruise for screen readers under the map (default `true`). Set `false` when
   * the same cruises are listed in a table or list right beside the map.
   */
  listForScreenReaders?: boolean;
  /** Height of the map, a CSS length (default: the site's map height, about 24 rem). */
  height?: string;
};

const LeafletCruiseMap = React.lazy(() => import('./LeafletCruiseMap'));

/**
 * A street map of cruise working areas: one marker per place, whose popup names each cruise
 * there and its date, the view fitted to all markers. Mouse-wheel zoom is off. Leaflet loads
 * only in the browser, only on pages with a map; until then and without JavaScript the frame
 * names the areas, with the coordinates of the view's centre and an OpenStreetMap link. The caption (and, by default, a list of the
 * cruises for screen readers) is server-rendered as the map's text alternative.
 */
export default function CruiseMap({markers, areas, caption, listForScreenReaders = true, height}: CruiseMapProps): ReactNode {
  const point = viewPoint(cruiseMapView(markers, [site.mapCentre.lat, site.mapCentre.lng]));
  return (
    <figure className={styles.figure}>
      <MapFrame height={height} place={{name: areas, ...point}}>
        {() => <LeafletCruiseMap markers={markers} />}
      </MapFrame>
      <figcaption className={styles.caption}>
        {caption ?? (
          <Translate id="cruiseMap.caption" description="Default caption of the cruise map">
            Map of the working areas of our cruises and expeditions. Select a marker to see which cruise went there and when.
          </Translate>
        )}
      </figcaption>
      {listForScreenReaders ? (
        <ul className="sr-only">
          {markers.map((marker) => (
            <li key={marker.id}>
              {marker.label}, {marker.date}
            </li>
          ))}
        </ul>
      ) : null}
    </figure>
  );
}
