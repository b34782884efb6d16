import React, {type ReactNode} from 'react';
import MapFrame, {type MapPlace} from '@site/src/components/MapFrame';
import type {LatLng} from '@site/src/data/site';

/** Props of {@link LocationMap}. */
export type LocationMapProps = {
  /** The point the map is centred on and the marker stands at. */
  centre: LatLng;
  /** Leaflet zoom level (18 shows individual buildings). */
  zoom: number;
  /** Name of the marker for screen readers and its tooltip. */
  markerLabel: string;
  /** Content of the marker's popup. */
  popup: ReactNode;
  /** The place in words (e.g. the postal address), shown without JavaScript and until the map loads. */
  placeName: ReactNode;
};

const LeafletLocationMap = React.lazy(() => import('./LeafletLocationMap'));

/**
 * A street map centred on one point with a single marker and its popup, about 24 rem high,
 * mouse-wheel zoom off (the page scrolls as usual over it). Leaflet loads only in the browser
 * and only on pages that show this map; the frame keeps its height while it loads and, until
 * then or without JavaScript, names the place with its coordinates and an OpenStreetMap link
 * at the same zoom. Tiles that fail to load leave the frame, the marker and the page's text in
 * place, and the frame says why the map is blank.
 */
export default function LocationMap(props: LocationMapProps): ReactNode {
  const place: MapPlace = {name: props.placeName, lat: props.centre.lat, lng: props.centre.lng, zoom: props.zoom};
  return <MapFrame place={place}>{() => <LeafletLocationMap {...props} />}</MapFrame>;
}
