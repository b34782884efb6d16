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
