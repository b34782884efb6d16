#!/usr/bin/env node
/**
 * Performance benchmark of the production site (`npm run bench`). Not a test: it measures.
 *
 * 1. Builds the site (`docusaurus build`) unless `--no-build` is given.
 * 2. Serves `build/` with brotli/gzip compression and the headers of `build/_headers`
 *    (`static-server.mjs`), like a real static host.
 * 3. Runs Lighthouse (mobile preset: emulated mid-range phone, simulated slow 4G) three times on
 *    each key route with the system Chromium, and keeps the median run. Map tiles, the only
 *    third-party requests of the key routes, are answered by the same local stand-in tile the
 *    end-to-end tests use (`tests/e2e/externalServices.ts`), so the figures do not depend on the
 *    tile server or on the machine having Internet access; Lighthouse still sees, times and
 *    throttles them as network requests.
 * 4. Records, per route, the scores, CLS, TBT, LCP, and the compressed bytes of JavaScript, CSS,
 *    images and fonts the page loads, and which heavy libraries (leaflet, swiper, emailjs,
 *    sweetalert2, and the Prism syntax highlighter) reach it.
 * 5. Measures the site search on the home page of each locale: the compressed bytes the search
 *    loads before the box is focused (must be none), for a first query and for a second one
 *    (`searchMeasurements`), by kind of file.
 * 6. Writes `reports/benchmark.json` and `reports/benchmark.md` with budgets and pass/fail, and
 *    exits with status 1 when any budget is missed.
 *
 * Options: `--runs N` (default 3), `--no-build`, `--route /path` (repeatable: only those routes),
 * `--search-only` (no Lighthouse route), `--no-search`.
 * Chromium: CHROMIUM_PATH or /usr/bin/chromium.
 */
import {spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import lighthouse from 'lighthouse';
import {computeMedianRun} from 'lighthouse/core/lib/median-run.js';
import * as chromeLauncher from 'chrome-launcher';
import puppeteer from 'puppeteer-core';
import createJiti from 'jiti';
import {startStaticServer} from './static-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const buildDir = path.join(root, 'build');
const load = createJiti(fileURLToPath(import.meta.url));
// Paths come from the site's one source of routes, so a moved page moves here too.
const {detailPath, listPath, unlistedPages} = load('../../src/collections.ts');
const {pagePath} = load('../../src/navigation.ts');

/** The Bengali locale's name, its pages' first path segment (`docusaurus.config.ts`). */
const bengaliLocale = 'bn';

/** The key routes of the site and the heavy libraries each may load. */
export const keyRoutes = [
  {path: pagePath('home'), name: 'Home', libraries: ['swiper']},
  {path: pagePath('swatch-of-no-ground'), name: 'Fact page', libraries: []},
  {path: listPath('people'), name: 'People list', libraries: []},
  {path: detailPath('people', '1'), name: 'Person', libraries: []},
  {path: listPath('publications'), name: 'Publications', libraries: []},
  {path: pagePath('news'), name: 'News landing', libraries: []},
  {path: unlistedPages.becomeMember, name: 'Membership form', libraries: ['emailjs', 'sweetalert2']},
  {path: pagePath('directions'), name: 'Directions', libraries: ['leaflet']},
  {path: listPath('cruises'), name: 'Cruise planning', libraries: ['leaflet']},
  // The Bengali edition: the same pages under the locale's base path, with its font.
  {path: `/${bengaliLocale}${pagePath('home')}`.replace(/\/$/, ''), name: 'Bengali home', libraries: ['swiper']},
  {path: `/${bengaliLocale}${pagePath('swatch-of-no-ground')}`, name: 'Bengali fact page', libraries: []},
];

/** Lighthouse runs of one route that may fail (and be measured again) before the benchmark gives up. */
const maxFailedRuns = 4;

/** Budgets: the quality bar every key route must meet. */
export const budgets = {
  performance: 0.95,
  accessibility: 1,
  'best-practices': 1,
  seo: 1,
  cls: 0.02,
  tbtMs: 150,
  /** Site search, compressed bytes over the network: the first query (code and index together). */
  searchFirstQueryKb: 100,
  /** Site search: each further query. */
  searchNextQueryKb: 30,
};

/**
 * The search measurement, per locale: the page it starts on, and a first then a second query on
 * another part of the index, each with a word the first result's title must hold (so the bytes
 * are counted once the results are in).
 */
export const searchMeasurements = [
  {locale: 'en', path: pagePath('home'), queries: [{query: 'Swatch', expect: 'Swatch'}, {query: 'hilsa', expect: 'hilsa'}]},
  {locale: bengaliLocale, path: `/${bengaliLocale}${pagePath('home')}`, queries: [{query: 'সোয়াচ', expect: 'সোয়াচ'}, {query: 'ইলিশ', expect: 'ইলিশ'}]},
];

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
  // The syntax highlighter: no key route shows code, so it must load on none of them.
  prism: ['prismjs/prism.js', 'prism-code'],
};

