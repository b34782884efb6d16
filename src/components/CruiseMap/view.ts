/**
 * The pure parts of the cruise map: grouping markers that share a place and choosing what the
 * map shows first. Unit-tested in `tests/unit/maps.test.ts`.
 */

/** One cruise on the map. */
export type CruiseMarker = {
  /** Stable key (the cruise's id). */
  id: string;
  /** The cruise's name, shown in its popup. */
  label: string;
  /** When the cruise took place, as text (e.g. 'March 2023'). */
  date: string;
  /** Latitude of the working area, degrees north. */
  lat: number;
  /** Longitude of the working area, degrees east. */
  lng: number;
};

/** Cruises that worked at the same place, shown as one marker whose popup lists them all. */
export type CruisePlace = {
  /** Key built from the rounded position. */
  key: string;
  lat: number;
  lng: number;
  /** The cruises there, in the order they were given. */
  cruises: CruiseMarker[];
};

/** `[[south, west], [north, east]]` in degrees. */
export type Bounds = [[number, number], [number, number]];

/** What the map shows first: the bounds of several places, or one place at a fixed zoom. */
export type CruiseMapView = {kind: 'bounds'; bounds: Bounds} | {kind: 'centre'; centre: [number, number]; zoom: number};

/** Zoom used when every cruise worked at one place. */
export const singlePlaceZoom = 11;
/** Zoom used when there is no cruise to show (the northern Bay of Bengal). */
export const emptyMapZoom = 7;

/**
 * How close two working areas may be, in degrees, before they share a marker. At the zoom that
 * fits the northern Bay of Bengal, 0.35° is about 60 to 90 px: nearer markers would overlap,
 * and each marker must stay a separate target of at least 24 px (WCAG 2.5.8).
 */
export const samePlaceDegrees = 0.35;

/**
 * Groups markers by place: a cruise joins the first place whose position is within
 * {@link samePlaceDegrees} of its own (latitude and longitude each), and the place moves to the
 * mean position of its cruises. Cruises to the same or neighbouring areas thus share one marker
 * whose popup lists them all. Places keep the order of their first cruise.
 */
export function groupByPlace(markers: readonly CruiseMarker[], tolerance = samePlaceDegrees): CruisePlace[] {
  const places: CruisePlace[] = [];
  for (const marker of markers) {
    const place = places.find((candidate) => Math.abs(candidate.lat - marker.lat) <= tolerance && Math.abs(candidate.lng - marker.lng) <= tolerance);
    if (place) {
      place.cruises.push(marker);
      place.lat = place.cruises.reduce((sum, cruise) => sum + cruise.lat, 0) / place.cruises.length;
      place.lng = place.cruises.reduce((sum, cruise) => sum + cruise.lng, 0) / place.cruises.length;
    } else {
      places.push({key: `${marker.lat.toFixed(4)},${marker.lng.toFixed(4)}`, lat: marker.lat, lng: marker.lng, cruises: [marker]});
    }
  }
  return places;
}

/** The smallest box holding every marker, or `null` for none. */
export function boundsOf(markers: readonly Pick<CruiseMarker, 'lat' | 'lng'>[]): Bounds | null {
  if (markers.length === 0) {
    return null;
  }
  const lats = markers.map((marker) => marker.lat);
  const lngs = markers.map((marker) => marker.lng);
  return [
    [Math.min(...lats), Math.min(...lngs)],
    [Math.max(...lats), Math.max(...lngs)],
  ];
}

/**
 * The first view: fitted to the markers' bounds when they cover more than one place, centred
 * at {@link singlePlaceZoom} on a single place, or on `fallbackCentre` when there is none.
 */
export function cruiseMapView(markers: readonly CruiseMarker[], fallbackCentre: [number, number]): CruiseMapView {
  const places = groupByPlace(markers);
  const [only] = places;
  if (places.length === 0 || !only) {
    return {kind: 'centre', centre: fallbackCentre, zoom: emptyMapZoom};
  }
  if (places.length === 1) {
    return {kind: 'centre', centre: [only.lat, only.lng], zoom: singlePlaceZoom};
  }
  const bounds = boundsOf(places);
  return bounds ? {kind: 'bounds', bounds} : {kind: 'centre', centre: fallbackCentre, zoom: emptyMapZoom};
}

/** The marker's name for screen readers and its tooltip: 'Name (date)' or all of a place's cruises. */
export function placeLabel(place: CruisePlace): string {
  return place.cruises.map((cruise) => `${cruise.label} (${cruise.date})`).join('; ');
}

/**
 * Zoom of the OpenStreetMap link of a map whose first view fits several places: about the
 * northern Bay of Bengal, from the Sundarbans to Saint Martin's Island.
 */
export const overviewZoom = 8;

/**
 * The point and zoom that stand for a first view in a link to another map: the centre of its
 * bounds at {@link overviewZoom}, or its centre and zoom.
 */
export function viewPoint(view: CruiseMapView): {lat: number; lng: number; zoom: number} {
  if (view.kind === 'centre') {
    return {lat: view.centre[0], lng: view.centre[1], zoom: view.zoom};
  }
  const [[south, west], [north, east]] = view.bounds;
  return {lat: (south + north) / 2, lng: (west + east) / 2, zoom: overviewZoom};
}
