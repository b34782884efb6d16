#!/usr/bin/env node
/**
 * Performance benchmark of the production site (`npm run bench`). Not a test: it measures.
 *
 * 1. Builds the site (`docusaurus build`) unless `--no-build` is given.
 * 2. Serves `build/` with brotli/gzip compression and the headers of `build/_headers`
 *    (`scripts/static-server.mjs`), like a real static host.
 * 3. Measures the stock Docusaurus template (`template.mjs`: built once, then cached) on its
 *    home page and the docs page that page leads to: Lighthouse (mobile preset: emulated
 *    mid-range phone, simulated slow 4G) five times on each with the system Chromium, keeping
 *    the median run ({@link medianRun}). Its home page is the reference of the budgets.
 * 4. Measures each key route (`routes.mjs`) the same way. Map tiles, the only third-party
 *    requests of the key routes, are answered by the same local stand-in tile the end-to-end
 *    tests use (`tests/e2e/externalServices.ts`), so the figures do not depend on the tile
 *    server or on Internet access; Lighthouse still sees, times and throttles them.
 * 5. Records, per route, the scores, LCP, TBT, CLS, the compressed bytes of the JavaScript the
 *    page loads, of its render-blocking stylesheets, of its fonts and of its largest image, and
 *    which heavy libraries (leaflet, swiper, emailjs, sweetalert2, and the charting library,
 *    which no page may load) reach it; checks each against
 *    {@link budgets}, and writes every figure also as a ratio to the template home page's.
 *    Lighthouse's CPU index of the host (`benchmarkIndex`) is recorded for every run.
 * 5b. Measures a repeat visit of the home page and the fact page, the service worker active
 *    (`measureRepeatVisits`), beside their first visits.
 * 6. Measures the intro video's files (each source of the home page's `<video>`, its size on
 *    disk, and the one Chromium picks).
 * 7. Measures the site search on the home page of each locale: the compressed bytes the search
 *    loads before the box is focused (must be none), for a first query and for a second one
 *    (`searchMeasurements`), by kind of file.
 * 8. Writes `reports/benchmark.json` and `reports/benchmark.md` with budgets and pass/fail, and
 *    exits with status 1 when any budget of ours is missed (the template's figures are a
 *    reference, not held to the budgets).
 *
 * Options: `--runs N` (default 5), `--no-build`, `--no-template`, `--route /path` (repeatable:
 * only those routes, and no template), `--search-only` (no Lighthouse route), `--no-search`,
 * `--no-repeat` (no repeat visits).
 * Chromium: CHROMIUM_PATH or /usr/bin/chromium.
 */
import {spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, statSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {brotliCompressSync} from 'node:zlib';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import puppeteer from 'puppeteer-core';
import createJiti from 'jiti';
import {startStaticServer} from '../static-server.mjs';
import {chromiumArgs, chromiumPath} from '../chromium.mjs';
import {keyRoutes, localePath, needsWebFont, searchWords, sitemapPaths} from './routes.mjs';
import {templateBuild} from './template.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const buildDir = path.join(root, 'build');
const load = createJiti(fileURLToPath(import.meta.url));
const {pagePath} = load('../../src/navigation.ts');
const {defaultLocale, localeConfigs} = load('../../src/config/locales.ts');
const {chartingLibraryMark} = load('../../src/data/datasets.ts');

/** Lighthouse runs of one route that may fail (and be measured again) before the benchmark gives up. */
const maxFailedRuns = 4;

/**
 * Budgets. Speed is judged against the framework: each route's figures against those of the
 * stock Docusaurus template's home page, measured in the same run on the same host (the
 * `…Ratio` budgets; a run without the template checks only the others). Bytes are compressed
 * bytes over the network.
 */
export const budgets = {
  accessibility: 1,
  'best-practices': 1,
  seo: 1,
  cls: 0.01,
  /** Lighthouse performance score: at least the template's. */
  performanceRatio: 1,
  /** The search results page's performance score: at least the template's less this. */
  searchPagePerformanceMargin: 0.05,
  /** Largest contentful paint: at most the template's. */
  lcpRatio: 1,
  /** The search results page, whose largest element is a result drawn by its script: at most 1.5 of the template's. */
  searchPageLcpRatio: 1.5,
  /** A page of another locale: its LCP at most 1.15 of the same page's in the default locale (its twin), measured in the same run. */
  twinLcpRatio: 1.15,
  /** Total blocking time: at most the template's. */
  tbtRatio: 1,
  /** JavaScript the page loads while Lighthouse loads it (the framework, the route's chunks): at most the template's. */
  firstLoadJsRatio: 1,
  /** The same on the pages with a map, which load Leaflet: at most 1.25 of the template's. */
  mapPageJsRatio: 1.25,
  /** The intro video file a browser picks. */
  introVideoKb: 1536,
  /** Site search, compressed bytes over the network: the first query (code and index together). */
  searchFirstQueryKb: 130,
  /** Site search: each further query. */
  searchNextQueryKb: 40,
};

/**
 * The search queries of each locale, in its language: a first, then a second on another part of
 * the index. A locale without queries here is not measured.
 */
const searchQueries = {
  en: [
    {query: 'Swatch', expect: 'Swatch'},
    {query: searchWords.en, expect: searchWords.en},
  ],
  bn: [
    {query: 'সোয়াচ', expect: 'সোয়াচ'},
    {query: searchWords.bn, expect: searchWords.bn},
  ],
};

/**
 * The search measurement, per locale: the page it starts on, and a first then a second query on
 * another part of the index, each with a word the first result's title must hold (so the bytes
 * are counted once the results are in).
 */
export const searchMeasurements = Object.keys(localeConfigs)
  .filter((locale) => locale in searchQueries)
  .map((locale) => ({locale, path: localePath(locale, pagePath('home')), queries: searchQueries[locale]}));

/** The kinds of file a search loads, by the file's name in Pagefind's bundle. */
const searchFileKinds = [
  ['code', /pagefind\.js$/],
  ['WebAssembly', /\.pagefind$/],
  ['entry and metadata', /pagefind-entry\.json$|\.pf_meta$/],
  ['index chunks', /\.pf_index$/],
  ['results (fragments)', /\.pf_fragment$/],
];

/** Text that identifies each heavy library inside a JavaScript file of the build. */
const libraryMarkers = {
  leaflet: ['leaflet-container', 'leaflet-marker-icon'],
  // Swiper's code, not its class names (the home carousel's markup uses those before Swiper starts).
  swiper: ['slideToClickedSlide', 'data-swiper-slide-index'],
  // A message of the library's own (the site's policy table also names the API's address).
  emailjs: ['The LimitRate throttle has to be a positive number'],
  sweetalert2: ['swal2-popup', 'swal2-container'],
  // The charts are drawn when the site is built: no page may load the charting library.
  plot: [chartingLibraryMark],
};

function parseArgs(argv) {
  const options = {runs: 5, build: true, routes: [], search: true, template: true, repeat: true};
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index];
    if (argument === '--no-build') options.build = false;
    else if (argument === '--no-template') options.template = false;
    else if (argument === '--runs') options.runs = Number(argv[++index]);
    else if (argument === '--route') options.routes.push(argv[++index]);
    else if (argument === '--search-only') options.routes.push('none');
    else if (argument === '--no-search') options.search = false;
    else if (argument === '--no-repeat') options.repeat = false;
    else throw new Error(`unknown option ${argument}`);
  }
  if (!Number.isInteger(options.runs) || options.runs < 1) throw new Error('--runs needs a whole number of at least 1');
  // Measuring some routes only (or only the search) is a quick look: the template waits for a full run.
  if (options.routes.length) options.template = false;
  return options;
}

