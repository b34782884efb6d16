#!/usr/bin/env node
/**
 * Makes every raster image of the site responsive (`npm run images`).
 *
 * For each photo or raster picture under `static/img/` (`.jpg`, `.jpeg`, `.png`, `.webp`,
 * `.avif`; SVG drawings need nothing), it writes AVIF and WebP copies at the widths of
 * {@link widths} that are not wider than the original, under `static/img/responsive/`, with the
 * original's path and the width in the name:
 *
 *   static/img/home/intro-poster.webp
 *     → static/img/responsive/home/intro-poster-480w.avif, …-480w.webp, …-960w.avif, …-960w.webp
 *
 * and lists them in `src/data/responsiveImages.json`, which `src/components/ResponsiveImage`
 * reads to render a `<picture>` with `srcset`s. Each entry records the original's size in
 * pixels and a SHA-256 digest of its bytes, so the unit tests notice an image that was added or
 * replaced without running this script.
 *
 * Image processing is done by sharp (libvips). The output is deterministic for a given sharp
 * version. Options: `--check` only reports what is missing or stale and exits with status 1
 * when anything is (the unit tests run the same check).
 */
import {createHash} from 'node:crypto';
import {mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync, existsSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const imageDir = path.join(root, 'static/img');
/** Folder of the generated copies, inside `static/img`. */
export const responsiveFolder = 'responsive';
const outputDir = path.join(imageDir, responsiveFolder);
const manifestFile = path.join(root, 'src/data/responsiveImages.json');

/** Widths of the copies, in pixels: phones, tablets and laptops, and large or dense screens. */
export const widths = [480, 960, 1440, 1920];
/** Formats of the copies, best first (a browser takes the first it supports). */
export const formats = ['avif', 'webp'];
/** Encoder quality (0–100) per format: visually lossless for photographs at these sizes. */
const quality = {avif: 45, webp: 72};
const rasterPattern = /\.(jpe?g|png|webp|avif)$/i;

/** Every raster file under `static/img` (not the generated copies), as site paths (`/img/…`). */
function rasterImages(dir = imageDir) {
  const found = [];
  for (const entry of readdirSync(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (full !== outputDir) found.push(...rasterImages(full));
    } else if (rasterPattern.test(entry.name)) {
      found.push(`/img/${path.relative(imageDir, full).split(path.sep).join('/')}`);
    }
  }
  return found.sort();
}

/** The site path of one copy of `src` (e.g. `/img/responsive/home/intro-poster-480w.avif`). */
export function variantPath(src, width, format) {
  const relative = src.replace(/^\/img\//, '').replace(rasterPattern, '');
  return `/img/${responsiveFolder}/${relative}-${width}w.${format}`;
}

const digest = (bytes) => createHash('sha256').update(bytes).digest('hex').slice(0, 16);

/** Widths for an original `width` pixels wide: every standard width below it, and its own. */
function widthsFor(width) {
  const smaller = widths.filter((candidate) => candidate < width);
  return [...smaller, Math.min(width, widths.at(-1))];
}

async function main() {
  const check = process.argv.includes('--check');
  const previous = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : {};
  const manifest = {};
  const problems = [];
  for (const src of rasterImages()) {
    const bytes = readFileSync(path.join(root, 'static', src));
    const {width, height} = await sharp(bytes).metadata();
    const entry = {width, height, sha256: digest(bytes), widths: widthsFor(width), formats};
    manifest[src] = entry;
    const upToDate = previous[src]?.sha256 === entry.sha256 && entry.widths.every((w) => formats.every((format) => existsSync(path.join(root, 'static', variantPath(src, w, format)))));
    if (upToDate) continue;
    if (check) {
      problems.push(`${src}: responsive copies missing or out of date`);
      continue;
    }
    for (const w of entry.widths) {
      for (const format of formats) {
        const file = path.join(root, 'static', variantPath(src, w, format));
        mkdirSync(path.dirname(file), {recursive: true});
        await sharp(bytes).resize({width: w}).toFormat(format, {quality: quality[format], effort: 6}).toFile(file);
      }
    }
    console.log(`${src}: ${entry.widths.join(', ')} px × ${formats.join(', ')}`);
  }
  for (const src of Object.keys(previous)) {
    if (manifest[src]) continue;
    if (check) problems.push(`${src}: listed in src/data/responsiveImages.json but the image is gone`);
    else {
      for (const w of previous[src].widths) {
        for (const format of previous[src].formats) rmSync(path.join(root, 'static', variantPath(src, w, format)), {force: true});
      }
    }
  }
  if (check) {
    if (problems.length) {
      console.error(`${problems.join('\n')}\nRun: npm run images`);
      process.exitCode = 1;
    }
    return;
  }
  writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
