/**
 * The smaller chunks of the search index (`plugins/search/indexChunks.ts`): every word lands in
 * one chunk, chunks stay near their target, a cut keeps a word family together, and the chunk
 * ranges lead Pagefind’s browser code to the chunk that holds a query’s word; and a result file
 * keeps what the site shows.
 */
import {chunkRanges, keptPrefixLength, maxGrowth, sharedPrefixLength, splitWords} from '@site/plugins/search/indexChunks';
import {trimmedFragment} from '@site/plugins/search/fragments';

type Word = [string];

/**
 * How Pagefind 1.6's browser code picks the chunk for one query word: the first chunk whose
 * range holds the word; when none does, the first whose bounds, both cut to the shorter of the
 * word and the bound, hold it.
 */
function chunkFor(ranges: {from: string; to: string}[], term: string): number {
  const strict = ranges.findIndex(({from, to}) => term >= from && term <= to);
  if (strict >= 0) {
    return strict;
  }
  return ranges.findIndex(({from, to}) => term.slice(0, Math.min(term.length, from.length)) >= from.slice(0, Math.min(term.length, from.length)) && term.slice(0, Math.min(term.length, to.length)) <= to.slice(0, Math.min(term.length, to.length)));
}

/** Sorted, distinct words: English-like and Bengali (vowel signs folded, as Pagefind indexes them), with digits. */
const vocabulary: string[] = (() => {
  const stems = ['dolphin', 'hilsa', 'swatch', 'sundarban', 'monsoon', 'mangrov', 'salin', 'sediment', 'বঙগপসগর', 'ইলশ', 'সনদরবন', 'ডলফন', 'মহন', '১৬৩৬', '2023'];
  const endings = ['', 's', 'e', 'es', 'ing', 'al', 'এর', 'র', 'ক', '0', '1', '2', 'x', 'ed', 'ity'];
  const words = new Set<string>();
  for (const stem of stems) {
    for (const ending of endings) {
      words.add(stem + ending);
    }
  }
  for (let index = 0; index < 400; index += 1) {
    words.add(`w${(index * 7919).toString(36)}`);
  }
  return [...words].sort();
})();

/** A word's size: here its length, so a long word weighs more, as in the index. */
const sizeOf = (word: Word) => word[0].length;

describe('splitWords', () => {
  const words: Word[] = vocabulary.map((word) => [word]);
  const target = 60;
  const chunks = splitWords(words, target, sizeOf);

  it('puts every word in exactly one chunk, in order, none empty', () => {
    expect(chunks.flat()).toEqual(words);
    expect(chunks.every((chunk) => chunk.length > 0)).toBe(true);
  });

  it('keeps chunks near their target: at most the growth allowed and one word past it', () => {
    const longest = Math.max(...words.map(sizeOf));
    for (const chunk of chunks) {
      expect(chunk.reduce((total, word) => total + sizeOf(word), 0)).toBeLessThanOrEqual(maxGrowth * target + longest);
    }
    expect(chunks.length).toBeGreaterThan(words.reduce((total, word) => total + sizeOf(word), 0) / (maxGrowth * target + longest));
  });

  it('cuts between word families: below the growth limit, the words around a cut share fewer than three characters', () => {
    for (const [index, chunk] of chunks.entries()) {
      const next = chunks[index + 1];
      const size = chunk.reduce((total, word) => total + sizeOf(word), 0);
      if (next && size < maxGrowth * target) {
        expect(sharedPrefixLength(chunk.at(-1)?.[0] ?? '', next[0]?.[0] ?? '')).toBeLessThan(keptPrefixLength);
      }
    }
  });

  it('keeps a single large word whole, and gives one chunk to few words', () => {
    expect(splitWords([['a'.repeat(500)], ['b']] as Word[], 10, sizeOf)).toEqual([[['a'.repeat(500)]], [['b']]]);
    expect(splitWords([['a'], ['b']] as Word[], 10, sizeOf)).toEqual([[['a'], ['b']]]);
    expect(splitWords([] as Word[], 10, sizeOf)).toEqual([]);
  });
});

