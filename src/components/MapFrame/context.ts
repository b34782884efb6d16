import {createContext} from 'react';

/** What a map inside a {@link MapFrame} tells its frame. */
export type MapFrameEvents = {
  /** The Leaflet map has mounted: the frame's words about the place may give way to it. */
  onReady: () => void;
  /** A map tile failed to load (the tile server is blocked or offline). */
  onTileError: () => void;
  /** The site's own coastline is drawn under the tiles (it shows where they fail). */
  onCoast: () => void;
};

/**
 * Set by `MapFrame` around its map; read by the site's tile layer (`./leaflet.tsx`). Outside a
 * frame the calls do nothing.
 */
export const MapFrameContext = createContext<MapFrameEvents>({onReady: () => undefined, onTileError: () => undefined, onCoast: () => undefined});