/** The file of `directory` a URL of the static server maps to (its path, without query). */
const fileOf = (directory, url) => path.join(directory, decodeURIComponent(new URL(url).pathname));

/** Libraries whose markers appear in the JavaScript files (of the build in `directory`) a page loaded. */
function librariesLoaded(directory, scriptUrls) {
  const found = new Set();
  for (const url of scriptUrls) {
    const file = fileOf(directory, url);
    if (!existsSync(file)) continue;
    const source = readFileSync(file, 'utf8');
    for (const [library, markers] of Object.entries(libraryMarkers)) {
      if (markers.some((marker) => source.includes(marker))) found.add(library);
    }
  }
  return [...found].sort();
}

/** The HTML file the static server answers a route with (`/a` → `a.html` or `a/index.html`). */
function htmlFileOf(directory, routePath) {
  const pathname = new URL(routePath, 'http://localhost').pathname;
  return [`${pathname}.html`, path.join(pathname, 'index.html')].map((candidate) => path.join(directory, candidate)).find((file) => existsSync(file) && statSync(file).isFile());
}

/**
 * The stylesheets that block the page's first paint: each `<link rel="stylesheet">` of the
 * served HTML whose `media` (if any) can match a phone's screen, as absolute URLs. Read from the
 * HTML, not from Lighthouse's `render-blocking-resources` audit, because that audit lists a
 * blocking resource only when it estimates loading it differently would save 50 ms or more, so
 * on a fast page it lists none of them; stylesheets a script adds later block nothing.
 */
