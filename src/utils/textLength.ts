/**
 * Length of a text as a reader counts it: user-perceived characters (grapheme clusters, by
 * `Intl.Segmenter`), so a Bengali letter with its vowel sign counts once, as an English letter
 * does. Length limits on descriptions and captions use it in every language.
 */
const segmenter = new Intl.Segmenter(undefined, {granularity: 'grapheme'});

export function textLength(text: string): number {
  let count = 0;
  for (const _segment of segmenter.segment(text)) {
    count += 1;
  }
  return count;
}
