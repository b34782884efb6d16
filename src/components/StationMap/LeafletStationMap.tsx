/**
 * The Leaflet map behind {@link StationMap}; loaded lazily in the browser only.
 */
import React, {type ReactNode} from 'react';
import {CircleMarker, MapContainer, Polyline, Popup} from 'react-leaflet';
import {SiteTileLayer, mapClassName} from '@site/src/components/MapFrame/leaflet';
import type {Station} from '@site/src/data/cruises';
import {stationMapBounds} from './view';
import styles from './styles.module.css';

/** Props of {@link LeafletStationMap}. */
export type LeafletStationMapProps = {
  stations: readonly Station[];
  /** The popup text of a station (id, position, depth), in the page's language. */
  describe: (station: Station) => string;
};

/**
 * The stations as circle markers (a popup names each), joined in sampling order by a thin
 * dashed line, the track; the view fits all stations. Path options are given as props, which
 * Leaflet reads when it creates a path (a `className` given later is ignored).
 */
export default function LeafletStationMap({stations, describe}: LeafletStationMapProps): ReactNode {
  const positions = stations.map((station): [number, number] => [station.lat, station.lng]);
  return (
    <MapContainer bounds={stationMapBounds(stations)} boundsOptions={{padding: [24, 24], maxZoom: 13}} scrollWheelZoom={false} attributionControl={false} className={mapClassName}>
      <SiteTileLayer />
      {positions.length > 1 ? <Polyline positions={positions} className={styles.track} weight={2} dashArray="4 6" interactive={false} /> : null}
      {stations.map((station) => (
        <CircleMarker key={station.id} center={[station.lat, station.lng]} radius={6} className={styles.station} weight={2} fillOpacity={0.9}>
          <Popup>{describe(station)}</Popup>
        </CircleMarker>
      ))}
    </MapContainer>
  );
}