function renderBlockingStylesheets(directory, routePath, origin) {
  const file = htmlFileOf(directory, routePath);
  if (!file) return [];
  const html = readFileSync(file, 'utf8');
  const attribute = (tag, name) =>
    tag
      .match(new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i'))
      ?.slice(1)
      .find((value) => value !== undefined);
  return [...html.matchAll(/<link\b[^>]*>/gi)]
    .map(([tag]) => tag)
    .filter((tag) => /^stylesheet$/i.test(attribute(tag, 'rel') ?? '') && !/^\s*(print|not all|speech)\b/i.test(attribute(tag, 'media') ?? ''))
    .map((tag) => new URL(attribute(tag, 'href').replace(/\/$/, ''), `${origin}${routePath}`).href);
}

/** The compressed size of a file the page did not fetch while Lighthouse watched (brotli, as the server sends it). */
const compressedSize = (file) => (existsSync(file) ? brotliCompressSync(readFileSync(file)).length : 0);

/**
 * The run of `runs` whose performance score is the median (by LCP among equal scores): one
 * whole run, so that its figures belong together.
 */
function medianRun(runs) {
  const score = (lhr) => lhr.categories.performance?.score ?? 0;
  const lcp = (lhr) => lhr.audits['largest-contentful-paint']?.numericValue ?? 0;
  return [...runs].sort((a, b) => score(a) - score(b) || lcp(b) - lcp(a))[Math.floor(runs.length / 2)];
}

/**
 * The figures of one route from its median Lighthouse run, checked against {@link budgets}
 * (`checked` false for the template: figures only); `reference` is the template home page's
 * summary, without which the budgets relative to it are not checked.
 */
function summarise(route, lhr, {directory, origin, checked, reference}) {
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const bytes = {script: 0, stylesheet: 0, image: 0, font: 0, media: 0, total: 0};
  for (const request of requests) {
    const size = request.transferSize ?? 0;
    bytes.total += size;
    const type = {Script: 'script', Stylesheet: 'stylesheet', Image: 'image', Font: 'font', Media: 'media'}[request.resourceType];
    if (type) bytes[type] += size;
  }
  const blockingCss = renderBlockingStylesheets(directory, route.path, origin).map((url) => {
    const request = requests.find((item) => item.url === url);
    return {url, bytes: request?.transferSize ?? compressedSize(fileOf(directory, url))};
  });
  bytes.renderBlockingCss = blockingCss.reduce((total, sheet) => total + sheet.bytes, 0);
  const largestImage = requests
    .filter((request) => request.resourceType === 'Image')
    .reduce((largest, request) => ((request.transferSize ?? 0) > (largest?.bytes ?? -1) ? {url: request.url, bytes: request.transferSize ?? 0} : largest), undefined);
  const scripts = requests.filter((request) => request.resourceType === 'Script').map((request) => request.url);
  const loaded = librariesLoaded(directory, scripts);
  const unexpected = loaded.filter((library) => !route.libraries.includes(library));
  const scores = Object.fromEntries(['performance', 'accessibility', 'best-practices', 'seo'].map((id) => [id, lhr.categories[id]?.score ?? 0]));
  const cls = lhr.audits['cumulative-layout-shift']?.numericValue ?? 0;
  const tbtMs = lhr.audits['total-blocking-time']?.numericValue ?? 0;
  const lcpMs = lhr.audits['largest-contentful-paint']?.numericValue ?? 0;
  const searchPage = route.name.startsWith('Search results');
  const relative = reference
    ? {
        performance: scores.performance >= reference.scores.performance * budgets.performanceRatio - (searchPage ? budgets.searchPagePerformanceMargin : 0),
        lcp: lcpMs <= reference.lcpMs * (searchPage ? budgets.searchPageLcpRatio : budgets.lcpRatio),
        tbt: tbtMs <= reference.tbtMs * budgets.tbtRatio,
        js: bytes.script <= reference.bytes.script * (route.libraries.includes('leaflet') ? budgets.mapPageJsRatio : budgets.firstLoadJsRatio),
      }
    : {};
  const checks = checked
    ? {
        ...relative,
        accessibility: scores.accessibility >= budgets.accessibility,
        'best-practices': scores['best-practices'] >= budgets['best-practices'],
        seo: scores.seo >= budgets.seo,
        cls: cls <= budgets.cls,
        libraries: unexpected.length === 0,
      }
    : {};
  const failedAudits = Object.values(lhr.audits)
    .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode === 'binary')
    .map((audit) => audit.id);
  // Lighthouse's measure of the host CPU's speed: simulated timings scale with it, so it tells
  // how comparable two reports are (and how much one run differs from the next on this host).
  const benchmarkIndex = lhr.environment?.benchmarkIndex;
  return {
    route: route.path,
    name: route.name,
    locale: route.locale,
    benchmarkIndex,
    scores,
    cls,
    tbtMs,
    lcpMs,
    bytes,
    renderBlockingCss: blockingCss,
    largestImage,
    libraries: loaded,
    unexpectedLibraries: unexpected,
    checks,
    pass: Object.values(checks).every(Boolean),
    failedAudits,
  };
}

/**
 * The figures {@link ratios} divides: name → how to read it from a summary, at the precision
 * the report shows it (a layout shift of 0.0003 is no shift: dividing by it would give a
 * meaningless ratio of thousands).
 */
const ratioFigures = {
  performance: (row) => row.scores.performance,
  accessibility: (row) => row.scores.accessibility,
  'best-practices': (row) => row.scores['best-practices'],
  seo: (row) => row.scores.seo,
  lcp: (row) => Math.round(row.lcpMs),
  tbt: (row) => Math.round(row.tbtMs),
  cls: (row) => Math.round(row.cls * 1000) / 1000,
  js: (row) => row.bytes.script,
  css: (row) => row.bytes.renderBlockingCss,
  fonts: (row) => row.bytes.font,
  largestImage: (row) => row.largestImage?.bytes ?? 0,
  total: (row) => row.bytes.total,
};

/** Each figure of `row` divided by the same figure of `reference`; null where the reference's is 0. */
function ratios(row, reference) {
  return Object.fromEntries(Object.entries(ratioFigures).map(([name, read]) => [name, read(reference) ? read(row) / read(reference) : null]));
}

