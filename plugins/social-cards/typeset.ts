/**
 * Typesetting of the social cards' text. HarfBuzz (its WebAssembly build, package `harfbuzzjs`)
 * shapes each line and the glyphs' outlines go into the card's SVG as paths, so the renderer
 * only fills shapes and the layout knows how wide every line is. Shaping is what draws Bengali
 * right: conjuncts, vowel signs before, after or around their consonant, reph. resvg's own text
 * layout is not used for this: the version the site renders with advances past a cluster of
 * several glyphs (a consonant with a two-part vowel sign such as ো) by its widest glyph instead
 * of their sum, so the letters after it overlap.
 *
 * Fonts: {@link cardFontStack}, TrueType files from packages (no network, no system fonts).
 * Each user-perceived character is drawn in the first family of the stack that has all of its
 * characters, as a browser falls back from one family to the next.
 */
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {graphemes} from '../../src/utils/textLength';

const packageRequire = createRequire(__filename);

/** Weight of a piece of card text, named as in SVG and CSS. */
export type FontWeight = 'normal' | 'bold';

/** One family of the stack: its TrueType file per weight, as a path inside a package. */
export type FontFamilyFiles = Readonly<Record<FontWeight, string>>;

/**
 * The cards' fonts, in fallback order: DejaVu Sans (package `dejavu-fonts-ttf`), which sets
 * Latin text, then Noto Sans Bengali for Bengali text (package
 * `@expo-google-fonts/noto-sans-bengali`: the Google Fonts build as TTF; the web pages use the
 * same family as WOFF2 from `@fontsource/noto-sans-bengali`, a format HarfBuzz does not read).
 */
export const cardFontStack: readonly FontFamilyFiles[] = [
  {normal: 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf', bold: 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'},
  {
    normal: '@expo-google-fonts/noto-sans-bengali/400Regular/NotoSansBengali_400Regular.ttf',
    bold: '@expo-google-fonts/noto-sans-bengali/700Bold/NotoSansBengali_700Bold.ttf',
  },
];

/** The part of the `harfbuzzjs` interface used here (its package has no type declarations). */
type HbGlyph = {
  /** Glyph id in the font. */
  g: number;
  /** Cluster: UTF-16 offset in the buffer's text of the characters the glyph draws. */
  cl: number;
  /** Advance and offsets, in font units (y up). */
  ax: number;
  dx: number;
  dy: number;
};
type HbFace = {upem: number; collectUnicodes(): Uint32Array};
type HbFont = {
  glyphToPath(glyph: number): string;
  glyphExtents(glyph: number): {xBearing: number; width: number} | null;
};
type HbBuffer = {
  addText(text: string, offset?: number, length?: number): void;
  guessSegmentProperties(): void;
  json(): HbGlyph[];
  destroy(): void;
};
type HarfBuzz = {
  createBlob(data: Uint8Array): unknown;
  createFace(blob: unknown, index: number): HbFace;
  createFont(face: HbFace): HbFont;
  createBuffer(): HbBuffer;
  shape(font: HbFont, buffer: HbBuffer): void;
};

/** A font of the stack, loaded, with the outlines and ink extents drawn so far. */
type Face = {
  font: HbFont;
  unitsPerEm: number;
  /** Code points the font has a glyph for. */
  characters: ReadonlySet<number>;
  /** SVG path data of each glyph drawn so far, in font units (y up). */
  outlines: Map<number, string>;
  /** Right edge of each glyph's ink measured so far, in font units from the glyph's origin. */
  inkRights: Map<number, number>;
};

/** A loaded font stack ({@link loadCardFonts}): per weight, the faces in fallback order. */
export type CardFonts = {
  readonly harfbuzz: HarfBuzz;
  readonly faces: Readonly<Record<FontWeight, readonly Face[]>>;
};

/**
 * HarfBuzz and the fonts are loaded once per process: Docusaurus loads the plugin afresh for
 * every locale it builds, so the promises are kept on the process, not the module.
 */
const fontsKey = Symbol.for('borl.socialCards.fonts');
type FontsHolder = {[fontsKey]?: Map<string, Promise<CardFonts>>};

async function load(stack: readonly FontFamilyFiles[]): Promise<CardFonts> {
  const harfbuzz = (await packageRequire('harfbuzzjs')) as HarfBuzz;
  const face = (file: string): Face => {
    const hbFace = harfbuzz.createFace(harfbuzz.createBlob(readFileSync(packageRequire.resolve(file))), 0);
    return {
      font: harfbuzz.createFont(hbFace),
      unitsPerEm: hbFace.upem,
      characters: new Set(hbFace.collectUnicodes()),
      outlines: new Map(),
      inkRights: new Map(),
    };
  };
  return {
    harfbuzz,
    faces: {normal: stack.map((family) => face(family.normal)), bold: stack.map((family) => face(family.bold))},
  };
}

/**
 * The font stack, loaded (HarfBuzz's WebAssembly module and every file of the stack): once per
 * process and stack, whatever the number of callers.
 *
 * @param stack the families in fallback order, {@link cardFontStack} by default
 * @throws (rejects) when a font file cannot be resolved or read
 */
