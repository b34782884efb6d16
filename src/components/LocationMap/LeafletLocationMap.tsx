/**
 * The Leaflet map behind {@link LocationMap}; loaded lazily in the browser only.
 */
import React, {type ReactNode} from 'react';
import {MapContainer, Marker, Popup} from 'react-leaflet';
import {SiteTileLayer, mapClassName, siteMarkerIcon} from '@site/src/components/MapFrame/leaflet';
import type {LocationMapProps} from './index';

const icon = siteMarkerIcon();

/** A map centred on the point, with one marker whose popup shows `popup`. */
export default function LeafletLocationMap({centre, zoom, markerLabel, popup}: LocationMapProps): ReactNode {
  return (
    <MapContainer
      center={[centre.lat, centre.lng]}
      zoom={zoom}
      scrollWheelZoom={false}
      attributionControl={false}
      className={mapClassName}>
      <SiteTileLayer />
      <Marker position={[centre.lat, centre.lng]} icon={icon} title={markerLabel} keyboard>
        <Popup>{popup}</Popup>
      </Marker>
    </MapContainer>
  );
}