/**
 * The intro video of the home page: each `<source>` of its `<video>` (the page adds the video
 * once its scripts run, so the rendered page is read, not the served HTML), with its size on
 * disk, whether Chromium can play its type, and the one Chromium picked (`currentSrc`).
 */
async function measureVideo(browser, origin) {
  const page = await browser.newPage();
  try {
    await page.goto(`${origin}${pagePath('home')}`, {waitUntil: 'networkidle0'});
    const video = await page
      .waitForFunction(
        () => {
          // eslint-disable-next-line no-undef -- runs in the page
          const element = document.querySelector('video');
          return element && element.currentSrc
            ? {picked: element.currentSrc, sources: [...element.querySelectorAll('source')].map((source) => ({url: source.src, type: source.type, playable: element.canPlayType(source.type)}))}
            : false;
        },
        {timeout: 15_000},
      )
      .then((handle) => handle.jsonValue())
      .catch(() => undefined);
    if (!video) return {sources: [], picked: undefined, pass: true};
    const sources = video.sources.map((source) => {
      const file = fileOf(buildDir, source.url);
      return {...source, path: new URL(source.url).pathname, bytes: existsSync(file) ? statSync(file).size : 0};
    });
    const picked = sources.find((source) => source.url === video.picked);
    return {sources, picked: picked?.path, pass: (picked?.bytes ?? 0) <= budgets.introVideoKb * 1024};
  } finally {
    await page.close();
  }
}

const kb = (value) => `${(value / 1024).toFixed(1)} KB`;
const mark = (ok) => (ok ? 'pass' : '**FAIL**');
const fail = (row, check) => (row.checks[check] === false ? ' ✗' : '');
const ratioText = (value) => (value === null || value === undefined ? '—' : `${value.toFixed(2)}×`);

/** One row of the routes table. */
function routeRow(row, result) {
  if (row.error) return `| ${row.name} \`${row.route}\` |${' |'.repeat(12)} **FAIL**: ${row.error} |`;
  const failed = Object.entries(row.checks)
    .filter(([, ok]) => !ok)
    .map(([check]) => check);
  return `| ${row.name} \`${row.route}\` | ${row.scores.performance.toFixed(2)}${fail(row, 'performance')} | ${row.scores.accessibility.toFixed(2)}${fail(row, 'accessibility')} | ${row.scores['best-practices'].toFixed(2)}${fail(row, 'best-practices')} | ${row.scores.seo.toFixed(2)}${fail(row, 'seo')} | ${(row.lcpMs / 1000).toFixed(2)} s${fail(row, 'lcp')}${row.twinLcpRatio ? ` (${row.twinLcpRatio.toFixed(2)}× ${localeConfigs[defaultLocale].label}${fail(row, 'twinLcp')})` : ''} | ${Math.round(row.tbtMs)} ms${fail(row, 'tbt')} | ${row.cls.toFixed(3)}${fail(row, 'cls')} | ${kb(row.bytes.script)}${fail(row, 'js')} | ${kb(row.bytes.renderBlockingCss)}${fail(row, 'css')} | ${kb(row.bytes.font)}${fail(row, 'fonts')} | ${kb(row.largestImage?.bytes ?? 0)} | ${row.libraries.join(', ') || 'none'}${fail(row, 'libraries')} | ${result ?? (failed.length ? `**FAIL**: ${failed.join(', ')}` : 'pass')} |`;
}

/**
 * Adds to each measured page of another locale the check of its LCP against its twin's, the
 * same page in the default locale measured in the same run (`budgets.twinLcpRatio`), and its
 * ratio (`twinLcpRatio`); a page whose twin was not measured is left as it is.
 */
function withTwinChecks(results, routes) {
  return results.map((row) => {
    const twinPath = routes.find((route) => route.path === row.route)?.twin;
    const twin = results.find((other) => other.route === twinPath && !other.error);
    if (row.error || !twin) return row;
    const twinLcpRatio = row.lcpMs / twin.lcpMs;
    const checks = {...row.checks, twinLcp: twinLcpRatio <= budgets.twinLcpRatio};
    return {...row, twinLcpRatio, checks, pass: Object.values(checks).every(Boolean)};
  });
}

