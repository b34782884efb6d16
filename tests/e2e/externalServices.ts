/**
 * Local stand-ins for the third-party services the site calls from the browser (map tiles,
 * EmailJS, the shared calendar), so that no test request leaves the machine. `fixtures.ts`
 * installs them for every test; a test may override one with its own `page.route`, which
 * takes precedence.
 */
import {crc32, deflateSync} from 'node:zlib';
import {tileServer} from '../../src/config/externalServices';

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** A square PNG of one colour (RGB, 8 bits per channel): a stand-in map tile. */
export function solidPng(size: number, [red, green, blue]: readonly [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: RGB
  const row = Buffer.alloc(1 + size * 3); // filter byte 0, then the pixels
  for (let x = 0; x < size; x += 1) {
    row.writeUInt8(red, 1 + x * 3);
    row.writeUInt8(green, 2 + x * 3);
    row.writeUInt8(blue, 3 + x * 3);
  }
  const pixels = Buffer.concat(Array.from({length: size}, () => row));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), pngChunk('IHDR', header), pngChunk('IDAT', deflateSync(pixels)), pngChunk('IEND', Buffer.alloc(0))]);
}

/** The tile every map request gets: a pale sea-blue 256 px square. */
export const localTile = solidPng(256, [207, 232, 243]);
/** The same tile for high-density screens (`@2x`): 512 px. */
export const localTileHighDensity = solidPng(512, [207, 232, 243]);

/** Matches the configured tile server's URLs (`{s}`, `{z}`, `{x}`, `{y}`, `{r}` filled in). */
export const tileUrlPattern = new RegExp(
  `^${tileServer.urlTemplate
    .replace(/[.?+^$()|[\]\\]/g, '\\$&')
    .replace('{s}', `(?:${tileServer.subdomains.join('|')})`)
    .replace('{z}', '(\\d+)')
    .replace('{x}', '(\\d+)')
    .replace('{y}', '(\\d+)')
    .replace('{r}', '(@2x)?')}$`,
);

/** The stand-in tile for a tile URL: 512 px for an `@2x` request, 256 px otherwise. */
export function localTileFor(url: string): Buffer {
  return tileUrlPattern.exec(url)?.[4] ? localTileHighDensity : localTile;
}

/** Zoom level of a tile URL, or `undefined` when the URL is not a tile. */
export function tileZoom(url: string): number | undefined {
  const match = tileUrlPattern.exec(url);
  return match ? Number(match[1]) : undefined;
}

/** EmailJS's API, where the membership form posts. */
export const emailJsPattern = 'https://api.emailjs.com/**';
/** The shared calendar's embed. */
export const calendarPattern = 'https://calendar.google.com/**';

/** What the calendar frame shows in tests: a small, accessible page. */
export const localCalendarPage =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Events calendar</title></head>' +
  '<body><main><h1>Events calendar</h1><p>Stand-in for the shared calendar in tests.</p></main></body></html>';

/** CORS header for answers to cross-origin fetches (EmailJS is called from the site's origin). */
export const corsHeaders = {'Access-Control-Allow-Origin': '*'};