describe('chunkRanges', () => {
  it('starts a chunk at its first word shortened to one character past what it shares with the previous chunk, and ends it at its last word', () => {
    expect(
      chunkRanges([
        {first: 'apple', last: 'apple'},
        {first: 'apricot', last: 'banana'},
        {first: 'peach', last: 'peach'},
      ]),
    ).toEqual([
      {from: 'apple', to: 'apple'},
      {from: 'apr', to: 'banana'},
      {from: 'p', to: 'peach'},
    ]);
    expect(chunkRanges([{first: 'cath', last: 'cath'}, {first: 'cathartic', last: 'cathartic'}])).toEqual([
      {from: 'cath', to: 'cath'},
      {from: 'catha', to: 'cathartic'},
    ]);
    expect(chunkRanges([{first: 'ইলশ', last: 'ইলশর'}, {first: 'ইলিশা', last: 'উপকল'}])).toEqual([
      {from: 'ইলশ', to: 'ইলশর'},
      {from: 'ইলি', to: 'উপকল'},
    ]);
  });

  it('never ends a chunk before it starts, even where a word family is cut (Pagefind’s own ranges would: sedimented…se)', () => {
    const ranges = chunkRanges([
      {first: 'salinity', last: 'sedimente'},
      {first: 'sedimented', last: 'sedimentর'},
      {first: 'sundarban', last: 'swatch'},
    ]);
    expect(ranges.filter(({from, to}) => from > to)).toEqual([]);
    expect(chunkFor(ranges, 'sedimented')).toBe(1);
  });

  it('leads Pagefind’s lookup to the chunk that holds each word, and a word family’s prefix to all of it when it fits the growth allowed', () => {
    let familiesChecked = 0;
    for (const target of [20, 60, 200, 400]) {
      const chunks = splitWords(vocabulary.map((word): Word => [word]), target, sizeOf);
      const ranges = chunkRanges(chunks.map((chunk) => ({first: chunk[0]?.[0] ?? '', last: chunk.at(-1)?.[0] ?? ''})));
      const home = new Map(chunks.flatMap((chunk, index) => chunk.map(([word]) => [word, index] as const)));
      for (const word of vocabulary) {
        expect([word, chunkFor(ranges, word)]).toEqual([word, home.get(word)]);
      }
      for (const stem of ['dolphin', 'hilsa', 'swatch', 'বঙগপসগর', 'ইলশ']) {
        const family = vocabulary.filter((word) => word.startsWith(stem));
        if (family.reduce((total, word) => total + word.length, 0) > (maxGrowth - 1) * target) {
          continue;
        }
        familiesChecked += 1;
        const found = chunks[chunkFor(ranges, stem)]?.map(([word]) => word) ?? [];
        expect(family.filter((word) => !found.includes(word))).toEqual([]);
      }
    }
    expect(familiesChecked).toBeGreaterThanOrEqual(6);
  });
});

describe('sharedPrefixLength', () => {
  it('counts characters, not UTF-16 units', () => {
    expect(sharedPrefixLength('dolphin', 'dolphins')).toBe(7);
    expect(sharedPrefixLength('ইলশ', 'ইলিশ')).toBe(2);
    expect(sharedPrefixLength('𝔸b', '𝔸c')).toBe(1);
    expect(sharedPrefixLength('', 'a')).toBe(0);
  });
});

describe('trimmedFragment', () => {
  it('keeps a result’s URL, text, counts and title, and drops the sub-results and the image the site does not show', () => {
    const fragment = {
      url: '/bn/x',
      content: 'সোয়াচ অব নো গ্রাউন্ড',
      word_count: 4,
      filters: {},
      meta: {title: 'সোয়াচ', image: '/img/a.png', image_alt: 'a'},
      anchors: [{element: 'h2', id: 'a', text: 'A', location: 1}],
    };
    expect(trimmedFragment(fragment)).toEqual({url: '/bn/x', content: 'সোয়াচ অব নো গ্রাউন্ড', word_count: 4, filters: {}, meta: {title: 'সোয়াচ'}, anchors: []});
    expect(trimmedFragment({url: '/y', content: ''})).toEqual({url: '/y', content: '', meta: {}, anchors: []});
  });
});
