/**
 * Writes `reports/bundle-analysis.md`: the JavaScript each key route loads before it is
 * interactive, each file's compressed size and the packages and modules that make it up.
 *
 *   jiti scripts/bundle-report.ts [--build-dir build-analysis] [--out reports/bundle-analysis.md]
 *
 * `npm run analyze` runs it after an English-only build with Rsdoctor (`ANALYZE=1`). It reads:
 * - the built HTML of each key route (`<build>/<path>.html`): the `<script src>` and
 *   `<link rel=preload|modulepreload as=script>` it names and the scripts the page template's
 *   inline loader adds (Docusaurus writes the entry scripts, `runtime~main` and `main`, there);
 * - what a browser loads: each key route opened in Chromium (the system one, or `CHROMIUM_PATH`)
 *   from the build served as the host serves it (`scripts/static-server.mjs`); every script
 *   whose request starts before the page has hydrated (Docusaurus marks `<html>` with
 *   `data-has-hydrated`) is first-load, so the route's chunks are what the client really
 *   fetched for that address, not a guess from the router's tables;
 * - Rsdoctor's data of the client compiler (`.rsdoctor/manifest.json` and the pieces it lists):
 *   which modules each file holds and their minified ("parsed") size. Modules Rspack
 *   concatenated into one scope have one size together; the script shares it among them in
 *   proportion to their transformed size (an estimate, marked as such in the report).
 *
 * Sizes: bytes of the built files; gzip (level 9) and brotli (quality 11) measured with
 * node:zlib, the settings of the benchmark's static server; KB = 1024 bytes. The report names
 * files by their hashed names and modules by their path in the repository or package, so two
 * runs on the same build write the same report.
 *
 * Exits with 1 and a message naming the missing piece when the build or Rsdoctor's data are
 * absent or do not belong to the same build.
 */
import {readCollection} from '../plugins/collections/entryFiles';
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {brotliCompressSync, constants, gzipSync, inflateSync} from 'node:zlib';
import {collections, detailPath, listPath, unlistedPages, type AnyCollection} from '../src/collections';
import {pagePath} from '../src/navigation';
import puppeteer from 'puppeteer-core';
import {loaderScripts} from '../src/config/ssrTemplate';
import {builtBaseUrl} from './check-links';
import {startStaticServer} from './static-server.mjs';
import {chromiumArgs, chromiumPath} from './chromium.mjs';

/** A key route of the report: its name and its path without base URL. */
export type KeyRoute = {name: string; path: string};

/** A module as Rsdoctor records it (`moduleGraph.modules`); only the fields this script reads. */
export type RsdoctorModule = {
  id: number;
  /** Absolute path of the source file (a loader prefix or query may precede or follow it). */
  path: string;
  /** 0: a module; 1: a scope of modules Rspack concatenated (its `path` is the first module's). */
  kind: number;
  /** Bytes: source, after loaders, and minified in the output (0 for a module inside a scope). */
  size: {sourceSize: number; transformedSize: number; parsedSize: number};
  /** Ids of the concatenated scopes this module was merged into. */
  concatenationModules?: number[];
  /** Ids of the chunks the module is in. */
  chunks?: string[];
};

/** An import between two modules (`moduleGraph.dependencies`): `module` imports `dependency`. */
export type RsdoctorDependency = {module: number; dependency: number; request: string};

/** A chunk as Rsdoctor records it (`chunkGraph.chunks`). */
export type RsdoctorChunk = {id: string; name: string; assets: string[]; modules: number[]};

/** Minified bytes of one source module inside one built file. */
export type ModuleShare = {
  path: string;
  bytes: number;
  /** True when the module shares a concatenated scope's bytes by estimate. */
  estimated: boolean;
  /** Id of the module whose minified code holds these bytes: the module itself or its scope. */
  codeId: number;
};

/** The id of a collection's first entry; throws when the collection has none. */
async function firstEntryId(name: 'people' | 'cruises'): Promise<string | number> {
  const collection: AnyCollection = collections[name];
  const [first] = readCollection(name);
  if (first === undefined || !collection.idOf) throw new Error(`bundle report: the ${name} collection has no entry`);
  return collection.idOf(first as never);
}

