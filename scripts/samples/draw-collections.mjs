#!/usr/bin/env node
/**
 * Draws the images of the collections as small SVG files in static/img/:
 * - people/<id>.svg and alumni/<id>.svg: initials portraits (400x400 and 300x300), one per
 *   entry of content/people/ and src/data/alumni.ts that names such a file;
 * - alumni/placeholder.svg: the 300x300 placeholder for an alumnus without a photo;
 * - partners/<id>.svg: 320x160 text-mark logos drawn for this site from each partner's `mark`;
 * - store/<id>.svg: the five store items (400x400);
 * - programs/, research-areas/, services/, transfer/, education/: 600x400 card illustrations
 *   and 96x96 graduate icons, composed from the flat motifs below.
 *
 * Run with `node scripts/samples/draw-collections.mjs`. The output is deterministic: no randomness, no dates,
 * so running it twice writes identical files. The data modules are read through jiti (the
 * TypeScript loader Docusaurus itself uses for its config), so names and ids never drift from
 * the data. A photo saved under the same name (.webp) can replace any portrait: change the
 * entry's `img` and the script leaves it alone.
 *
 * Colours come from scripts/samples/lib/palette.mjs, shared with the other drawing scripts.
 */
import {createRequire} from 'node:module';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {palette as C} from './lib/palette.mjs';
import {ROOT, backdrop, band, ground, group, round1, strokedPath, svgPicture, textLine, writeStatic} from './lib/svg.mjs';

const require = createRequire(import.meta.url);
const jiti = require('jiti')(fileURLToPath(import.meta.url), {interopDefault: true});
const load = (file) => jiti(join(ROOT, file));

const {readCollection} = load('plugins/collections/entryFiles.ts');
const people = readCollection('people');
const alumni = readCollection('alumni');
const {alumnusPlaceholder} = load('src/data/alumni.ts');
const partners = readCollection('partners');
const {partnerLogoSize} = load('src/data/partners.ts');
const storeItems = readCollection('store');
const services = readCollection('services');
const transferItems = readCollection('transfer');
const undergraduatePrograms = readCollection('undergraduate');
const graduateDisciplines = readCollection('graduate');
const programs = readCollection('programs');
const researchAreas = readCollection('researchAreas');
const {site} = load('src/data/site.ts');

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------
/** A stable small integer from a string (FNV-1a), for picking colours deterministically. */
function hash(s) {
  let h = 2166136261;
  for (const ch of String(s)) {
    h ^= ch.codePointAt(0);
    h = Math.imul(h, 16777619) >>> 0;
  }
  return h;
}

