/** One formatter per locale: creating an `Intl.DateTimeFormat` is far slower than using one. */
const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * A calendar date (`YYYY-MM-DD`, or an ISO timestamp whose first ten characters are one)
 * written out for readers in the given locale, e.g. `12 February 2024` (en-GB) or
 * `১২ ফেব্রুয়ারি ২০২৪` (bn-BD, in Bengali digits; the comma Intl puts between month and year is left
 * out, as Bangladeshi print writes a date). Computed in UTC so the day never shifts with the reader's time
 * zone (the server-rendered and the hydrated text are the same).
 *
 * @throws RangeError when `locale` is not a valid BCP 47 tag or the date is not a real date.
 */
export function formatDate(isoDate: string, locale: string): string {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, {dateStyle: 'long', timeZone: 'UTC'});
    formatters.set(locale, formatter);
  }
  return formatter
    .formatToParts(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`))
    .map((part, index, parts) => (part.type === 'literal' && parts[index - 1]?.type === 'month' && parts[index + 1]?.type === 'year' ? part.value.replace(/^,\s*/, ' ') : part.value))
    .join('');
}

/**
 * The language tag dates and numbers are written in: the locale's `htmlLang` (`en-GB` for the site's
 * English, so '12 February 2024', as on the rest of the site), else the locale's name.
 */
export function intlLocale(htmlLang: string | undefined, locale: string): string {
  return htmlLang ?? locale;
}

/** One month-and-year formatter per locale. */
const monthFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The month and year of a calendar date (`YYYY-MM-DD`) for readers of `locale`: `October 2022`
 * (en-GB), `অক্টোবর ২০২২` (bn-BD; the comma Intl puts between month and year is left out, as in
 * {@link formatDate}). Computed in UTC, like {@link formatDate}.
 *
 * @throws RangeError when `locale` is not a valid BCP 47 tag or the date is not a real date.
 */
export function formatMonth(isoDate: string, locale: string): string {
  let formatter = monthFormatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, {month: 'long', year: 'numeric', timeZone: 'UTC'});
    monthFormatters.set(locale, formatter);
  }
  return formatter
    .formatToParts(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`))
    .map((part, index, parts) => (part.type === 'literal' && parts[index - 1]?.type === 'month' && parts[index + 1]?.type === 'year' ? part.value.replace(/^,\s*/, ' ') : part.value))
    .join('');
}

/**
 * The months from `startDate` to `endDate` (both `YYYY-MM-DD`): one month when both fall in it
 * (`October 2022`), else both joined by a spaced en dash (`December 2023 – January 2024`).
 *
 * @throws RangeError as {@link formatMonth}
 */
export function formatMonthRange(startDate: string, endDate: string, locale: string): string {
  const start = formatMonth(startDate, locale);
  return startDate.slice(0, 7) === endDate.slice(0, 7) ? start : `${start} – ${formatMonth(endDate, locale)}`;
}