function parseArgs(argv) {
  const options = {runs: 3, build: true, routes: [], search: true};
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index];
    if (argument === '--no-build') options.build = false;
    else if (argument === '--runs') options.runs = Number(argv[++index]);
    else if (argument === '--route') options.routes.push(argv[++index]);
    else if (argument === '--search-only') options.routes.push('none');
    else if (argument === '--no-search') options.search = false;
    else throw new Error(`unknown option ${argument}`);
  }
  if (!Number.isInteger(options.runs) || options.runs < 1) throw new Error('--runs needs a whole number of at least 1');
  return options;
}

/** Libraries whose markers appear in the JavaScript files a page loaded. */
function librariesLoaded(scriptUrls) {
  const found = new Set();
  for (const url of scriptUrls) {
    const file = path.join(buildDir, new URL(url).pathname);
    if (!existsSync(file)) continue;
    const source = readFileSync(file, 'utf8');
    for (const [library, markers] of Object.entries(libraryMarkers)) {
      if (markers.some((marker) => source.includes(marker))) found.add(library);
    }
  }
  return [...found].sort();
}

function summarise(route, lhr) {
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const bytes = {script: 0, stylesheet: 0, image: 0, font: 0, media: 0, total: 0};
  for (const request of requests) {
    const size = request.transferSize ?? 0;
    bytes.total += size;
    const type = {Script: 'script', Stylesheet: 'stylesheet', Image: 'image', Font: 'font', Media: 'media'}[request.resourceType];
    if (type) bytes[type] += size;
  }
  const scripts = requests.filter((request) => request.resourceType === 'Script').map((request) => request.url);
  const loaded = librariesLoaded(scripts);
  const unexpected = loaded.filter((library) => !route.libraries.includes(library));
  const scores = Object.fromEntries(['performance', 'accessibility', 'best-practices', 'seo'].map((id) => [id, lhr.categories[id]?.score ?? 0]));
  const cls = lhr.audits['cumulative-layout-shift']?.numericValue ?? 0;
  const tbtMs = lhr.audits['total-blocking-time']?.numericValue ?? 0;
  const lcpMs = lhr.audits['largest-contentful-paint']?.numericValue ?? 0;
  const checks = {
    performance: scores.performance >= budgets.performance,
    accessibility: scores.accessibility >= budgets.accessibility,
    'best-practices': scores['best-practices'] >= budgets['best-practices'],
    seo: scores.seo >= budgets.seo,
    cls: cls <= budgets.cls,
    tbt: tbtMs <= budgets.tbtMs,
    libraries: unexpected.length === 0,
  };
  const failedAudits = Object.values(lhr.audits)
    .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode === 'binary')
    .map((audit) => audit.id);
  // Lighthouse's measure of the host CPU's speed: simulated timings scale with it, so it tells
  // how comparable two reports are (and how much one run differs from the next on this host).
  const benchmarkIndex = lhr.environment?.benchmarkIndex;
  return {route: route.path, name: route.name, benchmarkIndex, scores, cls, tbtMs, lcpMs, bytes, libraries: loaded, unexpectedLibraries: unexpected, checks, pass: Object.values(checks).every(Boolean), failedAudits};
}

const kb = (value) => `${(value / 1024).toFixed(1)} KB`;
const mark = (ok) => (ok ? 'pass' : '**FAIL**');

