/**
 * Text helpers for collection entries whose long texts are plain strings with paragraphs
 * separated by blank lines (biographies, programme descriptions, …).
 */

/** The paragraphs of a text: split at blank lines, trimmed, empty ones dropped. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

/**
 * The first `count` words of `text` followed by an ellipsis (`…`). Punctuation left dangling
 * at the cut (a comma, a colon) is dropped first. A text of `count` words or fewer is returned
 * whole with the ellipsis too, because callers use it for texts that continue elsewhere.
 */
export function truncateWords(text: string, count: number): string {
  const words = text.replace(/\s+/g, ' ').trim().split(' ').filter(Boolean).slice(0, count);
  return `${words.join(' ').replace(/[\s,;:.\-–—]+$/, '')}…`;
}