/** The site's key routes, from the registries of routes; the person and the cruise are each collection's first entry. */
export async function keyRoutes(): Promise<KeyRoute[]> {
  return [
    {name: 'Home', path: pagePath('home')},
    {name: 'Fact page (Swatch of No Ground)', path: pagePath('swatch-of-no-ground')},
    {name: 'Our People', path: listPath('people')},
    {name: 'A person', path: detailPath('people', await firstEntryId('people'))},
    {name: 'Publications', path: listPath('publications')},
    {name: 'News landing', path: pagePath('news')},
    {name: 'Membership form', path: unlistedPages.becomeMember},
    {name: 'Directions', path: pagePath('directions')},
    {name: 'Cruise Planning', path: listPath('cruises')},
    {name: 'A cruise', path: detailPath('cruises', await firstEntryId('cruises'))},
  ];
}

/**
 * The package or site folder a module belongs to, for grouping: the package name after the last
 * `node_modules/` (`react-dom`, `@docusaurus/theme-common`); for a file of the site, `src/<folder>`
 * (`src/theme`, `src/components`) or its top folder (`.docusaurus`, `plugins`, `docs`); `other`
 * outside the site.
 *
 * @param modulePath the module's path as Rsdoctor records it (loader prefixes and queries are ignored)
 * @param siteDir the site's root folder (absolute)
 */
export function packageOf(modulePath: string, siteDir: string): string {
  const file = modulePath.replace(/\\/g, '/').replace(/^.*!/, '').replace(/\?.*$/, '');
  const inPackages = file.lastIndexOf('node_modules/');
  if (inPackages >= 0) {
    const [first = '', second] = file.slice(inPackages + 'node_modules/'.length).split('/');
    return first.startsWith('@') && second ? `${first}/${second}` : first;
  }
  const relative = path.posix.relative(siteDir.replace(/\\/g, '/'), file);
  if (!relative || relative.startsWith('..') || path.posix.isAbsolute(relative)) return 'other';
  const parts = relative.split('/');
  if (parts[0] === 'src' && parts.length > 2) return `src/${parts[1]}`;
  return parts.length > 1 ? (parts[0] ?? relative) : relative;
}

/**
 * A module's path for the report: inside its package (`react-dom/cjs/react-dom-client.production.js`)
 * or relative to the site (`src/theme/Footer/Layout/index.tsx`).
 */
export function displayPath(modulePath: string, siteDir: string): string {
  const file = modulePath.replace(/\\/g, '/').replace(/^.*!/, '').replace(/\?.*$/, '');
  const inPackages = file.lastIndexOf('node_modules/');
  if (inPackages >= 0) return file.slice(inPackages + 'node_modules/'.length);
  const relative = path.posix.relative(siteDir.replace(/\\/g, '/'), file);
  return relative.startsWith('..') ? file : relative;
}

/**
 * The minified bytes of each source module in one chunk. A concatenated scope's bytes are shared
 * among its modules in proportion to their transformed size (rounded; the last module takes the
 * remainder so the shares add up to the scope); its modules are then `estimated`.
 *
 * @param moduleIds the chunk's module ids (Rsdoctor lists a scope and the modules inside it)
 * @param modules every module of the compilation
 */
export function moduleShares(moduleIds: readonly number[], modules: readonly RsdoctorModule[]): ModuleShare[] {
  const byId = new Map(modules.map((module) => [module.id, module]));
  const inScope = new Map<number, RsdoctorModule[]>();
  for (const module of modules) {
    for (const scope of module.concatenationModules ?? []) inScope.set(scope, [...(inScope.get(scope) ?? []), module]);
  }
  const shares: ModuleShare[] = [];
  for (const id of moduleIds) {
    const module = byId.get(id);
    if (!module || module.size.parsedSize <= 0) continue;
    const members = module.kind === 1 ? (inScope.get(id) ?? []) : [];
    if (members.length === 0) {
      shares.push({path: module.path, bytes: module.size.parsedSize, estimated: false, codeId: id});
      continue;
    }
    const weight = members.reduce((sum, member) => sum + Math.max(member.size.transformedSize, 1), 0);
    let given = 0;
    members.forEach((member, index) => {
      const bytes = index === members.length - 1 ? module.size.parsedSize - given : Math.round((module.size.parsedSize * Math.max(member.size.transformedSize, 1)) / weight);
      given += bytes;
      shares.push({path: member.path, bytes, estimated: true, codeId: id});
    });
  }
  return shares;
}

