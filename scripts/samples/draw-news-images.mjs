#!/usr/bin/env node
/**
 * Draws the illustrations of the featured articles (static/img/articles/{id}.svg, 1200 x 800)
 * and of the press items (static/img/press/{id}.svg, 600 x 400).
 *
 * Run with `node scripts/samples/draw-news-images.mjs` (Node 20 or later). The output is deterministic: running the
 * script twice writes identical files. Every picture is composed from the flat motifs below
 * (water, boats, corals, fish, divers, mangroves, …) in the colours of scripts/samples/lib/palette.mjs,
 * which the other drawing scripts share, so a new article or press item gets its picture by
 * adding one entry to `articleScenes` or `pressScenes`.
 */
import {palette as C} from './lib/palette.mjs';
import {FONT, backdrop, band, ground, group, round1, strokedPath, svgPicture, textLine, writeStatic} from './lib/svg.mjs';

// ---------------------------------------------------------------------------------------------
// Motifs. Each returns an SVG fragment; (x, y) is the anchor named in its comment, s the scale.
// ---------------------------------------------------------------------------------------------

/**
 * A motif drawn around its own origin, moved to (x, y) and scaled by s (a number, or "sx,sy"
 * to mirror it); turn rotates it by degrees first, and paint attributes on the group (fill,
 * stroke, …) are inherited by its shapes.
 */
const placed = (x, y, s, body, {turn, ...paint} = {}) => group(`translate(${x},${y})${turn === undefined ? '' : ` rotate(${turn})`} scale(${s})`, body, paint);

/** Paint of motifs drawn as round-ended strokes only (coral branches, fan ribs, seagrass). */
const branches = (color, width) => ({fill: 'none', stroke: color, strokeWidth: width, strokeLinecap: 'round'});

/** Horizontal colour bands from y0 down to the bottom of a w x h picture. */
function bands(w, h, y0, colors) {
  const step = (h - y0) / colors.length;
  return colors.map((color, i) => `<rect x="0" y="${round1(y0 + i * step)}" width="${w}" height="${round1(h - y0 - i * step)}" fill="${color}"/>`).join('');
}

/** A wavy water surface at height y, filled upwards (sky side) with `fill`. */
function surface(w, y, fill, amp = 8, period = 70) {
  let d = `M-20,${y}`;
  for (let x = -20; x < w + 20; x += period) {
    d += ` Q${round1(x + period / 4)},${round1(y - amp)} ${round1(x + period / 2)},${y} Q${round1(x + (3 * period) / 4)},${round1(y + amp)} ${round1(x + period)},${y}`;
  }
  return `<path d="${d} L${w + 20},0 L-20,0 Z" fill="${fill}"/>`;
}

/** Soft light shafts falling from the surface. */
function shafts(w, h, opacity = 0.08) {
  const a = w * 0.15;
  return `<g fill="${C.white}" opacity="${opacity}"><path d="M${round1(a)},0 L${round1(a + w * 0.1)},0 L${round1(a + w * 0.28)},${h} L${round1(a + w * 0.14)},${h} Z"/><path d="M${round1(w * 0.45)},0 L${round1(w * 0.52)},0 L${round1(w * 0.66)},${h} L${round1(w * 0.56)},${h} Z"/><path d="M${round1(w * 0.76)},0 L${round1(w * 0.84)},0 L${round1(w * 0.97)},${h} L${round1(w * 0.86)},${h} Z"/></g>`;
}

/** A sandy seabed rising to height y, with gentle ripples. */
function seabed(w, h, y, fill = C.sand, ripple = C.sandDark) {
  const top = `M0,${y} C${round1(w * 0.2)},${y - 25} ${round1(w * 0.35)},${y + 15} ${round1(w * 0.55)},${y - 5} S${round1(w * 0.85)},${y - 20} ${w},${y - 5}`;
  const ripples = [0.15, 0.4, 0.7].map((f, i) => strokedPath(`M${round1(w * f)},${round1(y + 30 + i * 12)} q20,-8 40,0 q20,8 40,0`, {stroke: ripple, strokeWidth: 3, strokeLinecap: 'round'})).join('');
  return ground(top, w, h, fill) + ripples;
}

/** Sun (or moon) disc with a halo; (x, y) centre. */
function sun(x, y, radius, color = C.yellow) {
  return `<circle cx="${x}" cy="${y}" r="${round1(radius * 1.6)}" fill="${color}" opacity="0.25"/><circle cx="${x}" cy="${y}" r="${radius}" fill="${color}"/>`;
}

/** Research vessel; (x, y) waterline centre. */
function boat(x, y, s = 1, hull = C.deep) {
  return placed(
    x,
    y,
    s,
    `<path d="M-120,-30 L120,-30 L95,12 L-100,12 Z" fill="${hull}"/><rect x="-70" y="-70" width="95" height="40" rx="4" fill="${C.white}"/><rect x="-60" y="-62" width="16" height="12" fill="${C.foam}"/><rect x="-38" y="-62" width="16" height="12" fill="${C.foam}"/><rect x="-16" y="-62" width="16" height="12" fill="${C.foam}"/><rect x="-45" y="-95" width="40" height="25" rx="3" fill="${C.white}"/><path d="M-25,-95 L-25,-130" stroke="${C.text}" stroke-width="4"/><path d="M60,-30 L85,-95 L105,-30" fill="none" stroke="${C.accent}" stroke-width="6" stroke-linejoin="round"/><path d="M-120,-30 L120,-30" stroke="${C.accent}" stroke-width="5"/>`,
  );
}

/** Small fishing boat; (x, y) waterline centre. */
function fishingBoat(x, y, s = 1) {
  return placed(
    x,
    y,
    s,
    `<path d="M-70,-18 Q0,-8 70,-28 L55,8 Q0,16 -55,8 Z" fill="${C.accent}"/><path d="M-20,-18 L-20,-70 L25,-22 Z" fill="${C.land}"/><path d="M-20,-18 L-20,-75" stroke="${C.text}" stroke-width="3"/>`,
  );
}

/** Branching coral; (x, y) base. */
function branchCoral(x, y, s = 1, color = C.coral) {
  return placed(x, y, s, `<path d="M0,0 L0,-60 M0,-40 L-30,-80 M0,-50 L28,-95 M-30,-80 L-45,-110 M-30,-80 L-10,-120 M28,-95 L50,-120 M28,-95 L15,-135 M0,-60 L5,-100"/>`, branches(color, 12));
}