export function loadCardFonts(stack: readonly FontFamilyFiles[] = cardFontStack): Promise<CardFonts> {
  const holder = globalThis as FontsHolder;
  const cache = (holder[fontsKey] ??= new Map());
  const key = JSON.stringify(stack);
  let fonts = cache.get(key);
  if (!fonts) {
    fonts = load(stack);
    cache.set(key, fonts);
  }
  return fonts;
}

/** How a line is set: font size in px, weight and extra space between characters in px. */
export type LineStyle = {size: number; weight: FontWeight; tracking?: number};

/** A glyph placed on a line. */
export type PlacedGlyph = {
  /** Index in the font stack of the family that draws it. */
  face: number;
  /** Glyph id in that font (0 is the font's missing-glyph box). */
  glyph: number;
  /** Position of the glyph's origin in px from the start of the baseline, y down. */
  x: number;
  y: number;
};

/** A line of text, shaped and set. */
export type SetLine = {
  style: LineStyle;
  glyphs: PlacedGlyph[];
  /** Advance width in px: where text following the line would start. */
  advance: number;
  /** Right edge of the drawn ink in px from the line's start (0 for a blank line). */
  inkRight: number;
  /** User-perceived characters that no font of the stack has, drawn as missing-glyph boxes. */
  missing: string[];
};

/** Default-ignorable characters (joiners, variation selectors) do not decide the font. */
const ignorable = /\p{Default_Ignorable_Code_Point}/u;

/** Index in the stack of the first face with every character of a grapheme, or -1. */
function faceFor(faces: readonly Face[], grapheme: string): number {
  const codePoints = Array.from(grapheme)
    .filter((character) => !ignorable.test(character))
    .map((character) => character.codePointAt(0) ?? 0);
  return faces.findIndex((face) => codePoints.every((codePoint) => face.characters.has(codePoint)));
}

/** Coordinates in px to the hundredth; scales (px per font unit) to six significant digits. */
const round = (value: number) => Math.round(value * 100) / 100;
const precise = (value: number) => Number(value.toPrecision(6));

/**
 * Shapes and sets one line of text: splits it into runs of characters that the same family of
 * the stack draws, shapes each run with HarfBuzz (the whole line as context, so joining across
 * a run's ends is right) and places the glyphs.
 */
export function setLine(fonts: CardFonts, text: string, style: LineStyle): SetLine {
  const {size, weight, tracking = 0} = style;
  const faces = fonts.faces[weight];
  const runs: {face: number; start: number; end: number}[] = [];
  const clusterStarts = new Set<number>();
  const missing: string[] = [];
  let offset = 0;
  for (const grapheme of graphemes(text)) {
    let face = faceFor(faces, grapheme);
    if (face < 0) {
      if (!ignorable.test(grapheme) && grapheme.trim()) missing.push(grapheme);
      face = 0;
    }
    clusterStarts.add(offset);
    const last = runs.at(-1);
    if (last && last.face === face) {
      last.end = offset + grapheme.length;
    } else {
      runs.push({face, start: offset, end: offset + grapheme.length});
    }
    offset += grapheme.length;
  }

  const glyphs: PlacedGlyph[] = [];
  let x = 0;
  let inkRight = 0;
  let previousCluster = -1;
  for (const run of runs) {
    const face = faces[run.face] as Face;
    const buffer = fonts.harfbuzz.createBuffer();
    buffer.addText(text, run.start, run.end - run.start);
    buffer.guessSegmentProperties();
    fonts.harfbuzz.shape(face.font, buffer);
    const shaped = buffer.json();
    buffer.destroy();
    const scale = size / face.unitsPerEm;
    for (const {g, cl, ax, dx, dy} of shaped) {
      if (tracking && cl !== previousCluster && clusterStarts.has(cl) && glyphs.length > 0) x += tracking;
      previousCluster = cl;
      const gx = x + dx * scale;
      const gy = -dy * scale;
      glyphs.push({face: run.face, glyph: g, x: gx, y: gy});
      let glyphInkRight = face.inkRights.get(g);
      if (glyphInkRight === undefined) {
        const extents = face.font.glyphExtents(g);
        glyphInkRight = extents && extents.width > 0 ? extents.xBearing + extents.width : 0;
        face.inkRights.set(g, glyphInkRight);
      }
      if (glyphInkRight) inkRight = Math.max(inkRight, gx + glyphInkRight * scale);
      x += ax * scale;
    }
  }
  return {style, glyphs, advance: x, inkRight, missing};
}

/** A set line as SVG `<path>` elements, its baseline starting at 0,0; the fill is inherited. */
export function lineSvg(fonts: CardFonts, {style, glyphs}: SetLine): string {
  const faces = fonts.faces[style.weight];
  return glyphs
    .map(({face: index, glyph, x, y}) => {
      const face = faces[index] as Face;
      let outline = face.outlines.get(glyph);
      if (outline === undefined) {
        outline = face.font.glyphToPath(glyph);
        face.outlines.set(glyph, outline);
      }
      const scale = style.size / face.unitsPerEm;
      return outline ? `<path transform="matrix(${precise(scale)} 0 0 ${precise(-scale)} ${round(x)} ${round(y)})" d="${outline}"/>` : '';
    })
    .join('');
}
