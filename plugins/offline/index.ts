/**
 * Local plugin that makes the site readable offline: after the last locale is built it writes,
 * at the site's root,
 * - `sw.js`: the service worker (`src/offline/serviceWorker.ts` with the Workbox modules it
 *   imports, bundled by esbuild), told the site's base URL, each locale's offline page, and the
 *   shell it keeps on install: each locale's offline page and the stylesheets, fonts and images
 *   that page links, each with a hash of its content as its revision, so a new build replaces
 *   exactly what changed;
 * - `data/offline-saves.json`: for each cruise and data set page of every locale, what "Save for
 *   offline" stores (`src/components/SaveForOffline`): the page, for a cruise its data sets'
 *   pages, and the files those pages show or offer (charts, CSV files and data packages,
 *   images), with their size;
 * - `offline.js`: the offline page's one script (`src/offline/offlinePage.ts`), which lists the
 *   pages kept on the device. The offline page itself (`src/pages/offline.tsx`) loads no other
 *   script: it is shown at the address of a page that was never read, which the site's router
 *   would try, and fail, to load.
 *
 * The registration is the client module `src/clientModules/serviceWorker.ts`. `docusaurus
 * start` runs no post-build step, so there is no worker under the development server.
 *
 * Workbox is used directly rather than through `@docusaurus/plugin-pwa`: that plugin precaches
 * the whole build of a locale on install and replaces the files a worker may keep, where this
 * site keeps only the shell on install and the rest as it is read.
 */
import {createHash} from 'node:crypto';
import {existsSync, readFileSync, statSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {build} from 'esbuild';
import {localeBaseUrl} from '../../src/config/locales';
import {coastPath, offlinePagePath, offlineSavesPath, offlineScriptPath, serviceWorkerPath, type OfflineSave} from '../../src/offline/routes';
import {landAroundTheBay} from '../collections/datasetCharts';
import {detailPath} from '../../src/collections';
import {editorFolder} from '../site-files/editor';
import {readCollection} from '../collections/entryFiles';

/**
 * One file the worker keeps on install: its address and a hash of its content, or `null` for a
 * file whose name carries the hash already (the build's `assets/`), which the worker may then
 * take from the browser's cache, where the page that installed it has just put it.
 */
export type ShellEntry = {url: string; revision: string | null};

/** A hash of a file's content, the revision of its entry in the shell. */
const revisionOf = (file: string): string => createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 16);

/**
 * The files an offline page needs, as its HTML links them: stylesheets, preloaded files, images,
 * its own script, and the fonts of its inline `@font-face` rules (`url(…)`); addresses of the
 * site only (`baseUrl` and below).
 */
