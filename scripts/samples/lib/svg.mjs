/**
 * SVG building blocks shared by the drawing scripts (scripts/samples/draw-figures.mjs,
 * scripts/samples/draw-news-images.mjs and scripts/samples/draw-collections.mjs).
 *
 * Every helper returns markup as a string and writes numbers and attributes in a fixed order,
 * so the same call always gives the same bytes: the SVG files are committed and the scripts are
 * rerun after every data change, and a stable output keeps those diffs to what really changed.
 * Coordinates and sizes are SVG user units, which are pixels at the pictures' own width and
 * height.
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';

/** The repository root; the drawings are written below its static/ folder. */
export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/**
 * Font stack of every drawn text: the system sans-serif that also leads the site's
 * `--ifm-font-family-base` (src/css/custom.css), so that a picture loads no font file.
 */
export const FONT = 'system-ui, -apple-system, Segoe UI, Roboto, sans-serif';

/**
 * Rounds a coordinate to one decimal: a tenth of a pixel is finer than the drawings need, and
 * short numbers keep the files small and free of floating-point noise.
 *
 * @param {number} value a coordinate or length in pixels
 * @returns {number}
 */
export const round1 = (value) => Math.round(value * 10) / 10;

/**
 * Escapes text for use as SVG element content or a double-quoted attribute value; names and
 * titles come from the data modules and may hold `&`.
 *
 * @param {unknown} value any value; it is turned into a string first
 * @returns {string}
 */
export const escapeXml = (value) => String(value).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Attributes in the order given, each as ` name="value"`. Names may be written in camelCase
 * (`strokeWidth`) and come out in the kebab-case of SVG presentation attributes
 * (`stroke-width`); undefined, null and false values are left out so callers can pass optional
 * styling as is.
 *
 * @param {Record<string, string | number | boolean | undefined | null>} values in pixels
 *   where they are lengths, palette colours where they are paints
 * @returns {string}
 */
export function attributes(values) {
  return Object.entries(values)
    .filter(([, value]) => value !== undefined && value !== null && value !== false)
    .map(([name, value]) => ` ${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}="${value}"`)
    .join('');
}

/**
 * The opening `<svg>` tag of a picture with a fixed pixel size; `role="img"` and
 * `aria-labelledby` make screen readers announce its title (and description) rather than
 * its parts.
 *
 * @param {number} width picture width in pixels
 * @param {number} height picture height in pixels
 * @param {string} labelledBy space-separated ids of the `<title>` (and `<desc>`) elements
 * @returns {string}
 */
export const svgOpen = (width, height, labelledBy) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="${labelledBy}">`;

/**
 * A whole picture file: fixed size, an accessible title, then the body.
 *
 * @param {number} width picture width in pixels
 * @param {number} height picture height in pixels
 * @param {string} title plain text (escaped here), read out by screen readers
 * @param {string} body SVG markup
 * @returns {string} the file's content, ending with a newline
 */
export const svgPicture = (width, height, title, body) => `${svgOpen(width, height, 't')}<title id="t">${escapeXml(title)}</title>\n${body}\n</svg>\n`;

/**
 * A rectangle filling the picture from its top-left corner: the background colour.
 *
 * @param {number} width in pixels
 * @param {number} height in pixels
 * @param {string} fill a palette colour
 * @returns {string}
 */
export const backdrop = (width, height, fill) => `<rect width="${width}" height="${height}" fill="${fill}"/>`;

/**
 * A full-width horizontal band from y down by `height`: water layers, mud, ground, a bench.
 *
 * @param {number} y top edge in pixels
 * @param {number} width band width in pixels (the picture's width)
 * @param {number} height band height in pixels
 * @param {string} fill a palette colour
 * @param {number} [opacity] 0 to 1; left out, the band is opaque
 * @returns {string}
 */
export const band = (y, width, height, fill, opacity) => `<rect y="${y}" width="${width}" height="${height}"${attributes({fill, opacity})}/>`;

/**
 * A shape whose top edge is the path `top`, drawn from the left edge of the picture to its
 * right edge, closed along the bottom: land, sea, seabed and mud seen from the side.
 *
 * @param {string} top SVG path data starting at x = 0 and ending at x = width, in pixels
 * @param {number} width picture width in pixels
 * @param {number} height picture height in pixels (the bottom edge)
 * @param {string} fill a palette colour
 * @returns {string}
 */
export const ground = (top, width, height, fill) => `<path d="${top} L${width},${height} L0,${height} Z" fill="${fill}"/>`;

/**
 * An unfilled path: lines, outlines, arrows, ripples.
 *
 * @param {string} d SVG path data in pixels
 * @param {Record<string, string | number | undefined>} paint stroke attributes in the order
 *   wanted (stroke colour, strokeWidth in pixels, strokeDasharray, strokeLinecap, markerEnd, …),
 *   as for attributes
 * @returns {string}
 */
export const strokedPath = (d, paint) => `<path d="${d}" fill="none"${attributes(paint)}/>`;

/**
 * A `<g>` element around a body.
 *
 * @param {string} transform an SVG transform list such as `translate(10 20) scale(0.5)`
 * @param {string} body SVG markup
 * @param {Record<string, string | number | undefined>} [paint] further attributes, in order
 *   (fill, stroke, …), inherited by the body
 * @returns {string}
 */
export const group = (transform, body, paint = {}) => `<g${attributes({transform, ...paint})}>${body}</g>`;

/**
 * A single-line text in the shared font. Sizes are in pixels; `dy: "0.35em"` shifts the
 * line down by about half the height of a capital, so that y marks its middle.
 *
 * @param {number} x anchor x in pixels
 * @param {number} y baseline (or, with dy, centre) in pixels
 * @param {string} content plain text (escaped here)
 * @param {{size: number, fill: string, weight?: number, anchor?: "start" | "middle" | "end",
 *   dy?: string, spacing?: number}} style font size in pixels, palette colour, font weight,
 *   text-anchor, vertical shift and letter spacing in pixels
 * @returns {string}
 */
export function textLine(x, y, content, {size, fill, weight, anchor, dy, spacing}) {
  const attrs = attributes({
    x,
    y,
    dy,
    textAnchor: anchor,
    fontFamily: FONT,
    fontSize: size,
    fontWeight: weight,
    letterSpacing: spacing,
    fill,
  });
  return `<text${attrs}>${escapeXml(content)}</text>`;
}

/**
 * Writes a file below static/, creating its folder.
 *
 * @param {string} relativePath path below static/, with or without a leading slash, as the
 *   data modules give image paths (`/img/people/x.svg`)
 * @param {string} content the file's text
 * @returns {void}
 */
export function writeStatic(relativePath, content) {
  const file = join(ROOT, 'static', relativePath.replace(/^\//, ''));
  mkdirSync(dirname(file), {recursive: true});
  writeFileSync(file, content);
}