function markdown(report) {
  const template = report.template;
  const lines = ['# Performance benchmark', ''];
  if (report.routes.length) {
    lines.push(
      `Measured ${report.date} with Lighthouse ${report.lighthouseVersion} (mobile preset: emulated mid-range phone, simulated slow 4G), median of ${report.runs} ${report.runs === 1 ? 'run' : 'runs'} per route, production build served with brotli/gzip compression.`,
      '',
      `Budgets per route, against the stock template's home page measured in the same run: performance ≥ ${budgets.performanceRatio}× (the search results pages ≥ the template's − ${budgets.searchPagePerformanceMargin}), LCP ≤ ${budgets.lcpRatio}× (the search results pages ≤ ${budgets.searchPageLcpRatio}×), TBT ≤ ${budgets.tbtRatio}×, JavaScript ≤ ${budgets.firstLoadJsRatio}× (the pages with a map ≤ ${budgets.mapPageJsRatio}×); a page of another locale, LCP ≤ ${budgets.twinLcpRatio}× its twin's in the default locale; and accessibility, best practices and SEO = 1.00, CLS ≤ ${budgets.cls}, leaflet, swiper, emailjs and sweetalert2 only on the routes that use them. ${report.template ? '' : 'The template was not measured in this run, so the budgets relative to it were not checked. '}✗ marks a missed budget. Fonts are counted on the pages of ${Object.keys(localeConfigs).filter(needsWebFont).join(', ') || 'no locale'}.`,
      '',
      'Bytes are compressed bytes over the network. JS: every script the page loads while Lighthouse loads it. Render-blocking CSS: the stylesheets linked in the served HTML whose `media` can match the screen. Largest image: the largest image request of the page (its address is in the media section).',
      '',
      '| Route | Perf. | A11y | Best pr. | SEO | LCP | TBT | CLS | JS | Render-blocking CSS | Fonts | Largest image | Heavy libraries | Result |',
      '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
      ...report.routes.map((row) => routeRow(row)),
    );
  } else {
    lines.push(`Measured ${report.date}: no route (site search only).`);
  }
  if (template) {
    lines.push(`| **Stock Docusaurus template ${template.version}** (reference, no budgets) | | | | | | | | | | | | | |`, ...template.routes.map((row) => routeRow(row, 'reference')));
    lines.push(
      '',
      '## Ratio to the stock template',
      '',
      `Each figure of ours divided by the same figure of the stock template's home page (\`${template.routes[0]?.route}\`), measured in the same run on the same host; the home page is the reference for every route (not the closer of its home and docs page), so every row is divided by the same figures and rows compare with each other as well as with other runs. Below 1 is lighter or faster than the template, above 1 heavier or slower; — where the template's figure is 0.`,
      '',
      '| Route | Perf. | A11y | Best pr. | SEO | LCP | TBT | CLS | JS | Render-blocking CSS | Fonts | Largest image | All bytes |',
      '|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    );
    for (const row of report.routes.filter((entry) => entry.ratios)) {
      lines.push(
        `| ${row.name} \`${row.route}\` | ${Object.keys(ratioFigures)
          .map((name) => ratioText(row.ratios[name]))
          .join(' | ')} |`,
      );
    }
  }
  if (report.repeat?.length) {
    lines.push(
      '',
      '## Repeat visits (service worker active)',
      '',
      "The same route opened once, then loaded again by Lighthouse without clearing the site's storage, on the same emulated phone and throttled link; beside it, the first visit of the table above. Bytes: what the page's requests report; a response the worker answers counts 0, and the worker's own fetch of the page's HTML (network first) is not among them.",
      '',
      '| Route | Perf. first → repeat | LCP first → repeat | TBT first → repeat | Bytes first → repeat | FCP repeat |',
      '|---|---|---|---|---|---|',
      ...report.repeat.map(
        (row) =>
          `| ${row.name} \`${row.route}\` | ${row.first ? row.first.performance.toFixed(2) : '–'} → ${row.performance.toFixed(2)} | ${row.first ? (row.first.lcpMs / 1000).toFixed(2) : '–'} → ${(row.lcpMs / 1000).toFixed(2)} s | ${row.first ? Math.round(row.first.tbtMs) : '–'} → ${Math.round(row.tbtMs)} ms | ${row.first ? kb(row.first.bytes) : '–'} → ${kb(row.bytes)} | ${(row.fcpMs / 1000).toFixed(2)} s |`,
      ),
    );
  }
  const allIndexes = [...report.routes, ...(template?.routes ?? [])].flatMap((row) => row.runIndexes ?? []);
  if (allIndexes.length) {
    lines.push(
      '',
      '## Host CPU index',
      '',
      `Lighthouse's benchmark index of the host, recorded at every run: ${Math.round(Math.min(...allIndexes))} to ${Math.round(Math.max(...allIndexes))} over ${allIndexes.length} ${allIndexes.length === 1 ? 'run' : 'runs'} (ours${template ? ' and the template' : ''}). Higher is faster; simulated timings such as TBT and LCP grow as it falls, so compare figures of runs with similar indexes, or compare the ratios.`,
      '',
      '| Route | Index of each run | Median run |',
      '|---|---|---|',
      ...[...report.routes, ...(template?.routes ?? [])]
        .filter((row) => row.runIndexes)
        .map((row) => `| ${row.name} \`${row.route}\` | ${row.runIndexes.map((value) => Math.round(value)).join(', ')} | ${Math.round(row.benchmarkIndex ?? 0)} |`),
    );
  }
  if (report.video || report.routes.length) {
    lines.push('', '## Media');
    if (report.video) {
      lines.push(
        '',
        `The home page's intro video (added by its scripts after the page loads; Lighthouse does not count it). Size on disk of each source; a browser plays the first source whose type it can play. Budget: the file a browser picks ≤ ${kb(budgets.introVideoKb * 1024)}.`,
        '',
      );
      if (report.video.sources.length) {
        lines.push('| Source | Type | Bytes | Chromium can play | Picked by Chromium |', '|---|---|---|---|---|');
        for (const source of report.video.sources) {
          lines.push(`| \`${source.path}\` | ${source.type} | ${kb(source.bytes)} | ${source.playable || 'no'} | ${source.path === report.video.picked ? `yes: ${mark(report.video.pass)}` : ''} |`);
        }
      } else {
        lines.push('No video played on the home page (none in the page, or the browser asked for reduced data or motion).');
      }
    }
    lines.push('', 'The largest image of each route (transfer bytes):', '', '| Route | Image | Bytes |', '|---|---|---|');
    for (const row of [...report.routes, ...(template?.routes ?? [])].filter((entry) => !entry.error)) {
      lines.push(`| ${row.name} \`${row.route}\` | ${row.largestImage ? `\`${new URL(row.largestImage.url).pathname}\`` : 'none'} | ${kb(row.largestImage?.bytes ?? 0)} |`);
    }
  }
  if (report.search) {
    lines.push(
      '',
      '## Site search',
      '',
      `Compressed bytes over the network, headers included (budgets: nothing before the search box is focused, ${budgets.searchFirstQueryKb} KB for a first query, ${budgets.searchNextQueryKb} KB for each further one):`,
      '',
    );
    lines.push(`| Locale | Before focus | Query | Bytes | ${searchFileKinds.map(([kind]) => kind).join(' | ')} | Result |`, `|---|---|---|---|${searchFileKinds.map(() => '---|').join('')}---|`);
    for (const locale of report.search.locales) {
      for (const [index, query] of locale.queries.entries()) {
        const ok = index === 0 ? locale.checks.first : locale.checks.next;
        lines.push(
          `| ${locale.locale} \`${locale.path}\` | ${index === 0 ? `${kb(locale.beforeFocus)}${locale.checks.beforeFocus ? '' : ' ✗'}` : ''} | ${index === 0 ? 'first' : 'then'} "${query.query}" | ${kb(query.bytes)}${ok ? '' : ' ✗'} | ${searchFileKinds.map(([kind]) => kb(query.byKind[kind])).join(' | ')} | ${mark(ok && (index > 0 || locale.checks.beforeFocus))} |`,
        );
      }
    }
  }
  lines.push('', `Overall: ${report.pass ? 'every budget met' : 'budgets missed (✗)'}.`, '');
  return lines.join('\n');
}

