/**
 * The Leaflet map behind {@link CruiseMap}; loaded lazily in the browser only.
 */
import React, {type ReactNode} from 'react';
import {MapContainer, Popup} from 'react-leaflet';
import {SiteMarker, SiteTileLayer, mapClassName} from '@site/src/components/MapFrame/leaflet';
import {site} from '@site/src/data/site';
import {cruiseMapView, groupByPlace, placeLabel, type CruiseMarker} from './view';
import styles from './styles.module.css';

/** One marker per place; its popup names each cruise there and its date. */
export default function LeafletCruiseMap({markers}: {markers: readonly CruiseMarker[]}): ReactNode {
  const view = cruiseMapView(markers, [site.mapCentre.lat, site.mapCentre.lng]);
  const placement = view.kind === 'bounds' ? {bounds: view.bounds, boundsOptions: {padding: [32, 32] as [number, number], maxZoom: 12}} : {center: view.centre, zoom: view.zoom};
  return (
    <MapContainer {...placement} scrollWheelZoom={false} attributionControl={false} className={mapClassName}>
      <SiteTileLayer />
      {groupByPlace(markers).map((place) => (
        <SiteMarker key={place.key} position={[place.lat, place.lng]} label={placeLabel(place)}>
          <Popup>
            <ul className={styles.popupList}>
              {place.cruises.map((cruise) => (
                <li key={cruise.id}>
                  <strong>{cruise.label}</strong>
                  <br />
                  {cruise.date}
                </li>
              ))}
            </ul>
          </Popup>
        </SiteMarker>
      ))}
    </MapContainer>
  );
}