/** Boulder (brain) coral; (x, y) base centre. */
function brainCoral(x, y, s = 1, color = C.coralDark, line = C.coral) {
  return placed(
    x,
    y,
    s,
    `<path d="M-70,0 C-70,-70 70,-70 70,0 Z" fill="${color}"/><path d="M-50,-10 q15,-20 30,0 t30,0 t30,0 M-40,-30 q15,-15 30,0 t30,0" fill="none" stroke="${line}" stroke-width="5" stroke-linecap="round"/>`,
  );
}

/** Sea fan; (x, y) base. */
function seaFan(x, y, s = 1, color = C.accent) {
  return placed(x, y, s, `<path d="M0,0 L0,-40 M0,-40 L-40,-100 M0,-40 L40,-100 M0,-40 L0,-115 M-20,-70 L-55,-75 M20,-70 L55,-75 M-25,-80 L-20,-120 M25,-80 L20,-120"/>`, branches(color, 5));
}

/** Seagrass tuft; (x, y) base. */
function seagrass(x, y, s = 1, color = C.leaf) {
  return placed(x, y, s, `<path d="M0,0 C-5,-30 -20,-50 -25,-80 M6,0 C8,-35 5,-60 12,-95 M12,0 C20,-25 30,-45 32,-70 M-6,0 C-15,-20 -30,-30 -40,-45"/>`, branches(color, 6));
}

/** Fish; (x, y) centre, dir 1 faces right, -1 left. */
function fish(x, y, s = 1, color = C.yellow, dir = 1) {
  return placed(
    x,
    y,
    `${s * dir},${s}`,
    `<path d="M-30,0 C-15,-18 20,-18 32,0 C20,18 -15,18 -30,0 Z" fill="${color}"/><path d="M-28,0 L-48,-14 L-44,0 L-48,14 Z" fill="${color}"/><circle cx="20" cy="-4" r="3.5" fill="${C.text}"/>`,
  );
}

/** Hilsa (silver, deep-bodied); (x, y) centre. */
function hilsa(x, y, s = 1, dir = 1) {
  return placed(
    x,
    y,
    `${s * dir},${s}`,
    `<path d="M-70,0 C-40,-38 40,-38 75,-4 C45,30 -40,32 -70,0 Z" fill="${C.silver}"/><path d="M-68,0 L-105,-28 L-95,0 L-105,28 Z" fill="${C.silver}"/><path d="M-50,-6 C-10,-18 30,-16 60,-6" fill="none" stroke="${C.white}" stroke-width="5" opacity="0.8"/><circle cx="-30" cy="-14" r="5" fill="${C.grey}" opacity="0.6"/><circle cx="55" cy="-8" r="6" fill="${C.text}"/><path d="M40,-22 C48,-8 48,8 40,18" fill="none" stroke="${C.grey}" stroke-width="3"/>`,
  );
}

/** Shark silhouette; (x, y) centre, facing right. */
function shark(x, y, s = 1, color = C.deeper) {
  return placed(
    x,
    y,
    s,
    `<path d="M-150,0 C-90,-30 60,-38 140,-6 C150,-2 150,4 140,8 C60,30 -90,25 -150,0 Z"/><path d="M-20,-26 L10,-80 L35,-28 Z"/><path d="M-150,0 L-200,-55 L-185,0 L-205,40 Z"/><path d="M20,14 L-10,55 L50,14 Z"/><path d="M-95,-14 L-85,-34 L-75,-16 Z"/>`,
    {fill: color},
  );
}

/** Wedgefish (shark-like ray with a pointed snout); (x, y) centre, facing left. */
function wedgefish(x, y, s = 1, color = C.water4) {
  return placed(
    x,
    y,
    s,
    `<path d="M-170,0 C-120,-40 -60,-42 -20,-22 L40,-10 C90,-6 130,-4 160,0 C130,6 90,8 40,10 L-20,22 C-60,42 -120,40 -170,0 Z"/><path d="M0,-14 L25,-60 L45,-12 Z"/><path d="M100,-4 L118,-38 L132,-3 Z"/><path d="M158,0 L195,-30 L185,0 L195,25 Z"/>`,
    {fill: color},
  );
}

/** Stingray seen from above; (x, y) centre. */
function stingray(x, y, s = 1, color = C.mudDark) {
  return placed(
    x,
    y,
    s,
    `<path d="M0,-70 C40,-60 95,-20 110,10 C60,25 25,40 0,50 C-25,40 -60,25 -110,10 C-95,-20 -40,-60 0,-70 Z" fill="${color}"/><path d="M0,48 C5,90 20,130 40,165" fill="none" stroke="${color}" stroke-width="6" stroke-linecap="round"/><circle cx="-14" cy="-35" r="5" fill="${C.text}"/><circle cx="14" cy="-35" r="5" fill="${C.text}"/>`,
  );
}

/** Dolphin; (x, y) centre, facing right. */
function dolphin(x, y, s = 1, color = C.grey) {
  return placed(
    x,
    y,
    s,
    `<path d="M-110,10 C-60,-40 40,-45 95,-10 L130,-8 L98,4 C40,30 -60,30 -110,10 Z"/><path d="M-10,-30 L5,-65 L25,-32 Z"/><path d="M-108,10 L-140,-20 L-130,10 L-145,38 Z"/><circle cx="75" cy="-12" r="4" fill="${C.text}"/>`,
    {fill: color},
  );
}

/** Whale; (x, y) centre, facing left. */
function whale(x, y, s = 1, color = C.deeper) {
  return placed(
    x,
    y,
    s,
    `<path d="M-160,0 C-150,-45 -40,-55 60,-30 C110,-18 150,-10 170,-30 L185,-60 L200,-25 L230,-35 L190,5 C140,30 40,45 -60,40 C-120,38 -160,25 -160,0 Z"/><circle cx="-120" cy="-5" r="5" fill="${C.white}"/>`,
    {fill: color},
  );
}