export function offlinePageFiles(html: string, baseUrl: string): string[] {
  const links = [...html.matchAll(/<link\b[^>]*\brel=["']?(?:stylesheet|preload)["'\s][^>]*>/g), ...html.matchAll(/<(?:img|script)\b[^>]*>/g)].flatMap((match) => {
    const address = /\b(?:href|src)=["']?([^"'\s>]+)/.exec(match[0])?.[1];
    return address ? [address] : [];
  });
  const fonts = [...html.matchAll(/@font-face\{[^}]*\}/g)].flatMap((rule) => [...rule[0].matchAll(/url\(["']?([^"')]+)/g)].map((match) => match[1]!));
  return [...new Set([...links, ...fonts])].filter((address) => address.startsWith(baseUrl));
}

/**
 * The files of the site a page shows or offers for download: its charts' drawings (`<use
 * href>`), its images (`<img src>`), its CSV files and data packages; addresses within the site.
 */
export function pageFiles(html: string, baseUrl: string): string[] {
  const found = [
    ...[...html.matchAll(/<use\b[^>]*\bhref=["']?([^"'\s>#]+)/g)].map((match) => match[1]!),
    ...[...html.matchAll(/<img\b[^>]*\bsrc=["']?([^"'\s>]+)/g)].map((match) => match[1]!),
    ...[...html.matchAll(/<a\b[^>]*\bhref=["']?([^"'\s>]+\.(?:csv|datapackage\.json))["'\s>]/g)].map((match) => match[1]!),
  ];
  return [...new Set(found.filter((address) => address.startsWith(baseUrl)))];
}

/** A rectangle of longitude and latitude, in degrees. */
type Box = {west: number; south: number; east: number; north: number};

/**
 * A ring of positions clipped to a rectangle (Sutherland–Hodgman, one edge of the rectangle at
 * a time): what lies outside is cut along the rectangle's edges, so the land's fill stays right.
 */
export function clipRing(ring: readonly number[][], box: Box): number[][] {
  const edges: [inside: (point: number[]) => boolean, cross: (a: number[], b: number[]) => number[]][] = [
    [(p) => p[0]! >= box.west, (a, b) => at(a, b, 0, box.west)],
    [(p) => p[0]! <= box.east, (a, b) => at(a, b, 0, box.east)],
    [(p) => p[1]! >= box.south, (a, b) => at(a, b, 1, box.south)],
    [(p) => p[1]! <= box.north, (a, b) => at(a, b, 1, box.north)],
  ];
  let points = [...ring];
  for (const [inside, cross] of edges) {
    const clipped: number[][] = [];
    points.forEach((point, index) => {
      const previous = points[(index + points.length - 1) % points.length]!;
      if (inside(point)) {
        if (!inside(previous)) clipped.push(cross(previous, point));
        clipped.push(point);
      } else if (inside(previous)) {
        clipped.push(cross(previous, point));
      }
    });
    points = clipped;
  }
  return points;
}

/** Where the segment from `a` to `b` crosses the line where coordinate `axis` is `value`. */
function at(a: readonly number[], b: readonly number[], axis: 0 | 1, value: number): number[] {
  const t = (value - a[axis]!) / (b[axis]! - a[axis]!);
  return [a[0]! + t * (b[0]! - a[0]!), a[1]! + t * (b[1]! - a[1]!)];
}

/** The area the maps' coast covers: the northern Bay and the land around it. */
const coastBox: Box = {west: 84, south: 14, east: 96, north: 28};

/**
 * The coast the maps draw under their tiles: Natural Earth's 1:10m land around the Bay, as
 * GeoJSON, clipped to 84° to 96° E, 14° to 28° N, positions to a thousandth of a degree (about
 * 100 m).
 */
export function coastOutline(): object {
  const round = (value: number) => Math.round(value * 1000) / 1000;
  const coordinates = landAroundTheBay()
    .coordinates.map((polygon) => polygon.map((ring) => clipRing(ring, coastBox).map(([lng, lat]) => [round(lng!), round(lat!)])).filter((ring) => ring.length > 3))
    .filter((polygon) => polygon.length > 0);
  return {type: 'Feature', properties: {source: 'Natural Earth 1:10m land (public domain)'}, geometry: {type: 'MultiPolygon', coordinates}};
}

/** The file of the build that answers an address of the site. */
function builtFile(outRoot: string, baseUrl: string, address: string): string {
  const file = path.join(outRoot, address.slice(baseUrl.length));
  return existsSync(file) ? file : `${file}.html`;
}

export default function offlinePlugin(context: LoadContext): Plugin {
  const {i18n, siteDir, baseUrl: localeBase} = context;
  const rootBaseUrl = localeBaseUrl(i18n, i18n.defaultLocale);
  return {
    name: 'borl-offline',
    async postBuild({outDir}) {
      // Every locale's pages exist only once the last one is built.
      if (i18n.currentLocale !== i18n.locales.at(-1)) return;
      // The root of the build: a locale's pages are in a folder below it (`bn/`).
      const subFolder = path.posix.relative(rootBaseUrl, localeBase);
      const outRoot = subFolder ? path.resolve(outDir, ...subFolder.split('/').map(() => '..')) : outDir;
      const offlinePages = i18n.locales.map((locale) => ({baseUrl: localeBaseUrl(i18n, locale), page: `${localeBaseUrl(i18n, locale)}${offlinePagePath.slice(1)}`}));
      /** Bundles a script of `src/offline/` into the file at `address` below the root. */
      const bundle = (source: string, address: string, define: Record<string, string> = {}) =>
        build({
          entryPoints: [path.join(siteDir, 'src/offline', source)],
          outfile: path.join(outRoot, address.slice(1)),
          bundle: true,
          minify: true,
          format: 'iife',
          target: 'es2020',
          logLevel: 'warning',
          define,
        });
      await bundle('offlinePage.ts', offlineScriptPath);
      const shell = new Map<string, ShellEntry>();
      for (const {page} of offlinePages) {
        const file = builtFile(outRoot, rootBaseUrl, page);
        shell.set(page, {url: page, revision: revisionOf(file)});
        for (const address of offlinePageFiles(readFileSync(file, 'utf8'), rootBaseUrl)) {
          const linked = builtFile(outRoot, rootBaseUrl, address);
          if (existsSync(linked)) shell.set(address, {url: address, revision: /\/assets\//.test(address) ? null : revisionOf(linked)});
        }
      }
      // What "Save for offline" stores for each cruise and data set page, in every locale.
      const datasets = readCollection('datasets');
      const saves: Record<string, OfflineSave> = {};
      for (const locale of i18n.locales) {
        const pageAddress = (sitePath: string) => `${localeBaseUrl(i18n, locale)}${sitePath.slice(1)}`;
        const groups = [
          ...readCollection('cruises').map((cruise) => [
            detailPath('cruises', cruise.id),
            ...datasets.filter((dataset) => dataset.cruise === cruise.id).map((dataset) => detailPath('datasets', dataset.id)),
          ]),
          ...datasets.map((dataset) => [detailPath('datasets', dataset.id)]),
        ];
        for (const [first, ...others] of groups.map((group) => group.map(pageAddress))) {
          const files = [first!, ...others].flatMap((page) => [page, ...pageFiles(readFileSync(builtFile(outRoot, rootBaseUrl, page), 'utf8'), rootBaseUrl)]);
          const unique = [...new Set(files)].filter((address) => existsSync(builtFile(outRoot, rootBaseUrl, address)));
          saves[first!] = {files: unique, bytes: unique.reduce((sum, address) => sum + statSync(builtFile(outRoot, rootBaseUrl, address)).size, 0)};
        }
      }
      writeFileSync(path.join(outRoot, offlineSavesPath.slice(1)), JSON.stringify(saves));
      writeFileSync(path.join(outRoot, coastPath.slice(1)), JSON.stringify(coastOutline()));
      await bundle('serviceWorker.ts', serviceWorkerPath, {
        'process.env.NODE_ENV': '"production"',
        __OFFLINE_SHELL__: JSON.stringify([...shell.values()]),
        __OFFLINE_SITE__: JSON.stringify({baseUrl: rootBaseUrl, editorFolder, offlinePages}),
      });
    },
  };
}
