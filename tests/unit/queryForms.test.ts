import {bengaliStem, queryForms, toLatinDigits} from '@site/src/search/queryForms';

describe('bengaliStem', () => {
  it.each([
    ['বঙ্গোপসাগরের', 'বঙ্গোপসাগর'],
    ['ইলিশের', 'ইলিশ'],
    ['সুন্দরবনে', 'সুন্দরবন'],
    ['ডলফিনের', 'ডলফিন'],
    ['নদীর', 'নদী'],
    ['গবেষকদের', 'গবেষক'],
    ['গবেষকরা', 'গবেষক'],
    ['ডলফিনগুলো', 'ডলফিন'],
    ['ডলফিনগুলোর', 'ডলফিন'],
    ['প্রবালকে', 'প্রবাল'],
    ['উপকূলে', 'উপকূল'],
    ['নদীতে', 'নদী'],
    ['দ্বীপটি', 'দ্বীপ'],
    ['ঢাকায়', 'ঢাকা'],
  ])('takes the ending off %s', (word, stem) => {
    expect(bengaliStem(word.normalize('NFC'))).toBe(stem.normalize('NFC'));
  });

  it.each([
    ['বঙ্গোপসাগর', 'a base word'],
    ['সাগর', 'a final র after a consonant, which is the word’s own letter'],
    ['মাটি', 'too short a stem (one letter)'],
    ['তাকে', 'too short a stem'],
    ['ইলিশ', 'no ending'],
    ['যাত্রা', 'never cut inside a conjunct'],
  ])('keeps %s (%s)', (word) => {
    expect(bengaliStem(word.normalize('NFC'))).toBe(word.normalize('NFC'));
  });
});

describe('queryForms', () => {
  it('asks for the stems of Bengali words and leaves other words alone', () => {
    expect(queryForms('  সুন্দরবনের   ডলফিন cruise ')).toEqual(['সুন্দরবন ডলফিন cruise'.normalize('NFC')]);
    expect(queryForms('Swatch')).toEqual(['Swatch']);
  });

  it('asks for a number in both kinds of digits, the visitor’s first', () => {
    expect(toLatinDigits('১,৬৩৬ বর্গকিমি')).toBe('1,636 বর্গকিমি');
    expect(queryForms('১৬৩৬')).toEqual(['১৬৩৬', '1636']);
    expect(queryForms('1636')).toEqual(['1636', '১৬৩৬']);
  });

  it('gives the same stem for the precomposed and the decomposed য়', () => {
    expect(queryForms('ঢাকা\u09DF')).toEqual(queryForms('ঢাকা\u09AF\u09BC'));
    expect(queryForms('ঢাকা\u09DF')).toEqual(['ঢাকা'.normalize('NFC')]);
  });
});
