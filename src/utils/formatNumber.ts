/** One formatter per language tag and grouping: creating an `Intl.NumberFormat` is far slower than using one. */
const formatters = new Map<string, Intl.NumberFormat>();

/**
 * How a number is written: `grouping: false` for a number that is read as a name rather than a
 * quantity (a year, `2024`, never `2,024`); otherwise thousands are grouped as the language
 * groups them (`1,636` in en-GB, `১,৬৩৬` in bn-BD).
 */
export type NumberStyle = {grouping?: boolean};

/**
 * A whole or decimal number written for readers of `locale` (a BCP 47 tag such as the locale's
 * `htmlLang`), in the digits of that language: `300` in en-GB, `৩০০` in bn-BD.
 *
 * @throws RangeError when `locale` is not a valid BCP 47 tag.
 */
export function formatNumber(value: number, locale: string, {grouping = true}: NumberStyle = {}): string {
  const key = `${locale}|${String(grouping)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {useGrouping: grouping, maximumFractionDigits: 3});
    formatters.set(key, formatter);
  }
  return formatter.format(value);
}

/** The ten digits (0 to 9) of each locale asked for, from `Intl.NumberFormat`. */
const digitsByLocale = new Map<string, readonly string[]>();

/**
 * `text` with each ASCII digit written in the locale's own digits, as the locale's readers write
 * a number: `4331` is `৪৩৩১` in Bengali (`bn`, `bn-BD`) and stays `4331` in English. Only the
 * digits change, so a code keeps its leading zeros and every other character. The digits are the
 * locale's default numbering system as `Intl.NumberFormat` knows it.
 *
 * @throws RangeError when `locale` is not a valid BCP 47 tag
 */
export function localeDigits(text: string, locale: string): string {
  let digits = digitsByLocale.get(locale);
  if (!digits) {
    const format = new Intl.NumberFormat(locale, {useGrouping: false});
    digits = Array.from({length: 10}, (_, digit) => format.format(digit));
    digitsByLocale.set(locale, digits);
  }
  const localDigits = digits;
  return text.replace(/[0-9]/g, (digit) => localDigits[Number(digit)] ?? digit);
}