/** Sea turtle seen from above; (x, y) centre. */
function turtle(x, y, s = 1, shell = C.green, skin = C.sandDark) {
  return placed(
    x,
    y,
    s,
    `<ellipse cx="0" cy="-55" rx="16" ry="20" fill="${skin}"/><path d="M-30,-25 L-75,-50 L-45,-10 Z M30,-25 L75,-50 L45,-10 Z M-28,30 L-55,55 L-20,40 Z M28,30 L55,55 L20,40 Z" fill="${skin}"/><ellipse cx="0" cy="0" rx="42" ry="52" fill="${shell}"/><path d="M0,-40 L0,40 M-30,-15 L30,-15 M-30,18 L30,18" stroke="${C.greenDark}" stroke-width="4"/>`,
  );
}

/** Shorebird; (x, y) feet, facing right. */
function shorebird(x, y, s = 1) {
  return placed(
    x,
    y,
    s,
    `<path d="M-4,0 L-2,-30 M6,0 L4,-30" stroke="${C.text}" stroke-width="3"/><ellipse cx="0" cy="-40" rx="26" ry="14" fill="${C.mudDark}"/><path d="M-20,-45 L-40,-38 L-22,-36 Z" fill="${C.mudDark}"/><circle cx="20" cy="-54" r="10" fill="${C.mudDark}"/><path d="M28,-54 L58,-44" stroke="${C.text}" stroke-width="3" stroke-linecap="round"/><ellipse cx="0" cy="-36" rx="18" ry="7" fill="${C.white}"/>`,
  );
}

/** Mangrove tree with prop roots; (x, y) ground level. */
function mangrove(x, y, s = 1, canopy = C.green) {
  return placed(
    x,
    y,
    s,
    `<g fill="none" stroke="${C.mudDark}" stroke-width="6" stroke-linecap="round"><path d="M0,-70 C-10,-40 -40,-20 -50,0 M0,-70 C-5,-40 -15,-15 -18,0 M0,-70 C5,-40 15,-15 20,0 M0,-70 C10,-40 40,-20 52,0 M0,-70 L0,-130"/></g><ellipse cx="0" cy="-150" rx="70" ry="42" fill="${canopy}"/><ellipse cx="-40" cy="-128" rx="40" ry="26" fill="${canopy}"/><ellipse cx="42" cy="-130" rx="42" ry="26" fill="${canopy}"/><ellipse cx="-10" cy="-168" rx="42" ry="26" fill="${C.leaf}" opacity="0.6"/>`,
  );
}

/** Coconut palm; (x, y) base. */
function palm(x, y, s = 1) {
  return placed(
    x,
    y,
    s,
    `<path d="M0,0 C5,-40 15,-80 30,-120" fill="none" stroke="${C.mudDark}" stroke-width="9" stroke-linecap="round"/><g fill="${C.green}"><path d="M30,-120 C0,-140 -35,-130 -50,-105 C-20,-120 5,-118 30,-120 Z"/><path d="M30,-120 C55,-145 90,-140 105,-115 C75,-128 55,-124 30,-120 Z"/><path d="M30,-120 C20,-155 35,-175 55,-180 C42,-160 38,-140 30,-120 Z"/><path d="M30,-120 C10,-160 -20,-165 -35,-158 C-10,-150 10,-138 30,-120 Z"/></g>`,
  );
}

/** Scuba diver; (x, y) centre, rotated by angle degrees (0 = swimming right). */
function diver(x, y, s = 1, angle = 0, suit = C.deeper) {
  return placed(
    x,
    y,
    s,
    `<rect x="-55" y="-30" width="60" height="20" rx="10" fill="${C.yellow}"/><rect x="-60" y="-12" width="110" height="28" rx="14" fill="${suit}"/><circle cx="62" cy="0" r="16" fill="${suit}"/><rect x="58" y="-8" width="20" height="12" rx="4" fill="${C.foam}"/><path d="M-58,-2 L-95,-20 M-58,8 L-95,20" stroke="${suit}" stroke-width="10" stroke-linecap="round"/><path d="M-95,-20 L-125,-32 L-110,-10 Z M-95,20 L-125,32 L-110,10 Z" fill="${C.accent}"/><path d="M30,14 L45,40" stroke="${suit}" stroke-width="9" stroke-linecap="round"/>`,
    {turn: angle},
  );
}

/** A column of rising bubbles; (x, y) lowest bubble. */
function bubbles(x, y, count = 5, color = C.sea) {
  let out = '';
  for (let i = 0; i < count; i += 1) {
    out += `<circle cx="${round1(x + ((i % 2) * 2 - 1) * (6 + i * 2))}" cy="${round1(y - i * 34)}" r="${round1(5 + (i % 3) * 2)}" fill="none" stroke="${color}" stroke-width="3"/>`;
  }
  return out;
}

/** Remotely operated vehicle; (x, y) centre. */
function rov(x, y, s = 1) {
  return placed(
    x,
    y,
    s,
    `<path d="M60,10 L330,120 L-120,120 Z" fill="${C.white}" opacity="0.14" transform="translate(-40,0)"/><rect x="-70" y="-40" width="140" height="70" rx="10" fill="${C.yellow}"/><rect x="-70" y="-40" width="140" height="18" rx="8" fill="${C.accent}"/><rect x="-95" y="-20" width="25" height="34" rx="6" fill="${C.text}"/><rect x="70" y="-20" width="25" height="34" rx="6" fill="${C.text}"/><circle cx="40" cy="5" r="14" fill="${C.deeper}"/><circle cx="40" cy="5" r="7" fill="${C.foam}"/><circle cx="-10" cy="18" r="7" fill="${C.white}"/><path d="M-40,30 L-40,45 M40,30 L40,45" stroke="${C.text}" stroke-width="6"/>`,
  );
}

/** Thermometer; (x, y) bulb centre, level 0..1. */
function thermometer(x, y, s = 1, level = 0.8) {
  const top = -40 - 200 * level;
  return placed(
    x,
    y,
    s,
    `<rect x="-18" y="-260" width="36" height="250" rx="18" fill="${C.white}"/><circle cx="0" cy="0" r="32" fill="${C.white}"/><rect x="-8" y="${top}" width="16" height="${-top}" fill="${C.accent}"/><circle cx="0" cy="0" r="22" fill="${C.accent}"/><path d="M18,-220 L32,-220 M18,-180 L28,-180 M18,-140 L32,-140 M18,-100 L28,-100 M18,-60 L32,-60" stroke="${C.grey}" stroke-width="4"/>`,
  );
}