const {localTileFor, tileUrlPattern} = load('../../tests/e2e/externalServices.ts');

/**
 * Bytes over the network (compressed, headers included) of the site search, per locale of
 * {@link searchMeasurements}: before the search box is focused, then for each query, typed one
 * after the other; each query's bytes also by kind of file ({@link searchFileKinds}).
 */
async function measureSearch(browser, origin) {
  const locales = [];
  for (const measurement of searchMeasurements) {
    const page = await browser.newPage();
    // Past the service worker: it answers the page's requests from its own fetches, which the
    // page's network events count as 0 bytes; the bytes over the network are the same.
    await page.setBypassServiceWorker(true);
    const cdp = await page.createCDPSession();
    await cdp.send('Network.enable');
    // An empty HTTP cache, as a first visitor has: the Lighthouse runs before this one leave
    // the last search page's index files in it.
    await cdp.send('Network.clearBrowserCache');
    const searchUrls = new Map();
    let files = [];
    cdp.on('Network.requestWillBeSent', (event) => searchUrls.set(event.requestId, event.request.url));
    cdp.on('Network.loadingFinished', (event) => {
      const url = searchUrls.get(event.requestId) ?? '';
      if (url.includes('/pagefind/')) files.push({url, bytes: event.encodedDataLength});
    });
    await page.goto(`${origin}${measurement.path}`, {waitUntil: 'networkidle0'});
    const beforeFocus = files.reduce((total, file) => total + file.bytes, 0);
    const box = 'input[role="combobox"]';
    const queries = [];
    for (const {query, expect} of measurement.queries) {
      files = [];
      await page.click(box, {count: 3});
      // The whole query in one input event (as pasted): one query is measured. Typed letter by
      // letter on a busy machine, a pause longer than the search's delay would ask each prefix
      // and count their results too.
      await page.keyboard.sendCharacter(query);
      await page.waitForFunction(
        (text) =>
          // eslint-disable-next-line no-undef -- runs in the page
          [...document.querySelectorAll('[role="option"]')].length > 1 && document.querySelector('[role="option"]')?.textContent?.toLowerCase().includes(text.toLowerCase()),
        {timeout: 30_000},
        expect,
      );
      await page.waitForNetworkIdle({idleTime: 500});
      const byKind = Object.fromEntries(searchFileKinds.map(([kind, pattern]) => [kind, files.filter((file) => pattern.test(file.url)).reduce((total, file) => total + file.bytes, 0)]));
      queries.push({query, bytes: files.reduce((total, file) => total + file.bytes, 0), files: files.length, byKind});
    }
    await page.close();
    const [first, next] = queries;
    const checks = {beforeFocus: beforeFocus === 0, first: first.bytes <= budgets.searchFirstQueryKb * 1024, next: next.bytes <= budgets.searchNextQueryKb * 1024};
    locales.push({locale: measurement.locale, path: measurement.path, beforeFocus, queries, checks, pass: Object.values(checks).every(Boolean)});
  }
  return {locales, pass: locales.every((locale) => locale.pass)};
}

/**
 * A new browser page (one per Lighthouse run, so no run inherits another's state) whose
 * requests to the map tile server get the local stand-in tile (a PNG of
 * 256 px, or 512 px for a high-density `@2x` tile), every other request going through unchanged.
 */
