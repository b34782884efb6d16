/**
 * The social-card picture of a page (1200×630, the Open Graph size) as SVG: the page title on
 * the laboratory's deep-ocean background with waves, and the laboratory's name. Rendered to PNG
 * by the social-cards plugin. No network and no external files: text is set in DejaVu Sans,
 * whose font files ship in the `dejavu-fonts-ttf` package.
 */

/** Card size in pixels. */
export const cardWidth = 1200;
export const cardHeight = 630;

/** Escapes text for SVG. */
function xml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * Splits a title into at most `maxLines` lines of at most `maxChars` characters, breaking at
 * spaces; an over-long last line ends with an ellipsis.
 */
export function wrapTitle(title: string, maxChars = 30, maxLines = 4): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of title.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (candidate.length <= maxChars || !line) {
      line = candidate;
    } else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]}…`;
  return kept;
}

/** The card SVG for a page title and the laboratory's name (and a short section label). */
export function socialCardSvg({title, siteName, section}: {title: string; siteName: string; section?: string}): string {
  const lines = wrapTitle(title);
  const fontSize = lines.length > 3 ? 58 : 66;
  const lineHeight = Math.round(fontSize * 1.18);
  const firstBaseline = 250 - ((lines.length - 1) * lineHeight) / 2 + fontSize / 2;
  const text = lines
    .map((line, index) => `<text x="80" y="${Math.round(firstBaseline + index * lineHeight)}" font-size="${fontSize}" font-weight="bold" fill="#ffffff">${xml(line)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${cardWidth}" height="${cardHeight}" viewBox="0 0 ${cardWidth} ${cardHeight}">
<defs><linearGradient id="sea" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#062c3c"/><stop offset="0.6" stop-color="#0a4d68"/><stop offset="1" stop-color="#087281"/></linearGradient></defs>
<rect width="${cardWidth}" height="${cardHeight}" fill="url(#sea)"/>
<path d="M0 520 C 150 490 300 550 450 520 S 750 490 900 520 S 1100 550 1200 520 V630 H0 Z" fill="#088395" opacity="0.55"/>
<path d="M0 565 C 200 540 350 590 550 565 S 900 540 1200 565 V630 H0 Z" fill="#cfe8f3" opacity="0.35"/>
<rect x="80" y="70" width="90" height="6" rx="3" fill="#f59e0b"/>
${section ? `<text x="80" y="120" font-size="26" font-weight="bold" letter-spacing="3" fill="#cfe8f3">${xml(section.toUpperCase())}</text>` : ''}
${text}
<text x="80" y="${cardHeight - 110}" font-size="30" fill="#e6f4f8">${xml(siteName)}</text>
</svg>`;
}