/** Chain of diatom cells; (x, y) start, n cells, angle degrees. */
function diatomChain(x, y, n = 5, angle = 0, s = 1) {
  let cells = '';
  for (let i = 0; i < n; i += 1) {
    cells += `<rect x="${i * 46}" y="-16" width="42" height="32" rx="8" fill="${C.leaf}" opacity="0.85"/><rect x="${i * 46 + 8}" y="-8" width="26" height="16" rx="5" fill="${C.yellow}" opacity="0.8"/>`;
  }
  return placed(x, y, s, cells, {turn: angle});
}

/** Dinoflagellate with horns; (x, y) centre. */
function dinoflagellate(x, y, s = 1) {
  return placed(
    x,
    y,
    s,
    `<path d="M0,-90 L14,-30 C40,-25 45,20 20,35 L30,95 L6,40 C-10,42 -30,30 -35,10 L-70,60 L-32,-5 C-35,-25 -15,-35 -8,-32 Z" fill="${C.accent}" opacity="0.85"/><path d="M-34,2 C-10,10 20,8 40,0" fill="none" stroke="${C.white}" stroke-width="4"/>`,
  );
}

/** Copepod; (x, y) centre, facing up. */
function copepod(x, y, s = 1) {
  return placed(
    x,
    y,
    s,
    `<path d="M-8,-60 C-140,-90 -200,-70 -230,-40 M8,-60 C140,-90 200,-70 230,-40" fill="none" stroke="${C.deep}" stroke-width="5" stroke-linecap="round"/><ellipse cx="0" cy="-30" rx="34" ry="55" fill="${C.foam}" stroke="${C.deep}" stroke-width="4"/><path d="M0,25 L0,95 M0,95 L-18,130 M0,95 L18,130" stroke="${C.deep}" stroke-width="6" stroke-linecap="round"/><circle cx="0" cy="-68" r="7" fill="${C.accent}"/>`,
  );
}

/** Round diatom (centric); (x, y) centre. */
function centricDiatom(x, y, radius = 30) {
  return `<circle cx="${x}" cy="${y}" r="${radius}" fill="${C.yellow}" opacity="0.7" stroke="${C.leaf}" stroke-width="5"/><circle cx="${x}" cy="${y}" r="${round1(radius * 0.45)}" fill="none" stroke="${C.leaf}" stroke-width="4"/>`;
}

/** Standing person; (x, y) feet centre. */
function person(x, y, s = 1, shirt = C.teal, skin = C.mudLight) {
  return placed(
    x,
    y,
    s,
    `<path d="M-10,0 L-8,-45 M10,0 L8,-45" stroke="${C.text}" stroke-width="9" stroke-linecap="round"/><path d="M-22,-45 L-20,-100 C-10,-110 10,-110 20,-100 L22,-45 Z" fill="${shirt}"/><circle cx="0" cy="-122" r="17" fill="${skin}"/><path d="M-20,-95 L-32,-55 M20,-95 L32,-55" stroke="${shirt}" stroke-width="9" stroke-linecap="round"/>`,
  );
}

/** Water droplet; (x, y) centre. */
function droplet(x, y, s = 1, color = C.water2) {
  return placed(
    x,
    y,
    s,
    `<path d="M0,-110 C30,-60 70,-20 70,20 C70,60 38,85 0,85 C-38,85 -70,60 -70,20 C-70,-20 -30,-60 0,-110 Z" fill="${color}"/><path d="M-35,20 C-35,45 -20,58 0,62" fill="none" stroke="${C.white}" stroke-width="8" stroke-linecap="round" opacity="0.7"/>`,
  );
}

/** Bar chart on a card; (x, y) top-left, values 0..1. */
function barChart(x, y, w, h, values, color = C.teal) {
  const gap = w / values.length;
  const bars = values
    .map(
      (v, i) =>
        `<rect x="${round1(x + 20 + i * gap)}" y="${round1(y + h - 20 - v * (h - 50))}" width="${round1(gap - 14)}" height="${round1(v * (h - 50))}" rx="3" fill="${i % 3 === 2 ? C.accent : color}"/>`,
    )
    .join('');
  return `<rect x="${x}" y="${y}" width="${w + 20}" height="${h}" rx="10" fill="${C.white}"/><path d="M${x + 14},${y + h - 18} L${x + w + 8},${y + h - 18}" stroke="${C.grey}" stroke-width="3"/>${bars}`;
}

/** Sediment core with layers; (x, y) top-left. */
function sedimentCore(x, y, w, h) {
  const colors = [C.sandDark, C.mudLight, C.land, C.mudDark, C.sand, C.mudLight, C.sandDark, C.mudDark, C.land, C.mudLight];
  const step = h / colors.length;
  const layers = colors.map((c, i) => `<rect x="${x}" y="${round1(y + i * step)}" width="${w}" height="${round1(step + 1)}" fill="${c}"/>`).join('');
  return `<g>${layers}<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="none" stroke="${C.text}" stroke-width="4" rx="6"/></g>`;
}

/** Float with a rope of mussels below; (x, y) float centre. */
function musselLine(x, y, length = 150) {
  let shells = '';
  for (let i = 30; i < length; i += 26) {
    shells += `<ellipse cx="${x - 9}" cy="${y + i}" rx="8" ry="14" fill="${C.deeper}" transform="rotate(-20 ${x - 9} ${y + i})"/><ellipse cx="${x + 9}" cy="${y + i + 12}" rx="8" ry="14" fill="${C.deeper}" transform="rotate(20 ${x + 9} ${y + i + 12})"/>`;
  }
  return `<path d="M${x},${y} L${x},${y + length}" stroke="${C.mudDark}" stroke-width="4"/>${shells}<ellipse cx="${x}" cy="${y}" rx="26" ry="16" fill="${C.accent}"/>`;
}

/** Kelp-like seaweed ribbon hanging from a line; (x, y) top. */
function seaweed(x, y, length = 120, color = C.leaf) {
  return strokedPath(`M${x},${y} C${x + 20},${y + length * 0.3} ${x - 20},${y + length * 0.6} ${x + 6},${y + length}`, {stroke: color, strokeWidth: 14, strokeLinecap: 'round'});
}