/** Bytes per group (see {@link packageOf}), largest first, ties by name. */
export function groupShares(shares: readonly ModuleShare[], siteDir: string): {group: string; bytes: number}[] {
  const totals = new Map<string, number>();
  for (const share of shares) {
    const group = packageOf(share.path, siteDir);
    totals.set(group, (totals.get(group) ?? 0) + share.bytes);
  }
  return [...totals].map(([group, bytes]) => ({group, bytes})).sort((a, b) => b.bytes - a.bytes || a.group.localeCompare(b.group));
}

/**
 * Each group's part of a file's compressed size. Compression differs by code (route tables
 * compress far better than React), so a group's weight is the compressed size of its own
 * minified code (`compress(codeOf(id))`; a scope's compressed size is shared by bytes among its
 * modules), and the weights are scaled to the file's compressed size, less the wrapper's part in
 * proportion to its bytes. A share whose code is unknown weighs by its bytes at the file's ratio.
 *
 * @param shares the file's module shares ({@link moduleShares})
 * @param file the file's minified and compressed sizes, in bytes
 * @param codeOf minified code of a module or scope (Rsdoctor's `parsedSource`), if known
 * @param compress compressed size of a text, in bytes
 * @returns the groups of {@link groupShares} with `compressed` bytes
 */
export function compressedGroupShares(
  shares: readonly ModuleShare[],
  siteDir: string,
  file: {raw: number; compressed: number},
  codeOf: (id: number) => string | undefined,
  compress: (text: string) => number,
): {group: string; bytes: number; compressed: number}[] {
  const ratio = file.compressed / file.raw;
  const bytesOfCode = new Map<number, number>();
  for (const share of shares) bytesOfCode.set(share.codeId, (bytesOfCode.get(share.codeId) ?? 0) + share.bytes);
  const compressedCode = new Map<number, number>();
  const weightOf = (share: ModuleShare) => {
    const text = codeOf(share.codeId);
    if (!text) return share.bytes * ratio;
    if (!compressedCode.has(share.codeId)) compressedCode.set(share.codeId, compress(text));
    return (compressedCode.get(share.codeId)! * share.bytes) / Math.max(bytesOfCode.get(share.codeId) ?? 1, 1);
  };
  const weights = new Map<string, number>();
  for (const share of shares) {
    const group = packageOf(share.path, siteDir);
    weights.set(group, (weights.get(group) ?? 0) + weightOf(share));
  }
  const attributed = shares.reduce((sum, share) => sum + share.bytes, 0);
  const forGroups = file.compressed - Math.max(file.raw - attributed, 0) * ratio;
  const totalWeight = [...weights.values()].reduce((sum, weight) => sum + weight, 0) || 1;
  return groupShares(shares, siteDir).map((group) => ({...group, compressed: (forGroups * (weights.get(group.group) ?? 0)) / totalWeight}));
}

/**
 * The script files a page's HTML loads: `<script src>` and `<link rel=preload|modulepreload>`
 * for scripts, in document order, then the scripts the page template's inline loader adds
 * (`loaderScripts`), without duplicates; URLs as written.
 */
export function scriptsInHtml(html: string): string[] {
  const found: string[] = [];
  const attribute = (tag: string, name: string) =>
    new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i')
      .exec(tag)
      ?.slice(1)
      .find((value) => value !== undefined);
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/gi)) {
    const isScript = /^<script/i.test(tag);
    const rel = attribute(tag, 'rel')?.toLowerCase();
    const url = isScript ? attribute(tag, 'src') : rel === 'modulepreload' || (rel === 'preload' && attribute(tag, 'as')?.toLowerCase() === 'script') ? attribute(tag, 'href') : undefined;
    if (url && !found.includes(url)) found.push(url);
  }
  for (const url of loaderScripts(html)) {
    if (!found.includes(url)) found.push(url);
  }
  return found;
}

/**
 * The scripts Chromium fetches for each of `paths` before the page has hydrated, as files of the
 * build (`assets/js/….js`), in the order their requests started: the page opened from the build
 * served at its base URL by `scripts/static-server.mjs`, a script counted when the page's code
 * requests it (not a `<link rel=prefetch>` for a page it links to) before Docusaurus marks
 * `<html>` with `data-has-hydrated` (timed in the page, from the browser's resource timing).
 *
 * @throws Error when Chromium cannot start or a page does not hydrate within 30 s
 */
