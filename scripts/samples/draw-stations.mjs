#!/usr/bin/env node
/**
 * Places the SAMPLE sampling stations of the cruises of content/cruises/ and draws one small
 * coverage map per cruise.
 *
 * Run with `node scripts/samples/draw-stations.mjs` (Node 20 or later). The output is deterministic:
 * running the script twice writes identical files. It writes
 * - the `stations` of each planned cruise's file, content/cruises/<id>.md (id, latitude,
 *   longitude in decimal degrees WGS 84, water depth in metres), the rest of the file kept;
 * - static/img/stations/<cruise id>.svg: the coast, the stations and their bounding box, the
 *   coverage map of the data set pages.
 *
 * Stations are spread evenly (by great-circle length) along waypoint polylines chosen by hand
 * in the channels, estuaries and on the shelf that each cruise worked; the station counts are
 * those of the cruise descriptions. Depths are drawn from a fixed-seed generator inside a range
 * typical of each area. The positions are samples for the site: when the real station list of a
 * cruise is available, write it into the cruise's file and remove the cruise from `plans`
 * below, so that a rerun keeps it (the script leaves every cruise it has no plan for).
 *
 * Check: every station is tested against the Natural Earth 1:10m land polygons (public domain,
 * npm `world-atlas`); the script lists the stations that fall on land at that scale. Narrow
 * mangrove channels of the Sundarbans and the Moheshkhali channel are narrower than the
 * data's resolution, so a station there may be reported though it lies in the channel; look
 * at the drawn maps (and at a street map) before accepting such a report.
 */
