/**
 * Leaflet pieces shared by the site's maps (location map, cruise map). Import this module only
 * from a map's lazily loaded module: it pulls in Leaflet and its stylesheet, which must not
 * reach pages without a map or run during server rendering.
 */
import React, {useContext, useEffect, useMemo, useState, type ReactNode} from 'react';
import L from 'leaflet';
import {AttributionControl, GeoJSON, Marker, Pane, TileLayer} from 'react-leaflet';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {tileServer} from '@site/src/config/externalServices';
import {localeBaseUrl} from '@site/src/config/locales';
import {coastPath} from '@site/src/offline/routes';
import {MapFrameContext} from './context';
import 'leaflet/dist/leaflet.css';
import styles from './styles.module.css';

/** Class of the map container (site type and popup colours). */
export const mapClassName = styles.map;

const pin =
  '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="44" viewBox="0 0 32 44" aria-hidden="true" focusable="false">' +
  '<path d="M16 1C7.7 1 1 7.6 1 15.8 1 27 16 43 16 43s15-16 15-27.2C31 7.6 24.3 1 16 1z" fill="currentColor" stroke="#ffffff" stroke-width="2"/>' +
  '<circle cx="16" cy="15.5" r="5.5" fill="#ffffff"/></svg>';

/**
 * The site's map marker: an SVG pin in the accent colour, so no marker image is fetched
 * (Leaflet's default icon would look for images on a path that does not exist here).
 */
const markerIcon = siteMarkerIcon();

/** Props of {@link SiteMarker}. */
export type SiteMarkerProps = {
  /** Where the marker stands, in decimal degrees (WGS 84). */
  position: [lat: number, lng: number];
  /** The marker's accessible name and tooltip: the place it marks (`Chattogram`, a cruise's port). */
  label: string;
  /** The popup, opened by a click or by Enter on the focused marker. */
  children: ReactNode;
};

/**
 * A marker of the site's maps: the site's pin, reachable by keyboard (Leaflet gives it
 * `role="button"` and a tab stop), and named for assistive technology by `aria-label` as well as
 * the `title` tooltip, which screen readers do not reliably announce as a name. Leaflet's `alt`
 * names image icons only; this pin is drawn in a `<div>`.
 */
export function SiteMarker({position, label, children}: SiteMarkerProps): ReactNode {
  const eventHandlers = useMemo(() => ({add: (event: L.LeafletEvent) => (event.target as L.Marker).getElement()?.setAttribute('aria-label', label)}), [label]);
  return (
    <Marker position={position} icon={markerIcon} title={label} keyboard eventHandlers={eventHandlers}>
      {children}
    </Marker>
  );
}

/** The pin {@link SiteMarker} draws, as a Leaflet icon. */
function siteMarkerIcon(): L.DivIcon {
  return L.divIcon({
    html: pin,
    className: styles.marker,
    iconSize: [32, 44],
    iconAnchor: [16, 43],
    popupAnchor: [0, -38],
  });
}

/**
 * The coastline the site serves itself (`coastPath`, Natural Earth's land, written by the build),
 * drawn under the tiles: where they fail to load (offline, at sea), the stations and markers
 * still stand on a map of the coast instead of a grey box. Kept offline like the site's other
 * data files once a map has been shown.
 */
function CoastLayer(): ReactNode {
  const {onCoast} = useContext(MapFrameContext);
  const {i18n} = useDocusaurusContext();
  const url = `${localeBaseUrl(i18n, i18n.defaultLocale)}${coastPath.slice(1)}`;
  const [coast, setCoast] = useState<GeoJSON.GeoJsonObject>();
  useEffect(() => {
    let current = true;
    fetch(url)
      .then((response) => (response.ok ? (response.json() as Promise<GeoJSON.GeoJsonObject>) : undefined))
      .then((data) => {
        if (current && data) setCoast(data);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [url]);
  useEffect(() => {
    if (coast) onCoast();
  }, [coast, onCoast]);
  return coast ? (
    // Below the tile pane (200), so the tiles cover it wherever they load.
    <Pane name="coast" style={{zIndex: 150}}>
      <GeoJSON data={coast} interactive={false} style={{className: styles.coast, weight: 1}} />
    </Pane>
  ) : null;
}

/**
 * Street-map tiles from the configured tile server (`src/config/externalServices.ts`), sharp
 * on high-density screens (`{r}`), with the credits the data's licence and the tile provider
 * require, and Leaflet's; all open in a new tab. Tells the map's frame that the map is up, and
 * when a tile fails to load (Leaflet's `tileerror`), so that the frame can say why it is blank.
 */
export function SiteTileLayer(): ReactNode {
  const {onReady, onTileError} = useContext(MapFrameContext);
  useEffect(() => onReady(), [onReady]);
  const eventHandlers = useMemo(() => ({tileerror: onTileError}), [onTileError]);
  const source = `<a href="${tileServer.copyrightUrl}" target="_blank" rel="noopener noreferrer">${tileServer.sourceName}</a>`;
  const provider = `<a href="${tileServer.provider.url}" target="_blank" rel="noopener noreferrer">${tileServer.provider.name}</a>`;
  return (
    <>
      <CoastLayer />
      <TileLayer
        eventHandlers={eventHandlers}
        url={tileServer.urlTemplate}
        subdomains={[...tileServer.subdomains]}
        maxZoom={tileServer.maxZoom}
        attribution={translate(
          {
            id: 'map.attribution',
            message: '© {source} contributors © {provider}',
            description: 'Map credit; {source} links to the map data licence, {provider} to the tile provider',
          },
          {source, provider},
        )}
      />
      <AttributionControl position="bottomright" prefix='<a href="https://leafletjs.com" target="_blank" rel="noopener noreferrer">Leaflet</a>' />
    </>
  );
}
