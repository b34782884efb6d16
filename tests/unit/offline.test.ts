/**
 * @jest-environment node
 */
/** The service worker's routes: which request is kept offline, how, and which offline page a page falls back to. */
import {cacheRouteOf, offlinePageFor, runtimeCaches, savedCache, type CacheRoute} from '@site/src/offline/routes';
import {clipRing, coastOutline, offlinePageFiles} from '@site/plugins/offline';

const site = {origin: 'https://borl.ac.bd', baseUrl: '/borl/', editorFolder: 'admin'};

/** The route of a request for `address`, as a page (`navigate`) or a resource of some destination. */
const routeOf = (address: string, {mode = 'no-cors', destination = ''}: {mode?: string; destination?: string} = {}): CacheRoute =>
  cacheRouteOf({url: new URL(address, site.origin), mode, destination}, site);

describe('the service worker’s routes', () => {
  it('keeps every page of the site, in both languages, network first', () => {
    for (const page of [
      '/borl/',
      '/borl/know-bay-of-bengal/explore-bob-facts/swatch-of-no-ground',
      '/borl/bn/',
      '/borl/bn/what-we-do/explore/cruise-planning/sundarbans-2023-09',
      '/borl/search?q=hilsa',
    ]) {
      expect(routeOf(page, {mode: 'navigate', destination: 'document'})).toBe('page');
    }
  });

  it('keeps the build’s hashed scripts and styles cache first, images and fonts cache first with expiry, data sets’ files and search entry files while revalidating', () => {
    expect(routeOf('/borl/assets/js/main.bd006e92.js', {destination: 'script'})).toBe('asset');
    expect(routeOf('/borl/assets/css/styles.0fe93014.css', {destination: 'style'})).toBe('asset');
    expect(routeOf('/borl/bn/assets/js/1a2b.js', {destination: 'script'})).toBe('asset');
    expect(routeOf('/borl/img/responsive/home/intro-poster-480w.avif', {destination: 'image'})).toBe('image');
    expect(routeOf('/borl/img/logo/borl.svg')).toBe('image');
    expect(routeOf('/borl/fonts/noto-sans-bengali-400.woff2', {destination: 'font'})).toBe('image');
    expect(routeOf('/borl/data/feni-teknaf-2025-01-water-quality.csv')).toBe('data');
    expect(routeOf('/borl/data/charts/feni-teknaf-2025-01-water-quality/salinity-map.svg', {destination: 'image'})).toBe('data');
    expect(routeOf('/borl/bn/data/charts/feni-teknaf-2025-01-water-quality/salinity.svg')).toBe('data');
    expect(routeOf('/borl/pagefind/fragment/en_1a2b3c.pf_fragment')).toBe('search');
    expect(routeOf('/borl/bn/pagefind/index/bn_9f8e.pf_index')).toBe('search');
    expect(routeOf('/borl/pagefind/pagefind-entry.json')).toBe('search-entry');
    expect(routeOf('/borl/pagefind/pagefind.js', {destination: 'script'})).toBe('search-entry');
  });

  it('never keeps the web editor, the worker itself, other sites, feeds, the video, or anything outside the base URL', () => {
    expect(routeOf('/borl/admin/', {mode: 'navigate'})).toBe('none');
    expect(routeOf('/borl/admin/index.html', {mode: 'navigate'})).toBe('none');
    expect(routeOf('/borl/admin/config.yml')).toBe('none');
    expect(routeOf('/borl/sw.js', {destination: 'serviceworker'})).toBe('none');
    expect(routeOf('https://api.emailjs.com/api/v1.0/email/send', {mode: 'cors'})).toBe('none');
    expect(routeOf('https://a.basemaps.cartocdn.com/rastertiles/voyager/7/95/55.png', {destination: 'image'})).toBe('none');
    expect(routeOf('https://calendar.google.com/calendar/ical/x/public/basic.ics')).toBe('none');
    expect(routeOf('/borl/calendar/events.ics')).toBe('none');
    expect(routeOf('/borl/video/intro.webm', {destination: 'video'})).toBe('none');
    expect(routeOf('/elsewhere/page', {mode: 'navigate'})).toBe('none');
  });

  it('bounds every cache it keeps at run time, and keeps the saved pages apart', () => {
    for (const cache of Object.values(runtimeCaches)) expect(cache.maxEntries).toBeGreaterThan(0);
    expect(Object.values(runtimeCaches).map((cache) => cache.name)).not.toContain(savedCache);
  });

  it('falls back to the offline page of the page’s language', () => {
    const pages = [
      {baseUrl: '/borl/', page: '/borl/offline'},
      {baseUrl: '/borl/bn/', page: '/borl/bn/offline'},
    ];
    expect(offlinePageFor(new URL('https://borl.ac.bd/borl/news'), pages)).toBe('/borl/offline');
    expect(offlinePageFor(new URL('https://borl.ac.bd/borl/bn/news'), pages)).toBe('/borl/bn/offline');
    expect(offlinePageFor(new URL('https://borl.ac.bd/borl/bn'), pages)).toBe('/borl/bn/offline');
    // A page named like the language is not in it.
    expect(offlinePageFor(new URL('https://borl.ac.bd/borl/bnx'), pages)).toBe('/borl/offline');
  });

  it('keeps on install the files the offline page links within the site', () => {
    const html = [
      '<link rel=stylesheet href=/borl/assets/css/styles.0fe93014.css />',
      "<style>@font-face{font-family:'Noto Sans Bengali';src:local('Noto Sans Bengali'),url(/borl/fonts/noto-sans-bengali-400.woff2) format('woff2')}</style>",
      '<link rel=alternate type=application/rss+xml href=/borl/news/rss.xml>',
      '<link rel=stylesheet href=https://elsewhere.example/x.css>',
      '<img src=/borl/img/logo/borl.svg alt="">',
      '<script src=/borl/offline.js defer></script>',
    ].join('\n');
    expect(offlinePageFiles(html, '/borl/')).toEqual(['/borl/assets/css/styles.0fe93014.css', '/borl/img/logo/borl.svg', '/borl/offline.js', '/borl/fonts/noto-sans-bengali-400.woff2']);
  });
});