/** A piece of litter (bottle, bag, fragment); (x, y) centre. */
function litter(x, y, kind, s = 1) {
  if (kind === 'bottle') {
    return placed(
      x,
      y,
      s,
      `<rect x="-16" y="-40" width="32" height="70" rx="10" fill="${C.sea}" stroke="${C.white}" stroke-width="3"/><rect x="-8" y="-56" width="16" height="18" rx="3" fill="${C.accent}"/>`,
      {turn: -25},
    );
  }
  if (kind === 'bag') {
    return placed(x, y, s, `<path d="M-30,-30 C-10,-40 20,-40 30,-28 L24,30 C5,40 -15,38 -26,28 Z" fill="${C.white}" opacity="0.75"/>`);
  }
  return placed(x, y, s, `<path d="M-12,-8 L14,-12 L10,10 L-10,12 Z" fill="${C.yellow}"/>`, {turn: 30});
}

/** Diving certification card; (x, y) top-left. */
function licenceCard(x, y, s = 1) {
  return placed(
    x,
    y,
    s,
    `<rect x="0" y="0" width="260" height="160" rx="14" fill="${C.white}"/><rect x="0" y="0" width="260" height="42" rx="14" fill="${C.deep}"/><rect x="0" y="28" width="260" height="14" fill="${C.deep}"/><circle cx="55" cy="95" r="30" fill="${C.foam}"/><circle cx="55" cy="86" r="12" fill="${C.deep}"/><path d="M33,118 C38,100 72,100 77,118" fill="${C.deep}"/><rect x="105" y="72" width="120" height="12" rx="6" fill="${C.silver}"/><rect x="105" y="96" width="90" height="12" rx="6" fill="${C.silver}"/><path d="M205,120 l8,16 l18,2 l-13,12 l4,18 l-17,-9 l-16,9 l3,-18 l-13,-12 l18,-2 Z" fill="${C.yellow}" transform="translate(-5,-30) scale(0.8)"/>`,
    {turn: -6},
  );
}

/**
 * The same motif in several places: one call per row of arguments, each row as the motif's
 * own parameters. Spread into a scene's body, each call stays its own line of the file.
 */
const each = (motif, rows) => rows.map((args) => motif(...args));

/**
 * Pale sky over a band of open water from y down for `depth` pixels, under a wavy surface
 * (amp and period in pixels, as for surface). Spread into a scene's body.
 */
const skyAndWater = (w, h, y, depth, amp, period) => [backdrop(w, h, C.sea), band(y, w, depth, C.water2), surface(w, y, C.sea, amp, period)];

/** Underwater backdrop for a w x h picture with the surface at y0. */
function underwater(w, h, y0 = 40, sky = C.foam) {
  return bands(w, h, 0, [C.water1, C.water2, C.water3, C.water4]) + shafts(w, h) + surface(w, y0, sky);
}

/** A scene on the seabed: underwater with the surface at y0 and the sandy bottom rising to y1. Spread into a scene's body. */
const seafloor = (w, h, y0, y1) => [underwater(w, h, y0), seabed(w, h, y1)];

/** Picture sizes in pixels: featured articles (W x H) and press items (PW x PH). */
const W = 1200;
const H = 800;
const PW = 600;
const PH = 400;

