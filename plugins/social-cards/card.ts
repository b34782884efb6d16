/**
 * The social-card picture of a page (1200×630, the Open Graph size) as SVG: the page title on
 * the laboratory's deep-ocean background with waves, a section label above it and the
 * laboratory's name below. Rendered to PNG by the social-cards plugin. No network and no
 * external files: the text is set by `typeset.ts` (fonts from packages) and drawn as paths.
 */
import {graphemes} from '../../src/utils/textLength';
import {socialCardSize} from '../../src/utils/socialCard';
import {lineSvg, setLine, type CardFonts, type LineStyle} from './typeset';

/** Card size in pixels (`socialCardSize`, which the page's metadata states too). */
export const cardWidth = socialCardSize.width;
export const cardHeight = socialCardSize.height;

/** Left and right margin of the text in px: every line ends within `cardWidth − 2 × textMargin`. */
export const textMargin = 80;

/** Width available to a line of text, in px. */
export const textWidth = cardWidth - 2 * textMargin;

/** Baseline of the section label, and the least space between it and the title's capitals, in px. */
const sectionBaseline = 120;
const sectionGap = 34;

/** Title sizes in px, tried in order: the first whose lines fit in its `maxLines` is used. */
const titleSizes = [
  {size: 66, maxLines: 3},
  {size: 58, maxLines: 4},
] as const;

/** Width of a piece of text in the unit of the width it must fit in. */
export type Measure = (text: string) => number;

/** The longest head of a text, one user-perceived character at least, that fits `maxWidth`. */
function headThatFits(text: string, measure: Measure, maxWidth: number): string {
  const characters = graphemes(text);
  let count = 1;
  while (count < characters.length && measure(characters.slice(0, count + 1).join('')) <= maxWidth) count += 1;
  return characters.slice(0, count).join('');
}

/** A line shortened by words (by characters when it has one word) until it fits with an ellipsis. */
function withEllipsis(line: string, measure: Measure, maxWidth: number): string {
  let kept = line;
  while (measure(`${kept}…`) > maxWidth) {
    const lastSpace = kept.lastIndexOf(' ');
    if (lastSpace > 0) {
      kept = kept.slice(0, lastSpace);
    } else {
      const characters = graphemes(kept);
      if (characters.length <= 1) break;
      kept = characters.slice(0, -1).join('');
    }
  }
  return `${kept}…`;
}

/**
 * Splits a title into at most `maxLines` lines no wider than `maxWidth`, breaking at spaces. A
 * word wider than a line on its own is broken between user-perceived characters (never inside
 * a Bengali conjunct or between a letter and its vowel sign); when the title needs more lines,
 * the last one kept ends with an ellipsis, shortened until it fits.
 *
 * @param measure width of a piece of text: on the card, the set line's extent in px; a count of
 *   user-perceived characters (`textLength`) wraps by characters
 */