async function pageWithLocalTiles(browser) {
  const page = await browser.newPage();
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    if (tileUrlPattern.test(request.url())) {
      void request.respond({status: 200, contentType: 'image/png', headers: {'Access-Control-Allow-Origin': '*'}, body: localTileFor(request.url())});
    } else {
      void request.continue();
    }
  });
  return page;
}

/**
 * Lighthouse's median run of each route (`runs` runs each), served by `server` from
 * `directory`, as summaries ({@link summarise}) with the CPU index of every run (`runIndexes`).
 */
async function measureRoutes({browser, chrome, server, directory, routes, runs: runCount, checked, reference, onVersion}) {
  const results = [];
  for (const route of routes) {
    const url = `${server.url}${route.path}`;
    const status = await fetch(url).then((response) => response.status);
    if (status !== 200) {
      results.push({route: route.path, name: route.name, error: `HTTP ${status}`, checks: {}, pass: false});
      console.log(`${route.path}: HTTP ${status}`);
      continue;
    }
    const runs = [];
    let failedRuns = 0;
    while (runs.length < runCount) {
      const page = await pageWithLocalTiles(browser);
      const result = await lighthouse(url, {port: Number(chrome.port), output: 'json', logLevel: 'error'}, undefined, page);
      await page.close();
      onVersion(result.lhr.lighthouseVersion);
      const problem = result.lhr.runtimeError?.message ?? (result.lhr.audits['first-contentful-paint']?.numericValue === undefined ? 'no first paint measured' : undefined);
      if (!problem) {
        runs.push(result.lhr);
        continue;
      }
      // A run Lighthouse itself could not complete (it sometimes loses the trace's navigation
      // start on this kind of machine) is measured again, four times at most per route.
      failedRuns += 1;
      console.log(`${route.path}: Lighthouse run failed (${problem})${failedRuns <= maxFailedRuns ? ', measuring again' : ''}`);
      if (failedRuns > maxFailedRuns) {
        throw new Error(`${route.path}: Lighthouse failed ${failedRuns} times: ${problem}`);
      }
    }
    const summary = {
      ...summarise(route, medianRun(runs), {directory, origin: server.url, checked, reference}),
      runIndexes: runs.map((lhr) => lhr.environment?.benchmarkIndex).filter((value) => typeof value === 'number'),
    };
    results.push(summary);
    const failed = Object.entries(summary.checks)
      .filter(([, ok]) => !ok)
      .map(([check]) => check);
    console.log(
      `${route.path}: performance ${summary.scores.performance}, a11y ${summary.scores.accessibility}, best practices ${summary.scores['best-practices']}, SEO ${summary.scores.seo}, LCP ${Math.round(summary.lcpMs)} ms, TBT ${Math.round(summary.tbtMs)} ms, CLS ${summary.cls.toFixed(3)}, JS ${kb(summary.bytes.script)}, CSS ${kb(summary.bytes.renderBlockingCss)}, fonts ${kb(summary.bytes.font)}, CPU index ${summary.runIndexes.map(Math.round).join('/')}${checked ? (failed.length ? ` FAIL ${failed.join(', ')}` : ' pass') : ''}`,
    );
  }
  return results;
}

/**
 * A repeat visit of each route with the service worker active: the page is opened once (the
 * worker installs and keeps it), then Lighthouse loads it again without clearing the site's
 * storage (`disableStorageReset`), on the same emulated phone and throttled link as a first
 * visit; the median of `runs` such visits, with the first visits' figures of `firstVisits`
 * beside them. Every run starts from a cleared origin, so each measures one first visit's
 * worker.
 */
async function measureRepeatVisits({browser, chrome, server, routes, runs: runCount, firstVisits}) {
  const rows = [];
  for (const route of routes) {
    const url = `${server.url}${route.path}`;
    const runs = [];
    let failed = 0;
    while (runs.length < runCount) {
      const page = await pageWithLocalTiles(browser);
      const session = await page.createCDPSession();
      await session.send('Storage.clearDataForOrigin', {origin: server.url, storageTypes: 'all'});
      await page.goto(url, {waitUntil: 'networkidle0'});
      // The worker has kept the page once it controls it and its cache holds the page.
      await page.waitForFunction(async (address) => Boolean(navigator.serviceWorker.controller) && Boolean(await globalThis.caches.match(address)), {timeout: 30_000}, url);
      const result = await lighthouse(url, {port: Number(chrome.port), output: 'json', logLevel: 'error', disableStorageReset: true}, undefined, page);
      await page.close();
      if (result.lhr.runtimeError || result.lhr.audits['first-contentful-paint']?.numericValue === undefined) {
        failed += 1;
        if (failed > maxFailedRuns) throw new Error(`${route.path}: the repeat visit failed ${failed} times`);
        continue;
      }
      runs.push(result.lhr);
    }
    const lhr = medianRun(runs);
    const requests = lhr.audits['network-requests']?.details?.items ?? [];
    const first = firstVisits.find((row) => row.route === route.path);
    const row = {
      route: route.path,
      name: route.name,
      performance: lhr.categories.performance?.score ?? 0,
      fcpMs: lhr.audits['first-contentful-paint']?.numericValue ?? 0,
      lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? 0,
      tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? 0,
      bytes: requests.reduce((total, request) => total + (request.transferSize ?? 0), 0),
      first: first && !first.error ? {performance: first.scores.performance, lcpMs: first.lcpMs, tbtMs: first.tbtMs, bytes: first.bytes.total} : undefined,
    };
    rows.push(row);
    console.log(
      `${route.path} (repeat visit, worker active): performance ${row.performance}, FCP ${Math.round(row.fcpMs)} ms, LCP ${Math.round(row.lcpMs)} ms, TBT ${Math.round(row.tbtMs)} ms, ${kb(row.bytes)} over the network`,
    );
  }
  return rows;
}