/** A tiny seeded generator (mulberry32) for scattered details such as bubbles and dots. */
function seeded(seed) {
  let a = hash(seed);
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A motif, drawn around its own origin, moved to (x, y) in pixels and scaled by s. */
const at = (x, y, s = 1, body) => group(`translate(${round1(x)} ${round1(y)})${s === 1 ? '' : ` scale(${s})`}`, body);

/** A wavy line across the width at height y. */
function waveLine(y, width, amp = 6, period = 60, stroke = C.white, sw = 3, opacity = 0.8) {
  let d = `M0,${y}`;
  for (let x = 0; x < width; x += period) {
    d += ` q${period / 4},${-amp} ${period / 2},0 t${period / 2},0`;
  }
  return strokedPath(d, {stroke, strokeWidth: sw, strokeLinecap: 'round', opacity});
}

/** Filled sea from y down, with a wavy top edge. */
function seaFrom(y, width, height, fill = C.sea) {
  let d = `M0,${y}`;
  for (let x = 0; x < width; x += 50) {
    d += ` q12.5,-5 25,0 t25,0`;
  }
  return ground(d, width, height, fill);
}

// ---------------------------------------------------------------------------------------------
// Backgrounds (600x400)
// ---------------------------------------------------------------------------------------------
const W = 600;
const H = 400;

const bg = {
  /** Sky above a sea surface at y, waves on the sea. */
  surface: (y = 210) =>
    backdrop(W, H, C.sky) + seaFrom(y, W, H, C.waterLight) + band(y + 60, W, H - y - 60, C.teal, 0.25) + waveLine(y + 30, W, 5, 80, C.white, 2.5, 0.7) + waveLine(y + 75, W, 5, 100, C.white, 2.5, 0.5),
  /** Under water: bands of blue, light rays and a sandy bottom. */
  underwater: (bottom = 330) =>
    backdrop(W, H, C.aqua) +
    band(120, W, H - 120, C.teal, 0.35) +
    band(240, W, H - 240, C.deep, 0.25) +
    `<path d="M80,0 L140,0 L60,${bottom} L10,${bottom} Z M260,0 L300,0 L250,${bottom} L200,${bottom} Z M430,0 L470,0 L520,${bottom} L470,${bottom} Z" fill="${C.white}" opacity="0.12"/>` +
    ground(`M0,${bottom} q75,-18 150,-4 t150,2 t150,-6 t150,4`, W, H, C.sand),
  /** Sky, sea surface at y and the water column below it. */
  split: (y = 140) =>
    backdrop(W, y + 6, C.sky) + seaFrom(y, W, H, C.waterLight) + band(y + 70, W, H - y - 70, C.teal, 0.3) + band(y + 170, W, H - y - 170, C.deep, 0.25) + waveLine(y + 4, W, 4, 50, C.white, 2, 0.8),
  /** A laboratory wall with a bench. */
  lab: () =>
    backdrop(W, H, C.shelf) +
    band(300, W, 100, C.deep) +
    band(292, W, 12, C.slate) +
    `<rect x="40" y="40" width="140" height="90" rx="6" fill="${C.white}" stroke="${C.slatePale}" stroke-width="3"/>` +
    `<path d="M60,110 L90,80 L115,95 L160,55" fill="none" stroke="${C.teal}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>`,
  /** Sky over a coast: land on the left, sea on the right. */
  coast: () =>
    backdrop(W, H, C.sky) +
    seaFrom(200, W, H, C.waterLight) +
    `<path d="M0,190 C120,185 200,230 260,290 C300,330 330,380 340,400 L0,400 Z" fill="${C.land}"/>` +
    `<path d="M0,190 C120,185 200,230 260,290 C300,330 330,380 340,400" fill="none" stroke="${C.sand}" stroke-width="12"/>` +
    waveLine(250, W, 4, 70, C.white, 2, 0.6),
  /** A plain panel colour (for charts, maps, people). */
  plain: (fill = C.shelf) => backdrop(W, H, fill),
};

// ---------------------------------------------------------------------------------------------
// Motifs. Each is drawn around its own origin and placed with at(x, y, scale).
// ---------------------------------------------------------------------------------------------
const m = {
  sun: () => `<circle r="34" fill="${C.yellow}"/><circle r="46" fill="${C.yellow}" opacity="0.25"/>`,
  cloud: () => `<path d="M-50,10 a22,22 0 0 1 18,-30 a30,30 0 0 1 54,-6 a22,22 0 0 1 30,22 a16,16 0 0 1 -4,14 Z" fill="${C.white}"/>`,
  /** Research vessel, waterline at y = 0, about 260 px long. */
  vessel: () =>
    `<path d="M-130,-30 L130,-30 L112,12 L-118,12 Z" fill="${C.deep}"/>` +
    `<rect x="-130" y="-36" width="260" height="8" fill="${C.white}"/>` +
    `<rect x="-40" y="-78" width="110" height="44" rx="4" fill="${C.white}" stroke="${C.slate}" stroke-width="2"/>` +
    `<rect x="-10" y="-106" width="60" height="30" rx="3" fill="${C.white}" stroke="${C.slate}" stroke-width="2"/>` +
    `<path d="M-30,-66 h20 v12 h-20 Z M0,-66 h20 v12 h-20 Z M30,-66 h20 v12 h-20 Z M0,-98 h14 v10 h-14 Z M22,-98 h14 v10 h-14 Z" fill="${C.aqua}"/>` +
    `<line x1="20" y1="-106" x2="20" y2="-140" stroke="${C.slate}" stroke-width="4"/>` +
    `<line x1="8" y1="-128" x2="32" y2="-128" stroke="${C.slate}" stroke-width="3"/>` +
    `<path d="M-120,-36 L-100,-96 L-80,-36" fill="none" stroke="${C.orange}" stroke-width="6" stroke-linejoin="round"/>` +
    `<circle cx="-100" cy="-96" r="5" fill="${C.orange}"/>` +
    `<path d="M-118,-4 L112,-4" stroke="${C.orange}" stroke-width="4"/>`,
  /** Small open boat, waterline at y = 0, about 150 px long. */
  boat: (hull = C.accent) =>
    `<path d="M-75,-18 L75,-24 L58,8 L-62,8 Z" fill="${hull}"/>` +
    `<path d="M-75,-18 L75,-24" stroke="${C.white}" stroke-width="4"/>` +
    `<rect x="-20" y="-52" width="46" height="30" rx="3" fill="${C.white}" stroke="${C.slate}" stroke-width="2"/>` +
    `<rect x="-12" y="-46" width="30" height="12" fill="${C.aqua}"/>`,
  /** The research vessel with its CTD rosette lowered `depth` px below the waterline. */
  vesselCtd: (depth = 140) => m.vessel() + at(-100, depth, 1, m.ctd(depth + 96)),
  /** CTD rosette hanging on a cable from (0, -len). */
  ctd: (len = 120) =>
    `<line x1="0" y1="${-len}" x2="0" y2="-34" stroke="${C.slate}" stroke-width="2.5"/>` +
    `<rect x="-30" y="-34" width="60" height="62" rx="6" fill="none" stroke="${C.slate}" stroke-width="4"/>` +
    [-20, -8, 4, 16].map((x) => `<rect x="${x}" y="-26" width="9" height="44" rx="3" fill="${C.yellow}"/>`).join('') +
    `<rect x="-10" y="20" width="20" height="12" fill="${C.slate}"/>`,
  /** Moored buoy with its mooring line. */
  buoy: () =>
    `<line x1="0" y1="10" x2="0" y2="150" stroke="${C.slate}" stroke-width="2" stroke-dasharray="6 5"/>` +
    `<path d="M-26,0 L26,0 L18,22 L-18,22 Z" fill="${C.yellow}"/>` +
    `<rect x="-6" y="-56" width="12" height="56" fill="${C.slate}"/>` +
    `<circle cy="-62" r="8" fill="${C.accent}"/>` +
    `<rect x="-18" y="-40" width="36" height="10" fill="${C.white}" stroke="${C.slate}" stroke-width="2"/>`,
  /** Fish facing right, about 70 px long. */
  fish: (fill = C.yellow) =>
    `<path d="M-34,0 C-18,-18 18,-18 30,0 C18,18 -18,18 -34,0 Z" fill="${fill}"/>` +
    `<path d="M-30,0 L-48,-14 L-44,0 L-48,14 Z" fill="${fill}"/>` +
    `<circle cx="18" cy="-4" r="3.5" fill="${C.deeper}"/>` +
    `<path d="M-6,-10 C-2,-4 -2,4 -6,10" fill="none" stroke="${C.deeper}" stroke-width="2" opacity="0.4"/>`,
  /** Shark facing right, about 220 px long. */
  shark: () =>
    `<path d="M-110,0 C-60,-30 40,-34 104,-6 C110,-3 110,3 104,6 C40,26 -60,22 -110,0 Z" fill="${C.slate}"/>` +
    `<path d="M-20,-26 L6,-70 L22,-28 Z" fill="${C.slate}"/>` +
    `<path d="M-100,-2 L-140,-40 L-126,0 L-140,34 Z" fill="${C.slate}"/>` +
    `<path d="M10,12 L-8,42 L34,14 Z" fill="${C.slate}"/>` +
    `<path d="M-100,4 C-40,18 40,20 104,6" fill="none" stroke="${C.slatePale}" stroke-width="6" opacity="0.8"/>` +
    `<circle cx="76" cy="-8" r="4" fill="${C.deeper}"/>` +
    [48, 56, 64].map((x) => `<path d="M${x},-2 q-3,8 0,14" fill="none" stroke="${C.deeper}" stroke-width="2" opacity="0.5"/>`).join(''),
  /** Ray seen from above, about 180 px wide. */
  ray: () =>
    `<path d="M0,-50 C30,-40 70,-10 92,6 C60,14 24,30 0,44 C-24,30 -60,14 -92,6 C-70,-10 -30,-40 0,-50 Z" fill="${C.mud}"/>` +
    `<path d="M0,44 C2,70 6,100 14,128" fill="none" stroke="${C.mud}" stroke-width="4" stroke-linecap="round"/>` +
    `<circle cx="-12" cy="-24" r="4" fill="${C.deeper}"/><circle cx="12" cy="-24" r="4" fill="${C.deeper}"/>` +
    [
      [-40, 0],
      [30, -6],
      [-10, 10],
      [50, 6],
      [-56, 8],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="4" fill="${C.sand}" opacity="0.7"/>`)
      .join(''),
  /** Branching coral on the seabed, about 100 px tall. */
  coral: (fill = C.coralLight) =>
    `<path d="M0,0 L0,-50 M0,-30 L-26,-60 L-30,-88 M-26,-60 L-8,-84 M0,-50 L20,-76 L18,-100 M20,-76 L40,-92 M0,-22 L30,-40 L44,-56" fill="none" stroke="${fill}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>`,
  /** Rounded brain or boulder coral, about 90 px wide. */
  boulder: (fill = C.yellow) =>
    `<path d="M-46,0 C-50,-40 -20,-56 0,-56 C26,-56 50,-40 46,0 Z" fill="${fill}"/>` +
    `<path d="M-36,-10 q10,-14 20,0 t20,0 t20,0 M-30,-28 q10,-12 20,0 t20,0 t16,0" fill="none" stroke="${C.white}" stroke-width="3" opacity="0.6"/>`,
  /** Fan coral. */
  fan: (fill = C.pink) =>
    `<path d="M0,0 L0,-20 M0,-20 C-40,-30 -50,-80 -20,-100 C0,-110 20,-108 40,-96 C60,-70 40,-30 0,-20 Z" fill="${fill}" stroke="${fill}" stroke-width="4" opacity="0.9"/>` +
    `<path d="M0,-20 L-20,-96 M0,-20 L10,-104 M0,-20 L36,-90 M0,-20 L-36,-70" stroke="${C.white}" stroke-width="2" opacity="0.5"/>`,
  /** Seagrass blades rooted at y = 0, about 90 px tall. */
  seagrass: () =>
    [
      [-24, -70, -40],
      [-12, -90, -18],
      [0, -80, 6],
      [12, -96, 20],
      [24, -72, 40],
      [-30, -50, -52],
      [32, -56, 54],
    ]
      .map(([x, h, tip]) => `<path d="M${x},0 C${x},${h / 2} ${tip},${h * 0.7} ${tip},${h}" fill="none" stroke="${C.leafLight}" stroke-width="7" stroke-linecap="round"/>`)
      .join(''),
  /** Mangrove tree with prop roots, ground at y = 0, about 150 px tall. */
  mangrove: () =>
    `<path d="M-4,0 L-2,-80 L4,-80 L6,0 Z" fill="${C.mud}"/>` +
    `<path d="M0,-40 C-20,-30 -34,-14 -40,0 M0,-36 C16,-26 30,-12 36,0 M0,-52 C-12,-40 -20,-18 -22,0 M0,-50 C12,-36 18,-16 20,0" fill="none" stroke="${C.mud}" stroke-width="4"/>` +
    `<ellipse cy="-110" rx="62" ry="40" fill="${C.green}"/>` +
    `<ellipse cx="-38" cy="-92" rx="32" ry="24" fill="${C.leafLight}"/>` +
    `<ellipse cx="40" cy="-94" rx="30" ry="22" fill="${C.leafLight}"/>`,
  /** Scuba diver swimming right, about 170 px long. */
  diver: () =>
    `<path d="M-80,-6 L-120,-26 L-116,-4 Z M-80,6 L-122,18 L-112,-2 Z" fill="${C.yellow}"/>` +
    `<path d="M-84,-4 L-20,-10 L40,-14 L60,-4 L40,8 L-20,6 L-84,4 Z" fill="${C.deeper}"/>` +
    `<rect x="-40" y="-30" width="70" height="18" rx="9" fill="${C.yellow}"/>` +
    `<circle cx="70" cy="-8" r="16" fill="${C.deeper}"/>` +
    `<rect x="70" y="-16" width="18" height="12" rx="3" fill="${C.aqua}" stroke="${C.white}" stroke-width="2"/>` +
    `<path d="M40,2 L74,22 L80,16" fill="none" stroke="${C.deeper}" stroke-width="8" stroke-linecap="round"/>` +
    `<circle cx="96" cy="-36" r="5" fill="none" stroke="${C.white}" stroke-width="2"/><circle cx="104" cy="-56" r="7" fill="none" stroke="${C.white}" stroke-width="2"/>`,
  /** Remotely operated vehicle with its tether going up. */
  rov: (tether = 120) =>
    `<path d="M0,-26 C0,${-tether / 2} -40,${-tether / 2} -40,${-tether}" fill="none" stroke="${C.orange}" stroke-width="3"/>` +
    `<rect x="-56" y="-26" width="112" height="52" rx="8" fill="${C.yellow}"/>` +
    `<rect x="-56" y="-26" width="112" height="16" rx="6" fill="${C.slate}"/>` +
    `<circle cx="40" cy="6" r="12" fill="${C.deeper}"/><circle cx="40" cy="6" r="5" fill="${C.aqua}"/>` +
    `<rect x="-70" y="-6" width="14" height="20" rx="3" fill="${C.slate}"/><rect x="56" y="-20" width="10" height="14" rx="2" fill="${C.slate}"/>` +
    `<path d="M52,0 L160,-40 L160,50 Z" fill="${C.white}" opacity="0.2"/>`,
  /** Satellite with solar panels. */
  satellite: () =>
    `<g transform="rotate(-18)"><rect x="-100" y="-18" width="70" height="36" fill="${C.deep}"/><rect x="30" y="-18" width="70" height="36" fill="${C.deep}"/>` +
    [-82, -64, -46, 48, 66, 84].map((x) => `<line x1="${x}" y1="-18" x2="${x}" y2="18" stroke="${C.aqua}" stroke-width="2"/>`).join('') +
    `<line x1="-30" y1="0" x2="30" y2="0" stroke="${C.slate}" stroke-width="4"/><rect x="-22" y="-28" width="44" height="56" rx="6" fill="${C.yellow}"/>` +
    `<path d="M-12,28 L12,28 L20,44 L-20,44 Z" fill="${C.white}" stroke="${C.slate}" stroke-width="2"/></g>`,
  /** Microscope standing on y = 0, about 130 px tall. */
  microscope: () =>
    `<rect x="-44" y="-12" width="88" height="12" rx="4" fill="${C.slate}"/>` +
    `<path d="M10,-12 L10,-60 C10,-90 -4,-104 -20,-110" fill="none" stroke="${C.slate}" stroke-width="12" stroke-linecap="round"/>` +
    `<rect x="-30" y="-58" width="48" height="8" rx="2" fill="${C.slate}"/>` +
    `<g transform="rotate(-28 -14 -100)"><rect x="-24" y="-130" width="20" height="70" rx="4" fill="${C.deep}"/><rect x="-28" y="-140" width="28" height="12" rx="3" fill="${C.slate}"/></g>` +
    `<circle cx="-6" cy="-36" r="6" fill="${C.aqua}"/>`,
  /** Three test tubes in a rack. */
  tubes: () =>
    `<rect x="-60" y="-30" width="120" height="12" rx="3" fill="${C.slate}"/><rect x="-56" y="-2" width="112" height="10" rx="3" fill="${C.slate}"/>` +
    [
      [-36, C.teal],
      [0, C.accent],
      [36, C.green],
    ]
      .map(
        ([x, fill]) =>
          `<rect x="${x - 9}" y="-80" width="18" height="84" rx="9" fill="${C.white}" stroke="${C.slate}" stroke-width="2.5"/><rect x="${x - 7}" y="-40" width="14" height="42" rx="7" fill="${fill}"/>`,
      )
      .join(''),
  /** Conical flask standing on y = 0. */
  flask: (fill = C.teal) =>
    `<path d="M-12,-90 L12,-90 L12,-56 L44,-4 C48,2 44,6 38,6 L-38,6 C-44,6 -48,2 -44,-4 L-12,-56 Z" fill="${C.white}" stroke="${C.slate}" stroke-width="3"/>` +
    `<path d="M-30,-22 L30,-22 L42,-2 C44,2 42,4 38,4 L-38,4 C-42,4 -44,2 -42,-2 Z" fill="${fill}"/>` +
    `<rect x="-16" y="-98" width="32" height="10" rx="3" fill="${C.slate}"/>`,
  /** A chart panel (w x h) with a line and bars, origin top-left. */
  chart: (w = 200, h = 140, line = C.accent) =>
    `<rect width="${w}" height="${h}" rx="8" fill="${C.white}" stroke="${C.slatePale}" stroke-width="3"/>` +
    `<path d="M20,${h - 20} H${w - 16} M20,${h - 20} V16" stroke="${C.slate}" stroke-width="2"/>` +
    [0.2, 0.35, 0.5, 0.65, 0.8]
      .map(
        (f, i) =>
          `<rect x="${round1(20 + f * (w - 40))}" y="${round1(h - 20 - (0.25 + ((i * 37) % 50) / 100) * (h - 40))}" width="${round1((w - 40) / 10)}" height="${round1((0.25 + ((i * 37) % 50) / 100) * (h - 40))}" fill="${C.aqua}"/>`,
      )
      .join('') +
    `<path d="M26,${round1(h * 0.65)} L${round1(w * 0.3)},${round1(h * 0.45)} L${round1(w * 0.5)},${round1(h * 0.55)} L${round1(w * 0.7)},${round1(h * 0.3)} L${w - 24},${round1(h * 0.22)}" fill="none" stroke="${line}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>`,
  /** A map panel (w x h): sea, a coast, a grid and station dots, origin top-left. */
  mapPanel: (w = 220, h = 170, seed = 'map', stations = 12) => {
    const rnd = seeded(seed);
    const dots = Array.from({length: stations}, () => [round1(w * (0.45 + rnd() * 0.45)), round1(h * (0.1 + rnd() * 0.8))]);
    return (
      `<rect width="${w}" height="${h}" rx="8" fill="${C.sea}" stroke="${C.deep}" stroke-width="3"/>` +
      `<path d="M0,8 Q0,0 8,0 L${round1(w * 0.5)},0 C${round1(w * 0.42)},${round1(h * 0.3)} ${round1(w * 0.55)},${round1(h * 0.5)} ${round1(w * 0.38)},${round1(h * 0.75)} C${round1(w * 0.3)},${round1(h * 0.86)} ${round1(w * 0.35)},${h} ${round1(w * 0.3)},${h} L8,${h} Q0,${h} 0,${h - 8} Z" fill="${C.land}" stroke="${C.coast}" stroke-width="2"/>` +
      [0.25, 0.5, 0.75].map((f) => `<path d="M${round1(w * f)},0 V${h} M0,${round1(h * f)} H${w}" stroke="${C.deep}" stroke-width="1" opacity="0.25"/>`).join('') +
      dots.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="5" fill="${C.accent}" stroke="${C.white}" stroke-width="2"/>`).join('')
    );
  },
  /** Sediment core (w x h) with layers, origin top-left. */
  core: (w = 46, h = 180) =>
    `<rect width="${w}" height="${h}" rx="8" fill="${C.white}" stroke="${C.slate}" stroke-width="3"/>` +
    [
      [0.08, C.sand],
      [0.28, C.mud],
      [0.42, C.land],
      [0.58, C.coast],
      [0.74, C.sand],
      [0.86, C.mud],
    ]
      .map(([f, fill], i, all) => `<rect x="4" y="${round1(h * f)}" width="${w - 8}" height="${round1(h * ((all[i + 1]?.[0] ?? 0.97) - f))}" fill="${fill}"/>`)
      .join(''),
  /** Plankton: a diatom chain and round cells, about 120 px wide. */
  plankton: () =>
    `<g fill="none" stroke="${C.green}" stroke-width="3">` +
    [-48, -24, 0, 24, 48].map((x) => `<rect x="${x - 11}" y="-14" width="22" height="28" rx="6" fill="${C.grass}" fill-opacity="0.35"/>`).join('') +
    `</g><circle cx="-30" cy="-50" r="18" fill="${C.grass}" opacity="0.5" stroke="${C.green}" stroke-width="3"/>` +
    `<circle cx="34" cy="-52" r="14" fill="none" stroke="${C.teal}" stroke-width="3"/><path d="M34,-66 V-38 M20,-52 H48" stroke="${C.teal}" stroke-width="2"/>` +
    `<path d="M-8,44 l12,-20 l12,20 Z" fill="${C.yellow}" opacity="0.8"/>`,
  /** Copepod (zooplankton), about 80 px long. */
  copepod: () =>
    `<ellipse rx="26" ry="14" fill="${C.orange}" opacity="0.85"/><path d="M24,0 L60,-6 M24,0 L60,6 M-20,-10 L-50,-40 M-20,10 L-50,40" stroke="${C.accent}" stroke-width="3"/>` +
    `<circle cx="-14" cy="-3" r="3" fill="${C.deeper}"/>`,
  /** Crab seen from above, about 110 px wide. */
  crab: (fill = C.accent) =>
    `<ellipse rx="34" ry="24" fill="${fill}"/>` +
    [-1, 1]
      .map(
        (s) =>
          `<path d="M${30 * s},-8 L${52 * s},-26 L${50 * s},-40 M${30 * s},6 L${56 * s},8 M${26 * s},14 L${48 * s},26 M${20 * s},20 L${36 * s},38" fill="none" stroke="${fill}" stroke-width="5" stroke-linecap="round"/><circle cx="${50 * s}" cy="-44" r="10" fill="${fill}"/>`,
      )
      .join('') +
    `<circle cx="-8" cy="-22" r="4" fill="${C.deeper}"/><circle cx="8" cy="-22" r="4" fill="${C.deeper}"/>`,
  /** Dolphin arcing right, about 150 px long. */
  dolphin: () =>
    `<path d="M-70,20 C-40,-30 30,-40 70,-8 C76,-4 82,0 86,2 C78,4 70,2 64,2 C30,-8 -20,0 -56,32 Z" fill="${C.slate}"/>` +
    `<path d="M-60,24 L-86,18 L-72,40 Z" fill="${C.slate}"/><path d="M0,-24 L14,-46 L20,-22 Z" fill="${C.slate}"/>` +
    `<circle cx="56" cy="-10" r="3" fill="${C.white}"/>`,
  /** Sea turtle, about 120 px long, swimming right. */
  turtle: () =>
    `<ellipse rx="42" ry="30" fill="${C.leafLight}"/><path d="M-24,-10 L0,-22 L24,-10 L24,10 L0,22 L-24,10 Z" fill="none" stroke="${C.green}" stroke-width="3"/>` +
    `<ellipse cx="54" cy="0" rx="16" ry="12" fill="${C.grass}"/><circle cx="60" cy="-4" r="2.5" fill="${C.deeper}"/>` +
    `<path d="M20,-24 L44,-52 L30,-20 Z M20,24 L44,52 L30,20 Z M-28,-22 L-46,-36 L-36,-18 Z M-28,22 L-46,36 L-36,18 Z" fill="${C.grass}"/>`,
  /** Mussel (shell), about 50 px long. */
  mussel: () =>
    `<path d="M-24,4 C-20,-16 10,-20 26,-6 C30,0 28,6 22,8 C6,14 -16,16 -24,4 Z" fill="${C.deeper}"/>` + `<path d="M-18,2 C-8,-8 8,-10 20,-4" fill="none" stroke="${C.teal}" stroke-width="2"/>`,
  /** Raft with hanging ropes of mussels or seaweed (kind: 'mussel' | 'seaweed'), surface at y = 0. */
  raft: (kind = 'mussel') =>
    `<rect x="-120" y="-10" width="240" height="12" rx="3" fill="${C.mud}"/>` +
    [-100, -20, 60].map((x) => `<rect x="${x}" y="-22" width="40" height="16" rx="8" fill="${C.yellow}"/>`).join('') +
    [-90, -45, 0, 45, 90]
      .map(
        (x) =>
          `<line x1="${x}" y1="2" x2="${x}" y2="120" stroke="${C.coast}" stroke-width="3"/>` +
          (kind === 'mussel'
            ? [20, 44, 68, 92, 112].map((y) => `<ellipse cx="${x + (y % 3 === 0 ? 5 : -5)}" cy="${y}" rx="8" ry="12" fill="${C.deeper}"/>`).join('')
            : [18, 40, 62, 84, 106]
                .map((y) => `<path d="M${x},${y} c-18,-4 -24,-16 -20,-24 M${x},${y} c18,-4 24,-16 20,-24" fill="none" stroke="${C.accent}" stroke-width="5" stroke-linecap="round"/>`)
                .join('')),
      )
      .join(''),
  /** Circular fish cage (net pen) seen from the side, surface at y = 0. */
  cage: () =>
    `<ellipse cx="0" cy="0" rx="90" ry="14" fill="none" stroke="${C.yellow}" stroke-width="8"/>` +
    `<path d="M-86,4 L-70,110 L70,110 L86,4" fill="${C.white}" fill-opacity="0.15" stroke="${C.slate}" stroke-width="2"/>` +
    [-60, -30, 0, 30, 60].map((x) => `<line x1="${x * 1.2}" y1="10" x2="${x}" y2="110" stroke="${C.slate}" stroke-width="1.5" opacity="0.7"/>`).join('') +
    [40, 70, 95].map((y) => `<line x1="${-86 + y * 0.15}" y1="${y}" x2="${86 - y * 0.15}" y2="${y}" stroke="${C.slate}" stroke-width="1.5" opacity="0.7"/>`).join(''),
  /** Aquaculture tank with water, about 140 px wide, standing on y = 0. */
  tank: (fill = C.waterLight) =>
    `<path d="M-70,-90 L70,-90 L64,0 L-64,0 Z" fill="${C.slatePale}" stroke="${C.slate}" stroke-width="3"/>` +
    `<path d="M-66,-66 L66,-66 L62,-4 L-62,-4 Z" fill="${fill}"/>` +
    `<path d="M-40,-40 l10,-6 l0,12 Z M10,-30 l10,-6 l0,12 Z" fill="${C.yellow}"/>`,
  /** Pipe with an arrow, from (0, 0) to (len, 0). */
  pipe: (len = 80) => `<rect y="-7" width="${len}" height="14" rx="4" fill="${C.slate}"/><path d="M${len / 2 - 10},-4 l14,4 l-14,4 Z" fill="${C.white}"/>`,
  /** A person standing, about 150 px tall, feet at y = 0. */
  person: (shirt = C.teal, skin = C.skin, scarf = false) =>
    `<path d="M-34,0 L-30,-70 C-28,-88 -16,-96 0,-96 C16,-96 28,-88 30,-70 L34,0 Z" fill="${shirt}"/>` +
    `<circle cy="-118" r="22" fill="${skin}"/>` +
    (scarf
      ? `<path d="M-26,-118 C-26,-146 26,-146 26,-118 L28,-92 C14,-84 -14,-84 -28,-92 Z" fill="${C.deep}"/><circle cy="-116" r="16" fill="${skin}"/>`
      : `<path d="M-22,-124 C-22,-146 22,-146 22,-124 C14,-134 -14,-134 -22,-124 Z" fill="${C.deeper}"/>`),
  /** A presentation screen (w x h), origin top-left. */
  screen: (w = 220, h = 140) =>
    `<rect width="${w}" height="${h}" rx="6" fill="${C.white}" stroke="${C.slate}" stroke-width="4"/>` +
    `<rect x="${w / 2 - 4}" y="${h}" width="8" height="40" fill="${C.slate}"/>` +
    `<path d="M20,${h - 30} q40,-30 80,-10 t100,-30" fill="none" stroke="${C.teal}" stroke-width="5"/>` +
    `<circle cx="${w - 50}" cy="36" r="18" fill="${C.yellow}"/>`,
  /** A laptop, about 160 px wide, base at y = 0. */
  laptop: () =>
    `<rect x="-66" y="-100" width="132" height="88" rx="6" fill="${C.deeper}"/><rect x="-58" y="-92" width="116" height="72" fill="${C.sea}"/>` +
    `<path d="M-80,-10 L80,-10 L90,4 L-90,4 Z" fill="${C.slate}"/>`,
  /** A grid of model cells with arrows (w x h), origin top-left. */
  modelGrid: (w = 220, h = 160) => {
    let out = `<rect width="${w}" height="${h}" rx="8" fill="${C.sea}" stroke="${C.deep}" stroke-width="3"/>`;
    for (let x = 20; x < w; x += 20) out += `<line x1="${x}" y1="0" x2="${x}" y2="${h}" stroke="${C.deep}" stroke-width="1" opacity="0.2"/>`;
    for (let y = 20; y < h; y += 20) out += `<line x1="0" y1="${y}" x2="${w}" y2="${y}" stroke="${C.deep}" stroke-width="1" opacity="0.2"/>`;
    for (let x = 30; x < w - 10; x += 40) {
      for (let y = 30; y < h - 10; y += 40) {
        const a = Math.round(Math.sin(x * 0.05 + y * 0.03) * 50);
        out += group(`translate(${x} ${y}) rotate(${a})`, `<path d="M-12,0 H10 M4,-6 L12,0 L4,6" fill="none" stroke="${C.accent}" stroke-width="3" stroke-linecap="round"/>`);
      }
    }
    return out;
  },
  /** Echo-sounder beams fanning down from (0, 0). */
  sonar: (depth = 150) =>
    `<path d="M0,0 L-90,${depth} L90,${depth} Z" fill="${C.yellow}" opacity="0.25"/>` +
    [0.35, 0.6, 0.85].map((f) => `<path d="M${-90 * f},${depth * f} Q0,${depth * f + 18} ${90 * f},${depth * f}" fill="none" stroke="${C.yellow}" stroke-width="3" opacity="0.8"/>`).join(''),
  /** DNA double helix, about 140 px tall. */
  dna: () => {
    let a = '';
    let b = '';
    let rungs = '';
    for (let i = 0; i <= 14; i++) {
      const y = -70 + i * 10;
      const x = Math.sin(i * 0.55) * 26;
      a += `${i ? 'L' : 'M'}${round1(x)},${y}`;
      b += `${i ? 'L' : 'M'}${round1(-x)},${y}`;
      if (i % 2 === 0) rungs += `<line x1="${round1(x)}" y1="${y}" x2="${round1(-x)}" y2="${y}" stroke="${i % 4 ? C.accent : C.yellow}" stroke-width="4"/>`;
    }
    return rungs + `<path d="${a}" fill="none" stroke="${C.deep}" stroke-width="5"/><path d="${b}" fill="none" stroke="${C.teal}" stroke-width="5"/>`;
  },
  /** Petri dish with colonies, about 110 px wide. */
  petri: () =>
    `<ellipse rx="56" ry="22" fill="${C.white}" stroke="${C.slate}" stroke-width="3"/><ellipse rx="48" ry="17" fill="${C.land}"/>` +
    [
      [-20, -4, C.yellow],
      [6, 6, C.accent],
      [24, -6, C.green],
      [-4, -8, C.teal],
      [-30, 6, C.orange],
    ]
      .map(([x, y, fill]) => `<ellipse cx="${x}" cy="${y}" rx="6" ry="3" fill="${fill}"/>`)
      .join(''),
  /** Magnifying glass, about 100 px. */
  magnifier: () =>
    `<circle r="34" fill="${C.white}" fill-opacity="0.5" stroke="${C.slate}" stroke-width="8"/><line x1="24" y1="24" x2="62" y2="62" stroke="${C.slate}" stroke-width="12" stroke-linecap="round"/>`,
  /** Open book, about 140 px wide. */
  book: () =>
    `<path d="M0,-6 C-30,-20 -56,-20 -70,-14 L-70,44 C-56,38 -30,38 0,52 C30,38 56,38 70,44 L70,-14 C56,-20 30,-20 0,-6 Z" fill="${C.white}" stroke="${C.deep}" stroke-width="3"/>` +
    `<line x1="0" y1="-6" x2="0" y2="52" stroke="${C.deep}" stroke-width="3"/>` +
    [6, 16, 26].map((y) => `<path d="M-58,${y - 8} q26,-6 48,4 M10,${y - 4} q22,-10 48,-4" fill="none" stroke="${C.slateMid}" stroke-width="2"/>`).join(''),
  /** A rising arrow (growth), about 120 px. */
  arrowUp: (fill = C.green) => `<path d="M-60,40 L-10,-10 L10,10 L50,-30 L36,-44 L80,-50 L74,-6 L62,-18 L10,34 L-10,14 L-46,50 Z" fill="${fill}"/>`,
  /** Shield with a wave, about 100 px tall. */
  shield: () =>
    `<path d="M0,-56 L44,-42 L44,0 C44,28 24,46 0,56 C-24,46 -44,28 -44,0 L-44,-42 Z" fill="${C.teal}" stroke="${C.white}" stroke-width="4"/>` +
    `<path d="M-30,6 q10,-10 20,0 t20,0 t20,0" fill="none" stroke="${C.white}" stroke-width="5" stroke-linecap="round"/>`,
  /** Thermometer, about 120 px tall. */
  thermometer: () =>
    `<rect x="-10" y="-70" width="20" height="90" rx="10" fill="${C.white}" stroke="${C.slate}" stroke-width="3"/><circle cy="30" r="18" fill="${C.accent}"/><rect x="-5" y="-30" width="10" height="56" fill="${C.accent}"/>`,
  /** Oil/effluent pipe outfall with a plume (pollution), origin at pipe mouth. */
  outfall: () =>
    `<rect x="-90" y="-12" width="90" height="24" fill="${C.slate}"/><rect x="-8" y="-16" width="12" height="32" fill="${C.slate}"/>` +
    `<path d="M4,-8 C40,-20 90,10 140,0 C180,-6 220,20 260,12 L260,50 C200,60 120,40 60,30 C30,26 10,14 4,8 Z" fill="${C.mud}" opacity="0.45"/>`,
  /** Plastic bottle and bits (microplastics), about 60 px. */
  plastic: () =>
    `<g transform="rotate(30)"><rect x="-12" y="-36" width="24" height="60" rx="8" fill="${C.white}" stroke="${C.aqua}" stroke-width="3"/><rect x="-6" y="-46" width="12" height="12" fill="${C.accent}"/></g>` +
    [
      [30, 20, C.accent],
      [44, 4, C.yellow],
      [-30, 30, C.violet],
      [52, 30, C.teal],
    ]
      .map(([x, y, fill]) => `<rect x="${x}" y="${y}" width="7" height="5" fill="${fill}" transform="rotate(${x} ${x} ${y})"/>`)
      .join(''),
  /** Embankment (dyke) cross-section with a road, about 200 px wide, ground at y = 0. */
  embankment: () =>
    `<path d="M-100,0 L-40,-70 L40,-70 L100,0 Z" fill="${C.grass}"/><rect x="-40" y="-76" width="80" height="8" fill="${C.slate}"/>` +
    `<path d="M-100,0 L-40,-70" stroke="${C.green}" stroke-width="4"/>`,
  /** Breaking wave, about 160 px wide, base at y = 0. */
  breaker: () =>
    `<path d="M-80,0 C-70,-60 0,-90 40,-60 C60,-44 50,-20 30,-24 C14,-28 16,-48 30,-50 C10,-64 -30,-50 -40,0 Z" fill="${C.teal}"/>` +
    `<path d="M30,-50 C40,-40 46,-30 30,-24" fill="none" stroke="${C.white}" stroke-width="5" stroke-linecap="round"/>`,
  /** Cap, T-shirt, mug, pen, key ring and others are drawn by the store section below. */
};

// ---------------------------------------------------------------------------------------------
// Card illustrations (600x400) and icons (96x96)
// ---------------------------------------------------------------------------------------------
function bubbles(seed, count = 10, x0 = 0, x1 = W, y0 = 40, y1 = 300) {
  const rnd = seeded(seed);
  return Array.from({length: count}, () => {
    const x = round1(x0 + rnd() * (x1 - x0));
    const y = round1(y0 + rnd() * (y1 - y0));
    return `<circle cx="${x}" cy="${y}" r="${round1(3 + rnd() * 5)}" fill="none" stroke="${C.white}" stroke-width="2" opacity="0.6"/>`;
  }).join('');
}

/** The same motif at several places: rows of [x, y, scale] in pixels. */
const scatter = (motif, places) => places.map(([x, y, s]) => at(x, y, s, motif)).join('');

/** Dashed yellow beams between a satellite and the sea it observes; d is the path data. */
const beams = (d) => `<path d="${d}" stroke="${C.yellow}" stroke-width="3" stroke-dasharray="8 6"/>`;

/** Each card image: its title (for the SVG <title>) and its drawing. Keyed by file name. */
const scenes = {
  // Programmes
  'feni-teknaf-monitoring': () =>
    bg.surface(230) + at(80, 70, 0.8, m.sun()) + at(250, 60, 0.8, m.cloud()) + at(400, 30, 1, m.chart(170, 110)) + at(260, 234, 0.9, m.vesselCtd(100)) + at(520, 236, 0.7, m.buoy()),
  'st-martins-coral': () =>
    bg.underwater() +
    at(100, 340, 1.1, m.coral(C.coralLight)) +
    at(230, 338, 1, m.boulder(C.yellow)) +
    at(380, 340, 1.1, m.fan(C.pink)) +
    at(510, 342, 1, m.coral(C.orange)) +
    at(330, 140, 0.9, m.diver()) +
    at(150, 200, 0.7, m.fish(C.yellow)) +
    at(470, 230, 0.6, m.fish(C.accent)) +
    bubbles('stm', 8, 380, 560, 40, 140),
  'sundarbans-ecosystem': () =>
    bg.plain(C.sky) +
    ground('M0,250 C150,240 300,270 600,250', W, H, C.waterLight) +
    `<path d="M0,220 L600,215 L600,262 C450,252 300,268 150,252 L0,258 Z" fill="${C.mud}"/>` +
    scatter(m.mangrove(), [
      [70, 230, 0.9],
      [190, 226, 1.1],
      [330, 222, 0.8],
      [470, 222, 1],
      [570, 220, 0.7],
    ]) +
    at(330, 320, 0.8, m.boat(C.deep)) +
    at(150, 350, 0.6, m.crab(C.accent)) +
    at(470, 340, 0.7, m.dolphin()),
  'sonadia-channel': () =>
    bg.coast() +
    at(120, 240, 0.7, m.mangrove()) +
    at(60, 222, 0.6, m.mangrove()) +
    at(220, 330, 0.8, m.seagrass()) +
    at(290, 360, 0.7, m.seagrass()) +
    at(450, 250, 0.8, m.boat(C.accent)) +
    at(430, 110, 1, group('translate(-110 -80)', m.mapPanel(170, 120, 'sonadia', 9))),
  'shark-and-ray-monitoring': () =>
    bg.underwater(350) + at(300, 140, 1, m.shark()) + at(420, 290, 0.8, m.ray()) + at(120, 300, 0.5, m.fish(C.yellow)) + at(520, 120, 0.45, m.fish(C.aqua)) + bubbles('shark', 7, 40, 240, 40, 200),
  'plankton-and-ocean-colour': () =>
    bg.plain(C.deeper) +
    `<circle cx="170" cy="210" r="150" fill="${C.sea}"/>` +
    `<circle cx="170" cy="210" r="150" fill="none" stroke="${C.slate}" stroke-width="10"/>` +
    at(170, 200, 1.1, m.plankton()) +
    at(250, 280, 0.7, m.copepod()) +
    at(470, 90, 0.8, m.satellite()) +
    `<path d="M360,150 L600,150 L600,400 L330,400 Z" fill="${C.teal}"/><path d="M380,260 C440,220 520,300 600,250 L600,400 L420,400 C400,340 360,320 380,260 Z" fill="${C.grass}" opacity="0.8"/>` +
    beams('M470,120 L420,250 M470,120 L540,250'),
  'seagrass-blue-carbon': () =>
    bg.underwater(300) +
    band(300, W, 100, C.mud) +
    `<path d="M0,330 H600 M0,360 H600" stroke="${C.coast}" stroke-width="3" opacity="0.5"/>` +
    [60, 150, 240, 330, 420].map((x, i) => at(x, 302, 0.9 + (i % 2) * 0.2, m.seagrass())).join('') +
    at(500, 250, 0.7, m.core(46, 150)) +
    at(430, 150, 0.6, m.turtle()),
  'coastal-aquaculture': () =>
    bg.surface(170) +
    at(460, 180, 0.9, m.cage()) +
    at(170, 180, 0.85, m.raft('seaweed')) +
    at(460, 240, 0.4, m.fish(C.slate)) +
    at(430, 260, 0.35, m.fish(C.slate)) +
    at(90, 90, 0.8, m.cloud()) +
    at(520, 70, 0.8, m.sun()),
  'bay-of-bengal-modelling': () =>
    bg.plain(C.shelf) + at(60, 60, 1, m.modelGrid(260, 200)) + at(450, 300, 1.2, m.laptop()) + at(370, 60, 1, m.chart(180, 120, C.teal)) + at(190, 330, 0.8, m.breaker()),
  // Research areas
  'physical-oceanography': () =>
    bg.split(130) +
    at(220, 134, 0.85, m.vesselCtd(190)) +
    `<path d="M300,200 C360,180 420,240 500,210 C540,196 570,210 600,200" fill="none" stroke="${C.white}" stroke-width="4" stroke-dasharray="10 8"/>` +
    `<path d="M300,280 C360,260 420,310 500,290 C540,280 570,290 600,280" fill="none" stroke="${C.white}" stroke-width="4" stroke-dasharray="10 8"/>` +
    at(500, 60, 0.8, m.thermometer()) +
    at(420, 60, 0.6, m.cloud()),
  'marine-biodiversity': () =>
    bg.underwater() +
    at(120, 200, 0.9, m.turtle()) +
    at(420, 130, 1, m.dolphin()) +
    at(300, 260, 0.6, m.fish(C.yellow)) +
    at(360, 290, 0.5, m.fish(C.accent)) +
    at(90, 340, 0.8, m.coral(C.coralLight)) +
    at(520, 340, 0.9, m.seagrass()) +
    at(250, 350, 0.5, m.crab()),
  'coastal-geology': () =>
    bg.plain(C.sky) +
    ground('M0,150 C150,140 300,170 600,160', W, H, C.sand) +
    [
      [190, C.land],
      [230, C.mud],
      [275, C.sand],
      [320, C.coast],
      [360, C.mud],
    ]
      .map(([y, fill]) => ground(`M0,${y} C150,${y - 8} 300,${y + 10} 600,${y}`, W, H, fill))
      .join('') +
    at(470, 60, 0.8, m.core(50, 200)) +
    at(130, 110, 0.9, m.magnifier()),
  'fisheries-aquaculture': () =>
    bg.surface(190) +
    at(170, 196, 0.9, m.boat(C.accent)) +
    at(440, 196, 0.8, m.cage()) +
    at(170, 300, 0.6, m.fish(C.yellow)) +
    at(240, 330, 0.5, m.fish(C.yellow)) +
    at(470, 90, 0.7, m.sun()) +
    at(320, 350, 0.5, m.crab()),
  'marine-pollution': () =>
    bg.surface(190) +
    `<path d="M0,120 L140,120 L160,190 L0,190 Z" fill="${C.slatePale}"/><rect x="30" y="60" width="40" height="60" fill="${C.slateMid}"/><rect x="90" y="80" width="30" height="40" fill="${C.slateMid}"/>` +
    at(160, 230, 1, m.outfall()) +
    at(470, 300, 0.9, m.plastic()) +
    at(470, 110, 1, m.flask(C.mud)),
  'remote-sensing-modelling': () =>
    bg.plain(C.deeper) +
    at(170, 110, 1, m.satellite()) +
    beams('M170,140 L80,360 M170,140 L300,360') +
    at(320, 170, 1, m.modelGrid(230, 180)) +
    [
      [40, 20],
      [260, 40],
      [560, 30],
      [520, 380],
      [20, 300],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="2.5" fill="${C.white}"/>`)
      .join(''),
  'marine-biotechnology': () => bg.lab() + at(140, 292, 1, m.microscope()) + at(300, 250, 1.1, m.petri()) + at(450, 292, 1, m.tubes()) + at(470, 110, 1, m.dna()),
  // Education
  'summer-studentship': () =>
    bg.surface(220) +
    at(170, 224, 0.8, m.boat(C.deep)) +
    `<rect x="330" y="226" width="270" height="14" fill="${C.mud}"/>` +
    [350, 440, 530].map((x) => `<rect x="${x}" y="240" width="10" height="60" fill="${C.coast}"/>`).join('') +
    at(410, 228, 0.9, m.person(C.accent, C.skinDark)) +
    at(490, 228, 0.85, m.person(C.teal, C.skin, true)) +
    at(520, 60, 0.8, m.sun()) +
    at(110, 80, 0.8, m.cloud()),
  'bsc-internship': () => bg.lab() + at(170, 292, 1, m.microscope()) + at(310, 292, 0.9, m.person(C.accent, C.skinDark, true)) + at(450, 292, 1, m.flask(C.teal)) + at(530, 292, 0.7, m.flask(C.green)),
  'undergraduate-resources': () =>
    bg.plain(C.shelf) +
    band(320, W, 80, C.sand) +
    at(300, 210, 1.3, m.book()) +
    at(120, 320, 0.8, m.person(C.teal, C.skin)) +
    at(480, 320, 0.8, m.person(C.accent, C.skinDark, true)) +
    at(300, 80, 0.6, m.fish(C.yellow)),
  'meet-the-marine-scientists': () =>
    bg.plain(C.shelf) +
    band(300, W, 100, C.sand) +
    at(190, 60, 1, m.screen(220, 140)) +
    at(470, 300, 0.9, m.person(C.deep, C.skinDark)) +
    [90, 190, 290].map((x, i) => at(x, 400, 0.6, m.person([C.accent, C.teal, C.yellow][i], [C.skin, C.skinDark, C.skinLight][i], i === 1))).join(''),
  'volunteering-in-field-activity': () =>
    bg.coast() +
    at(230, 320, 0.8, m.person(C.yellow, C.skin)) +
    at(150, 300, 0.75, m.person(C.accent, C.skinDark, true)) +
    at(80, 240, 0.7, m.mangrove()) +
    at(420, 300, 0.8, m.plastic()) +
    at(460, 90, 0.8, m.sun()),
  'diving-experience': () =>
    bg.underwater() +
    at(280, 150, 1.1, m.diver()) +
    at(110, 340, 0.9, m.coral(C.coralLight)) +
    at(470, 340, 1, m.boulder(C.yellow)) +
    at(480, 240, 0.5, m.fish(C.accent)) +
    bubbles('dive', 8, 340, 520, 30, 120),
  // Services
  'oceanographic-survey': () => bg.split(160) + at(270, 164, 0.9, m.vesselCtd(150)) + at(500, 164, 0.6, m.buoy()) + at(480, 60, 0.7, m.sun()),
  'water-quality-monitoring': () =>
    bg.lab() + at(130, 292, 1, m.flask(C.teal)) + at(280, 292, 1, m.tubes()) + at(420, 150, 1, group('translate(-70 -60)', m.chart(170, 120, C.accent))) + at(520, 292, 0.9, m.thermometer()),
  'underwater-survey': () => bg.underwater() + at(330, 170, 1.1, m.rov(180)) + at(110, 340, 0.9, m.coral(C.coralLight)) + at(520, 342, 1, m.boulder(C.yellow)) + at(200, 250, 0.5, m.fish(C.yellow)),
  diving: () =>
    bg.underwater() +
    at(300, 120, 1, m.diver()) +
    at(200, 250, 0.9, group('translate(-40 0)', `<rect x="0" y="0" width="120" height="90" fill="none" stroke="${C.white}" stroke-width="4" stroke-dasharray="8 6"/>`)) +
    at(240, 330, 0.7, m.coral(C.pink)) +
    at(480, 340, 0.8, m.seagrass()) +
    bubbles('diving', 6, 380, 520, 20, 100),
  'hydrographic-modeling': () => bg.plain(C.shelf) + at(50, 50, 1, m.modelGrid(300, 220)) + at(480, 320, 1, m.laptop()) + at(480, 90, 0.9, m.breaker()),
  'benthic-habitat-mapping': () =>
    bg.split(110) +
    at(220, 114, 0.7, m.boat(C.deep)) +
    at(220, 120, 1.2, m.sonar(190)) +
    ground('M0,330 q75,-20 150,-6 t150,4 t150,-10 t150,6', W, H, C.sand) +
    at(430, 336, 0.8, m.seagrass()) +
    at(530, 340, 0.7, m.coral(C.coralLight)) +
    at(80, 350, 0.5, m.mussel()),
  'coral-reef-health-assessment': () =>
    bg.underwater() +
    at(100, 340, 1, m.coral(C.coralLight)) +
    at(250, 340, 1, m.coral(C.white)) +
    at(400, 338, 1, m.boulder(C.yellow)) +
    at(520, 340, 0.9, m.fan(C.pink)) +
    `<line x1="30" y1="352" x2="580" y2="352" stroke="${C.yellow}" stroke-width="4" stroke-dasharray="14 8"/>` +
    at(320, 130, 0.8, m.diver()),
  'plankton-and-biodiversity-analysis': () =>
    bg.lab() +
    at(150, 292, 1, m.microscope()) +
    `<circle cx="380" cy="150" r="110" fill="${C.sea}" stroke="${C.slate}" stroke-width="8"/>` +
    at(380, 150, 1, m.plankton()) +
    at(410, 210, 0.6, m.copepod()),
  'marine-sediment-analysis': () => bg.lab() + at(120, 100, 1, m.core(50, 190)) + at(220, 100, 1, m.core(50, 190)) + at(400, 292, 1.1, m.petri()) + at(460, 180, 0.8, m.plastic()),
  'remote-sensing-and-gis-mapping': () => bg.plain(C.deeper) + at(150, 100, 0.9, m.satellite()) + at(300, 120, 1, m.mapPanel(250, 220, 'gis', 14)) + beams('M150,130 L330,240'),
  // Technology transfer
  'nature-based-coastal-defense': () =>
    bg.plain(C.sky) +
    ground('M0,300 L600,300', W, H, C.waterLight) +
    at(500, 300, 1, m.embankment()) +
    [300, 360, 420].map((x) => at(x, 304, 0.75, m.mangrove())).join('') +
    at(120, 300, 0.9, m.breaker()) +
    `<rect x="0" y="300" width="600" height="8" fill="${C.mud}" opacity="0.5"/>` +
    at(140, 90, 0.8, m.cloud()),
  'integrated-multi-trophic-aquaculture': () =>
    bg.surface(160) +
    at(150, 170, 0.85, m.cage()) +
    at(430, 170, 0.75, m.raft('seaweed')) +
    at(150, 230, 0.35, m.fish(C.slate)) +
    at(120, 250, 0.3, m.fish(C.slate)) +
    `<path d="M240,250 C290,230 320,250 360,230" fill="none" stroke="${C.accent}" stroke-width="4" stroke-dasharray="8 6"/><path d="M352,222 l12,6 l-10,10" fill="none" stroke="${C.accent}" stroke-width="4"/>` +
    at(520, 80, 0.7, m.sun()),
  'floating-mussel-aquaculture': () => bg.surface(170) + at(300, 176, 1.3, m.raft('mussel')) + at(90, 100, 0.8, m.cloud()) + at(520, 80, 0.7, m.sun()),
  'recirculating-aquaculture-systems': () =>
    bg.lab() +
    at(140, 292, 1, m.tank()) +
    at(300, 292, 0.8, m.tank(C.sea)) +
    at(450, 292, 1, m.tank()) +
    at(205, 240, 1, m.pipe(50)) +
    at(355, 240, 1, m.pipe(40)) +
    `<path d="M520,220 C560,200 560,120 470,110 L140,110 L140,200" fill="none" stroke="${C.slate}" stroke-width="10"/><path d="M134,190 l6,14 l6,-14 Z" fill="${C.white}"/>`,
  'ecosystem-models-for-marine-mollusks': () =>
    bg.plain(C.shelf) + at(40, 40, 1, m.modelGrid(260, 200)) + at(440, 130, 1.6, m.mussel()) + at(470, 220, 1.2, m.mussel()) + at(410, 330, 1, m.laptop()) + at(190, 330, 0.8, m.plankton()),
};

/** Graduate icons (96x96): one motif on a round tile. */
const icons = {
  'marine-science-oceanography': () => at(48, 58, 0.42, m.ctd(60)) + `<path d="M14,34 q8,-6 17,0 t17,0 t17,0 t17,0" fill="none" stroke="${C.white}" stroke-width="4" stroke-linecap="round"/>`,
  'marine-environmental-management': () => at(48, 50, 0.55, m.shield()),
  'marine-fisheries': () => at(50, 50, 0.8, m.fish(C.yellow)),
  'marine-aquaculture': () => at(48, 56, 0.48, m.crab(C.orange)),
};

// ---------------------------------------------------------------------------------------------
// Portraits: initials on a coloured tile with a wave along the bottom
// ---------------------------------------------------------------------------------------------
const portraitColours = [C.deep, C.teal, C.cyan, C.accentText, C.forest, C.purple, C.blue, C.rose, C.slateDark, C.tealDark];
const honorifics = new Set(['dr', 'md', 'mohammad', 'lt', 'cdr', 'prof', 'mr', 'ms', 'mrs']);

/** Two initials from a name, skipping titles such as Dr., Md. and Lt. Cdr. */
function initials(name) {
  const words = name.split(/\s+/).filter((word) => !honorifics.has(word.replace(/\./g, '').toLowerCase()));
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? words[words.length - 1][0] : '';
  return (first + last).toUpperCase();
}

function portrait(name, size) {
  const fill = portraitColours[hash(name) % portraitColours.length];
  const s = size / 400;
  return svgPicture(
    size,
    size,
    `Portrait of ${name}`,
    group(
      `scale(${round1(s * 1000) / 1000})`,
      backdrop(400, 400, fill) +
        `<path d="M0,330 q50,-22 100,0 t100,0 t100,0 t100,0 V400 H0 Z" fill="${C.white}" opacity="0.14"/>` +
        `<path d="M0,360 q50,-18 100,0 t100,0 t100,0 t100,0 V400 H0 Z" fill="${C.white}" opacity="0.14"/>` +
        textLine(200, 200, initials(name), {size: 136, weight: 700, anchor: 'middle', dy: '0.35em', spacing: 4, fill: C.white}),
    ),
  );
}

/** A neutral silhouette for an alumnus without a photo (300x300). */
function placeholder() {
  return svgPicture(
    alumnusPlaceholder.width,
    alumnusPlaceholder.height,
    'No photo available',
    backdrop(300, 300, C.slatePale) + `<circle cx="150" cy="118" r="56" fill="${C.slateMid}"/>` + `<path d="M46,300 C46,220 92,186 150,186 C208,186 254,220 254,300 Z" fill="${C.slateMid}"/>`,
  );
}

// ---------------------------------------------------------------------------------------------
// Partner text marks (320x160)
// ---------------------------------------------------------------------------------------------
const markShapes = [
  // wave in a circle
  (colour) => `<circle cx="52" cy="80" r="34" fill="${colour}"/><path d="M26,84 q7,-8 13,0 t13,0 t13,0 t13,0" fill="none" stroke="${C.white}" stroke-width="5" stroke-linecap="round"/>`,
  // droplet
  (colour) => `<path d="M52,44 C68,66 82,82 82,98 A30,30 0 0 1 22,98 C22,82 36,66 52,44 Z" fill="${colour}"/>`,
  // rounded square with horizon
  (colour) => `<rect x="20" y="48" width="64" height="64" rx="14" fill="${colour}"/><path d="M20,86 H84" stroke="${C.white}" stroke-width="5"/><circle cx="52" cy="72" r="9" fill="${C.white}"/>`,
  // leaf
  (colour) => `<path d="M24,112 C24,62 56,46 86,46 C86,92 64,112 24,112 Z" fill="${colour}"/><path d="M28,108 L70,62" stroke="${C.white}" stroke-width="4"/>`,
  // compass diamond
  (colour) => `<path d="M52,42 L66,80 L52,118 L38,80 Z" fill="${colour}"/><circle cx="52" cy="80" r="32" fill="none" stroke="${colour}" stroke-width="4"/>`,
];
const markColours = [C.deep, C.teal, C.green, C.blue, C.accent, C.cyan];

function partnerLogo(partner) {
  const {width, height} = partnerLogoSize;
  const h = hash(partner.id);
  const colour = markColours[h % markColours.length];
  const shape = markShapes[(h >>> 4) % markShapes.length](colour);
  const size = partner.mark.length > 5 ? 34 : partner.mark.length > 3 ? 44 : 54;
  return svgPicture(
    width,
    height,
    partner.name,
    `<rect width="${width}" height="${height}" rx="12" fill="${C.white}"/>` +
      shape +
      textLine(100, 80, partner.mark, {size, weight: 800, dy: '0.35em', spacing: 1, fill: colour}) +
      `<line x1="100" y1="${80 + size * 0.62}" x2="${100 + Math.min(200, partner.mark.length * size * 0.62)}" y2="${80 + size * 0.62}" stroke="${colour}" stroke-width="3" opacity="0.5"/>`,
  );
}

// ---------------------------------------------------------------------------------------------
// Store items (400x400)
// ---------------------------------------------------------------------------------------------
/** The laboratory's small wave mark, centred at (0, 0), about 60 px wide. */
const waveMark = (colour = C.white) =>
  `<path d="M-28,2 q7,-8 14,0 t14,0 t14,0 t14,0" fill="none" stroke="${colour}" stroke-width="5" stroke-linecap="round"/>` +
  `<path d="M-22,14 q6,-7 11,0 t11,0 t11,0 t11,0" fill="none" stroke="${colour}" stroke-width="4" stroke-linecap="round"/>`;
const borlText = (x, y, size, colour) => textLine(x, y, site.shortName, {size, weight: 800, anchor: 'middle', spacing: 2, fill: colour});
const storeBackground = backdrop(400, 400, C.shelf) + `<ellipse cx="200" cy="340" rx="150" ry="18" fill="${C.slatePale}"/>`;

const storeDrawings = {
  cap: () =>
    storeBackground +
    `<path d="M90,250 C90,150 150,110 210,110 C270,110 320,150 320,250 Z" fill="${C.deep}"/>` +
    `<path d="M200,112 C190,150 186,200 190,250" fill="none" stroke="${C.deeper}" stroke-width="4"/>` +
    `<path d="M300,236 C340,236 370,250 372,270 C330,280 300,272 280,262 Z" fill="${C.deeper}"/>` +
    `<rect x="86" y="244" width="236" height="16" rx="6" fill="${C.deeper}"/><circle cx="210" cy="112" r="8" fill="${C.deeper}"/>` +
    at(150, 190, 0.9, waveMark()) +
    borlText(150, 232, 26, C.white),
  'key-ring': () =>
    storeBackground +
    `<circle cx="200" cy="110" r="42" fill="none" stroke="${C.slateMid}" stroke-width="10"/>` +
    `<rect x="188" y="148" width="24" height="30" rx="6" fill="${C.slateMid}"/>` +
    `<path d="M200,178 C250,178 270,210 270,250 C270,300 240,330 200,330 C160,330 130,300 130,250 C130,210 150,178 200,178 Z" fill="${C.teal}"/>` +
    at(200, 240, 1.1, waveMark()) +
    borlText(200, 292, 30, C.white),
  pen: () =>
    storeBackground +
    group(
      'rotate(-35 200 200)',
      `<rect x="60" y="184" width="250" height="32" rx="12" fill="${C.deep}"/>` +
        `<path d="M310,184 L350,200 L310,216 Z" fill="${C.slateMid}"/><path d="M340,196 L356,200 L340,204 Z" fill="${C.deeper}"/>` +
        `<rect x="40" y="188" width="30" height="24" rx="8" fill="${C.slate}"/>` +
        `<rect x="80" y="176" width="110" height="8" rx="3" fill="${C.slateMid}"/>` +
        borlText(240, 208, 20, C.white),
    ),
  't-shirt': () =>
    storeBackground +
    `<path d="M140,80 C160,96 240,96 260,80 L340,116 L312,178 L282,166 L282,330 L118,330 L118,166 L88,178 L60,116 Z" fill="${C.teal}"/>` +
    `<path d="M160,84 C175,108 225,108 240,84" fill="none" stroke="${C.deep}" stroke-width="6"/>` +
    at(200, 190, 1.3, waveMark()) +
    borlText(200, 254, 40, C.white),
  mug: () =>
    storeBackground +
    `<path d="M280,170 C330,170 340,250 282,262" fill="none" stroke="${C.white}" stroke-width="18"/>` +
    `<path d="M280,170 C330,170 340,250 282,262" fill="none" stroke="${C.slatePale}" stroke-width="4"/>` +
    `<path d="M110,120 L290,120 L280,320 C280,330 270,336 260,336 L140,336 C130,336 120,330 120,320 Z" fill="${C.white}" stroke="${C.slatePale}" stroke-width="4"/>` +
    `<ellipse cx="200" cy="120" rx="90" ry="14" fill="${C.slatePale}"/><ellipse cx="200" cy="122" rx="80" ry="9" fill="${C.mud}"/>` +
    at(200, 210, 1.2, waveMark(C.deep)) +
    borlText(200, 272, 36, C.deep),
};

// ---------------------------------------------------------------------------------------------
// Writing
// ---------------------------------------------------------------------------------------------
let written = 0;
function write(relativePath, content) {
  writeStatic(relativePath, content);
  written += 1;
}
const baseName = (path) => path.replace(/^.*\//, '').replace(/\.svg$/, '');
const isDrawn = (path) => typeof path === 'string' && path.endsWith('.svg');

for (const person of people) {
  if (isDrawn(person.img)) write(person.img, portrait(person.name, 400));
}
for (const alumnus of alumni) {
  if (isDrawn(alumnus.img)) write(alumnus.img, portrait(alumnus.name, 300));
}
write(alumnusPlaceholder.src, placeholder());

for (const partner of partners) {
  write(partner.logo, partnerLogo(partner));
}

for (const item of storeItems) {
  const draw = storeDrawings[item.id];
  if (!draw) throw new Error(`store item '${item.id}': no drawing in scripts/samples/draw-collections.mjs`);
  write(item.img, svgPicture(400, 400, `${item.name} with the ${site.shortName} logo`, draw()));
}

const cards = [
  ...programs.map((entry) => [entry.img, entry.title]),
  ...researchAreas.map((entry) => [entry.img, entry.title]),
  ...services.map((entry) => [entry.img, entry.title]),
  ...transferItems.map((entry) => [entry.img, entry.title]),
  ...undergraduatePrograms.flatMap((entry) => [[entry.img, entry.title], ...(entry.cards ?? []).map((card) => [card.img, card.title])]),
];
for (const [img, title] of cards) {
  if (!isDrawn(img)) continue;
  const draw = scenes[baseName(img)];
  if (!draw) throw new Error(`${img}: no scene for '${baseName(img)}' in scripts/samples/draw-collections.mjs`);
  write(img, svgPicture(W, H, `Illustration: ${title}`, draw()));
}

for (const discipline of graduateDisciplines) {
  if (!isDrawn(discipline.icon)) continue;
  const draw = icons[baseName(discipline.icon)];
  if (!draw) throw new Error(`${discipline.icon}: no icon for '${baseName(discipline.icon)}' in scripts/samples/draw-collections.mjs`);
  write(discipline.icon, svgPicture(96, 96, `Icon: ${discipline.title}`, `<circle cx="48" cy="48" r="48" fill="${C.deep}"/>` + draw()));
}

console.log(`draw-collections: wrote ${written} files under static/img/`);