import {readdirSync, readFileSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {join} from 'node:path';
import {geoContains, geoDistance, geoMercator, geoPath} from 'd3-geo';
import {palette as C} from './lib/palette.mjs';
import {ROOT, attributes, round1, svgPicture, writeStatic} from './lib/svg.mjs';

const require = createRequire(import.meta.url);
const topojson = require('topojson-client');
const matter = require('gray-matter');

const topo = JSON.parse(readFileSync(require.resolve('world-atlas/land-10m.json'), 'utf8'));
/**
 * The land polygons around the Bay of Bengal. The whole 1:10m land layer is not usable as one
 * shape here: one of its far-away rings is wound so that d3 reads it as covering the globe.
 */
const land = {
  type: 'MultiPolygon',
  coordinates: topojson
    .feature(topo, topo.objects.land)
    .features.flatMap((feature) => (feature.geometry.type === 'MultiPolygon' ? feature.geometry.coordinates : [feature.geometry.coordinates]))
    .filter((polygon) => polygon[0].some(([lng, lat]) => lng > 85 && lng < 95 && lat > 15 && lat < 27)),
};

const EARTH_RADIUS_KM = 6371.0088;

/** A small deterministic generator (mulberry32), so every run gives the same depths. */
function generator(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Length of a [lng, lat] polyline in km. */
function lengthKm(line) {
  let total = 0;
  for (let i = 0; i < line.length - 1; i++) total += geoDistance(line[i], line[i + 1]);
  return total * EARTH_RADIUS_KM;
}

/** `count` points evenly spaced along a [lng, lat] polyline, both ends included. */
function evenlySpaced(line, count) {
  if (count === 1) return [line[0]];
  const segments = line.slice(0, -1).map((point, i) => geoDistance(point, line[i + 1]));
  const total = segments.reduce((sum, length) => sum + length, 0);
  return Array.from({length: count}, (_, k) => {
    let target = (total * k) / (count - 1);
    let i = 0;
    while (i < segments.length - 1 && target > segments[i]) {
      target -= segments[i];
      i++;
    }
    const t = segments[i] ? Math.min(1, target / segments[i]) : 0;
    const [a, b] = [line[i], line[i + 1]];
    return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
  });
}

/** A closed ring of `count` points around a centre (radii in degrees), starting due north. */
function ring([lng, lat], radiusLng, radiusLat, count, startDegrees = 0) {
  return Array.from({length: count}, (_, k) => {
    const angle = ((startDegrees + (360 * k) / count) * Math.PI) / 180;
    return [lng + radiusLng * Math.sin(angle), lat + radiusLat * Math.cos(angle)];
  });
}

/** St Martin's Island: the centre of the island (about 5.5 km long, north to south). */
const stMartin = [92.324, 20.616];

/**
 * The Pasur and Shibsa rivers of the Sundarbans, as the 1:10m coast data draws them (from about
 * 22.3° N down to the sea face), and the Baleswar on the forest's eastern edge.
 */
const pasur = [
  [89.61, 22.32],
  [89.605, 22.29],
  [89.595, 22.25],
  [89.585, 22.22],
  [89.57, 22.2],
  [89.575, 22.17],
  [89.59, 22.14],
  [89.585, 22.1],
  [89.575, 22.08],
  [89.565, 22.05],
  [89.56, 22.02],
  [89.545, 21.98],
  [89.54, 21.94],
  [89.53, 21.9],
  [89.52, 21.87],
];
const shibsaUpstream = [
  [89.49, 21.86],
  [89.505, 21.92],
  [89.52, 21.97],
  [89.515, 22.02],
  [89.52, 22.07],
  [89.515, 22.11],
  [89.495, 22.15],
  [89.485, 22.18],
  [89.475, 22.21],
  [89.48, 22.25],
  [89.48, 22.28],
];
const baleswar = [
  [89.96, 22.44],
  [89.92, 22.4],
  [89.9, 22.35],
  [89.88, 22.3],
  [89.865, 22.27],
  [89.875, 22.22],
  [89.89, 22.15],
  [89.9, 22.1],
  [89.9, 22.03],
  [89.9, 21.96],
];
/** The September 2023 cruise: down the Pasur, along the sea face, up the Shibsa. */
const sundarbansTrack = [...pasur, [89.53, 21.8], [89.48, 21.79], ...shibsaUpstream];

/** The coastal belt from the Feni estuary to Teknaf, a few kilometres off the coast. */
const feniTeknafTrack = [
  [91.47, 22.78],
  [91.55, 22.6],
  [91.63, 22.44],
  [91.72, 22.27],
  [91.77, 22.12],
  [91.8, 21.98],
  [91.8, 21.86],
  [91.79, 21.74],
  [91.82, 21.6],
  [91.86, 21.45],
  [91.92, 21.33],
  [92.0, 21.2],
  [92.08, 21.07],
  [92.17, 20.94],
  [92.25, 20.8],
];

/**
 * How the stations of each cruise are placed: polylines (`lines`, [lng, lat] waypoints, the
 * stations shared among them by length) or explicit points (`points`), the count, and the depth
 * range in metres. A cruise that repeats the stations of an earlier one names it in `same`.
 */
const plans = {
  'sonadia-channel-2022-10': {
    lines: [
      [
        [91.83, 21.575],
        [91.82, 21.52],
        [91.84, 21.47],
        [91.885, 21.45],
        [91.92, 21.47],
      ],
    ],
    count: 12,
    depth: [2, 9],
  },
  'moheshkhali-channel-2022-12': {
    lines: [
      // the channel itself, from the Bakkhali mouth at Cox's Bazar north to Kutubdia
      [
        [91.955, 21.47],
        [91.975, 21.5],
        [91.985, 21.53],
        [91.99, 21.57],
        [91.995, 21.61],
        [91.982, 21.645],
        [91.97, 21.675],
        [91.955, 21.705],
        [91.945, 21.73],
        [91.937, 21.75],
        [91.93, 21.79],
      ],
      // the open coast west of Moheshkhali Island
      [
        [91.83, 21.8],
        [91.81, 21.7],
        [91.8, 21.6],
        [91.82, 21.53],
      ],
    ],
    count: 73,
    depth: [3, 16],
  },
  'feni-teknaf-2023-02': {lines: [feniTeknafTrack], count: 80, depth: [4, 22]},
  'st-martins-reconnaissance-2023-04': {
    points: ring(stMartin, 0.032, 0.045, 8, 20),
    count: 8,
    depth: [4, 12],
  },
  'meghna-estuary-2023-05': {
    lines: [
      [
        [90.62, 23.12],
        [90.66, 22.95],
        [90.74, 22.78],
        [90.84, 22.6],
        [90.96, 22.45],
        [91.02, 22.3],
        [91.02, 22.12],
        [91.0, 21.95],
        [91.0, 21.8],
        [91.05, 21.62],
        [91.15, 21.45],
        [91.25, 21.3],
        [91.3, 21.12],
        [91.34, 20.86],
      ],
    ],
    count: 29,
    depth: [4, 30],
  },
  'sundarbans-2023-09': {lines: [sundarbansTrack], count: 34, depth: [5, 18]},
  'swatch-of-no-ground-2023-11': {
    lines: [
      [
        [89.42, 21.3],
        [89.74, 21.3],
      ],
      [
        [89.8, 21.15],
        [89.38, 21.15],
      ],
      [
        [89.34, 21.0],
        [89.78, 21.0],
      ],
    ],
    count: 18,
    depth: [40, 900],
  },
  'st-martins-expedition-2023-12': {
    points: [...ring(stMartin, 0.024, 0.04, 24, 0), ...ring(stMartin, 0.05, 0.068, 30, 6)],
    count: 54,
    depth: [3, 20],
  },
  'st-martins-rov-2024-03': {
    points: [...ring(stMartin, 0.04, 0.055, 26, 7), ...ring([92.322, 20.605], 0.075, 0.09, 32, 0)],
    count: 58,
    depth: [8, 38],
  },
  'kutubdia-channel-2024-05': {
    lines: [
      [
        [91.905, 21.72],
        [91.9, 21.78],
        [91.895, 21.84],
        [91.89, 21.9],
        [91.885, 21.96],
      ],
    ],
    count: 12,
    depth: [3, 12],
  },
  'karnaphuli-plume-2024-08': {
    lines: [
      [
        [91.81, 22.2],
        [91.74, 22.13],
        [91.66, 22.05],
        [91.58, 21.97],
      ],
      [
        [91.72, 21.95],
        [91.76, 22.06],
      ],
    ],
    count: 14,
    depth: [6, 30],
  },
  'sundarbans-waterways-2024-11': {
    // the channel off each of the 26 land spots: down the Pasur, along the sea face, up the
    // Shibsa and down the Baleswar
    lines: [pasur, shibsaUpstream, baleswar],
    count: 26,
    depth: [4, 16],
  },
  'feni-teknaf-2025-01': {same: 'feni-teknaf-2023-02'},
  'st-martins-bleaching-watch-2025-03': {same: 'st-martins-reconnaissance-2023-04'},
};

/** Stations of one plan: the lines' share of the count by length, in order. */
function positionsOf(plan) {
  if (plan.points) return plan.points.slice(0, plan.count);
  const lengths = plan.lines.map(lengthKm);
  const total = lengths.reduce((sum, length) => sum + length, 0);
  let left = plan.count;
  return plan.lines.flatMap((line, index) => {
    const share = index === plan.lines.length - 1 ? left : Math.max(2, Math.round((plan.count * lengths[index]) / total));
    left -= share;
    return evenlySpaced(line, share);
  });
}

const round = (value, digits) => Number(value.toFixed(digits));

const isLand = ([lng, lat]) => geoContains(land, [lng, lat]);

/**
 * The point itself when it is at sea in the coast data, else the nearest point at sea within
 * 0.04° (about 4 km), searched on rings 0.002° apart: a waypoint line drawn by hand across a
 * bend of a narrow channel then keeps its stations in the channel as the data draws it.
 */
function toWater(point) {
  if (!isLand(point)) return point;
  for (let radius = 0.002; radius <= 0.04 + 1e-9; radius += 0.002) {
    for (let step = 0; step < 24; step++) {
      const angle = (step * Math.PI) / 12;
      const candidate = [point[0] + radius * Math.cos(angle), point[1] + radius * Math.sin(angle)];
      if (!isLand(candidate)) return candidate;
    }
  }
  return point;
}

/** The stations of every planned cruise, with ids S01, S02, … */
function stationsOf(cruiseId, plan) {
  const random = generator([...cruiseId].reduce((hash, ch) => Math.imul(hash ^ ch.charCodeAt(0), 16777619), 2166136261));
  const [shallow, deep] = plan.depth;
  return positionsOf(plan)
    .map(toWater)
    .map(([lng, lat], index) => ({
      id: `S${String(index + 1).padStart(2, '0')}`,
      lat: round(lat, 4),
      lng: round(lng, 4),
      depthM: round(shallow + (deep - shallow) * random(), 1),
    }));
}

/**
 * Writes a cruise's stations into its file, `content/cruises/<id>.md`, one station per line
 * (`- {id: S01, lat: …, lng: …, depthM: …}`); the rest of the front matter and the body stay.
 */
function writeStations(cruiseId, list) {
  const file = join(ROOT, 'content/cruises', `${cruiseId}.md`);
  const text = readFileSync(file, 'utf8');
  const start = text.indexOf('\nstations:\n');
  const end = text.indexOf('\n---\n', 4);
  if (start < 0 || start > end) throw new Error(`${file}: no stations list in the front matter`);
  const after = text
    .slice(start + 1, end)
    .split('\n')
    .findIndex((line, index) => index > 0 && !line.startsWith('  '));
  const stop =
    after < 0
      ? end
      : start +
        1 +
        text
          .slice(start + 1, end)
          .split('\n')
          .slice(0, after)
          .join('\n').length;
  const lines = list.map(
    (station) =>
      `  - {${Object.entries(station)
        .map(([key, value]) => `${key}: ${value}`)
        .join(', ')}}`,
  );
  writeFileSync(file, `${text.slice(0, start)}\nstations:\n${lines.join('\n')}${text.slice(stop)}`);
}

/** The stations of every cruise file, for cruises the script has no plan for. */
const stations = Object.fromEntries(
  readdirSync(join(ROOT, 'content/cruises'))
    // English files alone: a locale's copy (`<id>.bn.md`) has no stations of its own.
    .filter((name) => /^[^.]+\.md$/.test(name))
    .map((name) => [name.slice(0, -3), matter(readFileSync(join(ROOT, 'content/cruises', name), 'utf8'), {}).data.stations ?? []]),
);
for (const [cruiseId, plan] of Object.entries(plans)) {
  if (!plan.same) stations[cruiseId] = stationsOf(cruiseId, plan);
}
for (const [cruiseId, plan] of Object.entries(plans)) {
  if (plan.same) stations[cruiseId] = stations[plan.same];
}
for (const cruiseId of Object.keys(plans)) writeStations(cruiseId, stations[cruiseId]);
const sorted = Object.fromEntries(
  Object.keys(stations)
    .sort()
    .map((id) => [id, stations[id]]),
);

// ---------------------------------------------------------------------------------------------
// Checks and coverage maps
// ---------------------------------------------------------------------------------------------
const WIDTH = 640;
const HEIGHT = 480;
let onLand = 0;
for (const [cruiseId, list] of Object.entries(sorted)) {
  const landStations = list.filter((station) => isLand([station.lng, station.lat]));
  onLand += landStations.length;
  const plan = plans[cruiseId];
  const lines = plan?.lines ?? [];
  const km = lines.reduce((sum, line) => sum + lengthKm(line), 0);
  console.log(
    `${cruiseId}: ${list.length} stations${km ? `, ${km.toFixed(0)} km of track` : ''}` +
      (landStations.length ? `; on Natural Earth 1:10m land: ${landStations.map((station) => station.id).join(' ')}` : ''),
  );
  const lats = list.map((station) => station.lat);
  const lngs = list.map((station) => station.lng);
  const box = {south: Math.min(...lats), west: Math.min(...lngs), north: Math.max(...lats), east: Math.max(...lngs)};
  // The map shows the box with a margin of half its size (at least 0.08°) on every side.
  const marginLat = Math.max(0.08, (box.north - box.south) / 2);
  const marginLng = Math.max(0.08, (box.east - box.west) / 2);
  const frame = {
    type: 'Polygon',
    coordinates: [
      [
        [box.west - marginLng, box.south - marginLat],
        [box.east + marginLng, box.south - marginLat],
        [box.east + marginLng, box.north + marginLat],
        [box.west - marginLng, box.north + marginLat],
        [box.west - marginLng, box.south - marginLat],
      ],
    ].map((ringPoints) => ringPoints.reverse()),
  };
  const projection = geoMercator()
    .fitExtent(
      [
        [8, 8],
        [WIDTH - 8, HEIGHT - 8],
      ],
      frame,
    )
    .clipExtent([
      [0, 0],
      [WIDTH, HEIGHT],
    ]);
  const path = geoPath(projection);
  const corner = (lng, lat) => projection([lng, lat]).map(round1);
  const [x0, y0] = corner(box.west, box.north);
  const [x1, y1] = corner(box.east, box.south);
  const body = [
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${C.sea}"/>`,
    `<path d="${(path(land) ?? '').replace(/(\d+\.\d)\d+/g, '$1')}"${attributes({fill: C.land, stroke: C.coast, strokeWidth: 1})}/>`,
    `<rect${attributes({x: x0, y: y0, width: round1(x1 - x0), height: round1(y1 - y0), fill: C.accent, fillOpacity: 0.08, stroke: C.accent, strokeWidth: 2, strokeDasharray: '8 5'})}/>`,
    ...list.map((station) => {
      const [x, y] = corner(station.lng, station.lat);
      return `<circle${attributes({cx: x, cy: y, r: 4, fill: C.deep, stroke: C.sea, strokeWidth: 1.5})}/>`;
    }),
  ].join('\n');
  const title = `Map of the ${list.length} stations of cruise ${cruiseId} and their bounding box, ${box.south}° to ${box.north}° N, ${box.west}° to ${box.east}° E (coast: Natural Earth, public domain)`;
  writeStatic(`/img/stations/${cruiseId}.svg`, svgPicture(WIDTH, HEIGHT, title, body));
}
console.log(`${onLand} station(s) on Natural Earth 1:10m land`);