/**
 * The template's routes: its home page and the docs page its home page leads to first (its
 * tutorial's introduction), or else the first docs page of its sitemap.
 */
function templateRoutes(directory) {
  const home = readFileSync(path.join(directory, 'index.html'), 'utf8');
  const linked = home.match(/href="?(\/docs\/[^"\s>#]*)/)?.[1];
  const docsPage = linked ?? sitemapPaths(directory).find((page) => page.startsWith('/docs/'));
  return [{path: '/', name: 'Template home', locale: defaultLocale, libraries: []}, ...(docsPage ? [{path: docsPage, name: 'Template docs page', locale: defaultLocale, libraries: []}] : [])];
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  if (options.build) {
    const build = spawnSync('npx', ['docusaurus', 'build'], {cwd: root, stdio: 'inherit'});
    if (build.status !== 0) throw new Error('the build failed');
  }
  if (!existsSync(path.join(buildDir, 'index.html'))) throw new Error('no build: run without --no-build');
  const routes = options.routes.length ? keyRoutes(buildDir).filter((route) => options.routes.includes(route.path)) : keyRoutes(buildDir);
  const templateSite = options.template ? templateBuild(root) : undefined;
  if (templateSite?.cached) console.log(`Stock template ${templateSite.version}: the cached build (${path.relative(root, templateSite.buildDir)})`);
  const server = await startStaticServer(buildDir);
  const templateServer = templateSite ? await startStaticServer(templateSite.buildDir) : undefined;
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumArgs, '--disable-dev-shm-usage', '--autoplay-policy=no-user-gesture-required'],
  });
  const browser = await puppeteer.connect({browserURL: `http://127.0.0.1:${chrome.port}`});
  let lighthouseVersion = '';
  const onVersion = (version) => {
    lighthouseVersion = version;
  };
  let results;
  let repeat;
  let template;
  let search;
  let video;
  try {
    // The template first: our routes are checked against its home page.
    let reference;
    if (templateSite && templateServer) {
      const templateResults = await measureRoutes({
        browser,
        chrome,
        server: templateServer,
        directory: templateSite.buildDir,
        routes: templateRoutes(templateSite.buildDir),
        runs: options.runs,
        checked: false,
        onVersion,
      });
      template = {version: templateSite.version, routes: templateResults};
      reference = templateResults.find((row) => !row.error);
    }
    results = await measureRoutes({browser, chrome, server, directory: buildDir, routes, runs: options.runs, checked: true, reference, onVersion});
    if (reference) results = results.map((row) => (row.error ? row : {...row, ratios: ratios(row, reference)}));
    results = withTwinChecks(results, routes);
    // A repeat visit of the home page and a fact page, the worker active, beside their first visits.
    const repeatRoutes = routes.filter((route) => route.locale === defaultLocale && [pagePath('home'), pagePath('swatch-of-no-ground')].includes(route.path));
    if (options.repeat && repeatRoutes.length) repeat = await measureRepeatVisits({browser, chrome, server, routes: repeatRoutes, runs: options.runs, firstVisits: results});
    if (!options.routes.length || routes.some((route) => route.path === pagePath('home'))) {
      video = await measureVideo(browser, server.url);
      console.log(`intro video: ${video.sources.map((source) => `${source.path} ${kb(source.bytes)}`).join(', ') || 'none'}; Chromium picked ${video.picked ?? 'none'}`);
    }
    if (options.search) {
      search = await measureSearch(browser, server.url);
      console.log(`search: ${search.locales.flatMap((locale) => locale.queries.map((entry) => `${entry.query} ${kb(entry.bytes)}`)).join(', ')} ${search.pass ? 'pass' : 'FAIL'}`);
    }
  } finally {
    await browser.disconnect();
    await chrome.kill();
    await server.close();
    await templateServer?.close();
  }
  const report = {
    date: new Date().toISOString(),
    lighthouseVersion,
    runs: options.runs,
    budgets,
    pass: results.every((row) => row.pass) && (search?.pass ?? true) && (video?.pass ?? true),
    routes: results,
    repeat,
    template,
    video,
    search,
  };
  mkdirSync(path.join(root, 'reports'), {recursive: true});
  writeFileSync(path.join(root, 'reports/benchmark.json'), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(path.join(root, 'reports/benchmark.md'), markdown(report));
  console.log(`\n${markdown(report)}\nReport: reports/benchmark.md and reports/benchmark.json`);
  process.exitCode = report.pass ? 0 : 1;
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
