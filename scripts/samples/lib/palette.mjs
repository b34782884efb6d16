/**
 * The colours of the drawn images (fact-page maps, article and press pictures, portraits,
 * partner marks and card illustrations), in one place so that the three drawing scripts keep
 * the same look and a colour changes everywhere at once.
 *
 * Values are written exactly as the committed SVG files spell them: changing a value here
 * changes those files, so rerun the scripts and commit the pictures with it. Where a colour
 * is also a token of the site's stylesheet (src/css/custom.css, light mode), its comment names
 * the token; the stylesheet is the source for those, so change both together.
 */
export const palette = Object.freeze({
  // --- Sea and water ------------------------------------------------------------------------
  /** Deep ocean blue: outlines, titles, hulls. Same as `--ifm-color-primary` and `--site-ocean-deep`. */
  deep: '#0a4d68',
  /** The darkest blue: night water, silhouettes, eyes. Same as `--ifm-footer-background-color`. */
  deeper: '#062c3c',
  /** Teal of the shelf lines, charts and tiles. Not `--site-ocean-teal` (#087281), a darker shade. */
  teal: '#088395',
  /** A darker teal for the labels of teal features on the maps. */
  tealText: '#065f6b',
  /** Teal of the "continental shelf" map label. */
  shelfText: '#0b5f6e',
  /** Light aqua: the underwater backdrop of the cards, windows, lenses and chart bars. */
  aqua: '#5fb3c4',
  /** Open sea on the maps; pale sky and water in the pictures. Same as `--site-sea`. */
  sea: '#cfe8f3',
  /** Continental shelf on the maps; pale panel backgrounds. */
  shelf: '#e8f5fa',
  /** Sky above the sea in the card illustrations. */
  sky: '#e6f2f7',
  /** Shallow water seen from above (card illustrations). */
  waterLight: '#9fd0e2',
  /** Water colour bands, from just under the surface (1) to the deepest band (4). */
  water1: '#4fa8c0',
  water2: '#2f8fab',
  water3: '#1c7694',
  water4: '#0f5f7d',
  /** Foam, windows and pale fish. */
  foam: '#8cc7dc',
  /** Murky river water of the Sundarbans pictures. */
  riverWater: '#5e8c8a',
  /** River courses on the maps. */
  river: '#2b7fa8',
  /** River names on the maps. */
  riverText: '#1d5f80',
  /** Tidal channels of the Sundarbans map, lighter than the rivers so the cruise stations show. */
  channel: '#7fb9d6',
  /** Freshened river plume of the monsoon salinity panel. */
  plume: '#f0f9fd',
  /** Saltier open-bay water of the dry-season salinity panel. */
  salineWater: '#b9dcec',

  // --- Land, sand and mud -------------------------------------------------------------------
  /** Land on the maps; islands, sails and pale earth in the pictures. */
  land: '#f3ead7',
  /** Coastline on the maps, rope and sediment layers. */
  coast: '#6b5b3e',
  /** Country borders on the maps (dashed). */
  border: '#8a7a5c',
  /** Country names on the maps. */
  countryText: '#5b4a2e',
  /** Beach sand and the seabed. */
  sand: '#e9d8b4',
  /** Sand ripples and turtle skin. */
  sandDark: '#cdb688',
  /** Mud banks, tree trunks and rafts of the card illustrations. */
  mud: '#8a7456',
  /** Mudflats and muddy seabed of the article and press pictures. */
  mudLight: '#a88d63',
  /** Dark mud, roots, river banks and stingrays. */
  mudDark: '#7d6645',

  // --- Plants and animals -------------------------------------------------------------------
  /** Mangroves, palms and turtles; the delta and mangrove forest on the maps. */
  green: '#15803d',
  /** Far river banks and turtle shell lines. */
  greenDark: '#0f5c2c',
  /** Leaves and seagrass of the article and press pictures. */
  leaf: '#3f9a4f',
  /** Leaves and seagrass of the card illustrations. */
  leafLight: '#4d9a4f',
  /** Grass, algae and turtle skin of the card illustrations. */
  grass: '#7cb342',
  /** The "Sundarbans" label of the canyon map. */
  mangroveText: '#3f6212',
  /** Living coral of the article and press pictures. */
  coral: '#e07a4f',
  /** Living coral of the card illustrations. */
  coralLight: '#f28b66',
  /** Boulder coral and dark coral branches. */
  coralDark: '#b4532a',
  /** Bleached coral. */
  bleached: '#f7f4ee',
  /** Fan coral. */
  pink: '#e76f8a',

  // --- Accents ------------------------------------------------------------------------------
  /** The orange-red accent: protected areas, arrows, highlights. Same as `--site-accent` and `--site-focus`. */
  accent: '#c2410c',
  /** A darker accent for the labels of accent features on the maps; also a portrait tile. */
  accentText: '#9a3412',
  /** Bright orange: rigging, tethers, copepods. */
  orange: '#f97316',
  /** Sun, buoys, fish and highlights. */
  yellow: '#f2b233',
  /** Second map accent: canyons, ridges, the low-oxygen zone, juvenile routes. */
  violet: '#7c3aed',
  /** Labels of violet features. */
  violetText: '#5b21b6',
  /** Dawn sky. */
  dusk: '#f6d7a7',
  /** Hatch backgrounds: pale tints of accent, violet, green and teal under the hatch lines. */
  accentTint: '#fde7d9',
  violetTint: '#ede5fd',
  greenTint: '#d7eed9',
  tealTint: '#d9f1f4',
  /** Legend swatch of the Bengal Fan drawn in accentTint, partly transparent, over the sea. */
  fanTint: '#f8e3d8',

  // --- Tile colours of portraits and partner marks ------------------------------------------
  /** Further tile colours; a hash of the name or id picks one, so an entry keeps its colour. */
  cyan: '#0e7490',
  forest: '#166534',
  purple: '#6d28d9',
  blue: '#1d4ed8',
  rose: '#be185d',
  tealDark: '#0f766e',

  // --- Skin tones of the drawn people -------------------------------------------------------
  skinLight: '#e0ac69',
  skin: '#c68642',
  skinDark: '#8d5524',

  // --- Neutrals -----------------------------------------------------------------------------
  /** Body text and dark details. */
  text: '#1f2937',
  /** Notes, tick labels and the source line of the maps. */
  textMuted: '#374151',
  /** White. Same as `--site-surface`, `--site-on-dark` and `--site-figure-backdrop`. */
  white: '#ffffff',
  /**
   * White again, in the short spelling the maps use for their page, legend boxes and label
   * halos; a separate name so the committed maps keep their bytes.
   */
  paper: '#fff',
  /** Dolphins, tick marks and fine details of the article and press pictures. */
  grey: '#6b7280',
  /** The hilsa, lines on bleached coral and the text lines of the diving card. */
  silver: '#b8c7cf',
  /** Instruments, frames and steel of the card illustrations. */
  slate: '#475569',
  /** The placeholder silhouette, the metal of the store items, buildings. */
  slateMid: '#94a3b8',
  /** Grid lines of the map inset chart. */
  slateLight: '#cbd5e1',
  /** Pale frames, tank walls, the store shadow and the placeholder background. */
  slatePale: '#e2e8f0',
  /** The darkest portrait tile. */
  slateDark: '#334155',
});