function markdown(report) {
  const lines = [
    '# Performance benchmark',
    '',
    `Measured ${report.date} with Lighthouse ${report.lighthouseVersion} (mobile preset: emulated mid-range phone, simulated slow 4G), median of ${report.runs} runs per route, production build served with brotli/gzip compression.`,
    '',
    `Budgets: performance ≥ ${budgets.performance}, accessibility, best practices and SEO = 1.00, CLS ≤ ${budgets.cls}, TBT ≤ ${budgets.tbtMs} ms; leaflet, swiper, emailjs and sweetalert2 only on the routes that use them.`,
    '',
    '| Route | Perf. | A11y | Best pr. | SEO | CLS | TBT | LCP | JS | CSS | Images | Fonts | Heavy libraries | Result |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const row of report.routes) {
    if (row.error) {
      lines.push(`| ${row.name} \`${row.route}\` | | | | | | | | | | | | | **FAIL**: ${row.error} |`);
      continue;
    }
    lines.push(
      `| ${row.name} \`${row.route}\` | ${row.scores.performance.toFixed(2)} ${row.checks.performance ? '' : '✗'} | ${row.scores.accessibility.toFixed(2)} ${row.checks.accessibility ? '' : '✗'} | ${row.scores['best-practices'].toFixed(2)} ${row.checks['best-practices'] ? '' : '✗'} | ${row.scores.seo.toFixed(2)} ${row.checks.seo ? '' : '✗'} | ${row.cls.toFixed(3)} ${row.checks.cls ? '' : '✗'} | ${Math.round(row.tbtMs)} ms ${row.checks.tbt ? '' : '✗'} | ${(row.lcpMs / 1000).toFixed(2)} s | ${kb(row.bytes.script)} | ${kb(row.bytes.stylesheet)} | ${kb(row.bytes.image)} | ${kb(row.bytes.font)} | ${row.libraries.join(', ') || 'none'}${row.checks.libraries ? '' : ' ✗'} | ${mark(row.pass)} |`,
    );
  }
  const indexes = report.routes.map((row) => row.benchmarkIndex).filter((value) => typeof value === 'number');
  if (indexes.length) {
    lines.push('', `Host CPU benchmark index (Lighthouse): ${Math.round(Math.min(...indexes))} to ${Math.round(Math.max(...indexes))} over the median runs; higher is faster, and simulated timings such as TBT grow as it falls.`);
  }
  if (report.search) {
    lines.push('', '## Site search', '', `Compressed bytes over the network, headers included (budgets: nothing before the search box is focused, ${budgets.searchFirstQueryKb} KB for a first query, ${budgets.searchNextQueryKb} KB for each further one):`, '');
    lines.push(`| Locale | Before focus | Query | Bytes | ${searchFileKinds.map(([kind]) => kind).join(' | ')} | Result |`, `|---|---|---|---|${searchFileKinds.map(() => '---|').join('')}---|`);
    for (const locale of report.search.locales) {
      for (const [index, query] of locale.queries.entries()) {
        const ok = index === 0 ? locale.checks.first : locale.checks.next;
        lines.push(`| ${locale.locale} \`${locale.path}\` | ${index === 0 ? `${kb(locale.beforeFocus)}${locale.checks.beforeFocus ? '' : ' ✗'}` : ''} | ${index === 0 ? 'first' : 'then'} "${query.query}" | ${kb(query.bytes)}${ok ? '' : ' ✗'} | ${searchFileKinds.map(([kind]) => kb(query.byKind[kind])).join(' | ')} | ${mark(ok && (index > 0 || locale.checks.beforeFocus))} |`);
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
    const cdp = await page.createCDPSession();
    await cdp.send('Network.enable');
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
      await page.type(box, query);
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

async function main() {
  const options = parseArgs(process.argv.slice(2));
  if (options.build) {
    const build = spawnSync('npx', ['docusaurus', 'build'], {cwd: root, stdio: 'inherit'});
    if (build.status !== 0) throw new Error('the build failed');
  }
  if (!existsSync(path.join(buildDir, 'index.html'))) throw new Error('no build: run without --no-build');
  const routes = options.routes.length ? keyRoutes.filter((route) => options.routes.includes(route.path)) : keyRoutes;
  const server = await startStaticServer(buildDir);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-dev-shm-usage'],
  });
  const browser = await puppeteer.connect({browserURL: `http://127.0.0.1:${chrome.port}`});
  const results = [];
  let lighthouseVersion = '';
  let search;
  try {
    for (const route of routes) {
      const url = `${server.url}${route.path}`;
      const status = await fetch(url).then((response) => response.status);
      if (status !== 200) {
        results.push({route: route.path, name: route.name, error: `HTTP ${status}`, pass: false});
        console.log(`${route.path}: HTTP ${status}`);
        continue;
      }
      const runs = [];
      let failedRuns = 0;
      while (runs.length < options.runs) {
        const page = await pageWithLocalTiles(browser);
        const result = await lighthouse(url, {port: Number(chrome.port), output: 'json', logLevel: 'error'}, undefined, page);
        await page.close();
        lighthouseVersion = result.lhr.lighthouseVersion;
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
      const summary = summarise(route, computeMedianRun(runs));
      results.push(summary);
      console.log(`${route.path}: performance ${summary.scores.performance}, a11y ${summary.scores.accessibility}, best practices ${summary.scores['best-practices']}, SEO ${summary.scores.seo}, CLS ${summary.cls.toFixed(3)}, TBT ${Math.round(summary.tbtMs)} ms ${summary.pass ? 'pass' : 'FAIL ' + summary.failedAudits.join(', ')}`);
    }
    if (options.search) {
      search = await measureSearch(browser, server.url);
      console.log(`search: ${search.locales.flatMap((locale) => locale.queries.map((entry) => `${entry.query} ${kb(entry.bytes)}`)).join(', ')} ${search.pass ? 'pass' : 'FAIL'}`);
    }
  } finally {
    await browser.disconnect();
    await chrome.kill();
    await server.close();
  }
  const report = {date: new Date().toISOString(), lighthouseVersion, runs: options.runs, budgets, pass: results.every((row) => row.pass) && (search?.pass ?? true), routes: results, search};
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
