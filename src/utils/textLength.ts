/**
 * Length of a text as a reader counts it: user-perceived characters (grapheme clusters, by
 * `Intl.Segmenter`), so a Bengali letter with its vowel sign counts once, as an English letter
 * does. Length limits on descriptions and captions use it in every language.
 */
const segmenter = new Intl.Segmenter(undefined, {granularity: 'grapheme'});

export function textLength(text: string): number {
  return Array.from(segmenter.segment(text)).length;
}