describe('the coast the maps draw offline', () => {
  it('cuts land at the edges of the area, keeping what lies inside', () => {
    const box = {west: 0, south: 0, east: 10, north: 10};
    // A square half outside to the east: cut at 10° E.
    expect(
      clipRing(
        [
          [5, 2],
          [15, 2],
          [15, 8],
          [5, 8],
        ],
        box,
      ),
    ).toEqual([
      [5, 2],
      [10, 2],
      [10, 8],
      [5, 8],
    ]);
    // Wholly inside: unchanged; wholly outside: nothing.
    expect(
      clipRing(
        [
          [1, 1],
          [2, 1],
          [2, 2],
        ],
        box,
      ),
    ).toEqual([
      [1, 1],
      [2, 1],
      [2, 2],
    ]);
    expect(
      clipRing(
        [
          [20, 20],
          [21, 20],
          [21, 21],
        ],
        box,
      ),
    ).toEqual([]);
  });

  it('is Natural Earth’s land around the Bay, within its area, light enough to fetch with a map', () => {
    const coast = coastOutline() as {geometry: {coordinates: number[][][][]}};
    const positions = coast.geometry.coordinates.flat(2);
    expect(positions.length).toBeGreaterThan(1000);
    for (const [lng, lat] of positions) {
      expect(lng).toBeGreaterThanOrEqual(84);
      expect(lng).toBeLessThanOrEqual(96);
      expect(lat).toBeGreaterThanOrEqual(14);
      expect(lat).toBeLessThanOrEqual(28);
    }
    expect(JSON.stringify(coast).length).toBeLessThan(400_000);
  });
});
