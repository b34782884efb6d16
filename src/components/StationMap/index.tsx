import React, {useCallback, useId, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import MapFrame from '@site/src/components/MapFrame';
import type {Cruise, Station} from '@site/src/data/cruises';
import {useNumberFormat} from '@site/src/hooks/useNumberFormat';
import styles from './styles.module.css';

const LeafletStationMap = React.lazy(() => import('./LeafletStationMap'));

/** Props of {@link StationMap}. */
export type StationMapProps = {
  /** The cruise's stations, in sampling order (positions in decimal degrees, WGS 84). */
  stations: readonly Station[];
  /** Id of the heading that names the map's section (the table's caption refers to it). */
  labelledBy: string;
  /** The cruise's working area: named in the frame, with its point, until the map loads. */
  area: Cruise['area'];
};

/** Zoom of the OpenStreetMap link of a working area: the area and its channels. */
const areaZoom = 11;

/**
 * A cruise's stations on a street map (circle markers with popups, the track as a dashed line),
 * and below it their table (id, latitude, longitude, depth), open by default in a `<details>`.
 * The table is the map's text alternative and is server-rendered: without JavaScript (and until
 * the map loads) the frame names the working area with its point and an OpenStreetMap link, and
 * when the tile server cannot be reached the frame says why the map is blank. Leaflet loads only
 * in the browser, only on pages with this map.
 */
export default function StationMap({stations, labelledBy, area}: StationMapProps): ReactNode {
  const formatNumber = useNumberFormat();
  const captionId = useId();
  const degrees = (value: number): string => formatNumber(value, {grouping: false});
  const describe = useCallback(
    (station: Station): string =>
      station.depthM === undefined
        ? translate(
            {id: 'stationMap.popup', message: 'Station {station}: {lat}° N, {lng}° E', description: 'Popup of a station on a cruise map'},
            {station: station.id, lat: formatNumber(station.lat, {grouping: false}), lng: formatNumber(station.lng, {grouping: false})},
          )
        : translate(
            {id: 'stationMap.popupDepth', message: 'Station {station}: {lat}° N, {lng}° E, depth {depth} m', description: 'Popup of a station on a cruise map'},
            {station: station.id, lat: formatNumber(station.lat, {grouping: false}), lng: formatNumber(station.lng, {grouping: false}), depth: formatNumber(station.depthM)},
          ),
    [formatNumber],
  );
  return (
    <div className={styles.stationMap}>
      <MapFrame place={{name: area.name, lat: area.lat, lng: area.lng, zoom: areaZoom}}>{() => <LeafletStationMap stations={stations} describe={describe} />}</MapFrame>
      <details className={styles.details} open>
        <summary>
          <Translate id="stationMap.tableSummary" values={{count: formatNumber(stations.length)}} description="Summary of the collapsible station table">
            {'Table of the {count} stations'}
          </Translate>
        </summary>
        {/* Focusable, so keyboard users can scroll a long table (it scrolls within 24 rem); named
            by the table's caption, so it is not a second landmark with the section's name. */}
        <div className={styles.tableWrap} role="region" aria-labelledby={captionId} tabIndex={0}>
          <table className={styles.table} aria-describedby={labelledBy}>
            <caption className="sr-only" id={captionId}>
              <Translate id="stationMap.caption" description="Caption of a cruise's station table">
                Stations in sampling order, positions in decimal degrees (WGS 84)
              </Translate>
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <Translate id="stationMap.column.station">Station</Translate>
                </th>
                <th scope="col">
                  <Translate id="stationMap.column.latitude">Latitude (° N)</Translate>
                </th>
                <th scope="col">
                  <Translate id="stationMap.column.longitude">Longitude (° E)</Translate>
                </th>
                <th scope="col">
                  <Translate id="stationMap.column.depth">Depth (m)</Translate>
                </th>
              </tr>
            </thead>
            <tbody>
              {stations.map((station) => (
                <tr key={station.id}>
                  <th scope="row">{station.id}</th>
                  <td>{degrees(station.lat)}</td>
                  <td>{degrees(station.lng)}</td>
                  <td>{station.depthM === undefined ? '' : formatNumber(station.depthM)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </div>
  );
}
