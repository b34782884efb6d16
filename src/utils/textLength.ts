/**
 * Length of a text as a reader counts it: user-perceived characters (grapheme clusters, by
 * `Intl.Segmenter`), so a Bengali letter with its vowel sign counts once, as an English letter
 * does. Length limits on descriptions and captions use it in every language, and text is cut
 * only between these characters (the social cards' titles).
 */
const segmenter = new Intl.Segmenter(undefined, {granularity: 'grapheme'});

/**
 * The user-perceived characters of a text, in order: a letter with its combining marks, or a
 * Bengali conjunct with its vowel sign (`'বঙ্গোপসাগর'` → `['ব', 'ঙ্গো', 'প', 'সা', 'গ', 'র']`).
 * Joined, they give the text back.
 */
export function graphemes(text: string): string[] {
  return Array.from(segmenter.segment(text), (part) => part.segment);
}

/** Number of user-perceived characters of a text ({@link graphemes}). */
export function textLength(text: string): number {
  return graphemes(text).length;
}