export async function firstLoadScripts(buildDir: string, baseUrl: string, paths: readonly string[]): Promise<Map<string, string[]>> {
  const server = await startStaticServer(buildDir, 0, baseUrl);
  const browser = await puppeteer.launch({
    executablePath: chromiumPath,
    args: ['--headless=new', ...chromiumArgs],
  });
  const result = new Map<string, string[]>();
  try {
    for (const pagePath of paths) {
      const page = await browser.newPage();
      await page.evaluateOnNewDocument(() => {
        new MutationObserver((_, observer) => {
          if (document.documentElement?.dataset.hasHydrated === 'true') {
            (window as unknown as {hydratedAt: number}).hydratedAt = performance.now();
            observer.disconnect();
          }
        }).observe(document, {attributes: true, subtree: true, attributeFilter: ['data-has-hydrated']});
      });
      await page.goto(`${server.url}${baseUrl}${pagePath.replace(/^\//, '')}`, {waitUntil: 'networkidle0'});
      await page.waitForFunction(() => (window as unknown as {hydratedAt?: number}).hydratedAt !== undefined, {timeout: 30_000});
      const urls = await page.evaluate(() => {
        const hydratedAt = (window as unknown as {hydratedAt: number}).hydratedAt;
        return (
          (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
            // Scripts only: `<link rel=prefetch>` (initiator `link`) fetches chunks of pages the links lead to.
            .filter((entry) => entry.initiatorType === 'script' && entry.startTime < hydratedAt && new URL(entry.name).pathname.endsWith('.js'))
            .sort((a, b) => a.startTime - b.startTime)
            .map((entry) => new URL(entry.name).pathname)
        );
      });
      result.set(pagePath, [...new Set(urls.map((url) => (url.startsWith(baseUrl) ? url.slice(baseUrl.length) : url.replace(/^\//, ''))))]);
      await page.close();
    }
  } finally {
    await browser.close();
    await server.close();
  }
  return result;
}

/**
 * Chunk ids a built file loads on demand: the bundler's chunk loads (`__webpack_require__.e("id")`,
 * which minification keeps as `<name>.e("id")`) that its dynamic imports compile to, in order,
 * without duplicates.
 */
export function dynamicChunkIds(source: string): string[] {
  return [...new Set([...source.matchAll(/[\w$]\.e\("([^"]+)"\)/g)].map((match) => match[1] ?? ''))].filter(Boolean);
}

/** Reads one Rsdoctor data key: its pieces are JSON, or base64 deflated JSON, concatenated. */
function readRsdoctorData(pieces: string[], key: string): unknown {
  const text = pieces
    .map((piece) => {
      const raw = readFileSync(piece, 'utf8');
      return raw.trimStart().startsWith('{') || raw.trimStart().startsWith('[') ? raw : inflateSync(Buffer.from(raw, 'base64')).toString('utf8');
    })
    .join('');
  try {
    return JSON.parse(text);
  } catch {
    throw new Error(`bundle report: Rsdoctor's ${key} data is not readable JSON (${pieces.join(', ')})`);
  }
}

type Sizes = {raw: number; gzip: number; brotli: number};
/** Brotli size (quality 11) of a text, in bytes. */
const brotliSize = (text: string | Buffer) => brotliCompressSync(text, {params: {[constants.BROTLI_PARAM_QUALITY]: 11}}).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const code = (text: string) => `\`${text}\``;

function fail(message: string): never {
  throw new Error(`bundle report: ${message}`);
}

/** Runs the report; returns the exit code. */
export async function main(args: string[]): Promise<number> {
  const siteDir = path.resolve(__dirname, '..');
  const option = (name: string, fallback: string) => {
    const index = args.indexOf(name);
    return (index >= 0 ? args[index + 1] : undefined) ?? fallback;
  };
  const buildDir = path.resolve(siteDir, option('--build-dir', 'build-analysis'));
  const outFile = path.resolve(siteDir, option('--out', 'reports/bundle-analysis.md'));
  const rsdoctorManifest = path.join(siteDir, '.rsdoctor', 'manifest.json');

  if (!existsSync(path.join(buildDir, 'index.html'))) fail(`no build in ${path.relative(siteDir, buildDir)}/ (run \`npm run analyze\`)`);
  if (!existsSync(rsdoctorManifest)) fail('no Rsdoctor data in .rsdoctor/ (run `npm run analyze`, which builds with ANALYZE=1)');

  // Rsdoctor writes one manifest per compiler; the series names them ("client-…", "server-…").
  type Manifest = {name: string; data: Record<string, unknown>; series?: {name: string; path: string}[]};
  const first = JSON.parse(readFileSync(rsdoctorManifest, 'utf8')) as Manifest;
  const clientEntry = [first, ...(first.series ?? []).map((entry) => ({name: entry.name, path: entry.path}))].find((entry) => entry.name.startsWith('client'));
  if (!clientEntry) fail('Rsdoctor data has no client compiler');
  const client = 'data' in clientEntry ? clientEntry : (JSON.parse(readFileSync(clientEntry.path, 'utf8')) as Manifest);
  const pieces = (key: string) => {
    const list = client.data[key];
    if (!Array.isArray(list) || list.length === 0) fail(`Rsdoctor's client data has no ${key}`);
    return list as string[];
  };
  const moduleGraph = readRsdoctorData(pieces('moduleGraph'), 'moduleGraph') as {modules: RsdoctorModule[]; dependencies: RsdoctorDependency[]};
  const chunkGraph = readRsdoctorData(pieces('chunkGraph'), 'chunkGraph') as {chunks: RsdoctorChunk[]};
  // Each module's minified code, when Rsdoctor kept it: it weighs the groups' compressed shares.
  const moduleCode = (Array.isArray(client.data.moduleCodeMap) && client.data.moduleCodeMap.length ? readRsdoctorData(client.data.moduleCodeMap as string[], 'moduleCodeMap') : {}) as Record<
    string,
    {parsedSource?: string} | undefined
  >;
  const modulesById = new Map(moduleGraph.modules.map((module) => [module.id, module]));
  const chunkOfFile = new Map(chunkGraph.chunks.flatMap((chunk) => chunk.assets.map((asset) => [asset, chunk] as const)));
  const chunkById = new Map(chunkGraph.chunks.map((chunk) => [chunk.id, chunk]));
  const baseUrl = builtBaseUrl(buildDir);
  const relativeUrl = (url: string) => (url.startsWith(baseUrl) ? url.slice(baseUrl.length) : url.replace(/^\//, ''));
  // The entry: the scripts every page's HTML names (the home page's).
  const entryFiles = scriptsInHtml(readFileSync(path.join(buildDir, 'index.html'), 'utf8')).map(relativeUrl);

  const sizeCache = new Map<string, Sizes>();
  const sizesOf = (file: string): Sizes => {
    const cached = sizeCache.get(file);
    if (cached) return cached;
    const full = path.join(buildDir, file);
    if (!existsSync(full)) fail(`${file} is missing from ${path.relative(siteDir, buildDir)}/`);
    const bytes = readFileSync(full);
    const sizes = {
      raw: bytes.length,
      gzip: gzipSync(bytes, {level: 9}).length,
      brotli: brotliSize(bytes),
    };
    sizeCache.set(file, sizes);
    return sizes;
  };

  type RouteRow = KeyRoute & {htmlFiles: string[]; routeFiles: string[]};
  const rows: RouteRow[] = [];
  const routes = await keyRoutes();
  const loaded = await firstLoadScripts(
    buildDir,
    baseUrl,
    routes.map((route) => route.path),
  );
  for (const route of routes) {
    const htmlPath = route.path === '/' ? 'index.html' : `${route.path.replace(/^\//, '')}.html`;
    const candidates = [htmlPath, path.join(route.path.replace(/^\//, ''), 'index.html')].map((file) => path.join(buildDir, file));
    const htmlFile = candidates.find((file) => existsSync(file)) ?? fail(`no HTML for ${route.name} (${route.path}) in ${path.relative(siteDir, buildDir)}/`);
    const htmlFiles = scriptsInHtml(readFileSync(htmlFile, 'utf8')).map(relativeUrl);
    const missingEntry = entryFiles.filter((file) => !htmlFiles.includes(file));
    if (missingEntry.length > 0)
      fail(`the HTML of ${route.name} (${route.path}) loads no ${missingEntry.join(', ')}: the report reads scripts from <script src>, script preloads and the page template's loader (scriptsInHtml)`);
    const routeFiles = (loaded.get(route.path) ?? []).filter((file) => !htmlFiles.includes(file));
    if (routeFiles.length === 0) fail(`Chromium loaded no chunk of ${route.name} (${route.path}) before the page hydrated`);
    rows.push({...route, htmlFiles, routeFiles});
  }
  for (const file of rows.flatMap((row) => [...row.htmlFiles, ...row.routeFiles])) {
    if (!chunkOfFile.has(file)) fail(`Rsdoctor's data does not know ${file}: it was written by another build (run \`npm run analyze\` again)`);
  }

  // What each file holds, by group and by module.
  const fileInfo = new Map<string, {shares: ModuleShare[]; groups: {group: string; bytes: number; compressed: number}[]; unattributed: number}>();
  const infoOf = (file: string) => {
    const cached = fileInfo.get(file);
    if (cached) return cached;
    const chunk = chunkOfFile.get(file)!;
    const shares = moduleShares(chunk.modules, moduleGraph.modules).sort((a, b) => b.bytes - a.bytes || a.path.localeCompare(b.path));
    const sizes = sizesOf(file);
    const groups = compressedGroupShares(shares, siteDir, {raw: sizes.raw, compressed: sizes.brotli}, (id) => moduleCode[id]?.parsedSource, brotliSize);
    const info = {shares, groups, unattributed: sizes.raw - shares.reduce((sum, share) => sum + share.bytes, 0)};
    fileInfo.set(file, info);
    return info;
  };
  const whatFileIs = (file: string) => {
    if (entryFiles.includes(file)) return 'entry (added by the page template after the first paint)';
    // A chunk is named by its largest module: the page or layout component of a route's own
    // chunk, the library of a split chunk.
    const largest = infoOf(file).shares[0];
    return largest ? `chunk, mostly ${code(displayPath(largest.path, siteDir))}` : 'chunk';
  };
  const total = (files: string[]) =>
    files.reduce(
      (sum, file) => {
        const sizes = sizesOf(file);
        return {raw: sum.raw + sizes.raw, gzip: sum.gzip + sizes.gzip, brotli: sum.brotli + sizes.brotli};
      },
      {raw: 0, gzip: 0, brotli: 0},
    );

  // Who imports a group: modules outside it that import one of its modules.
  const firstLoadChunks = new Set(rows.flatMap((row) => [...row.htmlFiles, ...row.routeFiles]).map((file) => chunkOfFile.get(file)!.id));
  const importersOf = (group: string, files: string[]) => {
    const inFiles = new Set(files.flatMap((file) => chunkOfFile.get(file)!.modules));
    const importers = new Set<string>();
    for (const dependency of moduleGraph.dependencies) {
      const target = modulesById.get(dependency.dependency);
      const source = modulesById.get(dependency.module);
      if (!target || !source || !inFiles.has(target.id)) continue;
      if (!(source.chunks ?? []).some((id) => firstLoadChunks.has(id))) continue;
      if (packageOf(target.path, siteDir) === group && packageOf(source.path, siteDir) !== group) importers.add(displayPath(source.path, siteDir));
    }
    return [...importers].sort();
  };

  // What the route's own chunks import after the page has rendered (React.lazy, import()): the
  // chunks their code loads on demand, and what those load in turn. The entry is left out: its
  // route registry can load every page of the site.
  const laterFiles = (row: RouteRow): string[] => {
    const loaded = new Set([...row.htmlFiles, ...row.routeFiles]);
    const later: string[] = [];
    const queue = [...row.routeFiles];
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      for (const id of dynamicChunkIds(readFileSync(path.join(buildDir, file), 'utf8'))) {
        for (const next of chunkById.get(id)?.assets.filter((asset) => asset.endsWith('.js')) ?? []) {
          if (loaded.has(next) || later.includes(next)) continue;
          later.push(next);
          queue.push(next);
        }
      }
    }
    return later;
  };
  const groupsOf = (files: string[]) => {
    const groups = new Map<string, number>();
    for (const file of files) {
      for (const group of infoOf(file).groups) groups.set(group.group, (groups.get(group.group) ?? 0) + group.compressed);
    }
    return [...groups].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  };

  const lines: string[] = [
    '# Bundle analysis: first-load JavaScript of the key routes',
    '',
    'Written by `npm run analyze` (`scripts/bundle-report.ts`) from an English-only production build with Rsdoctor. Do not edit by hand.',
    '',
    "First-load JavaScript is what a visitor downloads before the page is interactive: the scripts its HTML names (only the entry, `runtime~main` and `main`, which the page template's inline loader adds after the first paint) and the chunks the page's code fetches before the page has hydrated, as Chromium loads them from this build (a map page's map library among them: the map starts loading while the page hydrates). Code the route's chunks import later (a map library once the page has rendered, the form libraries on submit: the chunk loads their dynamic imports compile to) is not in the totals; each route lists it below its table.",
    '',
    "Sizes: bytes of the built file; gzip (level 9) and brotli (quality 11) measured with node:zlib, as the benchmark server compresses; 1 KB = 1024 bytes. The make-up of each file comes from Rsdoctor's module graph: each module's minified (\"parsed\") size inside the file. Where Rspack concatenated several modules into one scope, Rsdoctor knows only the scope's size; it is shared among the modules in proportion to their size after loaders, so those figures (marked ≈) are estimates. Bytes not attributed to any module are the chunk wrapper and the bundler's runtime code.",
    '',
    '## Routes',
    '',
    '| Route | Path | Files | Minified | gzip | brotli | of which route chunks (brotli) |',
    '|---|---|---|---|---|---|---|',
  ];
  for (const row of rows) {
    const all = total([...row.htmlFiles, ...row.routeFiles]);
    lines.push(`| ${row.name} | ${code(row.path)} | ${row.htmlFiles.length + row.routeFiles.length} | ${kb(all.raw)} | ${kb(all.gzip)} | ${kb(all.brotli)} | ${kb(total(row.routeFiles).brotli)} |`);
  }
  for (const row of rows) {
    lines.push('', `### ${row.name} (${code(row.path)})`, '', '| File | What | Minified | gzip | brotli |', '|---|---|---|---|---|');
    for (const file of [...row.htmlFiles, ...row.routeFiles]) {
      const sizes = sizesOf(file);
      lines.push(`| [${code(path.posix.basename(file))}](#${anchor(file)}) | ${whatFileIs(file)} | ${kb(sizes.raw)} | ${kb(sizes.gzip)} | ${kb(sizes.brotli)} |`);
    }
    const later = laterFiles(row);
    lines.push(
      '',
      later.length
        ? `Not counted above: the route's chunks can import ${later.length} more files after the page has rendered (${later.map((file) => code(path.posix.basename(file))).join(', ')}; ${kb(total(later).brotli)} brotli): ${describe(groupsOf(later).slice(0, 3))}.`
        : "The route's chunks import nothing after the page has rendered.",
    );
  }

  const allFiles = [...new Set(rows.flatMap((row) => [...row.htmlFiles, ...row.routeFiles]))].sort((a, b) => sizesOf(b).brotli - sizesOf(a).brotli || a.localeCompare(b));
  lines.push(
    '',
    '## What each file contains',
    '',
    'Largest file first. "Share" is the group\'s part of the file\'s minified bytes. "≈ brotli" is its part of the file\'s brotli size: each group weighs by the brotli size of its own minified code (from Rsdoctor), scaled so the groups and the wrapper add up to the file; compressed alone, code loses some context, so read it to about 10 %.',
  );
  for (const file of allFiles) {
    const sizes = sizesOf(file);
    const info = infoOf(file);
    const users = rows.filter((row) => row.htmlFiles.includes(file) || row.routeFiles.includes(file)).map((row) => row.name);
    lines.push(
      '',
      `### <a id="${anchor(file)}"></a>${code(path.posix.basename(file))}`,
      '',
      `${kb(sizes.raw)} minified, ${kb(sizes.gzip)} gzip, ${kb(sizes.brotli)} brotli. Loaded by: ${users.length === rows.length ? 'every key route' : users.join(', ')}.`,
      '',
      '| Package or folder | Minified | Share | ≈ brotli |',
      '|---|---|---|---|',
    );
    for (const group of info.groups) {
      lines.push(`| ${code(group.group)} | ${kb(group.bytes)} | ${percent(group.bytes, sizes.raw)} | ${kb(group.compressed)} |`);
    }
    if (info.unattributed > 0) lines.push(`| (wrapper, runtime) | ${kb(info.unattributed)} | ${percent(info.unattributed, sizes.raw)} | ${kb((sizes.brotli * info.unattributed) / sizes.raw)} |`);
    lines.push('', 'Five largest modules:', '');
    for (const share of info.shares.slice(0, 5)) lines.push(`- ${code(displayPath(share.path, siteDir))}: ${share.estimated ? '≈ ' : ''}${kb(share.bytes)}`);
  }

  // Summary: the largest groups across routes, and what sets routes apart.
  const cost = new Map<string, {brotli: number; routes: Set<string>; files: Set<string>}>();
  for (const row of rows) {
    for (const file of [...row.htmlFiles, ...row.routeFiles]) {
      for (const group of infoOf(file).groups) {
        const entry = cost.get(group.group) ?? {brotli: 0, routes: new Set<string>(), files: new Set<string>()};
        entry.brotli += group.compressed;
        entry.routes.add(row.name);
        entry.files.add(file);
        cost.set(group.group, entry);
      }
    }
  }
  const largest = [...cost].sort((a, b) => b[1].brotli - a[1].brotli || a[0].localeCompare(b[0])).slice(0, 3);
  lines.push('', '## Summary', '', `Three largest costs, by brotli bytes summed over the ${rows.length} key routes (a file counts once per route that loads it):`, '');
  largest.forEach(([group, entry], index) => {
    const files = [...entry.files];
    const perRoute = entry.brotli / entry.routes.size;
    const importers = importersOf(group, files);
    const named = files
      .slice(0, 3)
      .map((file) => code(path.posix.basename(file)))
      .join(', ');
    const where = files.every((file) => entryFiles.includes(file)) ? 'in the entry bundle, so on every page' : `in ${files.length} files (${named}${files.length > 3 ? ', …' : ''})`;
    lines.push(
      `${index + 1}. ${code(group)}: ≈ ${kb(perRoute)} brotli per route on average (${entry.routes.size === rows.length ? 'all key routes' : [...entry.routes].join(', ')}), ${where}. Pulled in by: ${importers.length ? importers.slice(0, 6).map(code).join(', ') + (importers.length > 6 ? `, and ${importers.length - 6} more` : '') : 'the bundle entry itself'}.`,
    );
  });
  const byWeight = [...rows].sort((a, b) => total(b.routeFiles).brotli - total(a.routeFiles).brotli || a.name.localeCompare(b.name));
  const [heaviest, lightest] = [byWeight[0], byWeight[byWeight.length - 1]];
  if (heaviest && lightest && heaviest !== lightest) {
    lines.push(
      `Heaviest first load: ${heaviest.name}; lightest: ${lightest.name}. They are ${kb(total(heaviest.routeFiles).brotli - total(lightest.routeFiles).brotli)} brotli apart, all of it in their route chunks (${heaviest.routeFiles.length} files against ${lightest.routeFiles.length}). A page pays first for the layouts and data of every route it sits under (a docs page: the docs root, version and sidebar chunks, the doc's metadata and content), not for the libraries it shows later: those it imports once it has rendered, listed after each route.`,
    );
  }
  const entryTotal = total(entryFiles);
  lines.push(
    '',
    `Every route loads the same entry (${kb(entryTotal.brotli)} brotli: React, the router, the theme and Docusaurus's client). Routes differ by their route chunks, listed here by weight with their largest packages or folders:`,
    '',
  );
  for (const row of byWeight) {
    const top = groupsOf(row.routeFiles).slice(0, 3);
    const later = laterFiles(row);
    lines.push(
      `- ${row.name}: ${kb(total(row.routeFiles).brotli)} in ${row.routeFiles.length} route chunks; ${describe(top) || 'none'}.` +
        (later.length ? ` After rendering it may import ${kb(total(later).brotli)} more: ${describe(groupsOf(later).slice(0, 2))}.` : ''),
    );
  }
  lines.push('');

  mkdirSync(path.dirname(outFile), {recursive: true});
  writeFileSync(outFile, `${lines.join('\n')}\n`);
  console.log(`bundle report: ${rows.length} routes, ${allFiles.length} files; wrote ${path.relative(siteDir, outFile)}`);
  return 0;
}

/** A Markdown anchor for a file of the build. */
function anchor(file: string): string {
  return `file-${path.posix
    .basename(file)
    .replace(/[^a-z0-9]+/gi, '-')
    .toLowerCase()}`;
}

/** `a` ≈ 1.0 KB, `b` ≈ 0.5 KB: groups with their brotli bytes. */
function describe(groups: [string, number][]): string {
  return groups.map(([group, bytes]) => `${code(group)} ≈ ${kb(bytes)}`).join(', ');
}

function percent(part: number, whole: number): string {
  return `${((100 * part) / whole).toFixed(1)} %`;
}

if (process.argv[1] && /bundle-report\.ts$/.test(process.argv[1])) {
  main(process.argv.slice(2)).then(
    (exitCode) => {
      process.exitCode = exitCode;
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    },
  );
}