export function wrapTitle(title: string, measure: Measure, maxWidth: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of title.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (measure(candidate) <= maxWidth) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    while (measure(line) > maxWidth && graphemes(line).length > 1) {
      const head = headThatFits(line, measure, maxWidth);
      lines.push(head);
      line = line.slice(head.length);
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = withEllipsis(kept[maxLines - 1] ?? '', measure, maxWidth);
  return kept;
}

/** How far a set line reaches to the right, in px: its advance or its ink, whichever is further. */
function extent(fonts: CardFonts, style: LineStyle): Measure {
  return (text) => {
    const line = setLine(fonts, text, style);
    return Math.max(line.advance, line.inkRight);
  };
}

/**
 * How a card sets a title: the style (size, bold) and the lines, wrapped at the largest size of
 * {@link titleSizes} whose lines fit its number of lines, else at the smallest size cut with an
 * ellipsis ({@link wrapTitle}). Each line, as set in `style`, reaches at most {@link textWidth}.
 *
 * @param fonts the loaded font stack (`loadCardFonts`)
 */
export function titleLayout(title: string, fonts: CardFonts): {style: LineStyle; lines: string[]} {
  let style: LineStyle = {size: titleSizes[0].size, weight: 'bold'};
  let lines: string[] = [];
  for (const [index, {size, maxLines}] of titleSizes.entries()) {
    style = {size, weight: 'bold'};
    const last = index === titleSizes.length - 1;
    lines = wrapTitle(title, extent(fonts, style), textWidth, last ? maxLines : Number.POSITIVE_INFINITY);
    if (lines.length <= maxLines) break;
  }
  return {style, lines};
}

/** Text with cased letters (Latin) is written in tracked capitals; Bengali has no case. */
const cased = /[\p{Lu}\p{Ll}]/u;

/** What a card shows: the page title, the laboratory's name and an optional section label. */
export type CardText = {title: string; siteName: string; section?: string};

/** A card's SVG, and the characters of its text that no card font has (drawn as boxes). */
export type CardSvg = {svg: string; missing: string[]};

/**
 * The card SVG. Every line is measured as set, so none reaches past the right margin: the title
 * is wrapped at the largest size whose lines fit ({@link wrapTitle}), at the smallest size cut
 * with an ellipsis; the section label and the laboratory's name are cut with an ellipsis if a
 * line cannot hold them.
 *
 * @param fonts the loaded font stack (`loadCardFonts`)
 */
export function socialCardSvg({title, siteName, section}: CardText, fonts: CardFonts): CardSvg {
  const missing = new Set<string>();
  /** Set lines in one style and colour, each at its baseline origin, as an SVG group. */
  const group = (lines: {text: string; x: number; y: number}[], style: LineStyle, fill: string) => {
    const paths = lines.map(({text, x, y}) => {
      const line = setLine(fonts, text, style);
      line.missing.forEach((character) => missing.add(character));
      return `<g transform="translate(${x} ${y})">${lineSvg(fonts, line)}</g>`;
    });
    return `<g fill="${fill}">${paths.join('')}</g>`;
  };
  /** A text cut to one line with an ellipsis if it is too wide. */
  const oneLine = (text: string, style: LineStyle) => wrapTitle(text, extent(fonts, style), textWidth, 1)[0] ?? '';

  const {style: titleStyle, lines} = titleLayout(title, fonts);
  const lineHeight = Math.round(titleStyle.size * 1.18);
  // Centred on y = 250, but a long title starts low enough to leave a gap under the section label
  // (capitals reach about 0.75 of the size above the baseline).
  const firstBaseline = Math.max(250 - ((lines.length - 1) * lineHeight) / 2 + titleStyle.size / 2, sectionBaseline + sectionGap + titleStyle.size * 0.75);
  const titleSvg = group(
    lines.map((text, index) => ({text, x: textMargin, y: Math.round(firstBaseline + index * lineHeight)})),
    titleStyle,
    '#ffffff',
  );

  let sectionSvg = '';
  if (section) {
    const capitals = cased.test(section);
    const sectionStyle: LineStyle = {size: 26, weight: 'bold', tracking: capitals ? 3 : 0};
    sectionSvg = group([{text: oneLine(capitals ? section.toUpperCase() : section, sectionStyle), x: textMargin, y: sectionBaseline}], sectionStyle, '#cfe8f3');
  }
  const nameStyle: LineStyle = {size: 30, weight: 'normal'};
  const nameSvg = group([{text: oneLine(siteName, nameStyle), x: textMargin, y: cardHeight - 110}], nameStyle, '#e6f4f8');

  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${cardWidth}" height="${cardHeight}" viewBox="0 0 ${cardWidth} ${cardHeight}">
<defs><linearGradient id="sea" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#062c3c"/><stop offset="0.6" stop-color="#0a4d68"/><stop offset="1" stop-color="#087281"/></linearGradient></defs>
<rect width="${cardWidth}" height="${cardHeight}" fill="url(#sea)"/>
<path d="M0 520 C 150 490 300 550 450 520 S 750 490 900 520 S 1100 550 1200 520 V630 H0 Z" fill="#088395" opacity="0.55"/>
<path d="M0 565 C 200 540 350 590 550 565 S 900 540 1200 565 V630 H0 Z" fill="#cfe8f3" opacity="0.35"/>
<rect x="${textMargin}" y="70" width="90" height="6" rx="3" fill="#f59e0b"/>
${sectionSvg}
${titleSvg}
${nameSvg}
</svg>`;
  return {svg, missing: [...missing]};
}
