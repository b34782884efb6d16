/**
 * The Leaflet map behind {@link LocationMap}; loaded lazily in the browser only.
 */
import React, {type ReactNode} from 'react';
import {MapContainer, Popup} from 'react-leaflet';
import {SiteMarker, SiteTileLayer, mapClassName} from '@site/src/components/MapFrame/leaflet';
import type {LocationMapProps} from './index';

/** A map centred on the point, with one marker whose popup shows `popup`. */
export default function LeafletLocationMap({centre, zoom, markerLabel, popup}: LocationMapProps): ReactNode {
  return (
    <MapContainer center={[centre.lat, centre.lng]} zoom={zoom} scrollWheelZoom={false} attributionControl={false} className={mapClassName}>
      <SiteTileLayer />
      <SiteMarker position={[centre.lat, centre.lng]} label={markerLabel}>
        <Popup>{popup}</Popup>
      </SiteMarker>
    </MapContainer>
  );
}