// ---------------------------------------------------------------------------------------------
// Featured articles (1200 x 800), keyed by article id; titles match the posts' image_alt.
// ---------------------------------------------------------------------------------------------
const articleScenes = {
  1: {
    title: "A research boat anchored off St Martin's Island while divers survey the coral reef below",
    body: [
      backdrop(W, H, C.water3),
      bands(W, H, 300, [C.water1, C.water2, C.water3, C.water4]),
      shafts(W, H, 0.07),
      backdrop(W, 300, C.sea),
      surface(W, 300, C.sea, 7, 60),
      sun(1040, 90, 40),
      // The island on the horizon: beach, palms.
      `<path d="M700,302 C760,250 900,235 1010,250 C1080,258 1150,275 1200,290 L1200,302 Z" fill="${C.sand}"/>`,
      ...each(palm, [
        [800, 268, 0.8],
        [880, 258, 1],
        [960, 262, 0.75],
        [1060, 272, 0.85],
      ]),
      boat(360, 300, 1.05),
      `<path d="M420,312 L470,700" stroke="${C.white}" stroke-width="3" stroke-dasharray="10 8" opacity="0.7"/>`,
      seabed(W, H, 660),
      branchCoral(180, 700, 1.1),
      brainCoral(330, 705, 1.1),
      seaFan(520, 700, 1.2),
      branchCoral(880, 705, 0.9, C.yellow),
      brainCoral(1040, 710, 1),
      seagrass(700, 720, 1),
      seagrass(1130, 720, 0.9),
      diver(640, 520, 1.2, 12),
      bubbles(720, 470, 5),
      ...each(fish, [
        [900, 470, 1.1, C.yellow, -1],
        [970, 520, 0.9, C.yellow, -1],
        [230, 560, 1, C.coral],
      ]),
    ],
  },
  2: {
    title: 'A research vessel on a wide mangrove river of the Sundarbans at dawn',
    body: [
      backdrop(W, H, C.dusk),
      band(180, W, 200, C.sea, 0.6),
      sun(600, 300, 60, C.yellow),
      // Far bank.
      `<path d="M0,380 L0,320 C100,300 200,310 300,295 C420,280 520,305 640,300 C760,295 880,280 1000,300 C1100,310 1160,300 1200,305 L1200,380 Z" fill="${C.greenDark}"/>`,
      band(375, W, 425, C.riverWater),
      `<path d="M0,420 C300,410 900,430 1200,415 M0,470 C300,460 900,480 1200,465 M0,540 C400,530 800,550 1200,535" fill="none" stroke="${C.sea}" stroke-width="4" opacity="0.45"/>`,
      `<path d="M520,400 L680,400 L720,780 L480,780 Z" fill="${C.yellow}" opacity="0.18"/>`,
      // Near banks with mangroves.
      `<path d="M0,800 L0,560 C60,550 140,580 220,640 C260,680 280,740 300,800 Z" fill="${C.mudDark}"/>`,
      mangrove(60, 600, 1.2),
      mangrove(190, 660, 1),
      `<path d="M1200,800 L1200,540 C1140,540 1060,570 990,630 C950,670 930,740 920,800 Z" fill="${C.mudDark}"/>`,
      mangrove(1130, 580, 1.25),
      mangrove(1010, 650, 1),
      boat(600, 470, 1.2),
      `<path d="M440,480 C520,500 680,500 760,480" fill="none" stroke="${C.white}" stroke-width="5" opacity="0.6"/>`,
      `<path d="M820,180 q10,-10 20,0 q10,-10 20,0 M880,150 q8,-8 16,0 q8,-8 16,0 M300,210 q10,-10 20,0 q10,-10 20,0" fill="none" stroke="${C.text}" stroke-width="4" stroke-linecap="round"/>`,
    ],
  },
  3: {
    title: 'Coral colonies on a reef, some healthy and brown, others bleached white, beside a rising thermometer',
    body: [
      ...seafloor(W, H, 40, 640),
      branchCoral(150, 680, 1.3),
      brainCoral(320, 690, 1.3, C.bleached, C.silver),
      branchCoral(480, 690, 1.2, C.bleached),
      brainCoral(640, 700, 1.1),
      seaFan(780, 690, 1.1, C.bleached),
      branchCoral(900, 700, 1, C.coralDark),
      seagrass(1020, 720, 0.9),
      fish(560, 380, 1.2, C.yellow),
      fish(640, 430, 0.9, C.yellow),
      thermometer(1080, 560, 1.3, 0.85),
      `<path d="M960,180 L1000,140 L1040,180 M1000,140 L1000,260" fill="none" stroke="${C.accent}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>`,
    ],
  },
  4: {
    title: 'Plankton seen through a microscope - chains of diatoms, a dinoflagellate and a copepod',
    body: [
      backdrop(W, H, C.deeper),
      `<circle cx="600" cy="400" r="360" fill="${C.shelf}"/>`,
      `<circle cx="600" cy="400" r="360" fill="none" stroke="${C.text}" stroke-width="14"/>`,
      diatomChain(300, 250, 6, 18),
      diatomChain(640, 610, 5, -12, 0.9),
      dinoflagellate(430, 500, 1.2),
      copepod(760, 360, 0.9),
      ...each(centricDiatom, [
        [520, 230, 34],
        [890, 560, 26],
        [360, 640, 22],
        [700, 170, 18],
      ]),
      `<path d="M560,700 l40,0 M580,680 l0,40" stroke="${C.grey}" stroke-width="4"/>`,
      textLine(960, 760, '20 µm mesh', {size: 30, fill: C.sea}),
    ],
  },
  5: {
    title: 'A remotely operated vehicle on its tether lighting up a coral habitat on the seabed',
    body: [
      bands(W, H, 0, [C.water2, C.water3, C.water4, C.deeper]),
      shafts(W, H, 0.05),
      `<path d="M300,0 C320,120 520,160 560,330" fill="none" stroke="${C.yellow}" stroke-width="6" stroke-linecap="round"/>`,
      `<path d="M600,400 L980,760 L420,760 Z" fill="${C.white}" opacity="0.12"/>`,
      rov(600, 360, 1.3),
      seabed(W, H, 650, C.mudLight, C.mudDark),
      seaFan(380, 700, 1.3, C.accent),
      seaFan(940, 700, 1.1, C.yellow),
      brainCoral(660, 720, 1.2),
      branchCoral(800, 720, 1, C.coral),
      `<g fill="${C.yellow}" opacity="0.9"><circle cx="520" cy="690" r="14"/><circle cx="1060" cy="700" r="10"/><circle cx="180" cy="710" r="12"/></g>`,
      fish(200, 420, 0.9, C.foam),
      fish(1000, 300, 0.8, C.foam, -1),
    ],
  },
  6: {
    title: 'Silhouettes of a shark, a wedgefish and a stingray swimming above the seabed',
    body: [
      ...seafloor(W, H, 36, 680),
      shark(620, 230, 1.4),
      wedgefish(520, 470, 1.1),
      stingray(950, 620, 0.9),
      seagrass(160, 740, 1),
      seagrass(1120, 760, 0.8),
      fish(200, 340, 0.8, C.foam),
      fish(260, 380, 0.7, C.foam),
    ],
  },
  7: {
    title: 'A map of the south-eastern coast of Bangladesh with sampling points from Feni to Teknaf',
    body: [
      backdrop(W, H, C.sea),
      `<path d="M640,0 L1200,0 L1200,800 L1010,800 C990,760 960,720 930,680 C900,630 880,580 850,520 C820,460 790,400 770,340 C750,280 720,220 690,170 C670,130 650,80 640,0 Z" fill="${C.land}" stroke="${C.mudDark}" stroke-width="4"/>`,
      `<path d="M850,300 C880,320 920,330 980,320" fill="none" stroke="${C.water2}" stroke-width="8"/>`,
      ...coastPins(),
      `<g font-family="${FONT}" font-size="30" fill="${C.text}"><text x="700" y="60">Feni</text><text x="860" y="290">Chattogram</text><text x="960" y="570">Cox's Bazar</text><text x="1040" y="770">Teknaf</text></g>`,
      group(
        'translate(70,560)',
        `<rect width="420" height="170" rx="16" fill="${C.white}"/>` +
          textLine(30, 70, '80 locations', {size: 44, weight: 700, fill: C.deep}) +
          textLine(30, 128, '17 water parameters', {size: 36, fill: C.teal}),
      ),
      droplet(220, 300, 1.2),
    ],
  },
  8: {
    title: 'A tidal channel winding between mangroves and mudflats, with shorebirds feeding at low tide',
    body: [
      backdrop(W, H, C.sea),
      band(260, W, 540, C.mudLight),
      `<path d="M0,260 C200,250 400,270 600,255 C800,240 1000,265 1200,250 L1200,300 L0,300 Z" fill="${C.greenDark}"/>`,
      ...each(mangrove, [
        [120, 300, 0.7],
        [300, 290, 0.6],
        [900, 290, 0.65],
        [1080, 300, 0.7],
      ]),
      `<path d="M520,300 C560,380 420,430 470,520 C520,610 700,620 720,800 L960,800 C930,650 760,600 700,520 C650,450 740,380 660,300 Z" fill="${C.water2}"/>`,
      `<path d="M560,340 C540,400 520,450 560,510" fill="none" stroke="${C.sea}" stroke-width="4" opacity="0.6"/>`,
      `<g fill="${C.mudDark}" opacity="0.5"><ellipse cx="230" cy="560" rx="120" ry="10"/><ellipse cx="1000" cy="480" rx="110" ry="9"/><ellipse cx="300" cy="700" rx="150" ry="12"/></g>`,
      seagrass(820, 720, 0.8, C.green),
      seagrass(880, 760, 0.7, C.green),
      ...each(shorebird, [
        [220, 520, 1.2],
        [330, 560, 1],
        [1000, 450, 1.1],
        [1090, 600, 1.3],
      ]),
      turtle(180, 700, 0.9),
      fishingBoat(600, 430, 0.9),
    ],
  },
  9: {
    title: 'Three divers with air tanks descending along a line towards a reef, surrounded by bubbles',
    body: [
      underwater(W, H, 120),
      `<path d="M220,120 L760,760" stroke="${C.white}" stroke-width="4" stroke-dasharray="12 10" opacity="0.8"/>`,
      fishingBoat(220, 120, 1.2),
      ...each(diver, [
        [380, 300, 1.05, 52],
        [510, 460, 1.05, 50],
        [640, 615, 1.05, 48],
      ]),
      ...each(bubbles, [
        [430, 235, 3],
        [560, 395, 4],
        [690, 550, 4],
      ]),
      seabed(W, H, 700),
      brainCoral(820, 740, 1),
      branchCoral(960, 740, 1.1),
      seaFan(1100, 740, 0.9),
      licenceCard(860, 200, 1),
    ],
  },
};

