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
