/**
 * What the site search asks its index for a visitor's query, so that Bengali is found as a
 * reader expects: an inflected word finds the pages of its base word, and a number is found
 * whether it is typed in Bengali or Latin digits.
 *
 * Pagefind has no Bengali stemmer, but it matches every word of a query as a prefix
 * ('ইলিশ' finds 'ইলিশের', 'dolph' finds 'dolphins'). So only the query needs its case ending
 * removed: the stem then finds the base word and every inflected form of it in the index, and
 * the index keeps the page's own words for excerpts.
 */
import {localeDigits} from '../utils/formatNumber';

/**
 * Case endings and plural or definite markers of Bengali nouns, longest first so that the
 * longest one that fits is removed ('গুলোর' before 'র'). Each is tried in turn; see
 * {@link bengaliStem} for when one is removed.
 * - genitive: -এর (after a consonant written as the vowel sign, -ের), -র, -দের, -য়ের
 * - objective and locative: -কে, -তে, -য়, -য়ে, -এ (-ে)
 * - plural and definite: -রা, -েরা, -গুলো, -গুলি, -গুলোর, -গুলোতে, -টি, -টির, -টা, -টার
 */
export const bengaliSuffixes = ['গুলোতে', 'গুলোর', 'গুলিতে', 'গুলির', 'গুলো', 'গুলি', 'য়ের', 'দের', 'টির', 'টার', 'েরা', 'ের', 'এর', 'কে', 'তে', 'য়ে', 'রা', 'টি', 'টা', 'য়', 'র', 'ে', 'এ'] as const;

/**
 * Whether `stem` ends in a vowel: an independent vowel (অ–ঔ, U+0985–U+0994) or a vowel sign
 * (া–ৌ, U+09BE–U+09CC). A genitive -র or locative -য় follows a vowel sound.
 */
function endsInVowel(stem: string): boolean {
  const last = stem.codePointAt(stem.length - 1) ?? 0;
  return (last >= 0x0985 && last <= 0x0994) || (last >= 0x09be && last <= 0x09cc);
}

/** Letters of a Bengali word less its ending: at least two remain, or the word is kept whole. */
const minimumStemLetters = 2;

/** Bengali consonants and independent vowels: the letters a stem is counted in. */
const bengaliLetter = /[\u0985-\u09B9\u09DC-\u09DF]/gu;

/**
 * A Bengali word without its case ending or plural marker ({@link bengaliSuffixes}), or the word
 * itself when it has none. An ending is removed only when at least two letters remain, never
 * from inside a conjunct (after a hasanta, ্), and -র and -য় only after a vowel, where they are
 * endings ('নদীর' → 'নদী', but 'সাগর' stays). The result is a stem for prefix matching, not
 * always a dictionary word ('সুন্দরবনে' → 'সুন্দরবন', 'গবেষকদের' → 'গবেষক').
 *
 * @param word one word, in Unicode normal form C
 */
export function bengaliStem(word: string): string {
  for (const suffix of bengaliSuffixes) {
    if (!word.endsWith(suffix)) {
      continue;
    }
    const stem = word.slice(0, -suffix.length);
    if ((stem.match(bengaliLetter) ?? []).length < minimumStemLetters) {
      // The longest ending that fits is the word's ending; a shorter one would cut the stem.
      return word;
    }
    if (stem.endsWith('\u09CD') || ((suffix === 'র' || suffix === 'য়') && !endsInVowel(stem))) {
      continue;
    }
    return stem;
  }
  return word;
}

/** The ten Bengali digits, ০ to ৯, as `Intl` writes them. */
const bengaliDigits = localeDigits('0123456789', 'bn');

/** `text` with Bengali digits written as Latin ones ('১৬৩৬' → '1636'). */
export function toLatinDigits(text: string): string {
  return text.replace(/[০-৯]/gu, (digit) => String(bengaliDigits.indexOf(digit)));
}

/** A word in Bengali script (one with at least one Bengali letter). */
const bengaliWord = /[\u0980-\u09FF]/u;

/**
 * The queries to ask the index for what a visitor typed: the query with each Bengali word
 * reduced to its stem ({@link bengaliStem}); and when it holds digits, that query in Latin digits
 * and in Bengali digits, since a page writes a number in one or the other ('১৬৩৬' and '1636'
 * find the same pages). Blank space is collapsed; no query is listed twice.
 *
 * @returns one to two queries, the first of them the one in the digits the visitor typed
 */
export function queryForms(query: string): string[] {
  const words = query
    .normalize('NFC')
    .trim()
    .split(/\s+/u)
    .filter((word) => word !== '')
    .map((word) => (bengaliWord.test(word) ? bengaliStem(word) : word));
  const stemmed = words.join(' ');
  return [...new Set([stemmed, toLatinDigits(stemmed), localeDigits(stemmed, 'bn')])];
}