/** Eighty sampling points along the coast of the article 7 map, Feni to Teknaf. */
function coastPins() {
  const coast = [
    [640, 40],
    [690, 170],
    [770, 340],
    [850, 520],
    [930, 680],
    [1010, 790],
  ];
  const points = [];
  for (let i = 0; i < 80; i += 1) {
    const t = (i / 79) * (coast.length - 1);
    const k = Math.min(Math.floor(t), coast.length - 2);
    const f = t - k;
    const [x0, y0] = coast[k];
    const [x1, y1] = coast[k + 1];
    // Alternate points just offshore and on the shore, like the monitoring grid.
    const offset = (i % 3) * 14 + 8;
    points.push(`<circle cx="${round1(x0 + (x1 - x0) * f - offset)}" cy="${round1(y0 + (y1 - y0) * f)}" r="6" fill="${C.accent}"/>`);
  }
  return points;
}

// ---------------------------------------------------------------------------------------------
// Press items (600 x 400), keyed by press id; titles describe the picture.
// ---------------------------------------------------------------------------------------------
const pressScenes = {
  1: {
    title: 'Sea water creeping under coastal farmland, shown by a rising water line beside rice fields',
    body: [
      backdrop(PW, PH, C.sea),
      ground('M0,200 L260,200 C300,200 320,170 360,165 L600,160', PW, PH, C.land),
      band(200, 300, 200, C.water2),
      `<rect x="330" y="160" width="270" height="30" fill="${C.leaf}" opacity="0.35"/>`,
      `<path d="M300,200 C380,240 470,300 600,330 L600,400 L300,400 Z" fill="${C.water2}" opacity="0.45"/>`,
      `<g stroke="${C.green}" stroke-width="5" stroke-linecap="round">${[380, 420, 460, 500, 540].map((x) => `<path d="M${x},160 l-8,-30 M${x},160 l0,-36 M${x},160 l8,-30"/>`).join('')}</g>`,
      surface(300, 200, C.sea, 6, 50),
      `<path d="M300,200 L300,${PH}" stroke="${C.land}" stroke-width="2"/>`,
      `<path d="M150,180 L150,80 M125,105 L150,80 L175,105" fill="none" stroke="${C.accent}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>`,
    ],
  },
  2: {
    title: 'Young corals growing back on a reef, with small fish around them',
    body: [
      ...seafloor(PW, PH, 24, 320),
      branchCoral(120, 340, 0.8),
      brainCoral(250, 350, 0.7),
      branchCoral(370, 345, 0.5, C.yellow),
      branchCoral(440, 350, 0.4),
      seaFan(520, 345, 0.7),
      fish(300, 170, 0.8),
      fish(360, 200, 0.6),
    ],
  },
  3: {
    title: 'An underwater robot over a grid of survey points on the seabed',
    body: [
      bands(PW, PH, 0, [C.water2, C.water3, C.water4, C.deeper]),
      `<g fill="${C.yellow}">${Array.from({length: 18}, (_, i) => `<circle cx="${60 + (i % 6) * 96}" cy="${270 + Math.floor(i / 6) * 45}" r="7"/>`).join('')}</g>`,
      `<path d="M140,0 C150,60 250,80 270,150" fill="none" stroke="${C.yellow}" stroke-width="4"/>`,
      rov(300, 170, 0.8),
    ],
  },
  4: {
    title: 'A silvery hilsa fish swimming upriver',
    body: [
      backdrop(PW, PH, C.water1),
      ground('M0,300 C150,280 450,320 600,290', PW, PH, C.mudLight),
      `<path d="M40,100 C150,90 250,110 330,100 M260,250 C360,240 460,260 560,245" fill="none" stroke="${C.sea}" stroke-width="4" opacity="0.6"/>`,
      hilsa(300, 180, 1.6, -1),
    ],
  },
  5: {
    title: 'A research boat between mangrove banks in the Sundarbans',
    body: [
      backdrop(PW, PH, C.dusk),
      band(200, PW, 200, C.riverWater),
      `<path d="M0,400 L0,250 C60,260 110,300 130,400 Z M600,400 L600,240 C540,250 490,300 470,400 Z" fill="${C.mudDark}"/>`,
      mangrove(50, 280, 0.8),
      mangrove(550, 270, 0.85),
      boat(300, 250, 0.8),
    ],
  },
  6: {
    title: 'A dolphin and a whale above a deep submarine canyon',
    body: [
      bands(PW, PH, 0, [C.water1, C.water2, C.water3, C.water4, C.deeper]),
      ground('M0,250 L180,260 C230,300 260,390 300,400 C340,390 370,300 420,260 L600,250', PW, PH, C.mudDark),
      dolphin(160, 100, 0.8),
      whale(400, 180, 0.7),
    ],
  },
  7: {
    title: 'A sample jar holding plankton and small pieces of plastic',
    body: [
      backdrop(PW, PH, C.shelf),
      `<rect x="200" y="70" width="200" height="290" rx="30" fill="${C.sea}" stroke="${C.deep}" stroke-width="8"/>`,
      `<rect x="215" y="150" width="170" height="195" rx="20" fill="${C.water1}" opacity="0.6"/>`,
      `<rect x="230" y="40" width="140" height="40" rx="8" fill="${C.deep}"/>`,
      centricDiatom(260, 220, 14),
      centricDiatom(340, 290, 12),
      ...each(litter, [
        [300, 210, 'fragment', 1.4],
        [260, 300, 'fragment', 1.2],
        [345, 240, 'fragment', 1],
      ]),
      `<path d="M310,320 l18,-6 l4,14 l-16,6 Z" fill="${C.accent}"/>`,
    ],
  },
  8: {
    title: 'A water drop beside a bar chart of water quality measurements',
    body: [backdrop(PW, PH, C.sea), droplet(150, 220, 1.1), barChart(270, 90, 270, 230, [0.5, 0.8, 0.35, 0.65, 0.9, 0.45, 0.7])],
  },
  9: {
    title: 'School students with a teacher on a beach, looking at the sea',
    body: [
      ...skyAndWater(PW, PH, 170, 90, 5, 50),
      ground('M0,250 C200,240 400,265 600,245', PW, PH, C.sand),
      person(140, 360, 1.1, C.deep),
      ...each(person, [
        [250, 360, 0.8, C.accent],
        [330, 360, 0.85, C.teal],
        [410, 360, 0.75, C.yellow],
        [490, 360, 0.8, C.green],
      ]),
    ],
  },
  10: {
    title: 'A shark and a ray laid out beside a measuring tape',
    body: [
      backdrop(PW, PH, C.land),
      `<rect x="40" y="300" width="520" height="26" fill="${C.yellow}"/>`,
      `<g stroke="${C.text}" stroke-width="3">${Array.from({length: 13}, (_, i) => `<path d="M${50 + i * 40},300 l0,${i % 2 ? 10 : 18}"/>`).join('')}</g>`,
      shark(260, 150, 0.9, C.grey),
      stingray(470, 160, 0.6, C.mudDark),
    ],
  },
  11: {
    title: 'A column of sea water with a low-oxygen layer near the bottom',
    body: [
      bands(PW, PH, 0, [C.water1, C.water2, C.water3]),
      band(260, PW, 140, C.mudDark, 0.85),
      `<path d="M0,260 C150,250 450,270 600,255" fill="none" stroke="${C.accent}" stroke-width="6" stroke-dasharray="14 10"/>`,
      fish(150, 100, 0.9),
      fish(420, 160, 0.8, C.yellow, -1),
      textLine(390, 340, 'low O₂', {size: 40, weight: 700, fill: C.white}),
      bubbles(120, 230, 4),
    ],
  },
  12: {
    title: 'Mangrove seedlings and seagrass protecting a coast from waves',
    body: [
      backdrop(PW, PH, C.sea),
      ground('M0,220 L600,220', PW, PH, C.water2),
      surface(PW, 220, C.sea, 10, 80),
      `<path d="M320,400 L320,260 C400,240 500,230 600,230 L600,400 Z" fill="${C.mudLight}"/>`,
      mangrove(420, 260, 0.55),
      mangrove(520, 250, 0.6),
      seagrass(120, 400, 0.9),
      seagrass(220, 400, 0.8),
      `<path d="M40,150 C80,120 120,120 150,150" fill="none" stroke="${C.white}" stroke-width="8" stroke-linecap="round"/>`,
    ],
  },
  13: {
    title: 'A sediment core with many layers beside a deep-sea fan',
    body: [backdrop(PW, PH, C.shelf), ground('M0,140 C200,160 400,200 600,330', PW, PH, C.water3), ground('M0,260 C150,250 300,270 600,380', PW, PH, C.mudLight), sedimentCore(420, 40, 90, 300)],
  },
  14: {
    title: 'A sea turtle on a sandy beach beside a tidal channel',
    body: [
      backdrop(PW, PH, C.sea),
      ground('M0,150 C200,170 400,140 600,160', PW, PH, C.sand),
      `<path d="M0,230 C150,250 300,220 420,260 C500,290 560,350 600,400 L0,400 Z" fill="${C.water2}"/>`,
      turtle(420, 200, 0.8),
      mangrove(80, 170, 0.5),
      mangrove(160, 165, 0.45),
    ],
  },
  15: {
    title: 'A scuba diver swimming over a reef with bubbles rising',
    body: [...seafloor(PW, PH, 24, 330), brainCoral(120, 360, 0.6), branchCoral(480, 360, 0.6), diver(300, 200, 1.1, -5), bubbles(370, 160, 4)],
  },
  16: {
    title: 'Floats with ropes of mussels and seaweed hanging in the sea',
    body: [
      ...skyAndWater(PW, PH, 110, 290, 6, 60),
      `<path d="M60,112 L540,112" stroke="${C.mudDark}" stroke-width="5"/>`,
      musselLine(120, 112, 220),
      seaweed(220, 112, 200),
      musselLine(320, 112, 240),
      seaweed(420, 112, 180, C.green),
      musselLine(510, 112, 210),
    ],
  },
};

// ---------------------------------------------------------------------------------------------
// Write the files.
// ---------------------------------------------------------------------------------------------
function writeAll(dir, scenes, w, h) {
  for (const [id, scene] of Object.entries(scenes)) {
    writeStatic(`img/${dir}/${id}.svg`, svgPicture(w, h, scene.title, scene.body.join('\n')));
  }
  console.log(`wrote ${Object.keys(scenes).length} pictures to static/img/${dir}/`);
}

writeAll('articles', articleScenes, W, H);
writeAll('press', pressScenes, PW, PH);
